import { Button as AriaButton, ProgressBar } from 'react-aria-components';
import { Inline } from '../../components/Inline/Inline';
import { Stack } from '../../components/Stack/Stack';
import { glyph } from './glyphs';
import * as styles from './UploadPanel.css';

export const uploadStatuses = ['uploading', 'processing', 'done', 'failed'] as const;
export type UploadStatus = (typeof uploadStatuses)[number];

/** One file on its way up. */
export interface UploadItem {
  id: string;
  /** The file's name as picked. */
  name: string;
  status: UploadStatus;
  /** Whole percent of the bytes sent, 0 to 100, while uploading. */
  percent?: number;
  /** Why it failed, as a sentence: the server's `UNSUPPORTED_FILE` message, a size limit, a lost connection. */
  error?: string;
  /** It failed for the connection's sake, not the file's: sending it again may work. */
  canRetry?: boolean;
}

const count = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;

function summary(uploads: readonly UploadItem[]): string {
  const withStatus = (status: UploadStatus) => uploads.filter((upload) => upload.status === status).length;
  if (withStatus('uploading') > 0) return `Uploading ${count(withStatus('uploading'), 'file', 'files')}`;
  if (withStatus('processing') > 0) return `Processing ${count(withStatus('processing'), 'file', 'files')}`;
  if (withStatus('failed') > 0) return `${count(withStatus('failed'), 'upload', 'uploads')} failed`;
  return `${count(uploads.length, 'upload', 'uploads')} complete`;
}

/** The uploads in flight and just finished, one row each, in the corner of the assets screen. */
export function UploadPanel({
  uploads,
  onDismiss,
  onRetry,
}: {
  uploads: readonly UploadItem[];
  onDismiss(id: string): void;
  /** Sends a failed upload again; the same file never becomes two assets. */
  onRetry?(id: string): void;
}) {
  if (uploads.length === 0) return null;
  return (
    <Stack as="section" borderRadius="lg" background="surfaceRaised" boxShadow="lg" overflow="hidden" className={styles.panel} aria-label="Uploads">
      <p className={styles.head} role="status">
        {summary(uploads)}
      </p>
      <ul className={styles.list}>
        {uploads.map((upload) => {
          const finished = upload.status === 'done' || upload.status === 'failed' ? upload.status : null;
          return (
            <Inline as="li" key={upload.id} space="3" alignY="top" className={styles.row} data-status={upload.status}>
              <span className={styles.icon}>{glyph(finished ?? 'file', 16)}</span>
              <Stack space="1" flex="1" minWidth={0}>
                <span className={styles.name} title={upload.name}>
                  {upload.name}
                </span>
                {upload.status === 'uploading' ? (
                  <ProgressBar aria-label={`Uploading ${upload.name}`} value={upload.percent ?? 0} className={styles.progress}>
                    {({ percentage }) => (
                      <>
                        <span className={styles.track}>
                          <span className={styles.fill} style={{ width: `${percentage ?? 0}%` }} />
                        </span>
                        <span className={styles.percent}>{Math.round(percentage ?? 0)}%</span>
                      </>
                    )}
                  </ProgressBar>
                ) : upload.status === 'processing' ? (
                  <span className={styles.detail}>Processing…</span>
                ) : upload.status === 'done' ? (
                  <span className={styles.detail}>Uploaded</span>
                ) : (
                  <span className={styles.error}>{upload.error ?? 'The upload failed.'}</span>
                )}
              </Stack>
              {upload.status === 'failed' && upload.canRetry && onRetry ? (
                <AriaButton className={styles.dismiss} onPress={() => onRetry(upload.id)} aria-label={`Try ${upload.name} again`}>
                  {glyph('retry', 14)}
                </AriaButton>
              ) : null}
              {finished ? (
                <AriaButton className={styles.dismiss} onPress={() => onDismiss(upload.id)} aria-label={`Dismiss ${upload.name}`}>
                  {glyph('close', 14)}
                </AriaButton>
              ) : null}
            </Inline>
          );
        })}
      </ul>
    </Stack>
  );
}
