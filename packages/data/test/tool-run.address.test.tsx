// @vitest-environment happy-dom
import { type Job, type JobListResponse, retopologyTool, type Session, type UserProfile } from '@facet/contract';
import { act } from 'react';
import { useSWRConfig } from 'swr';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useUser } from '../src/account-hooks';
import { clearSession, signIn } from '../src/sign-in';
import { useToolRun } from '../src/tool-run';
import { applyJobUpdate, useActiveJobs } from '../src/tool-sessions';
import { asset, job } from './fixtures';
import { json, startLocalServer } from './local-server';
import { eventually } from './eventually';
import { mountHook } from './render-hook';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const MESH = '0190a000-0000-7000-8000-0000000000aa';
const RUNNING = '0190a000-0000-7000-8000-000000000001';
const STARTED = '0190a000-0000-7000-8000-000000000002';
const NOT_YOURS = '0190a000-0000-7000-8000-000000000009';
const user = { _id: 'u1', id: 'u1', email: 'ada@example.com', name: 'Ada', monetization_config: { can_access_retopo_swift: true }, onboarding: { skipped: false, completed_steps: ['upload_asset'], done: false } } as unknown as UserProfile;

function session(id: string, jobs: Job[]): Session {
  return {
    _id: id,
    id,
    type: 'retopology',
    status: 'active',
    name: null,
    input: { mesh: MESH, mode: 'swift', target_triangles: 500, lods: 3 },
    output: {},
    messages: [],
    owner_id: 'u1',
    organization_id: null,
    jobs,
    created_at: '2026-11-22T10:00:00.000Z',
    updated_at: '2026-11-22T10:00:00.000Z',
  };
}

const runningJob = job('j-running', RUNNING, { assets: [MESH], status: 'running', progress: 0.4, stage: 'Simplifying' });

// A local server speaking the calls a tool page makes: the account, the input, sessions and jobs.
let sessions = new Map<string, Session>();
let server: Awaited<ReturnType<typeof startLocalServer>>;

beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (url.pathname === '/user/profile') return json(res, 200, user);
    if (req.method === 'POST' && url.pathname === '/user/onboarding/update') {
      const { step } = JSON.parse(req.body) as { step: string };
      const onboarding = user.onboarding ?? { skipped: false, completed_steps: [] };
      return json(res, 200, { ...user, onboarding: { ...onboarding, completed_steps: [...onboarding.completed_steps, step] } });
    }
    if (url.pathname === '/user/credits') return json(res, 200, { credits: 100 });
    if (req.method === 'POST' && url.pathname === '/v3/sessions') {
      const created = session(STARTED, [job('j-started', STARTED, { assets: [MESH] })]);
      sessions.set(STARTED, created);
      return json(res, 201, created);
    }
    const sessionMatch = /^\/v3\/sessions\/([^/]+)$/.exec(url.pathname);
    if (sessionMatch) {
      const found = sessions.get(sessionMatch[1]!);
      return found ? json(res, 200, found) : json(res, 404, { message: 'No such session.', code: 'NOT_FOUND' });
    }
    if (url.pathname === '/v3/jobs' && url.searchParams.get('status') === 'active') {
      const items = [...sessions.values()].flatMap((item) => item.jobs).filter((item) => item.status === 'queued' || item.status === 'running');
      return json(res, 200, { results: items, items, nextCursor: null } satisfies JobListResponse);
    }
    if (url.pathname === '/v3/assets') return json(res, 200, { results: [], items: [], nextCursor: null });
    if (url.pathname === `/v3/assets/${MESH}`) return json(res, 200, asset(MESH, { name: 'Armchair' }));
    res.writeHead(404).end();
  });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(server.url + '/');
  sessions = new Map([[RUNNING, session(RUNNING, [runningJob])]]);
  server.seen.length = 0;
  clearSession();
  signIn({ token: 'user-token' });
});

/** A tool page's run, with its address as the page keeps it (the `session_id` it was opened with, then the ones it is given). */
async function mount(sessionId: string | null) {
  const address: { sessionId: string | null; changes: (string | null)[] } = { sessionId, changes: [] };
  const statuses: string[] = [];
  const view = await mountHook(
    (id: string | null) => ({
      run: useToolRun(retopologyTool, { mode: 'swift', target_triangles: 500, lods: 1 }, { onLocked: () => undefined }, {
        sessionId: id,
        onSessionChange: (next) => {
          address.changes.push(next);
          address.sessionId = next;
        },
      }),
      active: useActiveJobs(),
      user: useUser().user,
      config: useSWRConfig(),
    }),
    sessionId,
    (current) => {
      if (statuses.at(-1) !== current.run.status) statuses.push(current.run.status);
    },
  );
  return { ...view, statuses, address };
}

