import type { Asset, DeleteAssetResponse, SocketJoinAck, TokenResponse } from '@facet/contract';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, json, NO_AUTH_LIMIT, register } from './accounts-helpers';
import { createFolder, png, upload } from './assets-helpers';
import { databaseTargets, embeddedTarget, startTestServer, type TestServer } from './helpers';
import { realtimeThrough } from '../src/realtime/socket';
import { connected, recordSocketEvents, socketFor } from './socket-helpers';

describe('realtime socket', () => {
  let server: TestServer;
  let ada: TokenResponse;
  const sockets: Socket[] = [];
  const open = (socket: Socket) => {
    sockets.push(socket);
    return socket;
  };
  // One server for all: PGlite takes seconds to start. The close test goes last.
  beforeAll(async () => {
    server = await startTestServer(embeddedTarget, NO_AUTH_LIMIT);
    ada = await register(server, 'ada@example.com');
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(() => server.close());

  it.each([['websocket'], ['polling']])('accepts a signed-in %s connection on /socket.io', async (transport) => {
    const socket = open(connect(server.url, { path: '/socket.io', transports: [transport], reconnection: false, auth: { token: ada.token } }));
    await connected(socket);
    expect(socket.io.engine.transport.name).toBe(transport);
    expect(server.app.io.sockets.sockets.has(socket.id ?? '')).toBe(true);
  });

  it('refuses a connection without a token, or with one that is not valid', async () => {
    for (const token of [undefined, 'made-up-token']) {
      const socket = open(socketFor(server, token));
      const error = await connected(socket).then(
        () => undefined,
        (reason: unknown) => reason as Error & { data?: { code: string } },
      );
      expect(error?.message).toBe('Sign in to continue.');
      expect(error?.data).toEqual({ code: 'UNAUTHENTICATED' });
    }
  });

  it("joins its own user's room and no one else's", async () => {
    const socket = open(socketFor(server, ada.token));
    await connected(socket);
    const own = (await socket.emitWithAck('join', ada.user.id)) as SocketJoinAck;
    expect(own).toEqual({ joined: true, room: `user:${ada.user.id}` });
    const other = (await socket.emitWithAck('join', '01890000-0000-7000-8000-000000000000')) as SocketJoinAck;
    expect(other).toMatchObject({ joined: false, code: 'FORBIDDEN' });
    const rooms = server.app.io.sockets.sockets.get(socket.id ?? '')?.rooms;
    expect([...(rooms ?? [])].filter((room) => room.startsWith('user:'))).toEqual([`user:${ada.user.id}`]);
  });

  it('disconnects its clients when the server closes', async () => {
    const socket = open(socketFor(server, ada.token));
    await connected(socket);
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const started = Date.now();
    await server.app.close();
    expect(await disconnected).toBe('transport close');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe.each(databaseTargets())('asset_update on $kind', (target) => {
  let server: TestServer;
  let ada: TokenResponse;
  let bob: TokenResponse;
  let adaSocket: Socket;
  let bobSocket: Socket;

  beforeAll(async () => {
    server = await startTestServer(target, { ...NO_AUTH_LIMIT, PREVIEW_RENDERER: 'off' });
    ada = await register(server, 'ada@example.com');
    bob = await register(server, 'bob@example.com');
    adaSocket = socketFor(server, ada.token);
    bobSocket = socketFor(server, bob.token);
    await Promise.all([connected(adaSocket), connected(bobSocket)]);
    // Bob tries to listen in on Ada's room; it is refused, and changes nothing below.
    await bobSocket.emitWithAck('join', ada.user.id);
  });
  afterAll(async () => {
    adaSocket.disconnect();
    bobSocket.disconnect();
    await server.close();
  });

  it('sends every change of an asset to its owner only: create, upload, rename, move, delete', async () => {
    const adaEvents = recordSocketEvents<Asset>(adaSocket, 'asset_update');
    const bobEvents = recordSocketEvents<Asset>(bobSocket, 'asset_update');

    const folder = await createFolder(server, ada.token, 'Realtime');
    const image = await json<Asset>(await upload(server, { token: ada.token, bytes: png(2, 2), fileName: 'live.png' }), 201);
    await call(server, 'PUT', `/v3/assets/${image.id}`, { token: ada.token, body: { name: 'Renamed' } });
    await call(server, 'POST', '/v3/assets/batch/parent', { token: ada.token, body: { asset_ids: [image.id], parent_id: folder.id } });
    const deleted = await json<DeleteAssetResponse>(await call(server, 'DELETE', `/v3/assets/${folder.id}`, { token: ada.token }), 200);
    expect(deleted.deleted).toBe(2);

    // Bob's own change is sent after all of Ada's, on the same ordered socket: once he has it, he
    // would have had any of hers.
    const bobFolder = await createFolder(server, bob.token, 'Bob only');
    await vi.waitFor(() => expect(bobEvents.some((asset) => asset.id === bobFolder.id)).toBe(true));
    await vi.waitFor(() => expect(adaEvents).toHaveLength(6));

    expect(bobEvents.map((asset) => asset.id)).toEqual([bobFolder.id]);
    expect(adaEvents.map((asset) => [asset.id, asset.name, asset.parent_id, asset.is_deleted])).toEqual([
      [folder.id, 'Realtime', null, false],
      [image.id, 'live', null, false],
      [image.id, 'Renamed', null, false],
      [image.id, 'Renamed', folder.id, false],
      ...(adaEvents.slice(4).map((asset) => [asset.id, asset.name, asset.parent_id, true]) as [string, string, string | null, boolean][]),
    ]);
    expect(adaEvents.slice(4).map((asset) => asset.id).sort()).toEqual([folder.id, image.id].sort());
    expect(adaEvents.every((asset) => asset.owner_id === ada.user.id)).toBe(true);
    expect(adaEvents[1]?.data.file_url).toMatch(/^\/files\//);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("a worker's events, sent without listening (PostgreSQL)", () => {
  it("reach the API node's sockets, a message too large for a NOTIFY included, and move sockets between rooms", async () => {
    const server = await startTestServer({ kind: 'postgres', adminUrl: process.env.TEST_DATABASE_URL! }, NO_AUTH_LIMIT);
    const pool = new pg.Pool({ connectionString: server.databaseUrl, max: 2 });
    const worker = await realtimeThrough(pool);
    let adaSocket: Socket | undefined;
    try {
      const ada = await register(server, 'ada.worker@example.com');
      adaSocket = socketFor(server, ada.token);
      await connected(adaSocket);
      const heard = recordSocketEvents<{ n: number; text?: string }>(adaSocket, 'probe');
      // Past the adapter's 8,000 bytes: it goes through the attachments table.
      const large = 'x'.repeat(20_000);
      worker.toUser(ada.user.id, 'probe', { n: 1 });
      worker.toUser(ada.user.id, 'probe', { n: 2, text: large });
      worker.toUser(ada.user.id, 'probe', { n: 3 });
      await vi.waitFor(() => expect(heard.map((event) => event.n).sort()).toEqual([1, 2, 3]));
      expect(heard.find((event) => event.n === 2)?.text).toBe(large);
      // Around the most a NOTIFY takes (8,000 bytes less one), whatever the message's own overhead:
      // each arrives, by NOTIFY or through the table.
      const sizes = Array.from({ length: 400 }, (_, i) => 7_650 + i);
      for (const size of sizes) worker.toUser(ada.user.id, 'probe', { n: size, text: 'y'.repeat(size) });
      await vi.waitFor(() => expect(heard.filter((event) => event.n >= 7_650).map((event) => event.n).sort((a, b) => a - b)).toEqual(sizes), { timeout: 10_000 });
      // The worker's connections LISTEN to nothing.
      const { rows } = await pool.query(`SELECT count(*)::int AS n FROM pg_listening_channels()`);
      expect(rows[0]?.n).toBe(0);

      const organization = '01890000-0000-7000-8000-0000000000aa';
      const inRoom = () => [...(server.app.io.sockets.sockets.get(adaSocket?.id ?? '')?.rooms ?? [])].includes(`org:${organization}`);
      worker.joinOrganization(ada.user.id, organization);
      await vi.waitFor(() => expect(inRoom()).toBe(true));
      const removed = recordSocketEvents<{ organization_id: string }>(adaSocket, 'organization.removed');
      worker.leaveOrganization(ada.user.id, organization);
      await vi.waitFor(() => expect(inRoom()).toBe(false));
      await vi.waitFor(() => expect(removed).toEqual([{ organization_id: organization }]));
    } finally {
      adaSocket?.disconnect();
      await worker.close();
      await pool.end();
      await server.close();
    }
  });
});
