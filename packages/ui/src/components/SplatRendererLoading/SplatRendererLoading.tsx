import { ProgressBar } from 'react-aria-components';
import * as stage from '../ModelViewer/ModelViewer.css';
import * as styles from './SplatRendererLoading.css';

export interface SplatRendererLoadingProps {
  /** What the splat is: usually the asset's name. */
  name: string;
  /** Bytes of the splat renderer received so far. */
  loadedBytes: number;
  /** Its size in bytes, when known; without it the bar runs without a share. */
  totalBytes?: number;
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/**
 * The splat viewer's stage while its renderer (a large download, fetched the first time a splat is
 * opened) comes in: how much has arrived, out of how much when known.
 */
export function SplatRendererLoading({ name, loadedBytes, totalBytes }: SplatRendererLoadingProps) {
  const known = totalBytes !== undefined && totalBytes > 0;
  return (
    <div className={stage.viewer}>
      <div className={stage.overlay}>
        <ProgressBar
          aria-label={`Loading the splat viewer for ${name}`}
          className={styles.progress}
          value={known ? Math.min(loadedBytes, totalBytes) : undefined}
          maxValue={known ? totalBytes : undefined}
          isIndeterminate={!known}
        >
          {({ percentage }) => (
            <>
              <p className={stage.overlayText}>Loading the splat viewer…</p>
              <span className={styles.track}>
                <span className={styles.fill} style={{ width: `${known ? (percentage ?? 0) : 0}%` }} />
              </span>
              <span className={styles.label}>{known ? `${megabytes(loadedBytes)} of ${megabytes(totalBytes)}` : `${megabytes(loadedBytes)}`}</span>
            </>
          )}
        </ProgressBar>
      </div>
    </div>
  );
}
