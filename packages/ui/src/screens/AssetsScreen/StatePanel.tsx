import type { ReactNode } from 'react';
import * as styles from './AssetsScreen.css';
import { Inline } from '../../components/Inline/Inline';

export interface StatePanelProps {
  icon: ReactNode;
  tone?: 'neutral' | 'accent' | 'danger';
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  /** `alert` for a failure that needs attention. */
  role?: 'alert';
}

/** What the assets area says instead of the grid: nothing yet, nothing matched, or a failure. */
export function StatePanel({ icon, tone = 'neutral', title, children, actions, role }: StatePanelProps) {
  return (
    <section className={styles.statePanel} data-tone={tone} aria-label={title} role={role}>
      <span className={styles.stateIcon} aria-hidden="true">
        {icon}
      </span>
      <h2 className={styles.stateTitle}>{title}</h2>
      {children ? <div className={styles.stateText}>{children}</div> : null}
      {actions ? <Inline space="2" wrap align="center" marginTop="2">{actions}</Inline> : null}
    </section>
  );
}
