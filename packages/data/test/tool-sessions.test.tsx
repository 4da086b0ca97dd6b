// @vitest-environment happy-dom
import type { Asset, AssetListResponse, Job, JobListResponse, Session, UserProfile } from '@facet/contract';
import type { ServerResponse } from 'node:http';
import { act } from 'react';
import { Server } from 'socket.io';
import { unstable_serialize as unstableKey, useSWRConfig } from 'swr';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useCredits } from '../src/account-hooks';
import { useAsset, useAssetList } from '../src/asset-hooks';
import { closeCreditsDialog, creditsDialogStore } from '../src/credits-dialog';
import { jobKeys, sessionKeys } from '../src/keys';
import { useRealtime } from '../src/realtime';
import { ApiError } from '../src/request';
import { applyJobUpdate, useCreateSession, useRenameSession, useSession, useSessionJobs } from '../src/tool-sessions';
import { clearSession, signIn } from '../src/sign-in';
import { json, startLocalServer } from './local-server';
import { asset, job } from './fixtures';
import { eventually } from './eventually';
import { mountHook, settle } from './render-hook';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SESSION = '0190a000-0000-7000-8000-000000000001';
const STARTED = '0190a000-0000-7000-8000-000000000002';
const JOB = '0190a000-0000-7000-8000-00000000000a';
const STARTED_JOB = '0190a000-0000-7000-8000-00000000000b';
const user = { _id: 'u1', id: 'u1', email: 'ada@example.com', name: 'Ada' } as UserProfile;

function session(id: string, jobs: Job[], overrides: Partial<Session> = {}): Session {
  return {
    _id: id,
    id,
    type: 'retopology',
    status: 'active',
    name: null,
    input: { mesh: 'a', mode: 'swift' },
    output: {},
    messages: [],
    owner_id: 'u1',
    organization_id: null,
    jobs,
    created_at: '2026-11-22T10:00:00.000Z',
    updated_at: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

// A local server speaking the account, assets, sessions and jobs calls over a small in-memory store.
let credits = 100;
let assets: Asset[] = [];
let sessions = new Map<string, Session>();
let startStatus: 201 | 402 = 201;
let holdStart = false;
let heldStart: (() => void) | undefined;
let server: Awaited<ReturnType<typeof startLocalServer>>;

function answerStart(res: ServerResponse, body: string): void {
  if (startStatus === 402) {
    return json(res, 402, {
      message: 'You need 25 credits for this.',
      code: 'INSUFFICIENT_CREDITS',
      data: { required_credits: 25, current_credits: 3 },
    });
  }
  const { type } = JSON.parse(body) as { type: Session['type'] };
  credits -= 10;
  const created = session(STARTED, [job(STARTED_JOB, STARTED)], { type });
  sessions.set(STARTED, created);
  const answer = () => json(res, 201, created);
  if (holdStart) heldStart = answer;
  else answer();
}

beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (url.pathname === '/user/profile') return json(res, 200, user);
    if (url.pathname === '/user/credits') return json(res, 200, { credits });
    if (req.method === 'POST' && url.pathname === '/v3/sessions') return answerStart(res, req.body);
    const sessionMatch = /^\/v3\/sessions\/([^/]+)$/.exec(url.pathname);
    if (sessionMatch) {
      const found = sessions.get(sessionMatch[1]!);
      if (!found) return json(res, 404, { message: 'No such session.', code: 'NOT_FOUND' });
      if (req.method === 'PUT') {
        const renamed = { ...found, name: (JSON.parse(req.body) as { name: string | null }).name };
        sessions.set(found.id, renamed);
        return json(res, 200, renamed);
      }
      return json(res, 200, found);
    }
    if (url.pathname === '/v3/jobs') {
      const items = sessions.get(url.searchParams.get('session_id') ?? '')?.jobs ?? [];
      return json(res, 200, { results: items, items, nextCursor: null } satisfies JobListResponse);
    }
    if (url.pathname === '/v3/assets') {
      const start = Number(url.searchParams.get('cursor') ?? 0);
      const limit = Number(url.searchParams.get('limit'));
      const items = assets.slice(start, start + limit);
      const next = start + limit < assets.length ? String(start + limit) : null;
      return json(res, 200, { results: items, items, nextCursor: next } satisfies AssetListResponse);
    }
    const assetMatch = /^\/v3\/assets\/([^/]+)$/.exec(url.pathname);
    if (assetMatch) return json(res, 200, assets.find((item) => item.id === assetMatch[1]));
    res.writeHead(404).end();
  });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(server.url + '/');
  credits = 100;
  assets = ['a', 'b', 'c'].map((id) => asset(id));
  sessions = new Map([[SESSION, session(SESSION, [job(JOB, SESSION)])]]);
  startStatus = 201;
  holdStart = false;
  heldStart = undefined;
  server.seen.length = 0;
  closeCreditsDialog();
  clearSession();
  signIn({ token: 'user-token' });
});