const sessionReads = () => server.seen.filter((req) => new URL(req.url, 'http://x').pathname.startsWith('/v3/sessions/')).length;

describe('a tool run named in the address (session_id)', () => {
  it('is read, never shown as a blank form: loading, then its progress on the input it was started on', async () => {
    const view = await mount(RUNNING);
    await eventually(() => expect(view.latest().run.status).toBe('running'));
    expect(view.statuses[0]).toBe('loading');
    expect(view.statuses).not.toContain('idle');
    expect(view.latest().run.pickedId).toBe(MESH);
    expect(view.latest().run.progress).toEqual({ fraction: 0.4, stage: 'Simplifying' });
    await eventually(() => expect(view.latest().run.picked?.name).toBe('Armchair'));
    await view.unmount();
  });

  it('follows the job live after a reload: a job update settles the run shown', async () => {
    const view = await mount(RUNNING);
    await eventually(() => expect(view.latest().run.status).toBe('running'));
    const done = { ...runningJob, status: 'succeeded' as const, progress: 1, assets: [MESH, 'out-1'], updated_at: '2026-11-22T10:01:00.000Z' };
    await act(() => applyJobUpdate(view.latest().config.cache, view.latest().config.mutate, done));
    await eventually(() => expect(view.latest().run.status).toBe('succeeded'));
    expect(view.latest().run.outputIds).toEqual(['out-1']);
    await view.unmount();
  });

  it('says a run that is not the person\'s is missing, and shows the empty form', async () => {
    const view = await mount(NOT_YOURS);
    await eventually(() => expect(view.latest().run.isRunMissing).toBe(true));
    expect(view.latest().run.status).toBe('idle');
    expect(view.latest().run.pickedId).toBeUndefined();
    await view.unmount();
  });

  it('ignores an address value that is no session id, without asking the server', async () => {
    const view = await mount('latest');
    await eventually(() => expect(view.latest().run.status).toBe('idle'));
    expect(view.latest().run.isRunMissing).toBe(false);
    expect(sessionReads()).toBe(0);
    await view.unmount();
  });

  it('puts a started run in the address, and takes it out on Start over', async () => {
    const view = await mount(null);
    await act(async () => view.latest().run.pick(MESH));
    await act(async () => view.latest().run.start());
    await eventually(() => expect(view.address.changes).toEqual([STARTED]));
    await view.show(STARTED);
    await eventually(() => expect(view.latest().run.status).toBe('queued'));
    await act(async () => view.latest().run.reset());
    expect(view.address.changes).toEqual([STARTED, null]);
    await view.show(null);
    // The input stays picked for the next run.
    expect(view.latest().run.pickedId).toBe(MESH);
    expect(view.latest().run.status).toBe('idle');
    await view.unmount();
  });
});

describe('the getting-started checklist', () => {
  const stepsSent = () =>
    server.seen.filter((req) => new URL(req.url, 'http://x').pathname === '/user/onboarding/update').map((req) => (JSON.parse(req.body) as { step: string }).step);

  it('ticks "Run a tool" once a run starts, and the profile shows it', async () => {
    const view = await mount(null);
    await act(async () => view.latest().run.pick(MESH));
    await act(async () => view.latest().run.start());
    await eventually(() => expect(stepsSent()).toEqual(['run_tool']));
    await eventually(() => expect(view.latest().user?.onboarding.completed_steps).toContain('run_tool'));
    await view.unmount();
  });

  it('does not ask again when the step is already done', async () => {
    const before = user.onboarding;
    user.onboarding = { skipped: false, completed_steps: ['run_tool'], done: false };
    try {
      const view = await mount(null);
      await eventually(() => expect(view.latest().user).toBeDefined());
      await act(async () => view.latest().run.pick(MESH));
      await act(async () => view.latest().run.start());
      await eventually(() => expect(view.address.changes).toEqual([STARTED]));
      expect(stepsSent()).toEqual([]);
      await view.unmount();
    } finally {
      user.onboarding = before;
    }
  });
});

describe('useActiveJobs', () => {
  it('lists the runs in progress with their input names, and takes a run started elsewhere first', async () => {
    const view = await mount(null);
    await eventually(() => expect(view.latest().active.jobs?.map((item) => item.id)).toEqual(['j-running']));
    await eventually(() => expect(view.latest().active.inputName(runningJob)).toBe('Armchair'));
    const elsewhere = job('j-elsewhere', STARTED, { assets: [MESH], status: 'running', progress: 0.1 });
    await act(() => applyJobUpdate(view.latest().config.cache, view.latest().config.mutate, elsewhere));
    await eventually(() => expect(view.latest().active.jobs?.map((item) => item.id)).toEqual(['j-elsewhere', 'j-running']));
    await view.unmount();
  });
});
