import * as styles from './AssetGridSkeleton.css';

export interface AssetGridSkeletonProps {
  /** How many placeholder tiles; enough to fill a screen. */
  count?: number;
  /** Also a row of folder placeholders above the tiles. */
  withFolders?: boolean;
}

/** The grid's shape while the first page loads: shimmering tiles where the assets will be. */
export function AssetGridSkeleton({ count = 15, withFolders = true }: AssetGridSkeletonProps) {
  return (
    <div className={styles.root} role="status" aria-label="Loading assets">
      {withFolders ? (
        <div className={styles.folders} aria-hidden="true">
          {Array.from({ length: 4 }, (_, index) => (
            <span key={index} className={styles.folder}>
              <span className={`${styles.shimmer} ${styles.folderGlyph}`} />
              <span className={styles.lines}>
                <span className={`${styles.shimmer} ${styles.line}`} style={{ width: '70%' }} />
                <span className={`${styles.shimmer} ${styles.line}`} style={{ width: '40%' }} />
              </span>
            </span>
          ))}
        </div>
      ) : null}
      <div className={styles.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <span key={index} className={styles.card}>
            <span className={`${styles.shimmer} ${styles.media}`} />
            <span className={styles.lines}>
              <span className={`${styles.shimmer} ${styles.line}`} style={{ width: `${55 + ((index * 17) % 35)}%` }} />
              <span className={`${styles.shimmer} ${styles.line}`} style={{ width: '45%' }} />
            </span>
          </span>
        ))}
      </div>
    </div>
  );
}
