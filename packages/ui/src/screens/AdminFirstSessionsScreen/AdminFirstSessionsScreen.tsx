import type { AdminFirstSession } from '@facet/contract';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { AdminLoad, AdminLoadMore, AdminPanel, AdminTable, formatDate, formatWhen, humanize } from '../../components/private/AdminParts';
import { Button } from '../../components/Button/Button';
import { DashboardPage } from '../../components/private/DashboardPage';
import { TextLink } from '../../components/private/TextLink';
import { Inline } from '../../components/Inline/Inline';
import { Stack } from '../../components/Stack/Stack';
import { TextField } from '../../components/TextField/TextField';

export interface AdminDateRange {
  /** `YYYY-MM-DD`, a UTC day; empty for no bound. */
  from: string;
  to: string;
}

export interface AdminFirstSessionsScreenProps {
  range: AdminDateRange;
  onRangeChange(range: AdminDateRange): void;
  /** Each new account's first session, newest first; undefined while the first page loads. */
  items?: readonly AdminFirstSession[];
  error?: string;
  onRetry(): void;
  hasMore: boolean;
  isLoadingMore?: boolean;
  onLoadMore(): void;
  /** The account's page in the admin area. */
  userHref(id: string): string;
  timeZone?: string;
}

function RangeForm({ range, onRangeChange }: Pick<AdminFirstSessionsScreenProps, 'range' | 'onRangeChange'>) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onRangeChange({ from, to });
  };
  const isBackwards = Boolean(from && to && to < from);
  return (
    <Form onSubmit={submit} aria-label="Dates">
      <Inline space="3" alignY="top" wrap>
        <TextField label="From (UTC)" name="from" type="date" value={from} onChange={setFrom} />
        <TextField
          label="To (UTC)"
          name="to"
          type="date"
          value={to}
          onChange={setTo}
          isInvalid={isBackwards}
          validate={() => (isBackwards ? 'The end is before the start.' : null)}
        />
        <div>
          <Button type="submit" variant="secondary" isDisabled={isBackwards}>
            Show
          </Button>
        </div>
      </Inline>
    </Form>
  );
}

function rangeText({ from, to }: AdminDateRange): string {
  if (from && to) return `From ${formatDate(from)} to ${formatDate(to)}`;
  if (from) return `From ${formatDate(from)}`;
  if (to) return `Up to ${formatDate(to)}`;
  return 'All time';
}

/** `/dashboard/admin/first-sessions`: what each new account tried first, and how it went. */
export function AdminFirstSessionsScreen(props: AdminFirstSessionsScreenProps) {
  const { range, onRangeChange, items, error, onRetry, hasMore, isLoadingMore, onLoadMore, userHref, timeZone } = props;
  return (
    <DashboardPage as="section" title="First sessions" subtitle="Each new account's first session: its type, how it went and when." width="wide">
      {/* New dates from outside (the address) start the fields afresh. */}
      <RangeForm key={`${range.from}/${range.to}`} range={range} onRangeChange={onRangeChange} />
      <AdminPanel title={rangeText(range)}>
        <AdminLoad loadingText="Loading first sessions…" error={error} errorPrefix="The first sessions could not be loaded" onRetry={onRetry} isLoaded={items !== undefined}>
          <Stack space="3">
            <AdminTable
              caption="First sessions, newest first"
              rows={items ?? []}
              rowKey={(item) => item.session_id}
              empty="No first sessions in these dates."
              columns={[
                { header: 'Account', rowHeader: true, cell: (item) => <TextLink href={userHref(item.user_id)}>{item.email}</TextLink> },
                { header: 'Type', cell: (item) => humanize(item.type) },
                { header: 'Status', cell: (item) => humanize(item.status) },
                { header: 'When', cell: (item) => formatWhen(item.created_at, timeZone) },
              ]}
            />
            <AdminLoadMore hasMore={hasMore} isLoadingMore={isLoadingMore} onLoadMore={onLoadMore} />
          </Stack>
        </AdminLoad>
      </AdminPanel>
    </DashboardPage>
  );
}
