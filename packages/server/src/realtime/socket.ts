import { orgRoom, SOCKET_EVENTS, type SocketJoinAck, userRoom } from '@facet/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createAdapter } from '@socket.io/postgres-adapter';
import { encode } from '@msgpack/msgpack';
import { MessageType as AdapterMessageType } from 'socket.io-adapter';
import type pg from 'pg';
import { Server, type Socket } from 'socket.io';
import { type Caller, mayJoin, roomsOf } from '../access/access';
import { batchedNotify, NOTIFY_PAYLOAD_MAX, notifyingInBatches } from './batched-notify';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
  }
}

/** How services tell browsers about changes; socket.io rooms now, a cross-node emitter later. */
export interface Realtime {
  /** Sends `event` to every socket signed in as the user. */
  toUser(userId: string, event: string, payload: unknown): void;
  /** Sends `event` to every socket of the organization's members (its room). */
  toOrganization(organizationId: string, event: string, payload: unknown): void;
  /** Puts every socket of the user in the organization's room (they joined it, or it was enabled again). */
  joinOrganization(userId: string, organizationId: string): void;
  /**
   * Takes every socket of the user out of the organization's room at once, and tells them
   * (`organization.removed`): they were removed or left, or it was disabled or deleted.
   */
  leaveOrganization(userId: string, organizationId: string): void;
}

/** The realtime calls over a socket.io server, with or without sockets of its own. */
function realtimeOver(io: Server): Realtime {
  return {
    toUser(userId, event, payload) {
      io.to(userRoom(userId)).emit(event, payload);
    },
    toOrganization(organizationId, event, payload) {
      io.to(orgRoom(organizationId)).emit(event, payload);
    },
    joinOrganization(userId, organizationId) {
      io.in(userRoom(userId)).socketsJoin(orgRoom(organizationId));
    },
    leaveOrganization(userId, organizationId) {
      io.in(userRoom(userId)).socketsLeave(orgRoom(organizationId));
      io.to(userRoom(userId)).emit(SOCKET_EVENTS.organizationRemoved, { organization_id: organizationId });
    },
  };
}

interface SocketData {
  caller: Caller;
  /** The handshake's token, as an Authorization header, to ask who the socket is again. */
  bearer: string;
}

/** Who a socket's handshake token belongs to (the auth service answers it). */
export interface SocketAuth {
  optionalCaller(authorization: string | undefined): Promise<Caller | undefined>;
}

/** socket.io on the API's own HTTP server and origin (no CORS), closed with it. */
/** `afterClose`: runs once the socket server and its adapter are closed (e.g. ends the adapter's pool). */
export function attachRealtime(app: FastifyInstance, afterClose?: () => Promise<void>): Server {
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
    await afterClose?.();
  });
  return io;
}

/**
 * With PostgreSQL, API nodes share their rooms through it (LISTEN/NOTIFY), so an event sent on one
 * node, or by a worker process, reaches sockets connected to any of them.
 */
export const SOCKET_ATTACHMENTS_TABLE = 'socket_io_attachments';

export async function shareRoomsThrough(io: Server, pool: pg.Pool): Promise<void> {
  await ensureAttachmentsTable(pool);
  io.adapter(createAdapter(notifyingInBatches(pool), { tableName: SOCKET_ATTACHMENTS_TABLE, payloadThreshold: NOTIFY_PAYLOAD_MAX }));
}

/**
 * For processes without sockets of their own (workers): the realtime calls as messages of the
 * socket.io PostgreSQL adapter, in its own format (socket.io-adapter's cluster messages, from the
 * `emitter` that the adapter knows to send without taking part), so they reach the API nodes'
 * sockets. It only sends: it does not LISTEN, so the events of every other node are not delivered
 * to it, read and drawn up again for sockets it does not have. Messages go several to a statement
 * (`batchedNotify`); one too large for a NOTIFY goes through the attachments table, as the
 * adapter sends it. (The separate postgres-emitter package speaks an older format that this
 * adapter version drops.)
 */
