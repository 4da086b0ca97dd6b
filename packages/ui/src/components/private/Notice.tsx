import { Check, CircleExclamationPoint, Info, TriangleExclamationPoint, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Inline } from '../Inline/Inline';
import { Icon } from './Icon';
import * as styles from './Notice.css';

export const noticeTones = ['danger', 'success', 'info', 'warning'] as const;
export type NoticeTone = (typeof noticeTones)[number];

const glyphs: Record<NoticeTone, LucideIcon> = {
  danger: CircleExclamationPoint,
  warning: TriangleExclamationPoint,
  success: Check,
  info: Info,
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
    <Inline space="2" alignY="top" padding="3" borderRadius="md" color="text" className={`${styles.notice} ${styles.tone[tone]}`} role={role}>
      <span className={styles.icon}>
        <Icon icon={glyphs[tone]} size={16} />
      </span>
      <div className={styles.body}>{children}</div>
    </Inline>
  );
}
