import type { AdminOverview, CreditsReport } from '@facet/contract';
import { lazy, Suspense, useId } from 'react';
import { AdminLoad, AdminPanel, AdminStats, formatMoney, formatNumber, humanize } from '../../components/private/AdminParts';
import { DashboardPage } from '../../components/private/DashboardPage';
import { visuallyHidden } from '../../components/private/recipes.css';
import { SegmentedChoice } from '../../components/private/SegmentedChoice';
import { Stack } from '../../components/Stack/Stack';
import { longDay, seriesColour, shortDay } from '../UsageScreen/usageFormat';
import type { AdminChartPoint, AdminChartSeries } from './AdminChart';
import * as styles from './AdminIndexScreen.css';

const AdminChart = lazy(() => import('./AdminChart'));

export interface AdminIndexScreenProps {
  /** The charts' range in UTC days, ending today; one of `rangeChoices`. */
  rangeDays: number;
  rangeChoices: readonly number[];
  onRangeChange(days: number): void;
  /** Users, sign-ups, sessions, jobs and pricing clicks; undefined while it loads. */
  overview?: AdminOverview;
  overviewError?: string;
  onRetryOverview(): void;
  /** Credits sold, spent and refunded and revenue per day (the credits report); undefined while it loads. */
  credits?: CreditsReport;
  creditsError?: string;
  onRetryCredits(): void;
}

interface ChartProps {
  title: string;
  /** What a row of the table is: `Day`, `Session type`. */
  rowName: string;
  points: readonly (AdminChartPoint & { longLabel: string })[];
  series: readonly AdminChartSeries[];
  format(value: number): string;
  empty: string;
}

