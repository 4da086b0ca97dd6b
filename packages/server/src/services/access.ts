/** Who made a request, and whose records they may see. */
import { isAdminRole } from '@facet/contract';
import type { AuthTokenRow, UserRow } from '../db/schema';
import type { Repositories } from '../repositories/store';

/** Who made a request: the token's user, and the token itself (for logout and impersonation). */
export interface Caller {
  user: UserRow;
  token: Pick<AuthTokenRow, 'id' | 'kind' | 'impersonatedBy'>;
}

/**
 * Whether the caller may read `userId`'s records: their own, or anyone's when the caller is an admin.
 * A user who does not exist is not visible either, so the answer for both is the same 404.
 */
export async function canSeeUser(repositories: Pick<Repositories, 'users'>, caller: Caller, userId: string): Promise<boolean> {
  if (caller.user.id === userId) return true;
  if (!isAdminRole(caller.user.role)) return false;
  return (await repositories.users.findById(userId)) !== undefined;
}
