import type { Asset, Job, JobListResponse, Session, TokenResponse } from '@facet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSignIn, call, json, NO_AUTH_LIMIT, register } from './accounts-helpers';
import { databaseTargets, startTestServer, type TestServer } from './helpers';
import { credits, setTier, settledJob, startRetopology, uploadGrid } from './sessions-helpers';
import { connected, recordSocketEvents, socketFor, waitForSocketEvent } from './socket-helpers';

/** Rows of the tables a start writes, to show a refused start wrote nothing. */
async function written(server: TestServer): Promise<{ sessions: number; jobs: number; ledger: number; queued: number }> {
  const count = async (sql: string) => Number((await server.database.executeSql(sql)).rows[0]?.count ?? 0);
  return {
    sessions: await count('SELECT count(*)::int AS count FROM sessions'),
    jobs: await count('SELECT count(*)::int AS count FROM jobs'),
    ledger: await count('SELECT count(*)::int AS count FROM credit_ledger'),
    queued: await count(`SELECT count(*)::int AS count FROM pgboss.job WHERE name = 'tool-jobs'`),
  };
}

describe.each(databaseTargets())('sessions and jobs on $kind (no worker)', (target) => {
  let server: TestServer;
  let admin: TokenResponse;
  let ada: TokenResponse;
  let bob: TokenResponse;
  let adaMesh: Asset;

  beforeAll(async () => {
    server = await startTestServer(target, { ...NO_AUTH_LIMIT, PREVIEW_RENDERER: 'off', TOOL_WORKER: 'off', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' });
    admin = await adminSignIn(server);
    ada = await register(server, 'ada@example.com');
    bob = await register(server, 'bob@example.com');
    await setTier(server, admin.token, ada, 'starter');
    await setTier(server, admin.token, bob, 'pro');
    adaMesh = await uploadGrid(server, ada.token, 10);
    // The queue's schema exists before the counts below are taken.
    await server.app.services.queue();
  }, 60_000);
  afterAll(() => server.close());

  describe('POST /v3/sessions', () => {
    it('requires authentication', async () => {
      expect(await json(await startRetopology(server, '', { mesh: adaMesh.id }), 401)).toMatchObject({ code: 'UNAUTHENTICATED' });
    });

    it("answers 404 for someone else's mesh, and writes nothing", async () => {
      const before = await written(server);
      expect(await json(await startRetopology(server, bob.token, { mesh: adaMesh.id }), 404)).toMatchObject({ code: 'NOT_FOUND' });
      expect(await written(server)).toEqual(before);
    });

    it('validates the input of each session type', async () => {
      const bad = async (body: unknown) => json<{ code: string; message: string }>(await call(server, 'POST', '/v3/sessions', { token: ada.token, body }), 400);
      expect(await bad({ type: 'retopology', input: {} })).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(await bad({ type: 'retopology', input: { mesh: adaMesh.id, mode: 'fast' } })).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(await bad({ type: 'retopology', input: { mesh: adaMesh.id, target_triangles: 2 } })).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(await bad({ type: 'retopology', input: { mesh: adaMesh.id, lods: 4 } })).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(await bad({ type: 'teleport', input: {} })).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(await bad({ type: 'image_to_3d', input: { image: 'not-an-id' } })).toMatchObject({ code: 'VALIDATION_FAILED' });
      // The grid has 200 triangles: a target of 200 or more is no retopology.
      const tooMany = await bad({ type: 'retopology', input: { mesh: adaMesh.id, target_triangles: 200 } });
      expect(tooMany.message).toBe("The target must be below the mesh's 200 triangles.");
    });

    it('refuses a tool the plan does not include (403 TOOL_LOCKED), and writes nothing', async () => {
      const free = await register(server, 'free@example.com');
      const mesh = await uploadGrid(server, free.token, 4);
      const before = await written(server);
      const refused = await json<{ code: string; message: string }>(await startRetopology(server, free.token, { mesh: mesh.id }), 403);
      expect(refused).toMatchObject({ code: 'TOOL_LOCKED', message: 'Your plan does not include this tool. Upgrade your plan to use it.' });
      // Starter has swift but not precision.
      expect(await json(await startRetopology(server, ada.token, { mesh: adaMesh.id, mode: 'precision' }), 403)).toMatchObject({ code: 'TOOL_LOCKED' });
      expect(await written(server)).toEqual(before);
      expect(await credits(server, free.token)).toBe(100);
    });

    it('answers 501 TOOL_UNAVAILABLE for a tool whose engine is not built, and charges nothing', async () => {
      const before = await written(server);
      const body = await json(await call(server, 'POST', '/v3/sessions', { token: bob.token, body: { type: 'chat_to_3d', input: { prompt: 'A small brass lantern' } } }), 501);
      expect(body).toEqual({ code: 'TOOL_UNAVAILABLE', message: 'This tool cannot run on this server yet. Nothing was charged.' });
      expect(await written(server)).toEqual(before);
    });

    it('refuses a mesh of the wrong type (409)', async () => {
      const folder = await json<Asset>(await call(server, 'POST', '/v3/assets', { token: ada.token, body: { type: 'folder', name: 'Props' } }), 201);
      expect(await json(await startRetopology(server, ada.token, { mesh: folder.id }), 409)).toMatchObject({ code: 'CONFLICT' });
    });

    it('charges, records the ledger row, and queues one job, in one go', async () => {
      const socket = socketFor(server, ada.token);
      await connected(socket);
      const jobUpdate = waitForSocketEvent<Job>(socket, 'job_update');
      const before = await written(server);
      const balance = await credits(server, ada.token);
      const session = await json<Session>(await startRetopology(server, ada.token, { mesh: adaMesh.id, target_triangles: 50 }), 201);
      expect(session).toMatchObject({ type: 'retopology', status: 'active', input: { mesh: adaMesh.id, mode: 'swift', target_triangles: 50, lods: 1 } });
      expect(session.jobs).toHaveLength(1);
      expect(session.jobs[0]).toMatchObject({ status: 'queued', credits: 10, assets: [adaMesh.id], progress: 0, refunded: false });
      expect(await credits(server, ada.token)).toBe(balance - 10);
      expect(await written(server)).toEqual({
        sessions: before.sessions + 1,
        jobs: before.jobs + 1,
        ledger: before.ledger + 1,
        queued: before.queued + 1,
      });
      expect((await jobUpdate).id).toBe(session.jobs[0]!.id);
      // The queued job rides on its input asset, in the list and the detail, for the card's badge.
      const detail = await json<Asset>(await call(server, 'GET', `/v3/assets/${adaMesh.id}`, { token: ada.token }), 200);
      expect(detail.jobs.map((job) => job.id)).toContain(session.jobs[0]!.id);
      const list = await json<{ items: Asset[] }>(await call(server, 'GET', '/v3/assets?limit=50', { token: ada.token }), 200);
      expect(list.items.find((asset) => asset.id === adaMesh.id)?.jobs).toEqual(expect.arrayContaining([expect.objectContaining({ status: 'queued' })]));
      socket.disconnect();
    });

    it('refuses a start the balance cannot pay (402 with the counts), and writes nothing', async () => {
      const poor = await register(server, 'poor@example.com');
      await setTier(server, admin.token, poor, 'pro');
      const mesh = await uploadGrid(server, poor.token, 4);
      await server.app.services.credits.apply({ userId: poor.user.id, amount: -95, reason: 'admin_adjustment', reference: 'test-poor' });
      const before = await written(server);
      const body = await json<{ code: string; data: unknown }>(await startRetopology(server, poor.token, { mesh: mesh.id, mode: 'precision' }), 402);
      expect(body).toMatchObject({ code: 'INSUFFICIENT_CREDITS', data: { required_credits: 25, current_credits: 5 } });
      expect(await written(server)).toEqual(before);
      expect(await credits(server, poor.token)).toBe(5);
    });
  });

  describe('GET /v3/sessions/:id, PUT /v3/sessions/:id, GET /v3/jobs', () => {
    let session: Session;
    beforeAll(async () => {
      session = await json<Session>(await startRetopology(server, ada.token, { mesh: adaMesh.id }), 201);
    });

    it('requires authentication', async () => {
      expect((await call(server, 'GET', `/v3/sessions/${session.id}`)).status).toBe(401);
      expect((await call(server, 'GET', `/v3/jobs?session_id=${session.id}`)).status).toBe(401);
    });

    it("answers 404 for someone else's session", async () => {
      expect(await json(await call(server, 'GET', `/v3/sessions/${session.id}`, { token: bob.token }), 404)).toMatchObject({ code: 'NOT_FOUND' });
      expect((await call(server, 'PUT', `/v3/sessions/${session.id}`, { token: bob.token, body: { name: 'Mine' } })).status).toBe(404);
      expect((await call(server, 'GET', `/v3/jobs?session_id=${session.id}`, { token: bob.token })).status).toBe(404);
    });

    it('reads, renames and lists the jobs of the session', async () => {
      const read = await json<Session>(await call(server, 'GET', `/v3/sessions/${session.id}`, { token: ada.token }), 200);
      expect(read.jobs.map((job) => job.id)).toEqual(session.jobs.map((job) => job.id));
      const renamed = await json<Session>(await call(server, 'PUT', `/v3/sessions/${session.id}`, { token: ada.token, body: { name: 'Chair LODs' } }), 200);
      expect(renamed.name).toBe('Chair LODs');
      expect(await json(await call(server, 'PUT', `/v3/sessions/${session.id}`, { token: ada.token, body: {} }), 400)).toMatchObject({ code: 'VALIDATION_FAILED' });
      const jobs = await json<JobListResponse>(await call(server, 'GET', `/v3/jobs?session_id=${session.id}`, { token: ada.token }), 200);
      expect(jobs.items.map((job) => job.id)).toEqual(session.jobs.map((job) => job.id));
      expect(jobs.nextCursor).toBeNull();
      expect((await call(server, 'GET', '/v3/jobs', { token: ada.token })).status).toBe(400);
    });

    it('lists the runs in progress with status=active: only the caller\'s, newest first, and never with a session_id too', async () => {
      expect((await call(server, 'GET', '/v3/jobs?status=active')).status).toBe(401);
      // No worker runs here: every job started stays queued.
      const later = await json<Session>(await startRetopology(server, ada.token, { mesh: adaMesh.id }), 201);
      const active = await json<JobListResponse>(await call(server, 'GET', '/v3/jobs?status=active', { token: ada.token }), 200);
      const ids = active.items.map((job) => job.id);
      expect(ids.indexOf(later.jobs[0]!.id)).toBeLessThan(ids.indexOf(session.jobs[0]!.id));
      expect(ids.indexOf(session.jobs[0]!.id)).toBeGreaterThanOrEqual(0);
      expect(active.items.every((job) => job.status === 'queued' || job.status === 'running')).toBe(true);
      expect(active.nextCursor).toBeNull();
      const bobs = await json<JobListResponse>(await call(server, 'GET', '/v3/jobs?status=active', { token: bob.token }), 200);
      expect(bobs.items.filter((job) => ids.includes(job.id))).toEqual([]);
      const both = await call(server, 'GET', `/v3/jobs?status=active&session_id=${session.id}`, { token: ada.token });
      expect(await json(both, 400)).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(await json(await call(server, 'GET', '/v3/jobs?status=running', { token: ada.token }), 400)).toMatchObject({ code: 'VALIDATION_FAILED' });
    });

    it('answers the chat call of magic edit honestly: not on this server yet', async () => {
      const path = `/v3/sessions/chat-to-3d/${session.id}/send-message`;
      expect((await call(server, 'POST', path, { token: bob.token, body: { message: 'make it red' } })).status).toBe(404);
      // A retopology session is no chat.
      expect((await call(server, 'POST', path, { token: ada.token, body: { message: 'make it red' } })).status).toBe(404);
    });
  });

  it('takes exactly as many of 200 concurrent starts as the balance pays for', async () => {
    const rich = await register(server, 'rich@example.com');
    await setTier(server, admin.token, rich, 'starter');
    const mesh = await uploadGrid(server, rich.token, 4);
    // 37 runs of 10 credits.
    await server.app.services.credits.apply({ userId: rich.user.id, amount: 270, reason: 'admin_adjustment', reference: 'test-rich' });
    const answers = await Promise.all(Array.from({ length: 200 }, () => startRetopology(server, rich.token, { mesh: mesh.id })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(37);
    expect(statuses.filter((status) => status === 402)).toHaveLength(163);
    expect(await credits(server, rich.token)).toBe(0);
    const rows = async (sql: string) => (await server.database.executeSql(sql, [rich.user.id])).rows;
    expect(await rows('SELECT id FROM jobs WHERE owner_id = $1')).toHaveLength(37);
    const ledger = await rows('SELECT amount, balance_after FROM credit_ledger WHERE user_id = $1 ORDER BY id');
    expect(ledger.reduce((sum, row) => sum + Number(row.amount), 0)).toBe(0);
    expect(ledger.at(-1)?.balance_after).toBe(0);
    expect(ledger.filter((row) => Number(row.amount) === -10)).toHaveLength(37);
    // In id order, the history reads as it happened: each balance is the one before it plus the change.
    ledger.reduce((before, row) => {
      expect(Number(row.balance_after)).toBe(before + Number(row.amount));
      return Number(row.balance_after);
    }, 0);
  }, 120_000);
});

describe.each(databaseTargets())('the tool worker on $kind', (target) => {
  let server: TestServer;
  let ada: TokenResponse;

  beforeAll(async () => {
    server = await startTestServer(target, { ...NO_AUTH_LIMIT, PREVIEW_RENDERER: 'off', TOOL_WORKER: 'on', JOB_RETRY_LIMIT: '0' });
    const admin = await adminSignIn(server);
    ada = await register(server, 'ada@example.com');
    await setTier(server, admin.token, ada, 'pro');
  }, 60_000);
  afterAll(() => server.close());

  it('runs retopology: progress and the result arrive live, the LODs are new assets next to the input', async () => {
    const folder = await json<Asset>(await call(server, 'POST', '/v3/assets', { token: ada.token, body: { type: 'folder', name: 'Props' } }), 201);
    const mesh = await uploadGrid(server, ada.token, 30, 'Terrain');
    await json(await call(server, 'POST', '/v3/assets/batch/parent', { token: ada.token, body: { asset_ids: [mesh.id], parent_id: folder.id } }), 200);
    const socket = socketFor(server, ada.token);
    await connected(socket);
    const jobUpdates = recordSocketEvents<Job>(socket, 'job_update');
    const assetUpdates = recordSocketEvents<Asset>(socket, 'asset_update');
    const balance = await credits(server, ada.token);

    const session = await json<Session>(await startRetopology(server, ada.token, { mesh: mesh.id, mode: 'precision', target_triangles: 400, lods: 2 }), 201);
    const job = await settledJob(server, ada.token, session.id);
    expect(job).toMatchObject({ status: 'succeeded', progress: 1, error: null, refunded: false, engine: 'Built-in CPU engine' });
    expect(job.report).toMatchObject({ mode: 'precision', triangles_before: 1800 });
    expect(Number(job.report?.triangles_after)).toBeGreaterThan(300);
    expect(Number(job.report?.triangles_after)).toBeLessThan(500);
    expect(await credits(server, ada.token)).toBe(balance - 25);

    const read = await json<Session>(await call(server, 'GET', `/v3/sessions/${session.id}`, { token: ada.token }), 200);
    expect(read.status).toBe('succeeded');
    const [lod0, lod1, quadObj, ...more] = read.output.meshes as string[];
    expect(more).toEqual([]);
    const meshes = [lod0!, lod1!];
    expect(job.assets).toEqual([mesh.id, ...meshes, quadObj]);
    // The first LOD's quads, which a GLB cannot hold, as an OBJ viewed through that LOD's GLB.
    const obj = await json<Asset>(await call(server, 'GET', `/v3/assets/${quadObj}`, { token: ada.token }), 200);
    expect(obj).toMatchObject({ type: 'mesh', name: 'Terrain (retopology precision, LOD0 quads, OBJ)', data: { format: 'obj', quad_count: job.report?.quads } });
    const objFile = await fetch(`${server.url}${obj.data.file_url}`);
    expect(objFile.headers.get('content-disposition')).toContain('filename="Terrain-retopology-precision-LOD0-quads-OBJ.obj"');
    expect((await objFile.text()).split('\n').filter((line) => /^f( \S+){4}$/.test(line))).toHaveLength(Number(job.report?.quads));
    const objView = await fetch(`${server.url}${obj.data.view_file_url}`);
    expect(new TextDecoder().decode((await objView.arrayBuffer()).slice(0, 4))).toBe('glTF');
    for (const [index, id] of meshes.entries()) {
      const output = await json<Asset>(await call(server, 'GET', `/v3/assets/${id}`, { token: ada.token }), 200);
      expect(output).toMatchObject({ type: 'mesh', parent_id: folder.id, session_id: session.id, name: `Terrain (retopology precision, LOD${index})` });
      expect(output.data).toMatchObject({ source_asset_id: mesh.id, format: 'glb' });
      const file = await fetch(output.data.file_url!.startsWith('/') ? `${server.url}${output.data.file_url}` : output.data.file_url!);
      expect(file.status).toBe(200);
      expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 4))).toBe('glTF');
    }

    // Live: running with progress, then succeeded; and each new asset. Across API nodes events may
    // arrive out of order, so they are read in the order of `updated_at`, as the browser merges them.
    // Often all arrived already (the job's update is sent before the session reads as settled): wait
    // only for what has not.
    const arrived = () => jobUpdates.some((update) => update.id === job.id && update.status === 'succeeded') && meshes.every((id) => assetUpdates.some((asset) => asset.id === id));
    for (const until = Date.now() + 10_000; !arrived() && Date.now() < until; ) await new Promise((resolve) => setTimeout(resolve, 20));
    const mine = jobUpdates.filter((update) => update.id === job.id).sort((a, b) => a.updated_at.localeCompare(b.updated_at));
    expect(mine.map((update) => update.status)).toContain('running');
    expect(mine.at(-1)?.status).toBe('succeeded');
    const progress = mine.map((update) => update.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(assetUpdates.map((asset) => asset.id)).toEqual(expect.arrayContaining(meshes));
    socket.disconnect();
  }, 60_000);

  it('fails a job whose input cannot be read, refunds it once, and says why', async () => {
    const mesh = await uploadGrid(server, ada.token, 6, 'Broken');
    // The stored file goes bad after the upload was checked.
    const row = (await server.database.executeSql('SELECT data FROM assets WHERE id = $1', [mesh.id])).rows[0] as { data: { file_key: string } };
    await server.app.services.storage.put(row.data.file_key, new TextEncoder().encode('not a mesh any more'), 'model/gltf-binary');
    const balance = await credits(server, ada.token);

    const session = await json<Session>(await startRetopology(server, ada.token, { mesh: mesh.id }), 201);
    const job = await settledJob(server, ada.token, session.id);
    expect(job).toMatchObject({ status: 'failed', refunded: true });
    // Charged at the start (the worker may refund it before a balance read could see the charge).
    const charge = await server.database.executeSql(`SELECT amount FROM credit_ledger WHERE reason = 'tool_run' AND reference = $1`, [job.id]);
    expect(charge.rows).toEqual([{ amount: -10 }]);
    expect(job.error).toMatch(/^The mesh could not be read/);
    expect(await credits(server, ada.token)).toBe(balance);
    // Settling it again changes nothing.
    await server.app.services.worker.fail(job.id, 'again');
    expect(await credits(server, ada.token)).toBe(balance);
    const refunds = await server.database.executeSql(`SELECT count(*)::int AS count FROM credit_ledger WHERE reason = 'refund' AND reference = $1`, [job.id]);
    expect(refunds.rows[0]?.count).toBe(1);
    const read = await json<Session>(await call(server, 'GET', `/v3/sessions/${session.id}`, { token: ada.token }), 200);
    expect(read.status).toBe('failed');
    expect(read.jobs[0]?.error).toBe(job.error);
  }, 60_000);

  it('fails a job whose retries are spent through the dead-letter queue, refunding it once', async () => {
    const mesh = await uploadGrid(server, ada.token, 6, 'Vanished');
    // The stored file is gone: not a fault of the input, so the job is retried, and with no
    // retries left here it goes to the dead letters.
    const row = (await server.database.executeSql('SELECT data FROM assets WHERE id = $1', [mesh.id])).rows[0] as { data: { file_key: string } };
    await server.app.services.storage.delete(row.data.file_key);
    const balance = await credits(server, ada.token);
    const session = await json<Session>(await startRetopology(server, ada.token, { mesh: mesh.id }), 201);
    const job = await settledJob(server, ada.token, session.id);
    expect(job).toMatchObject({ status: 'failed', refunded: true, error: 'The tool stopped with an error on our side.' });
    expect(await credits(server, ada.token)).toBe(balance);
  }, 60_000);
});
