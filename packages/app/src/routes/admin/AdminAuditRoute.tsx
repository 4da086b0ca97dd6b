import { pages } from '@facet/contract';
import { errorText, useAdminAudit } from '@facet/data';
import { AdminAuditScreen } from '@facet/ui';
import { useSearchParams } from 'react-router-dom';

/** `/dashboard/admin/audit` [user_id]: every admin action, or those that named one account. */
export function AdminAuditRoute() {
  const [search] = useSearchParams();
  const userId = search.get('user_id') ?? undefined;
  const audit = useAdminAudit(userId);
  const label = userId ? (audit.items.find((entry) => entry.target_user_id === userId)?.target_label ?? 'this account') : undefined;
  return (
    <AdminAuditScreen
      entries={audit.isLoading ? undefined : audit.items}
      error={errorText(audit.error)}
      onRetry={audit.refresh}
      hasMore={audit.hasMore}
      isLoadingMore={audit.isLoadingMore}
      onLoadMore={audit.loadMore}
      filter={label ? { label, clearHref: pages.adminAudit.href() } : undefined}
      userHref={(id) => pages.adminSearchUser.href({ user: id })}
    />
  );
}
