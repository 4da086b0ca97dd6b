import { ArrowRight, FileIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-aria-components';
import { Icon } from '../private/Icon';
import type { ToolResult } from './toolLayoutTypes';
import { Box } from '../Box/Box';
import { Stack } from '../Stack/Stack';
import * as styles from './ToolResultSummary.css';

// Outputs can be of any type (a mesh, a video), so a plain file, not a type glyph.
const fileGlyph = <Icon icon={FileIcon} size={16} />;

const arrow = <Icon icon={ArrowRight} size={16} />;

/** A value longer than this reads as a sentence, not a figure: it gets the report's full width. */
const FIGURE_LENGTH = 24;

const isWide = (row: ToolResult['report'][number]) => row.note !== undefined || row.value.length > FIGURE_LENGTH;

/** Under the before/after: the engine's report and the new assets. */
export function ToolResultSummary({ result }: { result: ToolResult }) {
  const reportId = useId();
  const outputsId = useId();
  // The figures side by side first, then the rows that take a whole line, each under the last.
  const rows = [...result.report.filter((row) => !isWide(row)), ...result.report.filter(isWide)];
  return (
    <div className={styles.card}>
      {result.report.length > 0 ? (
        <Stack as="section" space="2" aria-labelledby={reportId}>
          <h2 id={reportId} className={styles.sectionTitle}>
            Report
          </h2>
          <dl className={styles.report}>
            {rows.map((row) => (
              <div key={row.label} className={styles.reportItem} data-wide={isWide(row) || undefined}>
                <dt className={styles.reportTerm}>{row.label}</dt>
                <dd className={styles.reportValue}>{row.value}</dd>
                {row.note ? <dd className={styles.reportNote}>{row.note}</dd> : null}
              </div>
            ))}
          </dl>
        </Stack>
      ) : null}
      {result.outputs.length > 0 ? (
        <Stack as="section" space="2" aria-labelledby={outputsId}>
          <h2 id={outputsId} className={styles.sectionTitle}>
            New assets
          </h2>
          <Box as="ul" display="grid" gap="2" className={styles.outputs}>
            {result.outputs.map((output) => (
              <li key={output.id}>
                <Link href={output.href} className={styles.output}>
                  <span className={styles.outputIcon} aria-hidden="true">
                    {fileGlyph}
                  </span>
                  <span className={styles.outputName}>{output.name}</span>
                  <Box as="span" display="inline-flex" flexShrink={0} color="textMuted" aria-hidden="true">
                    {arrow}
                  </Box>
                </Link>
              </li>
            ))}
          </Box>
        </Stack>
      ) : null}
    </div>
  );
}
