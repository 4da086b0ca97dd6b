import { ADMIN_GRANT_MAX, tiers, type AdminUser, type AdminUserDetail, type Tier } from '@facet/contract';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import {
  AdminActionOutcome,
  AdminBadge,
  AdminLoad,
  AdminPanel,
  AdminSearch,
  AdminStats,
  AdminTable,
  formatDate,
  formatMoney,
  formatNumber,
  formatWhen,
  humanize,
  type AdminActionState,
} from '../../components/private/AdminParts';
import { Button } from '../../components/Button/Button';
import { DashboardPage } from '../../components/private/DashboardPage';
import { SegmentedChoice } from '../../components/private/SegmentedChoice';
import { TextLink } from '../../components/private/TextLink';
import { Inline } from '../../components/Inline/Inline';
import { Stack } from '../../components/Stack/Stack';
import { TextField } from '../../components/TextField/TextField';
import { describeEntry, formatChange } from '../UsageScreen/usageFormat';
import * as styles from './AdminSearchUserScreen.css';

export interface AdminGrantValues {
  amount: number;
  reason: string;
}

export interface AdminSearchUserScreenProps {
  /** The search on show: an email, a name or an id; empty lists the newest accounts. */
  query: string;
  onSearch(query: string): void;
  /** The accounts found so far; undefined while the first page loads. */
  users?: readonly AdminUser[];
  usersError?: string;
  onRetryUsers(): void;
  hasMore: boolean;
  isLoadingMore?: boolean;
  onLoadMore(): void;
  /** The address that opens an account below the list. */
  userHref(id: string): string;
  /** The account open below the list, if any. */
  selectedUserId?: string;
  /** Its plan, sessions, ledger and invoices; undefined while it loads. */
  detail?: AdminUserDetail;
  detailError?: string;
  onRetryDetail(): void;
  onGrantCredits(values: AdminGrantValues): void;
  grant: AdminActionState;
  onChangeTier(tier: Tier): void;
  tierChange: AdminActionState;
  /** Login-as: the app puts the impersonation token in the user cookie and reloads. */
  onSignInAs(): void;
  signInAs: AdminActionState;
  /** The account's actions in the audit log. */
  auditHref?(id: string): string;
  /** The time zone times are shown in; the browser's when not given. */
  timeZone?: string;
}

function UserList(props: AdminSearchUserScreenProps) {
  const { query, users, usersError, onRetryUsers, hasMore, isLoadingMore = false, onLoadMore, userHref, selectedUserId, timeZone } = props;
  return (
    <AdminPanel title={query ? `Accounts matching “${query}”` : 'Newest accounts'}>
      <AdminLoad loadingText="Looking for accounts…" error={usersError} errorPrefix="The accounts could not be loaded" onRetry={onRetryUsers} isLoaded={users !== undefined}>
        <Stack space="3">
          <AdminTable
            caption="Accounts"
            rows={users ?? []}
            rowKey={(user) => user.id}
            selectedKey={selectedUserId}
            empty={query ? `No account matches “${query}”.` : 'No accounts yet.'}
            columns={[
              { header: 'Name', rowHeader: true, cell: (user) => <TextLink href={userHref(user.id)}>{user.name || user.email}</TextLink> },
              { header: 'Email', cell: (user) => user.email },
              { header: 'Tier', cell: (user) => humanize(user.tier) },
              { header: 'Credits', numeric: true, cell: (user) => formatNumber(user.credits) },
              { header: 'Joined', cell: (user) => formatWhen(user.created_at, timeZone) },
            ]}
          />
          {hasMore ? (
            <Inline>
              <Button variant="secondary" size="sm" onPress={onLoadMore} isPending={isLoadingMore}>
                Load more
              </Button>
            </Inline>
          ) : null}
        </Stack>
      </AdminLoad>
    </AdminPanel>
  );
}

function planText(detail: AdminUserDetail): string {
  const { subscription } = detail;
  if (!subscription || subscription.status === 'none' || !subscription.plan) return 'No plan';
  const end = subscription.current_period_end ? formatDate(subscription.current_period_end) : undefined;
  const plan = humanize(subscription.plan);
  if (subscription.status === 'canceling') return end ? `${plan}, ends ${end}` : `${plan}, ending`;
  return end ? `${plan}, renews ${end}` : plan;
}

function validateAmount(value: string): string | null {
  const amount = Number(value);
  if (value.trim() === '') return 'Enter how many credits to give.';
  if (!Number.isInteger(amount) || amount < 1 || amount > ADMIN_GRANT_MAX) return `Enter a whole number from 1 to ${formatNumber(ADMIN_GRANT_MAX)}.`;
  return null;
}

function GrantForm({ onGrantCredits, grant }: Pick<AdminSearchUserScreenProps, 'onGrantCredits' | 'grant'>) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onGrantCredits({ amount: Number(data.get('amount')), reason: String(data.get('reason') ?? '').trim() });
  };
  return (
    <Form onSubmit={submit} aria-label="Grant credits">
      <Stack space="3">
        <Inline space="3" alignY="top" wrap>
          <div className={styles.amount}>
            <TextField label="Credits" name="amount" inputMode="numeric" validate={validateAmount} isDisabled={grant.isPending} />
          </div>
          <div className={styles.grow}>
            <TextField
              label="Reason"
              name="reason"
              maxLength={200}
              description="Written in the account's credit history."
              validate={(value) => (value.trim() ? null : 'Enter a reason.')}
              isDisabled={grant.isPending}
            />
          </div>
        </Inline>
        <Inline>
          <Button type="submit" variant="secondary" isPending={grant.isPending}>
            Grant credits
          </Button>
        </Inline>
        <AdminActionOutcome state={grant} />
      </Stack>
    </Form>
  );
}

