import { CircleExclamationPoint } from 'lucide-react';
import { Button } from '../Button/Button';
// The same page as the root error view: both are what a person sees when the app cannot go on.
import { ErrorPage } from '../RootErrorView/ErrorPage';
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
  const lines = message.split('\n').filter(Boolean);
  return (
    <ErrorPage
      icon={CircleExclamationPoint}
      title={STARTUP_ERROR_TITLE}
      message="The server did not give this page what it needs to start. Whoever runs this server can fix it; the details below say what is wrong."
    >
      <pre className={problems} tabIndex={0} aria-label="What is wrong">
        {lines.join('\n')}
      </pre>
      <Inline space="3" wrap marginTop="2">
        <Button variant="primary" onPress={onRetry}>
          Try again
        </Button>
      </Inline>
    </ErrorPage>
  );
}