/** One series as bars, the totals in words, and every bar as a table for screen readers. */
function ChartPanel({ title, rowName, points, series, format, empty }: ChartProps) {
  const tableId = useId();
  const totals = series.map((each) => ({ ...each, total: points.reduce((sum, point) => sum + (point.values[each.key] ?? 0), 0) }));
  const isEmpty = totals.every((each) => each.total === 0);
  return (
    <AdminPanel title={title}>
      {isEmpty ? (
        <p className={styles.legendValue}>{empty}</p>
      ) : (
        <Stack space="3">
          <ul className={styles.legend} aria-label={`${title}: totals`}>
            {totals.map((each, index) => (
              <li key={each.key} className={styles.legendItem}>
                <span className={styles.swatch} style={{ background: seriesColour(index) }} aria-hidden="true" />
                <span>{each.name}</span>
                <span className={styles.legendValue}>{format(each.total)}</span>
              </li>
            ))}
          </ul>
          <div className={styles.chartSlot} aria-describedby={tableId}>
            <Suspense fallback={<span className={styles.chartBone} />}>
              <AdminChart points={points} series={series} label={title} format={format} />
            </Suspense>
          </div>
          <div className={visuallyHidden}>
            <table id={tableId}>
              <caption>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{rowName}</th>
                  {series.map((each) => (
                    <th key={each.key} scope="col">
                      {each.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {points.map((point) => (
                  <tr key={point.longLabel}>
                    <th scope="row">{point.longLabel}</th>
                    {series.map((each) => (
                      <td key={each.key}>{format(point.values[each.key] ?? 0)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Stack>
      )}
    </AdminPanel>
  );
}

const countSeries = [{ key: 'count', name: 'Count' }] as const;
const byKind = <Row extends { count: number }>(rows: readonly Row[], kind: (row: Row) => string) =>
  rows.map((row) => ({ label: humanize(kind(row)), longLabel: humanize(kind(row)), values: { count: row.count } }));

function OverviewCharts({ overview, days }: { overview: AdminOverview; days: number }) {
  return (
    <>
      <ChartPanel
        title={`Sign-ups per day, last ${days} days`}
        rowName="Day"
        points={overview.signups.map((day) => ({ label: shortDay(day.date), longLabel: longDay(day.date), values: { count: day.count } }))}
        series={[{ key: 'count', name: 'Sign-ups' }]}
        format={formatNumber}
        empty="No sign-ups in this range."
      />
      <ChartPanel
        title="Sessions by type"
        rowName="Session type"
        points={byKind(overview.sessions_by_type, (row) => row.type)}
        series={countSeries}
        format={formatNumber}
        empty="No sessions in this range."
      />
      <ChartPanel
        title="Jobs by state"
        rowName="State"
        points={byKind(overview.jobs_by_state, (row) => row.state)}
        series={countSeries}
        format={formatNumber}
        empty="No jobs in this range."
      />
      <ChartPanel
        title="Pricing clicks by upgrade source"
        rowName="Upgrade source"
        points={overview.pricing_clicks.map((row) => ({ label: row.upgrade_source, longLabel: row.upgrade_source, values: { count: row.count } }))}
        series={[{ key: 'count', name: 'Clicks' }]}
        format={formatNumber}
        empty="No pricing clicks in this range."
      />
    </>
  );
}

const creditSeries = [
  { key: 'credits_sold', name: 'Sold' },
  { key: 'credits_spent', name: 'Spent' },
  { key: 'credits_refunded', name: 'Refunded' },
] as const;

function CreditCharts({ credits, days }: { credits: CreditsReport; days: number }) {
  const points = (pick: (day: CreditsReport['days'][number]) => Record<string, number>) =>
    credits.days.map((day) => ({ label: shortDay(day.date), longLabel: longDay(day.date), values: pick(day) }));
  return (
    <>
      <ChartPanel
        title={`Credits per day, last ${days} days`}
        rowName="Day"
        points={points((day) => ({ credits_sold: day.credits_sold, credits_spent: day.credits_spent, credits_refunded: day.credits_refunded }))}
        series={creditSeries}
        format={formatNumber}
        empty="No credits sold, spent or refunded in this range."
      />
      <ChartPanel
        title={`Revenue per day, last ${days} days`}
        rowName="Day"
        points={points((day) => ({ revenue_cents: day.revenue_cents }))}
        series={[{ key: 'revenue_cents', name: 'Revenue' }]}
        format={(cents) => formatMoney(cents)}
        empty="No revenue in this range."
      />
    </>
  );
}

/** `/dashboard/admin`: how the product is doing, a chart per series with a table for screen readers. */
export function AdminIndexScreen(props: AdminIndexScreenProps) {
  const { rangeDays, rangeChoices, onRangeChange, overview, overviewError, onRetryOverview, credits, creditsError, onRetryCredits } = props;
  return (
    <DashboardPage as="section" title="Overview" subtitle="Users, sessions, jobs, credits and revenue. Days are UTC days." width="wide">
      <SegmentedChoice aria-label="Period" layout="fit" choices={rangeChoices} selected={rangeDays} name={(days) => `${days} days`} onChange={onRangeChange} />
      <AdminLoad loadingText="Loading the overview…" error={overviewError} errorPrefix="The overview could not be loaded" onRetry={onRetryOverview} isLoaded={overview !== undefined}>
        {overview ? (
          <AdminStats
            label="Totals"
            stats={[
              { label: 'Users', value: formatNumber(overview.totals.users) },
              { label: 'Organizations', value: formatNumber(overview.totals.organizations) },
              { label: 'Sessions', value: formatNumber(overview.totals.sessions) },
              { label: 'Jobs running', value: formatNumber(overview.totals.jobs_running) },
            ]}
          />
        ) : null}
      </AdminLoad>
      <AdminLoad loadingText="Loading the credits report…" error={creditsError} errorPrefix="The credits report could not be loaded" onRetry={onRetryCredits} isLoaded={credits !== undefined}>
        {credits ? (
          <AdminStats
            label={`Credits, last ${rangeDays} days`}
            stats={[
              { label: 'Credits sold', value: formatNumber(credits.totals.credits_sold) },
              { label: 'Credits spent', value: formatNumber(credits.totals.credits_spent) },
              { label: 'Credits refunded', value: formatNumber(credits.totals.credits_refunded) },
              { label: 'Revenue', value: formatMoney(credits.totals.revenue_cents) },
            ]}
          />
        ) : null}
      </AdminLoad>
      <div className={styles.charts}>
        {overview ? <OverviewCharts overview={overview} days={rangeDays} /> : null}
        {credits ? <CreditCharts credits={credits} days={rangeDays} /> : null}
      </div>
    </DashboardPage>
  );
}
