import type { AdminOrganization, AdminOrganizationDetail } from '@facet/contract';
import { useState } from 'react';
import {
  AdminActionOutcome,
  AdminBadge,
  AdminLoad,
  AdminPanel,
  AdminSearch,
  AdminStats,
  AdminTable,
  formatDate,
  formatNumber,
  formatWhen,
  humanize,
  type AdminActionState,
} from '../../components/private/AdminParts';
import { Button } from '../../components/Button/Button';
import { ConfirmDialog } from '../../components/private/ConfirmDialog';
import { DashboardPage } from '../../components/private/DashboardPage';
import { TextLink } from '../../components/private/TextLink';
import { Inline } from '../../components/Inline/Inline';
import { Stack } from '../../components/Stack/Stack';

export interface AdminOrganizationsScreenProps {
  /** The search on show: a name, an owner's email or an id; empty lists every organization. */
  query: string;
  onSearch(query: string): void;
  /** The organizations found so far; undefined while the first page loads. */
  organizations?: readonly AdminOrganization[];
  organizationsError?: string;
  onRetryOrganizations(): void;
  hasMore: boolean;
  isLoadingMore?: boolean;
  onLoadMore(): void;
  /** The address that opens an organization below the list. */
  organizationHref(id: string): string;
  selectedOrganizationId?: string;
  /** Its members and pending invites; undefined while it loads. */
  detail?: AdminOrganizationDetail;
  detailError?: string;
  onRetryDetail(): void;
  /** Disables the open organization (unreachable to its members, its assets kept) or enables it again. */
  onSetDisabled(disabled: boolean): void;
  setDisabled: AdminActionState;
  timeZone?: string;
}

const seats = (organization: AdminOrganization) => `${formatNumber(organization.seats_used)} of ${formatNumber(organization.seats_limit)}`;

function OrganizationDetail({ detail, onSetDisabled, setDisabled, timeZone }: Pick<AdminOrganizationsScreenProps, 'onSetDisabled' | 'setDisabled' | 'timeZone'> & { detail: AdminOrganizationDetail }) {
  const { organization, members, invites } = detail;
  const [isConfirming, setConfirming] = useState(false);
  return (
    <Stack space="4">
      <AdminPanel
        title={organization.name}
        actions={
          organization.disabled ? (
            <Button variant="secondary" onPress={() => onSetDisabled(false)} isPending={setDisabled.isPending}>
              Enable
            </Button>
          ) : (
            <Button variant="danger" onPress={() => setConfirming(true)} isPending={setDisabled.isPending}>
              Disable
            </Button>
          )
        }
      >
        <Stack space="4">
          <Inline space="2" alignY="center" wrap>
            <span>{`Owner ${organization.owner_email}`}</span>
            {organization.disabled ? <AdminBadge tone="danger">Disabled</AdminBadge> : null}
          </Inline>
          <AdminStats
            label="Organization"
            stats={[
              { label: 'Seats used', value: seats(organization) },
              { label: 'Members', value: formatNumber(organization.members_count) },
              { label: 'Plan', value: humanize(organization.tier) },
              { label: 'Created', value: formatDate(organization.created_at) },
            ]}
          />
          <AdminActionOutcome state={setDisabled} />
        </Stack>
      </AdminPanel>
      <AdminPanel title="Members">
        <AdminTable
          caption="Members"
          rows={members}
          rowKey={(member) => member.user_id}
          empty="No members."
          columns={[
            { header: 'Name', rowHeader: true, cell: (member) => member.name || member.email },
            { header: 'Email', cell: (member) => member.email },
            { header: 'Role', cell: (member) => humanize(member.role) },
            { header: 'Joined', cell: (member) => formatWhen(member.joined_at, timeZone) },
          ]}
        />
      </AdminPanel>
      <AdminPanel title="Pending invites">
        <AdminTable
          caption="Pending invites"
          rows={invites}
          rowKey={(invite) => invite.id}
          empty="No pending invites."
          columns={[
            { header: 'Email', rowHeader: true, cell: (invite) => invite.email },
            { header: 'Role', cell: (invite) => humanize(invite.role) },
            { header: 'Invited by', cell: (invite) => invite.invited_by_name },
            { header: 'Expires', cell: (invite) => formatWhen(invite.expires_at, timeZone) },
          ]}
        />
      </AdminPanel>
      <ConfirmDialog
        isOpen={isConfirming}
        onClose={() => setConfirming(false)}
        title={`Disable ${organization.name}?`}
        confirmLabel="Disable"
        onConfirm={() => {
          setConfirming(false);
          onSetDisabled(true);
        }}
      >
        Its members lose access to it at once. Its assets are kept, and enabling it gives the access back.
      </ConfirmDialog>
    </Stack>
  );
}

/** `/dashboard/admin/organizations-management`: every organization, its members and seats; disable or enable one. */
export function AdminOrganizationsScreen(props: AdminOrganizationsScreenProps) {
  const { query, onSearch, organizations, organizationsError, onRetryOrganizations, hasMore, isLoadingMore = false, onLoadMore } = props;
  const { organizationHref, selectedOrganizationId, detail, detailError, onRetryDetail } = props;
  return (
    <DashboardPage as="section" title="Organizations" subtitle="Every organization, its members and seats." width="wide">
      <AdminSearch label="Name, owner's email or id" searchName="Organizations" placeholder="Hopper Studio" query={query} onSearch={onSearch} />
      <AdminPanel title={query ? `Organizations matching “${query}”` : 'All organizations'}>
        <AdminLoad
          loadingText="Loading the organizations…"
          error={organizationsError}
          errorPrefix="The organizations could not be loaded"
          onRetry={onRetryOrganizations}
          isLoaded={organizations !== undefined}
        >
          <Stack space="3">
            <AdminTable
              caption="Organizations"
              rows={organizations ?? []}
              rowKey={(organization) => organization.id}
              selectedKey={selectedOrganizationId}
              empty={query ? `No organization matches “${query}”.` : 'No organizations yet.'}
              columns={[
                { header: 'Name', rowHeader: true, cell: (organization) => <TextLink href={organizationHref(organization.id)}>{organization.name}</TextLink> },
                { header: 'Owner', cell: (organization) => organization.owner_email },
                { header: 'Plan', cell: (organization) => humanize(organization.tier) },
                { header: 'Seats', numeric: true, cell: seats },
                { header: 'State', cell: (organization) => (organization.disabled ? <AdminBadge tone="danger">Disabled</AdminBadge> : 'Active') },
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
      {selectedOrganizationId ? (
        <AdminLoad loadingText="Loading the organization…" error={detailError} errorPrefix="The organization could not be loaded" onRetry={onRetryDetail} isLoaded={detail !== undefined}>
          {detail ? <OrganizationDetail detail={detail} onSetDisabled={props.onSetDisabled} setDisabled={props.setDisabled} timeZone={props.timeZone} /> : null}
        </AdminLoad>
      ) : null}
    </DashboardPage>
  );
}
