import { toolRunStatusNames as names } from '@facet/contract';
import { Cpu, TriangleExclamationPoint } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Label, ProgressBar } from 'react-aria-components';
import { Button } from '../Button/Button';
import { formatNumber } from '../private/assetFormat';
import { Icon } from '../private/Icon';
import { FailureNotice } from '../private/FailureNotice';
import { Notice } from '../private/Notice';
import { TextLink } from '../private/TextLink';
import type { ToolLayoutProps, ToolRunProgress, ToolRunStatus } from './toolLayoutTypes';
import { percentOf } from './toolFormat';
import { fineText, visuallyHidden } from '../private/recipes.css';
import { Box } from '../Box/Box';
import { Stack } from '../Stack/Stack';
import * as styles from './ToolRunFooter.css';

export type ToolRunFooterProps = Pick<
  ToolLayoutProps,
  | 'engineLabel'
  | 'cost'
  | 'credits'
  | 'buyCreditsHref'
  | 'status'
  | 'progress'
  | 'result'
  | 'error'
  | 'loadError'
  | 'onRetryLoad'
  | 'runLabel'
  | 'onRun'
  | 'onReset'
  | 'runDisabledReason'
>;

const creditsText = (amount: number) => `${formatNumber(amount)} ${amount === 1 ? 'credit' : 'credits'}`;

const announcements: Record<ToolRunStatus, string> = {
  idle: '',
  loading: `${names.loading}…`,
  starting: `${names.starting}…`,
  queued: `${names.queued}…`,
  running: `${names.running}…`,
  succeeded: `${names.succeeded}.`,
  // The failure is an alert of its own.
  failed: '',
};

/** What the progress bar says before the job reports a stage of its own. */
const waitLabels: Partial<Record<ToolRunStatus, string>> = {
  loading: announcements.loading,
  starting: announcements.starting,
  queued: announcements.queued,
};

const engineGlyph = <Icon icon={Cpu} size={14} />;

const warningGlyph = <Icon icon={TriangleExclamationPoint} size={14} />;

function RunProgress({ status, progress, cost }: { status: ToolRunStatus; progress?: ToolRunProgress; cost: number }) {
  const isDeterminate = status === 'running' && progress !== undefined;
  const label = waitLabels[status] ?? (isDeterminate ? progress.stage : announcements.running);
  return (
    <Stack space="3">
      <ProgressBar className={styles.progress} value={isDeterminate ? percentOf(progress.fraction) : undefined} isIndeterminate={!isDeterminate}>
        {({ percentage, valueText }) => (
          <>
            <span className={styles.progressHead}>
              <Label className={styles.progressLabel}>{label}</Label>
              {isDeterminate ? <span className={styles.progressValue}>{valueText}</span> : null}
            </span>
            <span className={styles.track}>
              <span
                className={isDeterminate ? styles.fill : `${styles.fill} ${styles.fillIndeterminate}`}
                style={isDeterminate ? { width: `${percentage ?? 0}%` } : undefined}
              />
            </span>
          </>
        )}
      </ProgressBar>
      {/* The price of a run being read is not known until its options are. */}
      {status === 'loading' ? null : <p className={fineText}>{creditsText(cost)} for this run, refunded in full if it fails.</p>}
    </Stack>
  );
}

function CostLine({ cost, balance, buyCreditsHref }: { cost: number; balance: number | undefined; buyCreditsHref?: string }) {
  const shortBy = balance === undefined ? 0 : cost - balance;
  return (
    <div className={styles.cost} data-short={shortBy > 0 || undefined}>
      <p className={styles.costLine}>
        {shortBy > 0 ? (
          <Box as="span" display="inline-flex" flexShrink={0} color="warning">
            {warningGlyph}
          </Box>
        ) : null}
        <span>
          Costs <strong className={styles.costAmount}>{creditsText(cost)}</strong>
          {balance === undefined ? <span className={styles.costMuted}> · checking your balance…</span> : ` · you have ${formatNumber(balance)}`}
        </span>
      </p>
      {shortBy > 0 ? (
        <p className={styles.costShort}>
          You are {creditsText(shortBy)} short. You can top up when you run
          {buyCreditsHref ? (
            <>
              , or <TextLink href={buyCreditsHref}>buy credits</TextLink> now.
            </>
          ) : (
            '.'
          )}
        </p>
      ) : null}
    </div>
  );
}

