import type { Asset, PublicAsset } from '@facet/contract';
import { Link } from 'react-aria-components';
import { AssetCard } from '../AssetCard/AssetCard';
import * as styles from './AssetLinkGrid.css';

export interface AssetLinkGridProps<Item extends Asset | PublicAsset> {
  /** The assets, or `undefined` while they load (shimmering tiles). */
  assets: readonly Item[] | undefined;
  /** Where a tile leads: the asset's page, or the reel over the current list. */
  hrefOf(asset: Item): string;
  /** How many tiles to show while loading. */
  placeholderCount?: number;
  /** `compact` keeps to four columns on wide screens (a strip of recent work). */
  density?: 'gallery' | 'compact';
  'aria-label': string;
}

/** A plain grid of asset tiles that are links: the home page's recent work, the public showcase. */
export function AssetLinkGrid<Item extends Asset | PublicAsset>({
  assets,
  hrefOf,
  placeholderCount = 8,
  density = 'gallery',
  'aria-label': ariaLabel,
}: AssetLinkGridProps<Item>) {
  if (assets === undefined) {
    return (
      <div className={styles.grid} data-density={density} role="status" aria-label={`Loading ${ariaLabel.toLowerCase()}`}>
        {Array.from({ length: placeholderCount }, (_, index) => (
          <span key={index} className={styles.placeholder} aria-hidden="true">
            <span className={styles.placeholderMedia} />
            <span className={styles.placeholderLine} style={{ width: `${50 + ((index * 19) % 40)}%` }} />
            <span className={styles.placeholderLine} style={{ width: '40%' }} />
          </span>
        ))}
      </div>
    );
  }
  return (
    <ul className={styles.grid} data-density={density} aria-label={ariaLabel}>
      {assets.map((asset) => (
        <li key={asset.id} className={styles.cell}>
          <Link href={hrefOf(asset)} className={styles.link}>
            {({ isHovered, isFocusVisible }) => <AssetCard asset={asset} isHovered={isHovered} isFocusVisible={isFocusVisible} />}
          </Link>
        </li>
      ))}
    </ul>
  );
}
