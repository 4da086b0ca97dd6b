import type { ReactNode } from 'react';
import { Icon } from './Icon';
import { Spinner } from './Spinner';
import * as styles from './StatusMessage.css';

export const statusKinds = ['pending', 'success', 'failure', 'mail'] as const;
export type StatusKind = (typeof statusKinds)[number];

const glyph: Record<Exclude<StatusKind, 'pending'>, ReactNode> = {
  success: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  failure: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5M12 16h.01" />
    </>
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </>
  ),
};

export interface StatusMessageProps {
  kind: StatusKind;
  children: ReactNode;
}

/** The big icon and sentence of a one-state auth page: verifying, verified, sent, failed. */
export function StatusMessage({ kind, children }: StatusMessageProps) {
  return (
    <div className={styles.root} role={kind === 'failure' ? 'alert' : 'status'}>
      <span className={`${styles.well} ${styles.tone[kind]}`}>
        {kind === 'pending' ? <Spinner size={20} /> : <Icon size={20}>{glyph[kind]}</Icon>}
      </span>
      <div className={styles.text}>{children}</div>
    </div>
  );
}
