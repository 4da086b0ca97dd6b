import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { embeddedTarget, startTestServer, type TestServer } from './helpers';

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
}

describe('realtime socket', () => {
  let server: TestServer;
  const sockets: Socket[] = [];
  // One server for all: PGlite takes seconds to start. The close test goes last.
  beforeAll(async () => {
    server = await startTestServer(embeddedTarget);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(() => server.close());

  it.each([['websocket'], ['polling']])('accepts a %s connection on /socket.io', async (transport) => {
    const socket = connect(server.url, { path: '/socket.io', transports: [transport], reconnection: false });
    sockets.push(socket);
    await connected(socket);
    expect(socket.io.engine.transport.name).toBe(transport);
    expect(server.app.io.sockets.sockets.has(socket.id ?? '')).toBe(true);
  });

  it('disconnects its clients when the server closes', async () => {
    const socket = connect(server.url, { transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    await connected(socket);
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const started = Date.now();
    await server.app.close();
    expect(await disconnected).toBe('transport close');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
