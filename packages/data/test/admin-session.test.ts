// @vitest-environment happy-dom
import { endpointRoutes, type UserProfile } from '@facet/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signOut } from '../src/account';
import { adminCall, adminLogin, endImpersonation, signInAs } from '../src/admin-session';
import { call } from '../src/request';
import { clearSession, readAdminEmail, readAdminToken, readUserToken, signIn, signInAdmin } from '../src/sign-in';
import { json, startLocalServer } from './local-server';

const user = { _id: 'u1', id: 'u1', email: 'grace@example.com', name: 'Grace' } as UserProfile;
const admin = { ...user, _id: 'a1', id: 'a1', email: 'admin@example.com', role: 'admin' } as UserProfile;
let server: Awaited<ReturnType<typeof startLocalServer>>;
let couponsStatus = 200;

function visit(path: string): void {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(server.url + path);
}

beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    if (req.url === '/auth/admin/login') return json(res, 200, { token: 'admin-token', user: admin });
    if (req.url === '/admin/coupons') return couponsStatus === 200 ? json(res, 200, { items: [] }) : json(res, couponsStatus, { message: 'This needs an admin token.', code: 'UNAUTHENTICATED' });
    if (req.url === '/user/login-as') return json(res, 200, { token: 'login-as-token', user });
    if (req.url === '/auth/impersonation/end' || req.url === '/auth/logout') return void res.writeHead(204).end();
    res.writeHead(404).end();
  });
});
afterAll(() => server.close());
beforeEach(() => {
  visit('/');
  clearSession();
  couponsStatus = 200;
  server.seen.length = 0;
});

const bearers = (path: string) => server.seen.filter((request) => request.url === path).map((request) => request.headers.authorization);

describe('the admin session', () => {
  it('keeps the admin token and email apart from the user token, and admin calls carry the admin token', async () => {
    signIn({ token: 'user-token' });
    await adminLogin({ email: 'admin@example.com', password: 'secret password' });
    expect(readAdminToken()).toBe('admin-token');
    expect(readAdminEmail()).toBe('admin@example.com');
    expect(readUserToken()).toBe('user-token');
    await call(endpointRoutes.adminCoupons);
    expect(bearers('/admin/coupons')).toEqual(['Bearer admin-token']);
  });

  it('forgets only the admin token and email when an admin call says the token no longer works', async () => {
    signIn({ token: 'user-token' });
    signInAdmin({ token: 'admin-token', user: admin });
    couponsStatus = 401;
    await expect(adminCall(() => call(endpointRoutes.adminCoupons))).rejects.toMatchObject({ status: 401 });
    expect(readAdminToken()).toBeUndefined();
    expect(readAdminEmail()).toBeNull();
    expect(readUserToken()).toBe('user-token');
  });

  it('signs out of both: each token is revoked and all three values go (SPEC.md section 4)', async () => {
    signIn({ token: 'user-token' });
    signInAdmin({ token: 'admin-token', user: admin });
    await signOut();
    expect(bearers('/auth/logout').sort()).toEqual(['Bearer admin-token', 'Bearer user-token']);
    expect([readUserToken(), readAdminToken(), readAdminEmail()]).toEqual([undefined, undefined, null]);
  });

  it('signs in as a user with the admin token, keeps the login-as token as the user token and opens their library', async () => {
    signInAdmin({ token: 'admin-token', user: admin });
    const went: string[] = [];
    await signInAs('u1', (path) => went.push(path));
    expect(bearers('/user/login-as')).toEqual(['Bearer admin-token']);
    expect(JSON.parse(server.seen.find((request) => request.url === '/user/login-as')!.body)).toEqual({ user_id: 'u1' });
    expect(readUserToken()).toBe('login-as-token');
    expect(went).toEqual(['/dashboard/assets']);
  });

  it('ends a login-as with its own token, forgets the user token, keeps the admin one and goes back to the user in the admin area', async () => {
    signInAdmin({ token: 'admin-token', user: admin });
    signIn({ token: 'login-as-token' });
    const went: string[] = [];
    await endImpersonation(user, (path) => went.push(path));
    expect(bearers('/auth/impersonation/end')).toEqual(['Bearer login-as-token']);
    expect(readUserToken()).toBeUndefined();
    expect(readAdminToken()).toBe('admin-token');
    expect(went).toEqual(['/dashboard/admin/search-user?user=u1']);
  });
});
