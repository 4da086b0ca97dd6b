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
        <Icon size={16}>
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
        </Icon>
      </span>
      <p className={styles.text}>
        Confirm your email address. We sent a link to <strong className={styles.email}>{email}</strong>.
      </p>
      <div className={styles.action} role="status">
        {state === 'sent' ? (
          <span className={styles.sent}>
            <Icon size={14}>
              <path d="m5 12.5 4.5 4.5L19 7.5" />
            </Icon>
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
