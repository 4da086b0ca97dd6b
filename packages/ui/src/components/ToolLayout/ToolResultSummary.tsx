import { useId } from 'react';
import { Link } from 'react-aria-components';
import { Icon } from '../private/Icon';
import type { ToolResult } from './toolLayoutTypes';
import { Box } from '../Box/Box';
import { Stack } from '../Stack/Stack';
import * as styles from './ToolResultSummary.css';

// Outputs can be of any type (a mesh, a video), so a plain file, not a type glyph.
const fileGlyph = (
  <Icon size={16}>
    <path d="M6.5 3h7l4 4v12.5a1.5 1.5 0 0 1-1.5 1.5H6.5A1.5 1.5 0 0 1 5 19.5v-15A1.5 1.5 0 0 1 6.5 3Z" />
    <path d="M13 3v4.5h4.5" />
  </Icon>
);

const arrow = (
  <Icon size={16}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Icon>
);

/** Under the before/after: the engine's report and the new assets. */
export function ToolResultSummary({ result }: { result: ToolResult }) {
  const reportId = useId();
  const outputsId = useId();
  return (
    <div className={styles.card}>
      {result.report.length > 0 ? (
        <Stack as="section" space="2" aria-labelledby={reportId}>
          <h2 id={reportId} className={styles.sectionTitle}>
            Report
          </h2>
          <dl className={styles.report}>
            {result.report.map((row) => (
              <div key={row.label} className={styles.reportItem}>
                <dt className={styles.reportTerm}>{row.label}</dt>
                <dd className={styles.reportValue}>{row.value}</dd>
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
