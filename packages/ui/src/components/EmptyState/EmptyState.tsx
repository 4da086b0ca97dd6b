import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** A button or link that gets the person going. */
  action?: ReactNode;
}

/** What a page shows when it has nothing to list yet. */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <section className={styles.root} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action}
    </section>
  );
}
