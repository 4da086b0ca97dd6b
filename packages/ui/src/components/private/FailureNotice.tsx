import type { ReactNode } from 'react';
import type { Sprinkles } from '../../theme/sprinkles.css';
import { Button, type ButtonSize } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import * as styles from './FailureNotice.css';
import { Notice } from './Notice';

export interface FailureNoticeProps {
  /** What could not be loaded or done, in words. */
  children: ReactNode;
  /** Shows a 'Try again' button under the message. */
  onRetry?(): void;
  retrySize?: ButtonSize;
  /** The gap between the message and the button. */
  space?: Sprinkles['gap'];
  /** Fill the column instead of keeping to a readable width. */
  fill?: boolean;
}

/** Something failed to load: the reason as an alert, and a way to try again. */
export function FailureNotice({ children, onRetry, retrySize = 'md', space = '3', fill = false }: FailureNoticeProps) {
  return (
    <Stack space={space} role="alert" className={fill ? undefined : styles.readable}>
      <Notice tone="danger">{children}</Notice>
      {onRetry ? (
        <div>
          <Button variant="secondary" size={retrySize} onPress={onRetry}>
            Try again
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}
