/**
 * The pool the socket.io PostgreSQL adapter is given. The adapter sends each event between nodes
 * with its own `SELECT pg_notify($1, $2)`, a round trip to the database per event; here the events
 * of one turn of the event loop go in one statement (`SELECT pg_notify($1, $2), pg_notify($3, $4)…`),
 * delivered in the order they were sent. (Within one statement, PostgreSQL delivers an event with
 * the same channel and payload as an earlier one once: events are idempotent, so nothing is lost.)
 * Every other query, and `connect` for the adapter's LISTEN, go to the pool as they are.
 */
import type pg from 'pg';

const ADAPTER_NOTIFY = 'SELECT pg_notify($1, $2)';
/** Events in one statement at most: a burst goes in several. */
const BATCH_MAX = 100;

interface Pending {
  channel: unknown;
  payload: unknown;
  settle: (error?: unknown) => void;
}

export function notifyingInBatches(pool: pg.Pool): pg.Pool {
  let pending: Pending[] = [];
  const flush = () => {
    const batch = pending;
    pending = [];
    for (let start = 0; start < batch.length; start += BATCH_MAX) {
      const part = batch.slice(start, start + BATCH_MAX);
      const text = `SELECT ${part.map((_, index) => `pg_notify($${2 * index + 1}, $${2 * index + 2})`).join(', ')}`;
      pool.query(text, part.flatMap((entry) => [entry.channel, entry.payload])).then(
        () => part.forEach((entry) => entry.settle()),
        (error: unknown) => part.forEach((entry) => entry.settle(error ?? new Error('notify failed'))),
      );
    }
  };
  const query = (text: unknown, values?: unknown) => {
    if (text === ADAPTER_NOTIFY && Array.isArray(values) && values.length === 2) {
      if (pending.length === 0) setImmediate(flush);
      return new Promise<void>((resolve, reject) => {
        pending.push({ channel: values[0], payload: values[1], settle: (error) => (error === undefined ? resolve() : reject(error)) });
      });
    }
    return (pool.query as (text: unknown, values?: unknown) => Promise<unknown>)(text, values);
  };
  return new Proxy(pool, {
    get(target, property) {
      if (property === 'query') return query;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
