// @vitest-environment happy-dom
import type { UserProfile } from '@facet/contract';
import { createRoot } from 'react-dom/client';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataProvider } from '../src/DataProvider';
import { useLogin, useSignOut, useUser } from '../src/account-hooks';
import { clearSession, readUserToken, signIn } from '../src/sign-in';
import { json, startLocalServer } from './local-server';

const user = { _id: 'u1', id: 'u1', email: 'ada@example.com', name: 'Ada' } as UserProfile;
let server: Awaited<ReturnType<typeof startLocalServer>>;
let profileStatus = 200;

beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    if (req.url === '/user/profile') return json(res, profileStatus, profileStatus === 200 ? user : { message: 'Internal error', code: 'INTERNAL' });
    if (req.url === '/auth/login') return json(res, 200, { token: 'fresh-token', user });
    if (req.url === '/auth/logout') return void res.writeHead(204).end();
    res.writeHead(404).end();
  });
});
afterAll(() => server.close());
beforeEach(() => {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(server.url + '/');
  clearSession();
  profileStatus = 200;
});

type Hooks = { user: ReturnType<typeof useUser>; login: ReturnType<typeof useLogin>; signOut: ReturnType<typeof useSignOut> };

/** Mounts the hooks inside the app's DataProvider, each test with a fresh cache. */
async function mount(): Promise<{ latest: () => Hooks; unmount: () => void }> {
  let hooks: Hooks | undefined;
  function Probe() {
    hooks = { user: useUser(), login: useLogin(), signOut: useSignOut() };
    return null;
  }
  const root = createRoot(document.createElement('div'));
  // A fresh cache per test, as a page load has.
  root.render(
    <DataProvider overrides={{ provider: () => new Map() }}>
      <Probe />
    </DataProvider>,
  );
  await vi.waitFor(() => expect(hooks).toBeDefined());
  return { latest: () => hooks!, unmount: () => root.unmount() };
}

describe('account hooks inside DataProvider', () => {
  it('useUser leaves the app usable as anonymous when the profile fetch answers 500', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    profileStatus = 500;
    signIn({ token: 'stale' });
    const { latest, unmount } = await mount();
    await vi.waitFor(() => expect(latest().user.status).toBe('success'));
    expect(latest().user.user).toBeNull();
    expect(readUserToken()).toBeUndefined();
    unmount();
  });

  it('useLogin signs in and puts the user under USER; useSignOut clears it', async () => {
    const { latest, unmount } = await mount();
    await vi.waitFor(() => expect(latest().user.user).toBeNull());
    await latest().login.trigger({ email: 'ada@example.com', password: 'secret-pass' });
    expect(readUserToken()).toBe('fresh-token');
    await vi.waitFor(() => expect(latest().user.user).toMatchObject({ email: 'ada@example.com' }));
    await latest().signOut.trigger();
    await vi.waitFor(() => expect(latest().user.user).toBeNull());
    expect(readUserToken()).toBeUndefined();
    unmount();
  });
});
