/**
 * The pool the socket.io PostgreSQL adapter is given. The adapter sends each event between nodes
 * with its own `SELECT pg_notify($1, $2)`, a round trip to the database per event; here events go
 * several to a statement (`SELECT pg_notify($1, $2), pg_notify($3, $4)…`), delivered in the order
 * they were sent: those of one turn of the event loop together, and under load all those sent while
 * the statement before was on its way (`groupCommit`). An event repeated within a batch starts a
 * statement of its own (see `statementsOf`). Every other query, and `connect` for the adapter's
 * LISTEN, go to the pool as they are.
 */
import type pg from 'pg';
import { groupCommit } from '../lib/group-commit';

const ADAPTER_NOTIFY = 'SELECT pg_notify($1, $2)';
/** Events in one statement at most: a burst goes in several. */
const BATCH_MAX = 100;
/** A NOTIFY that takes longer has failed (a connection that hangs): the events after it go on. */
const NOTIFY_TIMEOUT_MS = 10_000;
/**
 * The longest payload a NOTIFY takes, in bytes (PostgreSQL refuses 8,000 and more). The adapter is
 * given it as its threshold: a longer message goes through its attachments table.
 */
export const NOTIFY_PAYLOAD_MAX = 7_999;

/**
 * The events as statements: in order, each statement without a repeat of an event already in it
 * (PostgreSQL would deliver the repeat once, and a join, leave and join again of a room would end
 * with the socket out of it).
 */
function statementsOf(events: readonly [unknown, unknown][]): [unknown, unknown][][] {
  const statements: [unknown, unknown][][] = [];
  let current: [unknown, unknown][] = [];
  let seen = new Set<string>();
  for (const event of events) {
    const key = `${String(event[0])}\u0000${String(event[1])}`;
    if (seen.has(key)) {
      statements.push(current);
      current = [];
      seen = new Set();
    }
    seen.add(key);
    current.push(event);
  }
  if (current.length > 0) statements.push(current);
  return statements;
}

/**
 * `notify(channel, payload)`, sent several to a statement: those of one turn together, and under
 * load all those sent while the statement before was on its way. Resolves once its statement is done.
 */
export function batchedNotify(pool: pg.Pool): (channel: unknown, payload: unknown) => Promise<void> {
  const send = groupCommit<[unknown, unknown]>(
    async (events, abandoned) => {
      for (const statement of statementsOf(events)) {
        // Past its time, the rest of the batch would arrive after later events.
        if (abandoned()) throw new Error('The events were abandoned past their time.');
        const text = `SELECT ${statement.map((_, index) => `pg_notify($${2 * index + 1}, $${2 * index + 2})`).join(', ')}`;
        await pool.query(text, statement.flat());
      }
    },
    { maxBatch: BATCH_MAX, timeoutMs: NOTIFY_TIMEOUT_MS },
  );
  return (channel, payload) => send([channel, payload]);
}

export function notifyingInBatches(pool: pg.Pool): pg.Pool {
  const notify = batchedNotify(pool);
  const query = (text: unknown, values?: unknown) => {
    if (text === ADAPTER_NOTIFY && Array.isArray(values) && values.length === 2) return notify(values[0], values[1]);
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
