import { daysInRange, type CreditHistoryEntry, type CreditKind, type CreditUsage, type SessionType } from '@facet/contract';
import { lazy, Suspense, useId } from 'react';
import { Button } from '../../components/Button/Button';
import { DashboardPage } from '../../components/private/DashboardPage';
import { Notice } from '../../components/private/Notice';
import { visuallyHidden } from '../../components/private/recipes.css';
import { Spinner } from '../../components/private/Spinner';
import { Inline } from '../../components/Inline/Inline';
import { Stack } from '../../components/Stack/Stack';
import { describeEntry, entryTime, formatChange, formatCredits, longDay, seriesColour, toolName } from './usageFormat';
import { SegmentedChoice, type SegmentedChoiceProps } from '../../components/private/SegmentedChoice';
import * as styles from './UsageScreen.css';

const UsageChart = lazy(() => import('./UsageChart'));

export const usageKindFilters = ['all', 'spent', 'added', 'refunded'] as const satisfies readonly ('all' | CreditKind)[];
export type UsageKindFilter = (typeof usageKindFilters)[number];
export type UsageToolFilter = SessionType | 'all';

const kindNames: Record<UsageKindFilter, string> = { all: 'All', spent: 'Spent', added: 'Added', refunded: 'Refunded' };

export interface UsageScreenProps {
  /** The chart's range in days, ending today; one of `rangeChoices`. */
  rangeDays: number;
  rangeChoices: readonly number[];
  onRangeChange(days: number): void;
  /** Spend per day and tool over the range; undefined while it loads. */
  usage?: CreditUsage;
  usageError?: string;
  onRetryUsage(): void;
  kind: UsageKindFilter;
  onKindChange(kind: UsageKindFilter): void;
  tool: UsageToolFilter;
  /** The tools the history can be narrowed to. */
  toolChoices: readonly SessionType[];
  onToolChange(tool: UsageToolFilter): void;
  /** The history rows loaded so far, newest first; undefined while the first page loads. */
  entries?: readonly CreditHistoryEntry[];
  historyError?: string;
  hasMore: boolean;
  isLoadingMore?: boolean;
  onLoadMore(): void;
  onRetryHistory(): void;
  /** The time zone the history's times are shown in; the browser's when not given. */
  timeZone?: string;
}

/** A choice of the usage page: the one segmented control, each choice at its width. */
function Choice<Key extends string | number>({ label, ...props }: { label: string } & Omit<SegmentedChoiceProps<Key>, 'labelledBy' | 'aria-label' | 'layout'>) {
  return <SegmentedChoice aria-label={label} layout="fit" {...props} />;
}