function useHooks(sessionId: string | null) {
  return {
    config: useSWRConfig(),
    credits: useCredits(),
    create: useCreateSession(),
    rename: useRenameSession(SESSION),
    session: useSession(sessionId),
    jobs: useSessionJobs(sessionId),
    list: useAssetList({}, 2),
    detail: useAsset('a'),
  };
}
type Hooks = ReturnType<typeof useHooks>;

async function mount(sessionId: string | null, extra?: () => void) {
  /** Each commit's session and jobs, to see what a screen shows first. */
  const renders: Array<Pick<Hooks, 'session' | 'jobs'>> = [];
  const view = await mountHook(
    (id: string | null) => {
      const current = useHooks(id);
      extra?.();
      return current;
    },
    sessionId,
    (current) => renders.push({ session: current.session, jobs: current.jobs }),
  );
  await eventually(() => expect(view.latest().credits.credits).toBe(100));
  // Counts below are of the requests each test causes, not of the first load (or a late one of the test before).
  await settle();
  server.seen.length = 0;
  const { latest } = view;
  return {
    ...view,
    renders,
    applyJobUpdate: (update: Job) => act(() => applyJobUpdate(latest().config.cache, latest().config.mutate, update)),
    cached: (key: readonly unknown[]) => latest().config.cache.get(unstableKey(key))?.data,
  };
}

const requests = (method: string, path: string) =>
  server.seen.filter((req) => req.method === method && new URL(req.url, 'http://x').pathname === path).length;
const listIds = (hooks: Hooks) => hooks.list.assets.map((item) => item.id);
const retopology = { type: 'retopology', input: { mesh: '0190a000-0000-7000-8000-0000000000ff', mode: 'swift' } } as const;

describe('useCreateSession', () => {
  it('puts the started session and its jobs in the cache at once, and re-reads the balance', async () => {
    const view = await mount(null);
    let created: Session | undefined;
    await act(async () => {
      created = await view.latest().create.trigger(retopology);
    });
    expect(JSON.parse(server.seen.find((req) => req.method === 'POST')!.body)).toEqual(retopology);
    expect(created?.jobs.map((item) => item.id)).toEqual([STARTED_JOB]);
    expect(view.cached(sessionKeys.detail(STARTED))).toEqual(created);
    expect(view.cached(jobKeys.bySession(STARTED))).toEqual({ results: created?.jobs, items: created?.jobs, nextCursor: null });

    const before = view.renders.length;
    await view.show(STARTED);
    const first = view.renders.slice(before).find((render) => render.session.session);
    expect(first?.session.status).toBe('success');
    expect(first?.jobs.jobs?.[0]?.status).toBe('queued');

    await eventually(() => expect(view.latest().credits.credits).toBe(90));
    expect(requests('GET', '/user/credits')).toBe(1);
    await view.unmount();
  });

  it('answers a short balance with ApiError INSUFFICIENT_CREDITS and opens the credits dialog, once', async () => {
    startStatus = 402;
    const view = await mount(null);
    let failure: unknown;
    await act(async () => {
      await view
        .latest()
        .create.trigger({ type: 'retopology', input: { mesh: '0190a000-0000-7000-8000-0000000000ff', mode: 'precision' } })
        .catch((error: unknown) => (failure = error));
    });
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'INSUFFICIENT_CREDITS', status: 402, data: { required_credits: 25, current_credits: 3 } });
    expect({ ...creditsDialogStore }).toEqual({ isOpen: true, requiredCredits: 25, currentCredits: 3 });
    // Nothing was charged: one request, nothing cached for the session, no balance re-read.
    expect(requests('POST', '/v3/sessions')).toBe(1);
    expect(view.cached(sessionKeys.detail(STARTED))).toBeUndefined();
    expect(requests('GET', '/user/credits')).toBe(0);
    await view.unmount();
  });

  it('keeps a job update that arrived before the answer of its start', async () => {
    holdStart = true;
    const view = await mount(null);
    let pending: Promise<Session> | undefined;
    await act(async () => {
      pending = view.latest().create.trigger(retopology);
    });
    await eventually(() => expect(heldStart).toBeDefined());
    const running = job(STARTED_JOB, STARTED, { status: 'running', progress: 0.3, updated_at: '2026-11-22T10:00:02.000Z' });
    await view.applyJobUpdate(running);
    await act(async () => {
      heldStart!();
      await pending;
    });
    expect((view.cached(sessionKeys.detail(STARTED)) as Session).jobs).toEqual([running]);
    expect((view.cached(jobKeys.bySession(STARTED)) as JobListResponse).items).toEqual([running]);
    await view.unmount();
  });
});

