/**
 * The admin area's reads and actions, each with the admin token: the overview and the credits
 * report, accounts, organizations, the showcase, first sessions, coupons and the audit log.
 */
import { endpointRoutes, type Asset, type CreateCouponRequest, type LoginRequest, type Tier } from '@facet/contract';
import useSWR, { useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import useSWRMutation from 'swr/mutation';
import { adminCall, adminLogin, useAdminSession } from './admin-session';
import { cursorPages } from './cursor-pages';
import { adminKeys } from './keys';
import { call } from './request';
import { queryStatus, withMutationRetry } from './swr-config';

/** The ranges the overview offers, in UTC days ending today. */
export const adminOverviewRanges = [7, 30, 90] as const;
export type AdminOverviewRange = (typeof adminOverviewRanges)[number];

/** The last `days` UTC days up to and including today, as the API's `from` and `to`. */
export function utcRange(days: number, now: Date = new Date()): { from: string; to: string } {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}

/** A page of an admin list, as `cursorPages` reads pages. */
const paged = <Item>(response: { items: Item[]; next_cursor: string | null }) => ({ items: response.items, nextCursor: response.next_cursor });

/** A key that only asks while an admin token is kept. */
function useAdminKey<Key>(key: Key): Key | null {
  const { email } = useAdminSession();
  return email === null ? null : key;
}

function readResult<Data>(result: { data?: Data; error?: unknown; isLoading: boolean; isValidating: boolean; mutate: () => Promise<unknown> }) {
  return { data: result.data, error: result.error, status: queryStatus(result as never), refresh: () => void result.mutate() };
}

export function useAdminOverview(days: number) {
  const { from, to } = utcRange(days);
  const overview = useSWR(useAdminKey(adminKeys.overview(from, to)), () => adminCall(() => call(endpointRoutes.adminOverview, { query: { from, to } })), {
    keepPreviousData: true,
  });
  const credits = useSWR(useAdminKey(adminKeys.creditsReport(from, to)), () => adminCall(() => call(endpointRoutes.creditsReport, { query: { from, to } })), {
    keepPreviousData: true,
  });
  return { overview: readResult(overview), credits: readResult(credits) };
}

/** Accounts matching `q` (email, name or id; empty: the newest), a page at a time. */
export function useAdminUsers(q: string) {
  const enabled = useAdminSession().email !== null;
  const result = useSWRInfinite(
    (index: number, previous: { nextCursor: string | null } | null) =>
      !enabled || (previous && !previous.nextCursor) ? null : adminKeys.usersPage(q, index === 0 ? undefined : (previous?.nextCursor ?? undefined)),
    ([, , q, cursor]) => adminCall(() => call(endpointRoutes.adminUsers, { query: { q: q || undefined, cursor: cursor || undefined } })).then(paged),
    { revalidateFirstPage: false },
  );
  return cursorPages(result);
}

/** One account with its plan, sessions, ledger and invoices. */
export function useAdminUser(id: string | undefined) {
  const result = useSWR(useAdminKey(id ? adminKeys.user(id) : null), ([, , id]) => adminCall(() => call(endpointRoutes.adminUser, { params: { id } })));
  return readResult(result);
}

/**
 * An admin action on one thing; afterwards the reads it changes are asked again (SWR's key filter
 * passes over the lists read a page at a time: the page refreshes those itself).
 */
function useAdminAction<Arg, Result>(name: string, id: string, run: (arg: Arg) => Promise<Result>, refresh: (key: unknown) => boolean) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(adminKeys.action(name, id), async (_key: unknown, { arg }: { arg: Arg }) => {
    const result = await withMutationRetry(() => adminCall(() => run(arg)));
    await mutate(refresh);
    return result;
  });
}

const isAdminKey = (part: string) => (key: unknown) => Array.isArray(key) && key[0] === 'admin' && key[1] === part;
/** An account's detail: what a grant or a tier change alters. */
const accountKeys = isAdminKey('user');

export function useGrantCredits(userId: string) {
  return useAdminAction('grant', userId, (body: { amount: number; reason: string }) => call(endpointRoutes.adminGrantCredits, { params: { id: userId }, body }), accountKeys);
}

export function useUpdateTier(userId: string) {
  return useAdminAction('tier', userId, (tier: Tier) => call(endpointRoutes.updateTier, { body: { user_id: userId, tier } }), accountKeys);
}

/** Organizations matching `q` (a name, an owner's email or an id), a page at a time. */
export function useAdminOrganizations(q: string) {
  const enabled = useAdminSession().email !== null;
  const result = useSWRInfinite(
    (index: number, previous: { nextCursor: string | null } | null) =>
      !enabled || (previous && !previous.nextCursor) ? null : adminKeys.organizationsPage(q, index === 0 ? undefined : (previous?.nextCursor ?? undefined)),
    ([, , q, cursor]) => adminCall(() => call(endpointRoutes.adminOrganizations, { query: { q: q || undefined, cursor: cursor || undefined } })).then(paged),
    { revalidateFirstPage: false },
  );
  return cursorPages(result);
}

