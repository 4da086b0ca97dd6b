/**
 * The one rule for who may read or change what. Every asset, folder, session (with its jobs), invoice,
 * account and socket room a caller names by id is looked up by its id alone and then asked of
 * `mayReach`; "not yours" and "does not exist" throw the same 404, so ids cannot be probed
 * (ARCHITECTURE.md, API conventions). Lists are filtered on `scopeOf(caller).ownerId`.
 *
 * A record in a person's own library is reached by its owner; a record filed in an organization's
 * library (its `organization_id`) is reached by that organization's members while it is not disabled,
 * and by nobody else, its owner included once they leave. An admin reaches a record only where SPEC.md
 * section 6 and the admin area allow it (below, `ADMIN_MAY`); anything else an admin does as that
 * user, after login-as.
 */
import { isAdminRole, type OrganizationRole, orgRoom, userRoom } from '@facet/contract';
import type { AssetRow, AuthTokenRow, SessionRow, UserRow } from '../db/schema';
import { HttpError } from '../lib/http-error';
import type { ReceiptRow } from '../receipts/receipts.repository';
import type { Repositories } from '../db/store';

/** Who made a request: the token's user, and the token itself (for logout and impersonation). */
export interface Caller {
  user: UserRow;
  token: Pick<AuthTokenRow, 'id' | 'kind' | 'impersonatedBy'>;
  /**
   * The organizations the user is a member of, with their role in each, read when the request's
   * token is: those an admin has disabled are left out. A member removed now is refused from the
   * next request on.
   */
  organizations: ReadonlyMap<string, OrganizationRole>;
}

/**
 * Whose records a caller works in: list queries filter on `ownerId` and `organizationId` (null: the
 * owner's own library), and new records are filed under them.
 */
export interface Scope {
  ownerId: string;
  organizationId: string | null;
}

/**
 * The caller's own library, or with `organizationId` the library of an organization they are a
 * member of (else 404 "No such organization.", as for one that does not exist).
 */
export function scopeOf(caller: Caller, organizationId?: string | null): Scope {
  if (organizationId && !caller.organizations.has(organizationId)) throw notFound('No such organization.');
  return { ownerId: caller.user.id, organizationId: organizationId ?? null };
}

/** A record as the rule reads it: its owner, and the organization whose library it is in, if any. */
export interface Owned {
  ownerId: string;
  organizationId?: string | null;
}

/** The scope a record is in: its organization's library, or its owner's own. */
export function scopeOfRecord(record: Owned): Scope {
  return { ownerId: record.ownerId, organizationId: record.organizationId ?? null };
}

/** What is reached: the records the API names by id. A session's jobs are reached through it. */
export type RecordKind = 'asset' | 'folder' | 'session' | 'invoice' | 'account';

/**
 * `read` and `change` are what an owner does; `administer` is an admin's operation on someone's
 * record (an asset's place in the showcase, an account's tier, signing in as it).
 */
export type Intent = 'read' | 'change' | 'administer';

/**
 * What an admin may do with another account's records: read an account's credit history, and
 * administer assets (the showcase) and accounts (tier, login-as). Everything else is the owner's.
 */
const ADMIN_MAY: Readonly<Record<RecordKind, readonly Intent[]>> = {
  asset: ['administer'],
  folder: [],
  session: [],
  invoice: [],
  account: ['read', 'administer'],
};

/**
 * Whether `caller` may do `intent` with `record` of `kind` (an account's owner is itself): a record in
 * an organization's library by its members, any other by its owner; an admin as `ADMIN_MAY` says.
 */
export function mayReach(caller: Caller, kind: RecordKind, record: Owned, intent: Intent): boolean {
  if (intent !== 'administer') {
    if (record.organizationId) {
      if (caller.organizations.has(record.organizationId)) return true;
    } else if (record.ownerId === caller.user.id) return true;
  }
  return isAdminRole(caller.user.role) && ADMIN_MAY[kind].includes(intent);
}

const notFound = (message: string) => new HttpError(404, 'NOT_FOUND', message);

/** The caller's role in organization `id` when they are a member of it (and it is not disabled); else 404 "No such organization.". */
export function reachOrganization(caller: Caller, id: string): OrganizationRole {
  const role = caller.organizations.get(id);
  if (!role) throw notFound('No such organization.');
  return role;
}

/** The live asset `id` when the caller may reach it; else 404 `message` ("No such asset." by default). */
export async function reachAsset(
  repositories: Pick<Repositories, 'assets'>,
  caller: Caller,
  id: string,
  intent: Intent = 'read',
  message = 'No such asset.',
): Promise<AssetRow> {
  const row = await repositories.assets.findLive(id);
  if (!row || !mayReach(caller, 'asset', row, intent)) throw notFound(message);
  return row;
}

/** Every live asset of `ids` (each once, in no particular order), when the caller may reach them all; else 404. */
export async function reachAssets(
  repositories: Pick<Repositories, 'assets'>,
  caller: Caller,
  ids: readonly string[],
  intent: Intent = 'read',
): Promise<AssetRow[]> {
  const wanted = new Set(ids);
  const rows = await repositories.assets.findManyLive([...wanted]);
  if (rows.length !== wanted.size || !rows.every((row) => mayReach(caller, 'asset', row, intent))) throw notFound('No such asset.');
  return rows;
}

/** The live asset `id` named as a folder, when the caller may reach it; else 404 "No such folder." (Whether it is a folder is the caller's to check.) */
export async function reachFolder(repositories: Pick<Repositories, 'assets'>, caller: Caller, id: string, intent: Intent = 'read'): Promise<AssetRow> {
  const row = await repositories.assets.findLive(id);
  if (!row || !mayReach(caller, 'folder', row, intent)) throw notFound('No such folder.');
  return row;
}

/** The session `id` (its jobs come with it) when the caller may reach it; else 404 "No such session.". */
export async function reachSession(repositories: Pick<Repositories, 'sessions'>, caller: Caller, id: string, intent: Intent = 'read'): Promise<SessionRow> {
  const row = await repositories.sessions.findSession(id);
  if (!row || !mayReach(caller, 'session', row, intent)) throw notFound('No such session.');
  return row;
}

/** The invoice `id` as its receipt prints it, when the caller may reach it; else 404. */
export async function reachInvoice(repositories: Pick<Repositories, 'receipts'>, caller: Caller, id: string): Promise<ReceiptRow> {
  const row = await repositories.receipts.invoice(id);
  if (!row || !mayReach(caller, 'invoice', { ownerId: row.ownerId }, 'read')) throw notFound('No invoice of yours has this id.');
  return row;
}

/** The live account `id` when the caller may reach it (their own; an admin's reads and operations); else 404 "No such user.". */
export async function reachAccount(repositories: Pick<Repositories, 'users'>, caller: Caller, id: string, intent: Intent = 'read'): Promise<UserRow> {
  if (!mayReach(caller, 'account', { ownerId: id }, intent)) throw notFound('No such user.');
  const row = id === caller.user.id ? caller.user : await repositories.users.findById(id);
  if (!row) throw notFound('No such user.');
  return row;
}

/** The socket rooms a caller's sockets are in: their own user room and the room of each of their organizations. */
export function roomsOf(caller: Caller): string[] {
  return [userRoom(caller.user.id), ...[...caller.organizations.keys()].map(orgRoom)];
}

/** Whether a socket signed in as `caller` may join `room`. */
export function mayJoin(caller: Caller, room: string): boolean {
  return roomsOf(caller).includes(room);
}
