/**
 * The pool the socket.io PostgreSQL adapter is given. The adapter sends each event between nodes
 * with its own `SELECT pg_notify($1, $2)`, a round trip to the database per event; here events go
 * several to a statement (`SELECT pg_notify($1, $2), pg_notify($3, $4)…`), delivered in the order
 * they were sent: those of one turn of the event loop together, and under load all those sent while
 * the statement before was on its way (`groupCommit`). (Within one statement, PostgreSQL delivers an
 * event with the same channel and payload as an earlier one once: events are idempotent, so nothing
 * is lost.) Every other query, and `connect` for the adapter's LISTEN, go to the pool as they are.
 */
import type pg from 'pg';
import { groupCommit } from '../lib/group-commit';

const ADAPTER_NOTIFY = 'SELECT pg_notify($1, $2)';
/** Events in one statement at most: a burst goes in several. */
const BATCH_MAX = 100;

export function notifyingInBatches(pool: pg.Pool): pg.Pool {
  const notify = groupCommit<[unknown, unknown]>(
    async (events) => {
      const text = `SELECT ${events.map((_, index) => `pg_notify($${2 * index + 1}, $${2 * index + 2})`).join(', ')}`;
      await pool.query(text, events.flat());
    },
    { maxBatch: BATCH_MAX },
  );
  const query = (text: unknown, values?: unknown) => {
    if (text === ADAPTER_NOTIFY && Array.isArray(values) && values.length === 2) return notify([values[0], values[1]]);
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
