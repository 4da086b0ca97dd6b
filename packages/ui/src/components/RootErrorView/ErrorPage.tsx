import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Icon } from '../private/Icon';
import * as styles from './RootErrorView.css';

export interface ErrorPageProps {
  icon: LucideIcon;
  title: string;
  /** The sentence under the title. */
  message: ReactNode;
  /** Details, feedback and the way on, under the message. */
  children: ReactNode;
}

/** The whole page a person sees when the app cannot go on: a centred card with the problem and a way on. */
export function ErrorPage({ icon, title, message, children }: ErrorPageProps) {
  const titleId = useId();
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby={titleId}>
        <span className={styles.iconWell}>
          <Icon icon={icon} size={20} />
        </span>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        <p className={styles.message}>{message}</p>
        {children}
      </section>
    </main>
  );
}