describe('useRenameSession', () => {
  it("puts the server's answer under the session", async () => {
    const view = await mount(SESSION);
    await eventually(() => expect(view.latest().session.session?.id).toBe(SESSION));
    await act(async () => {
      await view.latest().rename.trigger('Low-poly chair');
    });
    expect(view.latest().session.session?.name).toBe('Low-poly chair');
    expect(JSON.parse(server.seen.find((req) => req.method === 'PUT')!.body)).toEqual({ name: 'Low-poly chair' });
    await view.unmount();
  });
});

describe('applyJobUpdate over a loaded cache', () => {
  async function mountLoaded(extra?: () => void) {
    const view = await mount(SESSION, extra);
    await eventually(() => expect(listIds(view.latest())).toEqual(['a', 'b']));
    await eventually(() => expect(view.latest().detail.asset?.id).toBe('a'));
    await eventually(() => expect(view.latest().session.session?.jobs.length).toBe(1));
    await eventually(() => expect(view.latest().jobs.jobs?.length).toBe(1));
    server.seen.length = 0;
    return view;
  }
  const running = job(JOB, SESSION, { status: 'running', progress: 0.5, stage: 'Simplifying', updated_at: '2026-11-22T10:00:05.000Z' });

  it('merges a running job into the listed asset in the list and detail, the job list and the session', async () => {
    const view = await mountLoaded();
    await view.applyJobUpdate(running);
    const hooks = view.latest();
    expect(hooks.list.assets.map((item) => item.jobs)).toEqual([[running], []]);
    expect(hooks.detail.asset?.jobs).toEqual([running]);
    expect(hooks.jobs.jobs).toEqual([running]);
    expect(hooks.session.session?.jobs).toEqual([running]);
    // Progress costs no request.
    await settle();
    expect(server.seen).toEqual([]);
    await view.unmount();
  });

  it('on success keeps the job as settled everywhere, re-reads the balance and reloads the lists', async () => {
    const view = await mountLoaded();
    await view.applyJobUpdate(running);
    const succeeded = job(JOB, SESSION, { status: 'succeeded', progress: 1, assets: ['a', 'out'], updated_at: '2026-11-22T10:00:09.000Z' });
    // The worker made `out`; this tab missed its asset_update.
    assets = [asset('out', { jobs: [succeeded] }), ...assets.map((item) => (item.id === 'a' ? { ...item, jobs: [succeeded] } : item))];
    await view.applyJobUpdate(succeeded);
    expect(view.latest().jobs.jobs).toEqual([succeeded]);
    expect(view.latest().session.session?.jobs).toEqual([succeeded]);
    expect(view.latest().detail.asset?.jobs).toEqual([succeeded]);
    await eventually(() => expect(listIds(view.latest())).toEqual(['out', 'a']));
    expect(view.latest().list.assets[1]?.jobs).toEqual([succeeded]);
    await eventually(() => expect(requests('GET', '/user/credits')).toBe(1));
    await view.unmount();
  });

  it('on success reloads every loaded page, so a new asset shows though no loaded asset held the job', async () => {
    const view = await mountLoaded();
    // The job read `c`, which is on a page not loaded yet.
    const succeeded = job(JOB, SESSION, { status: 'succeeded', progress: 1, assets: ['c', 'out'], updated_at: '2026-11-22T10:00:09.000Z' });
    assets = [asset('out', { jobs: [succeeded] }), ...assets];
    await view.applyJobUpdate(succeeded);
    await eventually(() => expect(listIds(view.latest())).toEqual(['out', 'a']));
    await view.unmount();
  });

  it('on failure shows the refund and keeps the failed job; a repeat of the update asks for nothing', async () => {
    const view = await mountLoaded();
    const failed = job(JOB, SESSION, {
      status: 'failed',
      error: 'The mesh has no faces.',
      refunded: true,
      updated_at: '2026-11-22T10:00:09.000Z',
    });
    credits = 110;
    await view.applyJobUpdate(failed);
    await eventually(() => expect(view.latest().credits.credits).toBe(110));
    expect(view.latest().jobs.jobs).toEqual([failed]);
    expect(view.latest().list.assets[0]?.jobs).toEqual([failed]);
    await view.applyJobUpdate({ ...failed });
    await settle();
    expect(requests('GET', '/user/credits')).toBe(1);
    expect(requests('GET', '/v3/assets')).toBe(0);
    await view.unmount();
  });

  /**
   * A socket server that, as the API does, puts each connection in its user's room at once; `join`
   * is counted (the client asks for its room on every connect).
   */
  async function startSocketServer() {
    const io = new Server(0, { cors: { origin: true, credentials: true } });
    const port = await new Promise<number>((resolve) => {
      io.httpServer.on('listening', () => resolve((io.httpServer.address() as { port: number }).port));
      if (io.httpServer.listening) resolve((io.httpServer.address() as { port: number }).port);
    });
    let joins = 0;
    io.on('connection', (socket) => {
      void socket.join('user:u1');
      socket.on('join', () => {
        joins += 1;
      });
    });
    return { io, url: `http://127.0.0.1:${port}`, joins: () => joins, close: () => new Promise<void>((resolve) => io.close(() => resolve())) };
  }

  it('takes job_update from the socket', async () => {
    const sockets = await startSocketServer();
    const view = await mountLoaded(() => useRealtime({ userId: 'u1', token: 'user-token', url: sockets.url }));
    await eventually(() => expect(sockets.joins()).toBe(1));

    sockets.io.to('user:u1').emit('job_update', running);
    await eventually(() => expect(view.latest().session.session?.jobs[0]?.status).toBe('running'));
    expect(view.latest().detail.asset?.jobs).toEqual([running]);

    await view.unmount();
    await sockets.close();
  }, 15_000);

  it('on connect reads again a run that has not settled: an update sent before the socket was in the room is not lost', async () => {
    const sockets = await startSocketServer();
    // The socket connects only once the page has read the run, as on a slow connect after a reload.
    let connect = false;
    const view = await mountLoaded(() => useRealtime(connect ? { userId: 'u1', token: 'user-token', url: sockets.url } : null));
    expect(view.latest().session.session?.jobs[0]?.status).toBe('queued');
    // The run settled while no socket listened: its job_update went to nobody.
    const succeeded = job(JOB, SESSION, { status: 'succeeded', progress: 1, stage: 'Done', updated_at: '2026-11-22T10:00:09.000Z' });
    sessions.set(SESSION, session(SESSION, [succeeded], { status: 'succeeded' }));

    connect = true;
    await view.show(SESSION);
    await eventually(() => expect(sockets.joins()).toBe(1));
    await eventually(() => expect(view.latest().session.session?.jobs[0]?.status).toBe('succeeded'));
    await eventually(() => expect(view.latest().jobs.jobs?.[0]?.status).toBe('succeeded'));
    expect(requests('GET', `/v3/sessions/${SESSION}`)).toBe(1);
    // A first connect does not read the asset lists again: they were just read.
    expect(requests('GET', '/v3/assets')).toBe(0);

    // A settled run is not read again on the next connect; after a drop the asset lists and the balance are.
    server.seen.length = 0;
    credits = 70;
    // The connection drops (not a disconnect the server asked for, after which a client stays away).
    for (const socket of sockets.io.sockets.sockets.values()) socket.conn.close();
    await eventually(() => expect(sockets.joins()).toBe(2), 5_000);
    await eventually(() => expect(view.latest().credits.credits).toBe(70));
    await eventually(() => expect(requests('GET', '/v3/assets')).toBeGreaterThan(0));
    expect(requests('GET', `/v3/sessions/${SESSION}`)).toBe(0);

    await view.unmount();
    await sockets.close();
  }, 15_000);
});
