import { useId } from 'react';
import { Button } from '../Button/Button';
import { Icon } from '../private/Icon';
// The same card as the root error view: both are what a person sees when the app cannot go on.
import * as styles from '../RootErrorView/RootErrorView.css';
import { problems } from './StartupErrorView.css';
import { Inline } from '../Inline/Inline';

export const STARTUP_ERROR_TITLE = 'Facet could not start';

export interface StartupErrorViewProps {
  /** What went wrong, one problem per line (e.g. each missing setting). */
  message: string;
  onRetry(): void;
}

/** Shown instead of the app when its start-up settings are missing or cannot be read. */
export function StartupErrorView({ message, onRetry }: StartupErrorViewProps) {
  const titleId = useId();
  const lines = message.split('\n').filter(Boolean);
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby={titleId}>
        <span className={styles.iconWell}>
          <Icon size={20}>
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7.5v5M12 16h.01" />
          </Icon>
        </span>
        <h1 id={titleId} className={styles.title}>
          {STARTUP_ERROR_TITLE}
        </h1>
        <p className={styles.message}>
          The server did not give this page what it needs to start. Whoever runs this server can fix it; the details
          below say what is wrong.
        </p>
        <pre className={problems} tabIndex={0} aria-label="What is wrong">
          {lines.join('\n')}
        </pre>
        <Inline space="3" wrap marginTop="2">
          <Button variant="primary" onPress={onRetry}>
            Try again
          </Button>
        </Inline>
      </section>
    </main>
  );
}
