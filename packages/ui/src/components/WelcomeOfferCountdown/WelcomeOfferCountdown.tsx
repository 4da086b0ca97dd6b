import { Gift } from 'lucide-react';
import { Icon } from '../private/Icon';
import { formatCountdown } from '@facet/contract';
import * as styles from './WelcomeOfferCountdown.css';

export interface WelcomeOfferCountdownProps {
  /** Time left in the 2-hour welcome window; the container ticks it. Nothing renders at 0. */
  msLeft: number;
  /** The discount on the first purchase, in percent. */
  percentOff: number;
  /** `compact` for a dialog or a toolbar, `banner` for the top of the pricing page. */
  size?: 'compact' | 'banner';
}

/** The welcome offer of PRODUCT.md: a discount on the first purchase while the timer runs. */
export function WelcomeOfferCountdown({ msLeft, percentOff, size = 'banner' }: WelcomeOfferCountdownProps) {
  if (msLeft <= 0) return null;
  const time = formatCountdown(msLeft);
  return (
    <div className={`${styles.root} ${styles.size[size]}`}>
      <span className={styles.icon}>
        <Icon icon={Gift} size={size === 'banner' ? 18 : 16} />
      </span>
      <p className={styles.text}>
        <strong className={styles.strong}>Welcome offer: {percentOff}% off</strong> your first purchase
      </p>
      {/* The whole sentence is read once; a ticking clock is not announced every second. */}
      <span className={styles.timer} role="timer" aria-label={`Ends in ${time}`}>
        <span className={styles.timerLabel} aria-hidden="true">
          Ends in
        </span>
        <time className={styles.time} aria-hidden="true">
          {time}
        </time>
      </span>
    </div>
  );
}
