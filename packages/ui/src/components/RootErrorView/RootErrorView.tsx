import { ROOT_ERROR_TEXT } from '@facet/contract';
import { useId } from 'react';
import { Button } from '../Button/Button';
import { ChevronRight } from 'lucide-react';
import { Icon, ICON_STROKE } from '../private/Icon';
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
  const titleId = useId();
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby={titleId}>
        <span className={styles.iconWell}>
          <Icon size={20}>
            <path d="M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
            <path d="M12 9.5v4M12 17h.01" />
          </Icon>
        </span>
        <h1 id={titleId} className={styles.title}>
          {ROOT_ERROR_TEXT.title}
        </h1>
        <p className={styles.message}>{errorMessage}</p>
        {errorDetails ? (
          <details className={styles.details}>
            <summary className={styles.summary}>
              <span className={styles.chevron}>
                <ChevronRight size={14} strokeWidth={ICON_STROKE} />
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
                <Icon size={16}>
                  <path d="m5 12.5 4.5 4.5L19 7.5" />
                </Icon>
              </span>
              {ROOT_ERROR_TEXT.reported}
            </p>
          ) : null}
          {reportState === 'failed' ? (
            <p className={styles.failed}>
              <span className={styles.noticeIcon}>
                <Icon size={16}>
                  <circle cx="12" cy="12" r="9" />
                  <path d="M12 7.5v5M12 16h.01" />
                </Icon>
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
      </section>
    </main>
  );
}
