import { Clock } from 'lucide-react';
import { VisuallyHidden } from 'react-aria-components';
import type { ActiveJobStatus } from '../private/assetFormat';
import { Icon } from '../private/Icon';
import { Spinner } from '../private/Spinner';
import * as styles from './AssetCard.css';

export interface AssetCardBadgeProps {
  status: ActiveJobStatus;
  /** Whole percent of a running job, when it reports progress. */
  percent?: number;
}

/** The pill over a card's picture while a tool works on the asset: its progress, or that it waits. */
export function AssetCardBadge({ status, percent }: AssetCardBadgeProps) {
  if (status === 'queued') {
    return (
      <span className={styles.badge}>
        <Icon icon={Clock} size={12} />
        Queued
      </span>
    );
  }
  return (
    <span className={styles.badge}>
      <Spinner size={12} />
      {percent === undefined ? (
        'Processing'
      ) : (
        <span className={styles.badgeValue}>
          <VisuallyHidden>Processing </VisuallyHidden>
          {percent}%
        </span>
      )}
    </span>
  );
}