/** The chart, what it says in words (the tools and their totals), and the days as a table for screen readers. */
function SpendSection({ usage, usageError, onRetryUsage }: Pick<UsageScreenProps, 'usage' | 'usageError' | 'onRetryUsage'>) {
  const tableId = useId();
  if (usageError) {
    return (
      <Stack space="3" align="left">
        <Notice tone="danger" role="alert">{`Your spending could not be loaded: ${usageError}`}</Notice>
        <Button variant="secondary" size="sm" onPress={onRetryUsage}>
          Try again
        </Button>
      </Stack>
    );
  }
  if (!usage) {
    return (
      <div className={styles.chartSlot} role="status" aria-label="Loading your spending">
        <span className={styles.chartBone} />
      </div>
    );
  }
  // The answer's own range: while another range loads, the one on show is still named rightly.
  const period = `the last ${daysInRange(usage.from, usage.to)} days`;
  if (usage.total === 0) {
    return <p className={styles.empty}>{`No credits spent on tools in ${period}.`}</p>;
  }
  const spendDays = usage.days.filter((day) => day.total > 0);
  return (
    <Stack space="4">
      <p className={styles.total}>
        <span className={styles.totalValue}>{formatCredits(usage.total)}</span>
        {` credits spent in ${period}`}
      </p>
      <ul className={styles.legend} aria-label="Spent by tool">
        {usage.tools.map(({ tool, credits }, index) => (
          <li key={tool} className={styles.legendItem}>
            <span className={styles.swatch} style={{ background: seriesColour(index) }} aria-hidden="true" />
            <span>{toolName(tool)}</span>
            <span className={styles.legendValue}>{formatCredits(credits)}</span>
          </li>
        ))}
      </ul>
      <div className={styles.chartSlot} aria-describedby={tableId}>
        <Suspense fallback={<span className={styles.chartBone} />}>
          <UsageChart usage={usage} label={`Credits spent per day in ${period}, by tool`} />
        </Suspense>
      </div>
      {/* A table is never narrower than its content, so the box that hides it is a div around it: the
          hidden table must not widen the page on a phone. */}
      <div className={visuallyHidden}>
        <table id={tableId}>
          <caption>{`Credits spent per day in ${period}, by tool; days with no spend are left out.`}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {usage.tools.map(({ tool }) => (
                <th key={tool} scope="col">
                  {toolName(tool)}
                </th>
              ))}
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {spendDays.map((day) => (
              <tr key={day.date}>
                <th scope="row">{longDay(day.date)}</th>
                {usage.tools.map(({ tool }) => (
                  <td key={tool}>{formatCredits(day.tools[tool] ?? 0)}</td>
                ))}
                <td>{formatCredits(day.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Stack>
  );
}

function HistoryTable({ entries, timeZone }: { entries: readonly CreditHistoryEntry[]; timeZone?: string }) {
  return (
    // Focusable, so a keyboard can scroll it sideways on a narrow screen.
    <div className={styles.tableScroll} role="region" aria-label="Credit history table" tabIndex={0}>
      <table className={styles.table}>
        <caption className={visuallyHidden}>Credit history, newest first</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.headCell}>
              Date
            </th>
            <th scope="col" className={styles.headCell}>
              Change
            </th>
            <th scope="col" className={`${styles.headCell} ${styles.numeric}`}>
              Credits
            </th>
            <th scope="col" className={`${styles.headCell} ${styles.numeric}`}>
              Balance
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className={styles.row}>
              <td className={`${styles.cell} ${styles.muted}`}>{entryTime(entry.created_at, timeZone)}</td>
              <th scope="row" className={`${styles.cell} ${styles.rowHeader}`}>
                {describeEntry(entry)}
              </th>
              <td className={`${styles.cell} ${styles.numeric} ${entry.amount > 0 ? styles.gain : ''}`}>{formatChange(entry.amount)}</td>
              <td className={`${styles.cell} ${styles.numeric} ${styles.muted}`}>{formatCredits(entry.balance_after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function HistorySection(props: UsageScreenProps) {
  const { entries, historyError, hasMore, isLoadingMore = false, onLoadMore, onRetryHistory, kind, tool, timeZone } = props;
  const filtered = kind !== 'all' || tool !== 'all';
  return (
    <Stack space="3">
      {entries === undefined && !historyError ? (
        <div className={styles.historyLoading} role="status">
          <Spinner />
          Loading your credit history…
        </div>
      ) : null}
      {entries && entries.length === 0 ? (
        <p className={styles.empty}>{filtered ? 'No credit changes match these filters.' : 'No credit changes yet.'}</p>
      ) : null}
      {entries && entries.length > 0 ? <HistoryTable entries={entries} timeZone={timeZone} /> : null}
      {historyError ? (
        <Stack space="3" align="left">
          <Notice tone="danger" role="alert">{`Your credit history could not be loaded: ${historyError}`}</Notice>
          <Button variant="secondary" size="sm" onPress={onRetryHistory}>
            Try again
          </Button>
        </Stack>
      ) : null}
      {hasMore && !historyError ? (
        <Inline>
          <Button variant="secondary" size="sm" onPress={onLoadMore} isPending={isLoadingMore}>
            Load more
          </Button>
        </Inline>
      ) : null}
    </Stack>
  );
}

/** Credit usage (`/dashboard/profile/usage`): spend per day stacked by tool, then every change to the balance. */
export function UsageScreen(props: UsageScreenProps) {
  const { rangeDays, rangeChoices, onRangeChange, usage, usageError, onRetryUsage, kind, onKindChange, tool, toolChoices, onToolChange } = props;
  const spendTitle = useId();
  const historyTitle = useId();
  return (
    <DashboardPage as="section" title="Usage" subtitle="What your credits went on: tool runs per day, and every change to your balance.">
      <section className={styles.panel} aria-labelledby={spendTitle}>
        <Stack space="4">
          <Inline space="3" alignY="center" align="spaceBetween" wrap>
            <h2 id={spendTitle} className={styles.sectionTitle}>
              Spent on tools
            </h2>
            <Choice label="Period" choices={rangeChoices} selected={rangeDays} name={(days) => `${days} days`} onChange={onRangeChange} />
          </Inline>
          <SpendSection usage={usage} usageError={usageError} onRetryUsage={onRetryUsage} />
        </Stack>
      </section>
      <section className={styles.panel} aria-labelledby={historyTitle}>
        <Stack space="4">
          <h2 id={historyTitle} className={styles.sectionTitle}>
            Credit history
          </h2>
          <Inline space="3" wrap>
            <Choice label="Kind of change" choices={usageKindFilters} selected={kind} name={(each) => kindNames[each]} onChange={onKindChange} />
            <Choice
              label="Tool"
              choices={['all', ...toolChoices] as UsageToolFilter[]}
              selected={tool}
              name={(each) => (each === 'all' ? 'All tools' : toolName(each))}
              onChange={onToolChange}
            />
          </Inline>
          <HistorySection {...props} />
        </Stack>
      </section>
    </DashboardPage>
  );
}
