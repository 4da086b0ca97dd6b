import { pages, type Tier } from '@facet/contract';
import { errorText, signInAs, useAdminUser, useAdminUsers, useGrantCredits, useUpdateTier } from '@facet/data';
import { AdminSearchUserScreen, type AdminActionState } from '@facet/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

const numberFormat = new Intl.NumberFormat('en-US');

/** A mutation's state for the screen: running, refused, or done with `done` words. */
function actionState(mutation: { isMutating: boolean; error?: unknown; data?: unknown }, done: string | undefined): AdminActionState {
  return { isPending: mutation.isMutating, error: errorText(mutation.error), done: mutation.data !== undefined && !mutation.error ? done : undefined };
}

/** One account's page below the list; keyed by the account, so its actions start afresh for each. */
function SearchUser({ query, selected }: { query: string; selected: string | undefined }) {
  const [, setSearch] = useSearchParams();
  const users = useAdminUsers(query);
  const detail = useAdminUser(selected);
  const grant = useGrantCredits(selected ?? '');
  const tier = useUpdateTier(selected ?? '');
  const [granted, setGranted] = useState(0);
  const [signingIn, setSigningIn] = useState<AdminActionState>({});

  return (
    <AdminSearchUserScreen
      query={query}
      onSearch={(q) => setSearch(q ? { q } : {})}
      users={users.isLoading ? undefined : users.items}
      usersError={errorText(users.error)}
      onRetryUsers={users.refresh}
      hasMore={users.hasMore}
      isLoadingMore={users.isLoadingMore}
      onLoadMore={users.loadMore}
      userHref={(id) => pages.adminSearchUser.href({ q: query, user: id })}
      selectedUserId={selected}
      detail={detail.data}
      detailError={detail.data ? undefined : errorText(detail.error)}
      onRetryDetail={detail.refresh}
      onGrantCredits={(values) => {
        setGranted(values.amount);
        void grant.trigger(values).then(users.refresh, () => undefined);
      }}
      grant={actionState(grant, grant.data ? `Gave ${numberFormat.format(granted)} credits. The balance is now ${numberFormat.format(grant.data.balance)}.` : undefined)}
      onChangeTier={(next: Tier) => void tier.trigger(next).then(users.refresh, () => undefined)}
      tierChange={actionState(tier, tier.data ? `The tier is now ${tier.data.tier}.` : undefined)}
      onSignInAs={() => {
        if (!selected) return;
        setSigningIn({ isPending: true });
        signInAs(selected).catch((error: unknown) => setSigningIn({ error: errorText(error) }));
      }}
      signInAs={signingIn}
      auditHref={(id) => pages.adminAudit.href({ user_id: id })}
    />
  );
}

/** `/dashboard/admin/search-user` [q, user]: find accounts; the one in `user` opens below. */
export function AdminSearchUserRoute() {
  const [search] = useSearchParams();
  const query = search.get('q') ?? '';
  const selected = search.get('user') ?? undefined;
  return <SearchUser key={selected ?? ''} query={query} selected={selected} />;
}
