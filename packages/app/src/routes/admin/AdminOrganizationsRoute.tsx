import { pages } from '@facet/contract';
import { errorText, useAdminOrganization, useAdminOrganizations, useSetOrganizationDisabled } from '@facet/data';
import { AdminOrganizationsScreen } from '@facet/ui';
import { useSearchParams } from 'react-router-dom';

function Organizations({ query, selected }: { query: string; selected: string | undefined }) {
  const [, setSearch] = useSearchParams();
  const organizations = useAdminOrganizations(query);
  const detail = useAdminOrganization(selected);
  const setDisabled = useSetOrganizationDisabled(selected ?? '');
  const name = detail.data?.organization.name ?? 'The organization';
  return (
    <AdminOrganizationsScreen
      query={query}
      onSearch={(q) => setSearch(q ? { q } : {})}
      organizations={organizations.isLoading ? undefined : organizations.items}
      organizationsError={errorText(organizations.error)}
      onRetryOrganizations={organizations.refresh}
      hasMore={organizations.hasMore}
      isLoadingMore={organizations.isLoadingMore}
      onLoadMore={organizations.loadMore}
      organizationHref={(id) => pages.adminOrganizations.href({ q: query, organization: id })}
      selectedOrganizationId={selected}
      detail={detail.data}
      detailError={detail.data ? undefined : errorText(detail.error)}
      onRetryDetail={detail.refresh}
      onSetDisabled={(disabled) => void setDisabled.trigger(disabled).then(organizations.refresh, () => undefined)}
      setDisabled={{
        isPending: setDisabled.isMutating,
        error: errorText(setDisabled.error),
        done: setDisabled.data && !setDisabled.error ? `${name} is ${setDisabled.data.disabled ? 'disabled' : 'enabled'}.` : undefined,
      }}
    />
  );
}

/** `/dashboard/admin/organizations-management` [q, organization]: every organization; the one in `organization` opens below. */
export function AdminOrganizationsRoute() {
  const [search] = useSearchParams();
  const selected = search.get('organization') ?? undefined;
  return <Organizations key={selected ?? ''} query={search.get('q') ?? ''} selected={selected} />;
}
