import type { ReactNode } from 'react';
import { Button as AriaButton, ProgressBar } from 'react-aria-components';
import { Icon } from '../../components/private/Icon';
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
}

const closeGlyph = (
  <Icon size={14}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);

const fileGlyph = (
  <Icon size={16}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8Z" />
    <path d="M14 3v5h5" />
  </Icon>
);

const statusGlyph: Record<Exclude<UploadStatus, 'uploading' | 'processing'>, ReactNode> = {
  done: (
    <Icon size={16}>
      <circle cx="12" cy="12" r="9" />
      <path d="m8.5 12.5 2.5 2.5 4.5-5" />
    </Icon>
  ),
  failed: (
    <Icon size={16}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5M12 16h.01" />
    </Icon>
  ),
};

const count = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;

function summary(uploads: readonly UploadItem[]): string {
  const withStatus = (status: UploadStatus) => uploads.filter((upload) => upload.status === status).length;
  if (withStatus('uploading') > 0) return `Uploading ${count(withStatus('uploading'), 'file', 'files')}`;
  if (withStatus('processing') > 0) return `Processing ${count(withStatus('processing'), 'file', 'files')}`;
  if (withStatus('failed') > 0) return `${count(withStatus('failed'), 'upload', 'uploads')} failed`;
  return `${count(uploads.length, 'upload', 'uploads')} complete`;
}

/** The uploads in flight and just finished, one row each, in the corner of the assets screen. */
export function UploadPanel({ uploads, onDismiss }: { uploads: readonly UploadItem[]; onDismiss(id: string): void }) {
  if (uploads.length === 0) return null;
  return (
    <section className={styles.panel} aria-label="Uploads">
      <p className={styles.head} role="status">
        {summary(uploads)}
      </p>
      <ul className={styles.list}>
        {uploads.map((upload) => (
          <li key={upload.id} className={styles.row} data-status={upload.status}>
            <span className={styles.icon}>
              {upload.status === 'done' || upload.status === 'failed' ? statusGlyph[upload.status] : fileGlyph}
            </span>
            <div className={styles.body}>
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
            </div>
            {upload.status === 'done' || upload.status === 'failed' ? (
              <AriaButton className={styles.dismiss} onPress={() => onDismiss(upload.id)} aria-label={`Dismiss ${upload.name}`}>
                {closeGlyph}
              </AriaButton>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
