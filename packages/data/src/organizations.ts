/**
 * Organizations: the person's organizations, one organization's members and invites, and the invite
 * link's page. Every change lands in the caches it touches; an organization the person leaves, is
 * removed from, or deletes is dropped from all of them, and its library closed if it was open.
 */
import {
  type AssignableOrganizationRole,
  endpointPath,
  endpointRoutes,
  type Asset,
  type AssetListResponse,
  type CreateInviteRequest,
  type Organization,
  type OrganizationInvite,
  type OrganizationListResponse,
  type OrganizationMember,
} from '@facet/contract';
import { useMemo } from 'react';
import useSWR, { type Cache, unstable_serialize as unstableKey, useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { organizationKeys } from './keys';
import { readLibraryScope, setLibraryScope, useLibraryScope } from './library-scope';
import { apiErrorFromText, call, getApiBaseUrl, productHeaders } from './request';
import { queryStatus, withMutationRetry } from './swr-config';

type ScopedMutate = ReturnType<typeof useSWRConfig>['mutate'];

export const fetchOrganizations = () => call(endpointRoutes.listOrganizations);
export const fetchOrganization = (orgId: string) => call(endpointRoutes.organization, { params: { orgId } });
export const fetchOrganizationMembers = (orgId: string, q: string) => call(endpointRoutes.organizationMembers, { params: { orgId }, query: { q: q.trim() || undefined } });
export const fetchOrganizationMember = (orgId: string, memberId: string) => call(endpointRoutes.organizationMember, { params: { orgId, memberId } });
export const fetchOrganizationInvites = (orgId: string) => call(endpointRoutes.organizationInvites, { params: { orgId } });
export const fetchInvitePreview = (token: string) => call(endpointRoutes.invitePreview, { params: { token }, anonymous: true });
export const createOrganization = (name: string) => call(endpointRoutes.createOrganization, { body: { name } });
export const updateOrganization = (orgId: string, name: string) => call(endpointRoutes.updateOrganization, { params: { orgId }, body: { name } });
export const deleteOrganization = (orgId: string) => call(endpointRoutes.deleteOrganization, { params: { orgId } });
export const updateMemberRole = (orgId: string, memberId: string, role: AssignableOrganizationRole) =>
  call(endpointRoutes.updateMemberRole, { params: { orgId, memberId }, body: { role } });
export const removeMember = (orgId: string, memberId: string) => call(endpointRoutes.removeMember, { params: { orgId, memberId } });
export const createInvite = (orgId: string, body: CreateInviteRequest) => call(endpointRoutes.createInvite, { params: { orgId }, body });
export const resendInvite = (orgId: string, inviteId: string) => call(endpointRoutes.resendInvite, { params: { orgId, inviteId } });
export const revokeInvite = (orgId: string, inviteId: string) => call(endpointRoutes.revokeInvite, { params: { orgId, inviteId } });
export const acceptInvite = (token: string) => call(endpointRoutes.acceptInvite, { params: { token } });

/** `POST /organizations/{orgId}/avatar` (multipart, field `file`): answers the organization with its new picture. */
export async function uploadOrganizationAvatar(orgId: string, file: Blob & { name?: string }): Promise<Organization> {
  const form = new FormData();
  form.append('file', file, file.name ?? 'avatar');
  const response = await fetch(new URL(endpointPath(endpointRoutes.organizationAvatar, { orgId }), getApiBaseUrl()), {
    method: endpointRoutes.organizationAvatar.method,
    headers: productHeaders(),
    body: form,
  });
  const text = await response.text();
  if (!response.ok) throw apiErrorFromText(response.status, text);
  return JSON.parse(text) as Organization;
}

/** The keys of `orgId`'s own entries (detail, members, a member, invites), as the cache spells them. */
function organizationEntryKeys(cache: Cache, orgId: string): string[] {
  // ['organization', id, ...] serialises as the key ['organization', id] followed by the rest.
  const prefix = unstableKey(organizationKeys.detail(orgId));
  return [...cache.keys()].filter((key) => key.startsWith(prefix));
}

/** An organization as the server now answers it, in the list and its detail. */
function putOrganization(mutate: ScopedMutate, organization: Organization): void {
  void mutate(organizationKeys.detail(organization.id), organization, { revalidate: false });
  void mutate(
    organizationKeys.list,
    (current: OrganizationListResponse | undefined) =>
      current && {
        items: current.items.some((item) => item.id === organization.id)
          ? current.items.map((item) => (item.id === organization.id ? organization : item))
          : [...current.items, organization],
      },
    { revalidate: false },
  );
}

/**
 * The person is no longer in `orgId` (removed, left, deleted or disabled): it leaves the list, its
 * entries and asset lists are emptied, its assets' details dropped, and its library closed if open.
 */
export function dropOrganization(cache: Cache, mutate: ScopedMutate, orgId: string): void {
  if (readLibraryScope() === orgId) setLibraryScope(null);
  void mutate(
    organizationKeys.list,
    (current: OrganizationListResponse | undefined) => current && { items: current.items.filter((item) => item.id !== orgId) },
    { revalidate: false },
  );
  for (const key of organizationEntryKeys(cache, orgId)) cache.delete(key);
  for (const key of [...cache.keys()]) {
    const data = cache.get(key)?.data as unknown;
    // An asset list of the organization's library (pages of `{items}`): emptied.
    if (Array.isArray(data) && data.some((page: AssetListResponse | undefined) => page?.items?.some((asset) => asset.organization_id === orgId))) {
      void mutate(
        key,
        (pages: AssetListResponse[] | undefined) =>
          pages?.map((page) => {
            const items = page.items.filter((asset) => asset.organization_id !== orgId);
            return { ...page, items, results: items };
          }),
        { revalidate: false },
      );
    }
    // An asset's detail in the organization: gone for this person.
    const asset = data as Asset | null | undefined;
    if (asset && typeof asset === 'object' && !Array.isArray(asset) && 'organization_id' in asset && asset.organization_id === orgId) {
      void mutate(key, null, { revalidate: false });
    }
  }
}

/**
 * Members, invites and seats change by other people's hands (an invite accepted, a member leaving)
 * and no event tells of it: each page that shows them reads them afresh as it opens.
 */
const READ_ON_OPEN = { revalidateOnMount: true, dedupingInterval: 2_000 } as const;

/** The person's organizations (`undefined` while they load). */
export function useOrganizations(enabled = true) {
  const result = useSWR(enabled ? organizationKeys.list : null, fetchOrganizations);
  return { organizations: result.data?.items, error: result.error as unknown, status: queryStatus(result), refresh: () => void result.mutate() };
}

/**
 * The library the assets page shows and adds to: an organization the person is in, or `null` for
 * their own. A stored choice of an organization they are no longer in falls back to their own.
 */
export function useCurrentLibrary() {
  const stored = useLibraryScope();
  const { organizations } = useOrganizations();
  const organization = stored ? organizations?.find((item) => item.id === stored) : undefined;
  // Until the list is in, the stored choice holds (a reload stays in the library it was in).
  const organizationId = stored && (organizations === undefined || organization) ? stored : null;
  return { organizationId, organization, organizations: organizations ?? [], setLibrary: setLibraryScope };
}

export function useOrganization(orgId: string | undefined) {
  const result = useSWR(orgId ? organizationKeys.detail(orgId) : null, ([, id]) => fetchOrganization(id), READ_ON_OPEN);
  return { organization: result.data, error: result.error as unknown, status: queryStatus(result), refresh: () => void result.mutate() };
}

export function useOrganizationMembers(orgId: string | undefined, q = '') {
  const result = useSWR(orgId ? organizationKeys.members(orgId, q.trim()) : null, ([, id, , query]) => fetchOrganizationMembers(id, query), {
    ...READ_ON_OPEN,
    keepPreviousData: true,
  });
  return { members: result.data?.items, error: result.error as unknown, status: queryStatus(result), refresh: () => void result.mutate() };
}

export function useOrganizationMember(orgId: string | undefined, memberId: string | undefined) {
  const result = useSWR(orgId && memberId ? organizationKeys.member(orgId, memberId) : null, ([, id, , member]) => fetchOrganizationMember(id, member), READ_ON_OPEN);
  return {
    member: result.data?.member,
    assets: result.data?.assets,
    error: result.error as unknown,
    status: queryStatus(result),
    refresh: () => void result.mutate(),
  };
}

/** Pending invites; read by owners and admins only (`enabled`). */
export function useOrganizationInvites(orgId: string | undefined, enabled = true) {
  const result = useSWR(orgId && enabled ? organizationKeys.invites(orgId) : null, ([, id]) => fetchOrganizationInvites(id), READ_ON_OPEN);
  return { invites: result.data?.items, error: result.error as unknown, status: queryStatus(result), refresh: () => void result.mutate() };
}

/** What an invite link is for, read without signing in. */
export function useInvitePreview(token: string | undefined) {
  const result = useSWR(token ? organizationKeys.invitePreview(token) : null, ([, value]) => fetchInvitePreview(value), {
    shouldRetryOnError: false,
  });
  return { invite: result.data, error: result.error as unknown, status: queryStatus(result), refresh: () => void result.mutate() };
}

function useOrganizationAction<Arg, Result>(key: readonly unknown[], run: (arg: Arg) => Promise<Result>, after: (result: Result, arg: Arg) => void) {
  return useSWRMutation(key, async (_key: readonly unknown[], { arg }: { arg: Arg }) => {
    const result = await withMutationRetry(() => run(arg));
    after(result, arg);
    return result;
  });
}

/** Everything cached of `orgId` that a change of its members or invites moves: seats, members, invites. */
function useRefreshOrganization(orgId: string) {
  const { cache, mutate } = useSWRConfig();
  return () => {
    for (const key of organizationEntryKeys(cache, orgId)) void mutate(key);
    void mutate(organizationKeys.list);
  };
}

export function useCreateOrganization() {
  const { mutate } = useSWRConfig();
  return useOrganizationAction(organizationKeys.create, createOrganization, (organization) => putOrganization(mutate, organization));
}

export function useUpdateOrganization(orgId: string) {
  const { mutate } = useSWRConfig();
  return useOrganizationAction(organizationKeys.update(orgId), (name: string) => updateOrganization(orgId, name), (organization) => putOrganization(mutate, organization));
}

export function useOrganizationAvatar(orgId: string) {
  const { mutate } = useSWRConfig();
  return useOrganizationAction(organizationKeys.avatar(orgId), (file: File) => uploadOrganizationAvatar(orgId, file), (organization) => putOrganization(mutate, organization));
}

export function useDeleteOrganization(orgId: string) {
  const { cache, mutate } = useSWRConfig();
  return useOrganizationAction(organizationKeys.remove(orgId), () => deleteOrganization(orgId), () => {
    dropOrganization(cache, mutate, orgId);
    // Its assets went back to their makers' own libraries.
    void mutate((key) => Array.isArray(key) && key[0] === 'assets');
  });
}

export function useUpdateMemberRole(orgId: string) {
  const refresh = useRefreshOrganization(orgId);
  return useOrganizationAction(
    organizationKeys.memberRole(orgId),
    ({ memberId, role }: { memberId: string; role: AssignableOrganizationRole }) => updateMemberRole(orgId, memberId, role),
    refresh,
  );
}

/** Removes a member; with the person's own id, leaves the organization (which then drops from the caches). */
export function useRemoveMember(orgId: string, myUserId: string | undefined) {
  const { cache, mutate } = useSWRConfig();
  const refresh = useRefreshOrganization(orgId);
  return useOrganizationAction(
    organizationKeys.removeMember(orgId),
    (memberId: string) => removeMember(orgId, memberId),
    (_result, memberId) => (memberId === myUserId ? dropOrganization(cache, mutate, orgId) : refresh()),
  );
}

export function useCreateInvite(orgId: string) {
  const refresh = useRefreshOrganization(orgId);
  return useOrganizationAction(organizationKeys.invite(orgId), (body: CreateInviteRequest) => createInvite(orgId, body), refresh);
}

export function useResendInvite(orgId: string) {
  const refresh = useRefreshOrganization(orgId);
  return useOrganizationAction(organizationKeys.resendInvite(orgId), (inviteId: string) => resendInvite(orgId, inviteId), refresh);
}

export function useRevokeInvite(orgId: string) {
  const refresh = useRefreshOrganization(orgId);
  return useOrganizationAction(organizationKeys.revokeInvite(orgId), (inviteId: string) => revokeInvite(orgId, inviteId), refresh);
}

/** Accepts the invite as the signed-in person: the organization joins their list. */
export function useAcceptInvite(token: string) {
  const { mutate } = useSWRConfig();
  return useOrganizationAction(organizationKeys.acceptInvite(token), () => acceptInvite(token), (organization) => putOrganization(mutate, organization));
}

/** The ids of the person's organizations, stable while the list is: the rooms the socket is in. */
export function useOrganizationIds(): readonly string[] {
  const { organizations } = useOrganizations();
  const text = (organizations ?? []).map((organization) => organization.id).join(',');
  return useMemo(() => (text ? text.split(',') : []), [text]);
}

export type { Organization, OrganizationInvite, OrganizationMember };
