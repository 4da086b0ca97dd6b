import { ROOT_ERROR_TEXT } from '@facet/contract';
import { Button } from '../Button/Button';
import { Check, ChevronRight, CircleExclamationPoint, TriangleExclamationPoint } from 'lucide-react';
import { Icon } from '../private/Icon';
import { ErrorPage } from './ErrorPage';
import * as styles from './RootErrorView.css';
import { Inline } from '../Inline/Inline';

export const reportStates = ['idle', 'sending', 'sent', 'failed'] as const;
export type ReportState = (typeof reportStates)[number];

export interface RootErrorViewProps {
  errorMessage: string;
  /** A stack trace or similar, shown folded in monospace. */
  errorDetails?: string;
  reportState: ReportState;
  onGoHome(): void;
  onReport(): void;
}

export const REPORT_FAILED_TEXT = 'We could not send your report. Check your connection and try again.';

/** The whole-page view shown when the app hits an error it cannot recover from. */
export function RootErrorView({ errorMessage, errorDetails, reportState, onGoHome, onReport }: RootErrorViewProps) {
  return (
    <ErrorPage icon={TriangleExclamationPoint} title={ROOT_ERROR_TEXT.title} message={errorMessage}>
      {errorDetails ? (
        <details className={styles.details}>
          <summary className={styles.summary}>
            <span className={styles.chevron}>
              <Icon icon={ChevronRight} size={14} />
            </span>
            Technical details
          </summary>
          {/* Focusable so keyboard users can scroll a long stack. */}
          <pre className={styles.stack} tabIndex={0} aria-label="Technical details">
            {errorDetails}
          </pre>
        </details>
      ) : null}
      {/* Always mounted, so screen readers announce the result when it appears. */}
      <div className={styles.feedback} role="status">
        {reportState === 'sent' ? (
          <p className={styles.sent}>
            <span className={styles.noticeIcon}>
              <Icon icon={Check} size={16} />
            </span>
            {ROOT_ERROR_TEXT.reported}
          </p>
        ) : null}
        {reportState === 'failed' ? (
          <p className={styles.failed}>
            <span className={styles.noticeIcon}>
              <Icon icon={CircleExclamationPoint} size={16} />
            </span>
            {REPORT_FAILED_TEXT}
          </p>
        ) : null}
      </div>
      <Inline space="3" wrap marginTop="2">
        <Button variant="primary" onPress={onGoHome}>
          {ROOT_ERROR_TEXT.goHome}
        </Button>
        {reportState === 'sent' ? null : (
          <Button variant="secondary" isPending={reportState === 'sending'} onPress={onReport}>
            {ROOT_ERROR_TEXT.report}
          </Button>
        )}
      </Inline>
    </ErrorPage>
  );
}
