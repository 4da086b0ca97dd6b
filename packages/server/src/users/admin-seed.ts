/** The first admin: from ADMIN_EMAIL/ADMIN_PASSWORD, or made with a generated password when there is none. */
import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { isAdminRole } from '@facet/contract';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../lib/db-errors';
import { createStore } from '../db/store';
import { CreditsService } from '../credits/credits.service';
import { UsersService } from './users.service';

export const DEFAULT_ADMIN_EMAIL = 'admin@facet.local';

export interface SeededAdmin {
  email: string;
  /** Set only when this start made up a password; it is shown once and stored only as a hash. */
  generatedPassword?: string;
}

/**
 * Makes sure an admin can sign in. With ADMIN_EMAIL the account is created or promoted, and
 * ADMIN_PASSWORD, when set, becomes its password. Without it an admin is created only while none exists.
 * Safe to run at every start, and on several nodes at once.
 */
export async function seedAdmin(
  config: Pick<Config, 'adminEmail' | 'adminPassword'>,
  database: Pick<Database, 'db'>,
): Promise<SeededAdmin | undefined> {
  const store = createStore(database.db);
  const users = new UsersService(store, new CreditsService(store));
  const email = config.adminEmail ?? DEFAULT_ADMIN_EMAIL;
  if (!config.adminEmail && (await store.users.anyAdmin())) return undefined;

  const existing = await store.users.findByEmail(email);
  const generatedPassword = (config.adminPassword ?? existing?.passwordHash) ? undefined : randomBytes(12).toString('base64url');
  const password = config.adminPassword ?? generatedPassword;
  const passwordHash = password === undefined ? undefined : await hash(password, { algorithm: 2 });

  if (existing) {
    await store.users.update(existing.id, {
      role: isAdminRole(existing.role) ? existing.role : 'admin',
      ...(passwordHash ? { passwordHash } : {}),
    });
    return { email: existing.email, ...(generatedPassword ? { generatedPassword } : {}) };
  }
  try {
    await users.createAccount({ email, name: 'Admin', passwordHash: passwordHash ?? null, emailVerified: true, role: 'admin' });
  } catch (error) {
    // Another node seeded the same account a moment ago: its password is the one that counts.
    if (isUniqueViolation(error, 'users_email_lower_unique')) return { email };
    throw error;
  }
  return { email, ...(generatedPassword ? { generatedPassword } : {}) };
}
