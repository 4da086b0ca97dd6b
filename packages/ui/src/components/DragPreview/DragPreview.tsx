import type { Asset } from '@facet/contract';
import { AssetImage } from '../private/AssetImage';
import * as styles from './DragPreview.css';

export interface DragPreviewProps {
  /** The dragged assets; the first one is pictured. */
  assets: readonly Pick<Asset, 'name' | 'type' | 'data'>[];
}

/**
 * What follows the pointer while assets are dragged (SPEC.md section 2): the first asset's picture
 * and a +N badge for the others, on a small stack when there are more.
 */
export function DragPreview({ assets }: DragPreviewProps) {
  const [first] = assets;
  if (!first) return null;
  const others = assets.length - 1;
  const label = others > 0 ? `${first.name} and ${others} more` : first.name;
  return (
    <div className={styles.preview} role="img" aria-label={label}>
      {others > 1 ? <span className={`${styles.layer} ${styles.layerBack}`} aria-hidden="true" /> : null}
      {others > 0 ? <span className={`${styles.layer} ${styles.layerMiddle}`} aria-hidden="true" /> : null}
      <span className={styles.card}>
        <span className={styles.thumb}>
          <AssetImage asset={first} iconSize={24} />
        </span>
        <span className={styles.name}>{first.name}</span>
      </span>
      {others > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          +{others}
        </span>
      ) : null}
    </div>
  );
}
