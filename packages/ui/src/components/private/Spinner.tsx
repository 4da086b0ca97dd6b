import * as styles from './Spinner.css';

export interface SpinnerProps {
  /** Edge length in px. */
  size?: number;
}

/** A decorative spinner in the current text colour; the caller announces what is loading. */
export function Spinner({ size = 16 }: SpinnerProps) {
  return (
    <svg className={styles.spinner} width={size} height={size} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle className={styles.track} cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="2.5" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