export function useAdminOrganization(id: string | undefined) {
  const result = useSWR(useAdminKey(id ? adminKeys.organization(id) : null), ([, , orgId]) => adminCall(() => call(endpointRoutes.adminOrganization, { params: { orgId } })));
  return readResult(result);
}

export function useSetOrganizationDisabled(orgId: string) {
  return useAdminAction(
    'organization-disabled',
    orgId,
    (disabled: boolean) => call(endpointRoutes.adminSetOrganizationDisabled, { params: { orgId }, body: { disabled } }),
    isAdminKey('organization'),
  );
}

/** The public showcase, in the order visitors see it. */
export function useAdminShowcase() {
  const result = useSWR(useAdminKey(adminKeys.showcase), () => adminCall(() => call(endpointRoutes.adminShowcase)));
  return { ...readResult(result), assets: result.data?.items };
}

const isShowcaseKey = isAdminKey('showcase');

export function useAddToShowcase() {
  return useAdminAction('showcase-add', '', (id: string) => call(endpointRoutes.setShowcase, { params: { id }, body: { is_showcase: true } }), isShowcaseKey);
}

export function useRemoveFromShowcase() {
  return useAdminAction('showcase-remove', '', (asset: Asset) => call(endpointRoutes.setShowcase, { params: { id: asset.id }, body: { is_showcase: false } }), isShowcaseKey);
}

/** Saves a new order; the list shows it at once and goes back if the server refuses it. */
export function useReorderShowcase() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(adminKeys.action('showcase-order'), async (_key: unknown, { arg: ids }: { arg: string[] }) =>
    mutate(
      adminKeys.showcase,
      () => withMutationRetry(() => adminCall(() => call(endpointRoutes.adminShowcaseOrder, { body: { ids } }))),
      {
        optimisticData: (current?: { items: Asset[] }) => {
          const byId = new Map((current?.items ?? []).map((asset) => [asset.id, asset]));
          return { items: ids.flatMap((id) => byId.get(id) ?? []) };
        },
        rollbackOnError: true,
        revalidate: false,
      },
    ),
  );
}

/** Each new account's first session between two UTC days (either may be empty), a page at a time. */
export function useAdminFirstSessions(from: string, to: string) {
  const enabled = useAdminSession().email !== null;
  const result = useSWRInfinite(
    (index: number, previous: { nextCursor: string | null } | null) =>
      !enabled || (previous && !previous.nextCursor) ? null : adminKeys.firstSessionsPage(from, to, index === 0 ? undefined : (previous?.nextCursor ?? undefined)),
    ([, , from, to, cursor]) =>
      adminCall(() => call(endpointRoutes.adminFirstSessions, { query: { from: from || undefined, to: to || undefined, cursor: cursor || undefined } })).then(paged),
    { revalidateFirstPage: false },
  );
  return cursorPages(result);
}

export function useAdminCoupons() {
  const result = useSWR(useAdminKey(adminKeys.coupons), () => adminCall(() => call(endpointRoutes.adminCoupons)));
  return { ...readResult(result), coupons: result.data?.items };
}

const isCouponsKey = isAdminKey('coupons');

export function useCreateCoupon() {
  return useAdminAction('coupon-create', '', (body: CreateCouponRequest) => call(endpointRoutes.createCoupon, { body }), isCouponsKey);
}

export function useSetCouponDisabled() {
  return useAdminAction(
    'coupon-disabled',
    '',
    ({ code, disabled }: { code: string; disabled: boolean }) => call(endpointRoutes.adminDisableCoupon, { params: { code }, body: { disabled } }),
    isCouponsKey,
  );
}

/** The audit log, newest first; with `userId`, only the actions that named that account. */
export function useAdminAudit(userId: string | undefined) {
  const enabled = useAdminSession().email !== null;
  const result = useSWRInfinite(
    (index: number, previous: { nextCursor: string | null } | null) =>
      !enabled || (previous && !previous.nextCursor) ? null : adminKeys.auditPage(userId ?? '', index === 0 ? undefined : (previous?.nextCursor ?? undefined)),
    ([, , userId, cursor]) => adminCall(() => call(endpointRoutes.adminAudit, { query: { user_id: userId || undefined, cursor: cursor || undefined } })).then(paged),
    { revalidateFirstPage: false },
  );
  return cursorPages(result);
}

/** The admin sign-in form's call. */
export function useAdminLogin() {
  return useSWRMutation(adminKeys.login, (_key: unknown, { arg }: { arg: LoginRequest }) => adminLogin(arg));
}
