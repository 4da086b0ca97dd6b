import type { AdminAuditEntry } from '@facet/contract';
import { AdminLoad, AdminLoadMore, AdminPanel, AdminTable, formatWhen } from '../../components/private/AdminParts';
import { DashboardPage } from '../../components/private/DashboardPage';
import { TextLink } from '../../components/private/TextLink';
import { Inline } from '../../components/Inline/Inline';
import { Stack } from '../../components/Stack/Stack';

export interface AdminAuditScreenProps {
  /** The admin actions so far, newest first; undefined while the first page loads. */
  entries?: readonly AdminAuditEntry[];
  error?: string;
  onRetry(): void;
  hasMore: boolean;
  isLoadingMore?: boolean;
  onLoadMore(): void;
  /** Only the actions that named this account (its label), with a way back to every action. */
  filter?: { label: string; clearHref: string };
  /** The account's page in the admin area. */
  userHref(id: string): string;
  timeZone?: string;
}

const actionNames: Record<string, string> = {
  update_tier: 'Changed the tier',
  login_as: 'Signed in as the account',
  end_impersonation: 'Returned from the account',
  grant_credits: 'Granted credits',
  set_showcase: 'Changed the showcase',
  order_showcase: 'Reordered the showcase',
  create_coupon: 'Made a coupon',
  set_coupon_disabled: 'Disabled or enabled a coupon',
  test_clock: 'Moved the test clock',
  set_organization_disabled: 'Disabled or enabled an organization',
};

/** What the action did, in words, with the detail that says how (`tier: pro`, `amount: 500`). */
function describe(entry: AdminAuditEntry): string {
  const name = actionNames[entry.action] ?? entry.action;
  const details = Object.entries(entry.detail)
    .filter(([, value]) => value !== null && typeof value !== 'object')
    .map(([key, value]) => `${key.replace(/_/g, ' ')}: ${String(value)}`);
  return details.length > 0 ? `${name} (${details.join(', ')})` : name;
}

/** `/dashboard/admin/audit`: every admin action: who, what, to whom, when and from which address. */
export function AdminAuditScreen({ entries, error, onRetry, hasMore, isLoadingMore, onLoadMore, filter, userHref, timeZone }: AdminAuditScreenProps) {
  return (
    <DashboardPage as="section" title="Audit log" subtitle="Every admin action: who, what, to whom, when and from which address." width="wide">
      {filter ? (
        <Inline space="2" alignY="center" wrap>
          <span>{`Actions on ${filter.label}.`}</span>
          <TextLink href={filter.clearHref}>Show every action</TextLink>
        </Inline>
      ) : null}
      <AdminPanel title="Admin actions">
        <AdminLoad loadingText="Loading the audit log…" error={error} errorPrefix="The audit log could not be loaded" onRetry={onRetry} isLoaded={entries !== undefined}>
          <Stack space="3">
            <AdminTable
              caption="Admin actions, newest first"
              rows={entries ?? []}
              rowKey={(entry) => entry.id}
              empty={filter ? 'No admin action named this account.' : 'No admin actions yet.'}
              columns={[
                { header: 'When', cell: (entry) => formatWhen(entry.created_at, timeZone) },
                { header: 'Admin', cell: (entry) => entry.admin_email },
                { header: 'What', rowHeader: true, cell: describe },
                {
                  header: 'Whom',
                  cell: (entry) =>
                    entry.target_user_id ? <TextLink href={userHref(entry.target_user_id)}>{entry.target_label ?? entry.target_user_id}</TextLink> : (entry.target_label ?? '—'),
                },
                { header: 'Address', cell: (entry) => entry.ip },
              ]}
            />
            <AdminLoadMore hasMore={hasMore} isLoadingMore={isLoadingMore} onLoadMore={onLoadMore} />
          </Stack>
        </AdminLoad>
      </AdminPanel>
    </DashboardPage>
  );
}
