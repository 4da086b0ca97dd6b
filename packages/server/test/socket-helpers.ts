/** Realtime clients for tests: connect as a user, and wait for an event instead of sleeping. */
import { io as connect, type Socket } from 'socket.io-client';
import type { TestServer } from './helpers';

/** A websocket client signed in with `token` (as the browser sends it, in the handshake's `auth`). */
export function socketFor(server: TestServer, token: string | undefined): Socket {
  return connect(server.url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    auth: token === undefined ? {} : { token },
  });
}

export function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

/** The next `name` event whose payload passes `predicate`; rejects after `timeoutMs`. */
export function waitForSocketEvent<T>(socket: Socket, name: string, predicate: (payload: T) => boolean = () => true, timeoutMs = 10_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(name, listener);
      reject(new Error(`No ${name} event within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: T) => {
      if (!predicate(payload)) return;
      clearTimeout(timer);
      socket.off(name, listener);
      resolve(payload);
    };
    socket.on(name, listener);
  });
}

/** Every `name` event the socket receives from now on, in order. */
export function recordSocketEvents<T>(socket: Socket, name: string): T[] {
  const received: T[] = [];
  socket.on(name, (payload: T) => received.push(payload));
  return received;
}
