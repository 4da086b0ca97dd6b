import { Check, CircleExclamationPoint, Mail, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Icon } from './Icon';
import { Spinner } from './Spinner';
import * as styles from './StatusMessage.css';

export const statusKinds = ['pending', 'success', 'failure', 'mail'] as const;
export type StatusKind = (typeof statusKinds)[number];

const glyph: Record<Exclude<StatusKind, 'pending'>, LucideIcon> = {
  success: Check,
  failure: CircleExclamationPoint,
  mail: Mail,
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
        {kind === 'pending' ? <Spinner size={20} /> : <Icon icon={glyph[kind]} size={20} />}
      </span>
      <div className={styles.text}>{children}</div>
    </div>
  );
}