function TierForm({ current, onChangeTier, tierChange }: { current: Tier } & Pick<AdminSearchUserScreenProps, 'onChangeTier' | 'tierChange'>) {
  const [tier, setTier] = useState<Tier>(current);
  return (
    <Stack space="3">
      <Inline space="3" alignY="center" wrap>
        <SegmentedChoice<Tier> aria-label="Tier" layout="fit" choices={tiers} selected={tier} name={(each) => humanize(each)} onChange={setTier} isDisabled={tierChange.isPending} />
        <Button variant="secondary" onPress={() => onChangeTier(tier)} isDisabled={tier === current} isPending={tierChange.isPending}>
          Change tier
        </Button>
      </Inline>
      <AdminActionOutcome state={tierChange} />
    </Stack>
  );
}

function UserDetail(props: AdminSearchUserScreenProps & { detail: AdminUserDetail }) {
  const { detail, onGrantCredits, grant, onChangeTier, tierChange, onSignInAs, signInAs, auditHref, timeZone } = props;
  const { user } = detail;
  return (
    <Stack space="4">
      <AdminPanel
        title={user.name || user.email}
        actions={
          <Button onPress={onSignInAs} isPending={signInAs.isPending}>
            {`Sign in as ${user.email}`}
          </Button>
        }
      >
        <Stack space="4">
          <Inline space="2" alignY="center" wrap>
            <span>{user.email}</span>
            {user.email_verified ? null : <AdminBadge tone="danger">Email not verified</AdminBadge>}
            {/admin/i.test(user.role) ? <AdminBadge>Admin</AdminBadge> : null}
          </Inline>
          <AdminStats
            label="Account"
            stats={[
              { label: 'Credits', value: formatNumber(user.credits) },
              { label: 'Tier', value: humanize(user.tier) },
              { label: 'Plan', value: planText(detail) },
              { label: 'Joined', value: formatDate(user.created_at) },
            ]}
          />
          <p className={styles.idLine}>
            {`Id ${user.id}`}
            {auditHref ? (
              <>
                {' · '}
                <TextLink href={auditHref(user.id)}>Audit log for this account</TextLink>
              </>
            ) : null}
          </p>
          <AdminActionOutcome state={signInAs} />
        </Stack>
      </AdminPanel>
      <AdminPanel title="Grant credits">
        {/* A grant that went through empties the form for the next one. */}
        <GrantForm key={grant.done ?? ''} onGrantCredits={onGrantCredits} grant={grant} />
      </AdminPanel>
      <AdminPanel title="Tier">
        <TierForm key={user.tier} current={user.tier} onChangeTier={onChangeTier} tierChange={tierChange} />
      </AdminPanel>
      <AdminPanel title="Recent sessions">
        <AdminTable
          caption="Recent sessions, newest first"
          rows={detail.sessions}
          rowKey={(session) => session.id}
          empty="No sessions yet."
          columns={[
            { header: 'Type', rowHeader: true, cell: (session) => humanize(session.type) },
            { header: 'Name', cell: (session) => session.name ?? '—' },
            { header: 'Status', cell: (session) => humanize(session.status) },
            { header: 'Started', cell: (session) => formatWhen(session.created_at, timeZone) },
          ]}
        />
      </AdminPanel>
      <AdminPanel title="Credit history">
        <AdminTable
          caption="Credit history, newest first"
          rows={detail.ledger}
          rowKey={(entry) => entry.id}
          empty="No credit changes yet."
          columns={[
            { header: 'Date', cell: (entry) => formatWhen(entry.created_at, timeZone) },
            { header: 'Change', rowHeader: true, cell: (entry) => (entry.reason === 'admin_grant' ? `Granted: ${entry.reference}` : describeEntry(entry)) },
            { header: 'Credits', numeric: true, cell: (entry) => formatChange(entry.amount) },
            { header: 'Balance', numeric: true, cell: (entry) => formatNumber(entry.balance_after) },
          ]}
        />
      </AdminPanel>
      <AdminPanel title="Invoices">
        <AdminTable
          caption="Invoices, newest first"
          rows={detail.invoices}
          rowKey={(invoice) => invoice.id}
          empty="No invoices yet."
          columns={[
            { header: 'Date', cell: (invoice) => formatWhen(invoice.created_at, timeZone) },
            { header: 'Description', rowHeader: true, cell: (invoice) => invoice.description },
            { header: 'Amount', numeric: true, cell: (invoice) => formatMoney(invoice.amount_cents, invoice.currency) },
            { header: 'Status', cell: (invoice) => humanize(invoice.status) },
          ]}
        />
      </AdminPanel>
    </Stack>
  );
}

/** `/dashboard/admin/search-user`: find an account, then see it, give it credits, change its tier or sign in as it. */
export function AdminSearchUserScreen(props: AdminSearchUserScreenProps) {
  const { selectedUserId, detail, detailError, onRetryDetail } = props;
  return (
    <DashboardPage as="section" title="Users" subtitle="Find an account by email, name or id." width="wide">
      <AdminSearch label="Email, name or id" searchName="Users" placeholder="ada@studio.com" query={props.query} onSearch={props.onSearch} />
      <UserList {...props} />
      {selectedUserId ? (
        <AdminLoad loadingText="Loading the account…" error={detailError} errorPrefix="The account could not be loaded" onRetry={onRetryDetail} isLoaded={detail !== undefined}>
          {detail ? <UserDetail {...props} detail={detail} /> : null}
        </AdminLoad>
      ) : null}
    </DashboardPage>
  );
}
