import { TIER_NAMES, type Tier, type ToolInfo } from '@facet/contract';
import { Lock } from 'lucide-react';
import { Link } from 'react-aria-components';
import { Box } from '../Box/Box';
import { Icon } from './Icon';
import { ToolGlyph } from './ToolGlyph';
import { creditsLabel } from './toolPricing';
import * as styles from './ToolChoices.css';

/** A tool offered for one asset: where its page opens with the asset picked, and whether the plan opens it. */
export interface ToolChoice {
  tool: ToolInfo;
  href: string;
  /**
   * The plans that open the tool, cheapest first, when the person's plan does not: the tile names the
   * first, and the tool's page offers it.
   */
  openedBy?: readonly Tier[];
}

const lockGlyph = <Icon icon={Lock} size={13} />;

/** The tools that take an asset, each a link to its page with the asset already picked. */
export function ToolChoices({ choices, 'aria-label': label, density = 'regular' }: { choices: readonly ToolChoice[]; 'aria-label': string; density?: 'regular' | 'compact' }) {
  return (
    <Box as="ul" className={styles.list} data-density={density} aria-label={label}>
      {choices.map(({ tool, href, openedBy }) => (
        <Box as="li" key={tool.id} minWidth={0}>
          <Link href={href} className={styles.choice}>
            <span className={styles.glyph} aria-hidden="true">
              <ToolGlyph id={tool.id} size={18} />
            </span>
            <span className={styles.text}>
              <span className={styles.name}>{tool.name}</span>
              {density === 'regular' ? <span className={styles.summary}>{tool.summary}</span> : null}
            </span>
            {openedBy?.[0] ? (
              <span className={`${styles.badge} ${styles.badgeLocked}`}>
                {lockGlyph}
                {`${TIER_NAMES[openedBy[0]]} plan`}
              </span>
            ) : (
              <span className={styles.badge}>{creditsLabel(tool)}</span>
            )}
          </Link>
        </Box>
      ))}
    </Box>
  );
}
