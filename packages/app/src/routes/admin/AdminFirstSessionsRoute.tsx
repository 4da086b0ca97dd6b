import { pages } from '@facet/contract';
import { errorText, useAdminFirstSessions } from '@facet/data';
import { AdminFirstSessionsScreen } from '@facet/ui';
import { useSearchParams } from 'react-router-dom';

/** `/dashboard/admin/first-sessions` [from, to]: each new account's first session between two UTC days. */
export function AdminFirstSessionsRoute() {
  const [search, setSearch] = useSearchParams();
  const range = { from: search.get('from') ?? '', to: search.get('to') ?? '' };
  const sessions = useAdminFirstSessions(range.from, range.to);
  return (
    <AdminFirstSessionsScreen
      range={range}
      onRangeChange={({ from, to }) => setSearch(Object.fromEntries(Object.entries({ from, to }).filter(([, value]) => value)))}
      items={sessions.isLoading ? undefined : sessions.items}
      error={errorText(sessions.error)}
      onRetry={sessions.refresh}
      hasMore={sessions.hasMore}
      isLoadingMore={sessions.isLoadingMore}
      onLoadMore={sessions.loadMore}
      userHref={(id) => pages.adminSearchUser.href({ user: id })}
    />
  );
}
