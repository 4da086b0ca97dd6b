import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
  }
}

/** socket.io on the API's own HTTP server and origin (no CORS), closed with it. */
export function attachRealtime(app: FastifyInstance): Server {
  const io = new Server(app.server, {
    path: '/socket.io',
    transports: ['polling', 'websocket'],
    serveClient: false,
  });
  io.on('connection', (socket) => {
    app.log.info({ socketId: socket.id, transport: socket.conn.transport.name }, 'socket connected');
    socket.on('disconnect', (reason) => app.log.info({ socketId: socket.id, reason }, 'socket disconnected'));
  });
  app.decorate('io', io);
  // Open websockets would keep the HTTP server from closing, so they go before Fastify closes it.
  app.addHook('preClose', async () => {
    io.engine.close();
  });
  // Then the rest (namespaces, adapters); the HTTP server is already closed by now.
  app.addHook('onClose', async () => {
    await io.close();
  });
  return io;
}
