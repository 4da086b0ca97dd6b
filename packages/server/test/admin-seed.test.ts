import { verify } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { DEFAULT_ADMIN_EMAIL, seedAdmin } from '../src/users/admin-seed';
import { embeddedTarget, openTestDatabase, type TestDatabase } from './helpers';

describe.each([embeddedTarget])('admin seed on $kind', (target) => {
  let testDatabase: TestDatabase;
  beforeEach(async () => {
    testDatabase = await openTestDatabase(target, { migrated: true });
  });
  afterEach(() => testDatabase.dispose());

  const admins = () =>
    testDatabase.database.db.select().from(users).where(sql`${users.role} ilike '%admin%'`);

  it('makes admin@facet.local with a generated password once, and nothing on later starts', async () => {
    const first = await seedAdmin({ adminEmail: undefined, adminPassword: undefined }, testDatabase.database);
    expect(first?.email).toBe(DEFAULT_ADMIN_EMAIL);
    expect(first?.generatedPassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const [admin] = await admins();
    expect(admin).toMatchObject({ email: DEFAULT_ADMIN_EMAIL, role: 'admin', credits: 100 });
    expect(admin?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await verify(admin?.passwordHash ?? '', first?.generatedPassword ?? '')).toBe(true);

    expect(await seedAdmin({ adminEmail: undefined, adminPassword: undefined }, testDatabase.database)).toBeUndefined();
    expect(await admins()).toHaveLength(1);
  });

  it('creates or promotes ADMIN_EMAIL with ADMIN_PASSWORD, idempotently', async () => {
    const settings = { adminEmail: 'Boss@Example.com', adminPassword: 'boss password' };
    expect(await seedAdmin(settings, testDatabase.database)).toEqual({ email: 'Boss@Example.com' });
    expect(await seedAdmin({ ...settings, adminEmail: 'boss@example.com' }, testDatabase.database)).toEqual({ email: 'Boss@Example.com' });
    const rows = await admins();
    expect(rows).toHaveLength(1);
    expect(await verify(rows[0]?.passwordHash ?? '', 'boss password')).toBe(true);

    const [plain] = await testDatabase.database.db.insert(users).values({ email: 'later@example.com', passwordHash: rows[0]?.passwordHash }).returning();
    await seedAdmin({ adminEmail: 'later@example.com', adminPassword: undefined }, testDatabase.database);
    const [promoted] = await testDatabase.database.db.select().from(users).where(eq(users.id, plain?.id ?? ''));
    expect(promoted?.role).toBe('admin');
  });
});