/** The foot of the settings panel: price, run button, progress and the outcome of the last run. */
export function ToolRunFooter({
  engineLabel,
  cost,
  credits: balance,
  buyCreditsHref,
  status,
  progress,
  result,
  error,
  loadError,
  onRetryLoad,
  runLabel,
  onRun,
  onReset,
  runDisabledReason,
}: ToolRunFooterProps) {
  const reasonId = useId();
  // The Run button goes away as the run starts, which would drop the keyboard's focus to the page:
  // the footer, where the run's progress and then its outcome show (and are announced), takes it.
  const footerRef = useRef<HTMLDivElement>(null);
  const ranFromHere = useRef(false);
  useEffect(() => {
    if (!ranFromHere.current || status === 'idle') return;
    ranFromHere.current = false;
    footerRef.current?.focus();
  }, [status]);
  const run = () => {
    ranFromHere.current = true;
    onRun();
  };
  const engine = (
    <p className={styles.engine}>
      <Box as="span" display="inline-flex" flexShrink={0}>
        {engineGlyph}
      </Box>
      <span>Engine</span>
      <span className={styles.engineName}>{engineLabel}</span>
    </p>
  );

  // From the press on: a run can end before the server's answer is drawn, and the person should still see it start.
  const isWorking = status === 'loading' || status === 'starting' || status === 'queued' || status === 'running';
  const isFinished = status === 'succeeded' || status === 'failed';
  const outputCount = result?.outputs.length ?? 0;

  return (
    <div ref={footerRef} className={styles.footer} tabIndex={-1} role="group" aria-label="Run">
      <p role="status" className={visuallyHidden}>
        {announcements[status]}
      </p>
      {status === 'failed' && error ? (
        <Notice tone="danger" role="alert">
          <span className={styles.noticeTitle}>The run failed.</span> {error.message}{' '}
          {error.refundedCredits > 0
            ? `Your ${creditsText(error.refundedCredits)} ${error.refundedCredits === 1 ? 'was' : 'were'} refunded.`
            : 'Nothing was charged.'}
        </Notice>
      ) : null}
      {status === 'succeeded' ? (
        <Notice tone="success">
          <span className={styles.noticeTitle}>Done.</span>{' '}
          {outputCount === 1 ? 'The new asset is in your library.' : `${outputCount} new assets are in your library.`}
        </Notice>
      ) : null}

      {status === 'loading' && loadError ? (
        <FailureNotice onRetry={onRetryLoad} retrySize="sm" space="2" fill>
          {loadError}
        </FailureNotice>
      ) : isWorking ? (
        <RunProgress status={status} progress={progress} cost={cost} />
      ) : (
        <>
          <CostLine cost={cost} balance={balance} buyCreditsHref={buyCreditsHref} />
          <div className={styles.actions}>
            <Button
              onPress={run}
              isDisabled={runDisabledReason !== undefined}
              aria-describedby={runDisabledReason ? reasonId : undefined}
            >
              {status === 'succeeded' ? 'Run again' : status === 'failed' ? 'Try again' : runLabel}
            </Button>
            {isFinished && onReset ? (
              <Button variant="ghost" onPress={onReset}>
                Start over
              </Button>
            ) : null}
          </div>
          {runDisabledReason ? (
            <p id={reasonId} className={styles.reason}>
              {runDisabledReason}
            </p>
          ) : null}
        </>
      )}

      {engine}
    </div>
  );
}
