import { Check, Mail } from 'lucide-react';
import { Button } from '../Button/Button';
import { Icon } from '../private/Icon';
import * as styles from './VerifyEmailBanner.css';

export const verifyBannerStates = ['idle', 'sending', 'sent', 'failed'] as const;
export type VerifyBannerState = (typeof verifyBannerStates)[number];

export interface VerifyEmailBannerProps {
  email: string;
  state: VerifyBannerState;
  /** `POST /user/send-verification-email`. */
  onResend(): void;
}

/** Shown across the dashboard while the signed-in person's email is unverified. */
export function VerifyEmailBanner({ email, state, onResend }: VerifyEmailBannerProps) {
  return (
    <div className={styles.banner}>
      <span className={styles.icon}>
        <Icon icon={Mail} size={16} />
      </span>
      <p className={styles.text}>
        Confirm your email address. We sent a link to <strong className={styles.email}>{email}</strong>.
      </p>
      <div className={styles.action} role="status">
        {state === 'sent' ? (
          <span className={styles.sent}>
            <Icon icon={Check} size={14} />
            New link sent
          </span>
        ) : (
          <>
            {state === 'failed' ? <span className={styles.failed}>Could not send.</span> : null}
            <Button size="sm" variant="secondary" isPending={state === 'sending'} onPress={onResend}>
              {state === 'failed' ? 'Try again' : 'Resend link'}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
