import { ROOT_LOADING_TEXT } from '@facet/contract';
import { Spinner } from '../private/Spinner';
import * as styles from './RootLoadingView.css';

/** The whole-page view while the app itself is loading. */
export function RootLoadingView() {
  return (
    <div className={styles.page} role="status" aria-live="polite">
      <span className={styles.spinner}>
        <Spinner size={28} />
      </span>
      <p className={styles.text}>{ROOT_LOADING_TEXT}</p>
    </div>
  );
}
