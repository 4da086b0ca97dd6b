import { UserRoundCheck } from 'lucide-react';
import { Button } from '../Button/Button';
import { Icon } from '../private/Icon';
import * as styles from './ImpersonationBanner.css';

export interface ImpersonationBannerProps {
  /** The account the admin is signed in as. */
  email: string;
  /** The admin who signed in as it. */
  adminEmail: string;
  /** Ends the impersonation token and goes back to the admin area. */
  onReturn(): void;
  isReturning?: boolean;
  /** Why ending it failed, as the server said it. */
  error?: string;
}

/** Across the dashboard while an admin is signed in as someone else (login-as). */
export function ImpersonationBanner({ email, adminEmail, onReturn, isReturning = false, error }: ImpersonationBannerProps) {
  return (
    <div className={styles.banner} role="region" aria-label="Signed in as another user">
      <span className={styles.icon}>
        <Icon icon={UserRoundCheck} size={16} />
      </span>
      <p className={styles.text}>
        You are signed in as <strong className={styles.strong}>{email}</strong> by <strong className={styles.strong}>{adminEmail}</strong>.
      </p>
      <div className={styles.action}>
        {error ? (
          <span className={styles.failed} role="alert">
            {error}
          </span>
        ) : null}
        <Button size="sm" variant="secondary" isPending={isReturning} onPress={onReturn}>
          Return to admin
        </Button>
      </div>
    </div>
  );
}