export async function realtimeThrough(pool: pg.Pool): Promise<Realtime & { close(): Promise<void> }> {
  await ensureAttachmentsTable(pool);
  const notify = batchedNotify(pool);
  const channel = `${ADAPTER_CHANNEL_PREFIX}#${NAMESPACE}`;
  let closed = false;
  const pending = new Set<Promise<void>>();
  const publish = (type: AdapterMessageType, data: Record<string, unknown>) => {
    if (closed) return;
    const message = { uid: EMITTER_UID, nsp: NAMESPACE, type, data };
    const payload = JSON.stringify(message);
    const sent = (async () => {
      if (Buffer.byteLength(payload) <= NOTIFY_PAYLOAD_MAX) {
        await notify(channel, payload);
        return;
      }
      const { rows } = await pool.query<{ id: string }>(`INSERT INTO ${SOCKET_ATTACHMENTS_TABLE} (payload) VALUES ($1) RETURNING id`, [Buffer.from(encode(message))]);
      await notify(channel, JSON.stringify({ uid: EMITTER_UID, type, attachmentId: rows[0]!.id }));
    })().catch(() => undefined);
    // Events are a courtesy to open pages, which read the truth again when they reconnect: a send
    // that fails (the database restarting) is dropped, as the adapter drops it.
    pending.add(sent);
    void sent.finally(() => pending.delete(sent));
  };
  const broadcast = (room: string, event: string, payload: unknown) =>
    publish(AdapterMessageType.BROADCAST, { packet: { type: SOCKET_IO_EVENT_PACKET, data: [event, payload], nsp: NAMESPACE }, opts: { rooms: [room], except: [], flags: {} } });
  return {
    toUser: (userId, event, payload) => broadcast(userRoom(userId), event, payload),
    toOrganization: (organizationId, event, payload) => broadcast(orgRoom(organizationId), event, payload),
    joinOrganization(userId, organizationId) {
      publish(AdapterMessageType.SOCKETS_JOIN, { opts: { rooms: [userRoom(userId)], except: [] }, rooms: [orgRoom(organizationId)] });
    },
    leaveOrganization(userId, organizationId) {
      publish(AdapterMessageType.SOCKETS_LEAVE, { opts: { rooms: [userRoom(userId)], except: [] }, rooms: [orgRoom(organizationId)] });
      broadcast(userRoom(userId), SOCKET_EVENTS.organizationRemoved, { organization_id: organizationId });
    },
    // What was sent before the close is on its way to the database when it resolves.
    async close() {
      closed = true;
      await Promise.all([...pending]);
    },
  };
}

/** The adapter's channel is its prefix (the default, which the API nodes use) and the namespace. */
const ADAPTER_CHANNEL_PREFIX = 'socket.io';
const NAMESPACE = '/';
/** The sender id the adapter reads as an emitter's, not a node's. */
const EMITTER_UID = 'emitter';
/** socket.io-parser's EVENT packet type. */
const SOCKET_IO_EVENT_PACKET = 2;

async function ensureAttachmentsTable(pool: pg.Pool): Promise<void> {
  // The adapter keeps payloads too large for a NOTIFY here, in the table its documentation gives.
  try {
    await pool.query(
      `CREATE TABLE IF NOT EXISTS ${SOCKET_ATTACHMENTS_TABLE} (id bigserial UNIQUE, created_at timestamptz DEFAULT NOW(), payload bytea)`,
    );
  } catch (error) {
    // Two nodes starting together can both try to create it; one wins, which is all that is needed.
    const { rows } = await pool.query<{ table: string | null }>('SELECT to_regclass($1)::text AS table', [SOCKET_ATTACHMENTS_TABLE]);
    if (!rows[0]?.table) throw error;
  }
}

export function realtimeOf(io: Server): Realtime {
  return realtimeOver(io);
}

/**
 * Only signed-in sockets connect: the handshake's `auth.token` is a bearer token, checked like an
 * Authorization header. A socket is put in its caller's rooms at once, so nothing sent between
 * connecting and its `join` is missed; `join` of a room the access rule does not give the caller is
 * refused.
 */
export function authenticateSockets(io: Server, auth: SocketAuth, log: FastifyBaseLogger): void {
  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth.token;
    const bearer = typeof token === 'string' && token.trim() ? `Bearer ${token.replace(/^Bearer\s+/i, '').trim()}` : undefined;
    auth.optionalCaller(bearer).then(
      (caller) => {
        if (!caller) return next(socketError('Sign in to continue.', 'UNAUTHENTICATED'));
        Object.assign(socket.data as SocketData, { caller, bearer });
        next();
      },
      (error: unknown) => {
        // The cause (a database outage, say) is logged, never sent.
        log.error({ err: error }, 'socket authentication failed');
        next(socketError('Something went wrong on our side. Please try again.', 'INTERNAL'));
      },
    );
  });
  io.on('connection', (socket: Socket) => {
    const { caller, bearer } = socket.data as SocketData;
    void socket.join(roomsOf(caller));
    socket.on(SOCKET_EVENTS.join, (requested: unknown, ack?: unknown) => {
      // A user id names that user's room; `org:{id}` an organization's.
      const room = typeof requested === 'string' ? (requested.startsWith('org:') ? requested : userRoom(requested)) : undefined;
      // Asked afresh, so a member removed since connecting cannot come back into the room.
      auth.optionalCaller(bearer).then(
        (current) => {
          const answer: SocketJoinAck =
            current && room !== undefined && mayJoin(current, room)
              ? { joined: true, room }
              : {
                  joined: false,
                  code: 'FORBIDDEN',
                  message: 'A socket can only join the room of the user it signed in as, or of an organization they are a member of.',
                };
          if (answer.joined) void socket.join(answer.room);
          else log.info({ socketId: socket.id, userId: caller.user.id, requested }, 'socket join refused');
          if (typeof ack === 'function') (ack as (answer: SocketJoinAck) => void)(answer);
        },
        (error: unknown) => log.error({ err: error }, 'socket join failed'),
      );
    });
  });
}

// socket.io hands `data` to the client's connect_error listener along with the message.
function socketError(message: string, code: string): Error & { data: { code: string } } {
  return Object.assign(new Error(message), { data: { code } });
}
