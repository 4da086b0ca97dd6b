import type { ReactNode } from 'react';
import { Icon } from './Icon';
import * as styles from './Notice.css';

export const noticeTones = ['danger', 'success', 'info', 'warning'] as const;
export type NoticeTone = (typeof noticeTones)[number];

const glyphs: Record<NoticeTone, ReactNode> = {
  danger: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5M12 16h.01" />
    </>
  ),
  warning: (
    <>
      <path d="M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
      <path d="M12 9.5v4M12 17h.01" />
    </>
  ),
  success: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 8h.01" />
    </>
  ),
};

export interface NoticeProps {
  tone: NoticeTone;
  children: ReactNode;
  /** `alert` for a failure the person must hear about as it appears. */
  role?: 'alert' | 'status';
}

/** A one-paragraph message in a tinted box: a server error above a form, a 'sent' confirmation. */
export function Notice({ tone, children, role }: NoticeProps) {
  return (
    <div className={`${styles.notice} ${styles.tone[tone]}`} role={role}>
      <span className={styles.icon}>
        <Icon size={16}>{glyphs[tone]}</Icon>
      </span>
      <div className={styles.body}>{children}</div>
    </div>
  );
}
