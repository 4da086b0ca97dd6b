import type { ToolInfo } from '@facet/contract';
import type { ReactNode } from 'react';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { ToolGlyph } from './ToolGlyph';
import * as styles from './ToolHeader.css';

/** The head of a tool's page (its runnable layout and its gate alike): glyph, name with an optional badge, summary. */
export function ToolHeader({ tool, titleId, badge }: { tool: Pick<ToolInfo, 'id' | 'name' | 'summary'>; titleId: string; badge?: ReactNode }) {
  return (
    <Inline as="header" space="4" alignY="top" minWidth={0}>
      <span className={styles.glyph} aria-hidden="true">
        <ToolGlyph id={tool.id} size={22} />
      </span>
      <Stack space="1" minWidth={0}>
        <Inline space="3" alignY="center" wrap>
          <h1 id={titleId} className={styles.title}>
            {tool.name}
          </h1>
          {badge}
        </Inline>
        <p className={styles.summary}>{tool.summary}</p>
      </Stack>
    </Inline>
  );
}
