import { Check } from 'lucide-react';
import type { Asset, PublicAsset } from '@facet/contract';
import type { ReactNode } from 'react';
import { activeJob, formatBytes, typeAndFormat } from '../private/assetFormat';
import { AssetImage } from '../private/AssetImage';
import { AssetTypeIcon } from '../private/AssetTypeIcon';
import { Icon } from '../private/Icon';
import { AssetCardBadge } from './AssetCardBadge';
import * as styles from './AssetCard.css';

export interface AssetCardProps {
  /** One of your assets, or a showcase asset as visitors see it (no jobs). */
  asset: Asset | PublicAsset;
  isSelected?: boolean;
  isHovered?: boolean;
  isFocusVisible?: boolean;
  isDisabled?: boolean;
  /** Something is dragged over this folder and would move into it. */
  isDropTarget?: boolean;
  /** This card is among the assets being dragged. */
  isDragging?: boolean;
  /** Some card of the grid is selected, so every selection control shows. */
  isSelecting?: boolean;
  /** Over the picture's top-left corner: the grid's selection checkbox. */
  selectionControl?: ReactNode;
  /** Over the picture's top-right corner: the grid's drag handle. */
  dragControl?: ReactNode;
}

const checkGlyph = <Icon icon={Check} size={14} />;

/** One asset or folder as a tile: its preview, name, type and format, and the job running on it. */
export function AssetCard({
  asset,
  isSelected = false,
  isHovered = false,
  isFocusVisible = false,
  isDisabled = false,
  isDropTarget = false,
  isDragging = false,
  isSelecting = false,
  selectionControl,
  dragControl,
}: AssetCardProps) {
  const job = asset.type === 'folder' || !('jobs' in asset) ? undefined : activeJob(asset.jobs);
  const size = asset.type === 'folder' ? undefined : asset.data.size_bytes;
  return (
    <div
      className={styles.card}
      data-type={asset.type}
      data-selected={isSelected || undefined}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-disabled={isDisabled || undefined}
      data-drop-target={isDropTarget || undefined}
      data-dragging={isDragging || undefined}
      data-selecting={isSelecting || undefined}
    >
      <div className={styles.media}>
        <AssetImage asset={asset} iconSize={asset.type === 'folder' ? 44 : 26} />
        {job ? <AssetCardBadge status={job.status} percent={job.percent} /> : null}
        {job?.status === 'running' && job.percent !== undefined ? (
          <span className={styles.progressTrack} aria-hidden="true">
            <span className={styles.progressFill} style={{ width: `${job.percent}%` }} />
          </span>
        ) : null}
        <span className={`${styles.corner} ${styles.cornerStart}`}>
          {selectionControl ??
            (isSelected ? (
              <span className={styles.staticCheck} aria-hidden="true">
                {checkGlyph}
              </span>
            ) : null)}
        </span>
        {dragControl ? <span className={`${styles.corner} ${styles.cornerEnd}`}>{dragControl}</span> : null}
        {isDropTarget ? (
          <span className={styles.dropHint} aria-hidden="true">
            Move here
          </span>
        ) : null}
      </div>
      <div className={styles.footer}>
        <span className={styles.name} title={asset.name}>
          {asset.name}
        </span>
        <span className={styles.meta}>
          <span className={styles.metaType}>
            <AssetTypeIcon type={asset.type} size={13} />
            {typeAndFormat(asset)}
          </span>
          {size !== undefined ? <span className={styles.size}>{formatBytes(size)}</span> : null}
        </span>
      </div>
    </div>
  );
}
