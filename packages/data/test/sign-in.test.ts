// @vitest-environment happy-dom
import type { UserProfile } from '@facet/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCurrentUser, login, signOut } from '../src/account';
import {
  ADMIN_EMAIL_STORAGE_KEY,
  ADMIN_TOKEN_COOKIE,
  USER_TOKEN_COOKIE,
  clearSession,
  impersonate,
  readAdminEmail,
  readAdminToken,
  readCookie,
  readUserToken,
  signIn,
  signInAdmin,
} from '../src/sign-in';
import { json, startLocalServer } from './local-server';

const user = { _id: 'u1', id: 'u1', email: 'ada@example.com', name: 'Ada' } as UserProfile;
let server: Awaited<ReturnType<typeof startLocalServer>>;
let profileStatus = 200;
let logoutStatus = 204;
/** Profile calls the server hangs up on without an answer, as a cancelled or cut connection ends. */
let profileHangUps = 0;

/** Puts the happy-dom page on the local server's origin, as the built app is served by the API. */
function visit(path: string): void {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(server.url + path);
}

beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    if (req.url === '/user/profile' && profileHangUps > 0) {
      profileHangUps--;
      return void res.socket?.destroy();
    }
    if (req.url === '/user/profile') return json(res, profileStatus, profileStatus === 200 ? user : { message: 'Internal error', code: 'INTERNAL' });
    if (req.url === '/auth/logout') return logoutStatus === 204 ? void res.writeHead(204).end() : json(res, logoutStatus, { message: 'down' });
    if (req.url === '/auth/login') return json(res, 200, { token: 'fresh-token', user });
    res.writeHead(404).end();
  });
});
afterAll(() => server.close());
beforeEach(() => {
  visit('/');
  clearSession();
  profileStatus = 200;
  logoutStatus = 204;
  profileHangUps = 0;
});

/** Every cookie line the code under test writes, as the browser receives it. */
function recordCookieWrites(): string[] {
  const lines: string[] = [];
  let owner: object | null = document;
  while (owner && !Object.getOwnPropertyDescriptor(owner, 'cookie')) owner = Object.getPrototypeOf(owner);
  const descriptor = Object.getOwnPropertyDescriptor(owner!, 'cookie')!;
  vi.spyOn(document, 'cookie', 'set').mockImplementation((line: string) => {
    lines.push(line);
    descriptor.set!.call(document, line);
  });
  return lines;
}
afterEach(() => vi.restoreAllMocks());

describe('session cookies', () => {
  it('writes the user token with path /, same-site strict, not secure-only', () => {
    const lines = recordCookieWrites();
    signIn({ token: 'tok en/1' });
    expect(lines).toEqual([`${USER_TOKEN_COOKIE}=tok%20en%2F1; path=/; max-age=2592000; samesite=strict`]);
    expect(lines[0]).not.toMatch(/secure/i);
    // Readable over plain http and on every path of the app.
    visit('/dashboard/profile/account');
    expect(readUserToken()).toBe('tok en/1');
  });

  it('keeps an impersonation token 7 days and reloads', () => {
    const lines = recordCookieWrites();
    const reload = vi.fn();
    impersonate({ token: 'as-user' }, reload);
    expect(lines).toEqual([`${USER_TOKEN_COOKIE}=as-user; path=/; max-age=604800; samesite=strict`]);
    expect(readUserToken()).toBe('as-user');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('keeps the admin token in its own cookie and the admin email in localStorage', () => {
    const lines = recordCookieWrites();
    signInAdmin({ token: 'admin-tok', user: { ...user, email: 'root@example.com' } });
    expect(lines).toEqual([`${ADMIN_TOKEN_COOKIE}=admin-tok; path=/; max-age=43200; samesite=strict`]);
    expect(readAdminToken()).toBe('admin-tok');
    expect(localStorage.getItem(ADMIN_EMAIL_STORAGE_KEY)).toBe('root@example.com');
  });

  it('clears all three session values', () => {
    signIn({ token: 'user-tok' });
    signInAdmin({ token: 'admin-tok', user });
    clearSession();
    expect(readCookie(USER_TOKEN_COOKIE)).toBeUndefined();
    expect(readCookie(ADMIN_TOKEN_COOKIE)).toBeUndefined();
    expect(readAdminEmail()).toBeNull();
  });
});

describe('signing in and out', () => {
  it('login stores the token the server answers', async () => {
    await login({ email: 'ada@example.com', password: 'secret-pass' });
    expect(readUserToken()).toBe('fresh-token');
  });

  it('signOut revokes the user and admin tokens on the server, then clears the three values', async () => {
    signIn({ token: 'user-tok' });
    signInAdmin({ token: 'admin-tok', user });
    await signOut();
    expect(server.seen.slice(-2).map((seen) => [seen.method, seen.url, seen.headers.authorization])).toEqual([
      ['POST', '/auth/logout', 'Bearer user-tok'],
      ['POST', '/auth/logout', 'Bearer admin-tok'],
    ]);
    expect([readUserToken(), readAdminToken(), readAdminEmail()]).toEqual([undefined, undefined, null]);
  });

  it('signOut still clears the session when the server fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    logoutStatus = 500;
    signIn({ token: 'user-tok' });
    await signOut();
    expect(readUserToken()).toBeUndefined();
  });
});

describe('the current user (key USER)', () => {
  it('is anonymous without asking the server when there is no token', async () => {
    const before = server.seen.length;
    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect(server.seen.length).toBe(before);
  });

  it('is the profile of the signed-in user', async () => {
    signIn({ token: 'user-tok' });
    await expect(fetchCurrentUser()).resolves.toMatchObject({ email: 'ada@example.com' });
    expect(server.seen.at(-1)!.headers.authorization).toBe('Bearer user-tok');
  });

  it('clears the session and continues anonymous when the fetch fails with a 500', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    profileStatus = 500;
    signIn({ token: 'user-tok' });
    signInAdmin({ token: 'admin-tok', user });
    const before = server.seen.length;
    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect([readUserToken(), readAdminToken(), readAdminEmail()]).toEqual([undefined, undefined, null]);
    // An answer, even an error, is not asked for again.
    expect(server.seen.length - before).toBe(1);
  });

  it('asks once more when a call gets no answer (a reload cancelled it), and keeps the session when the second is answered', async () => {
    signIn({ token: 'user-tok' });
    profileHangUps = 1;
    const before = server.seen.length;
    await expect(fetchCurrentUser({ retryAfterMs: 10 })).resolves.toMatchObject({ email: 'ada@example.com' });
    expect(server.seen.slice(before).map((seen) => seen.url)).toEqual(['/user/profile', '/user/profile']);
    expect(readUserToken()).toBe('user-tok');
  });

  it('clears the session when neither call gets an answer', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signIn({ token: 'user-tok' });
    profileHangUps = 2;
    const before = server.seen.length;
    await expect(fetchCurrentUser({ retryAfterMs: 10 })).resolves.toBeNull();
    expect(server.seen.length - before).toBe(2);
    expect(readUserToken()).toBeUndefined();
  });
});
