import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { notifyingInBatches } from '../src/realtime/batched-notify';

describe.skipIf(!process.env.TEST_DATABASE_URL)('the adapter pool, notifying in batches on PostgreSQL', () => {
  it('delivers the events of one turn in order, in one statement, those sent meanwhile in the next, and passes other queries on', async () => {
    const pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 2 });
    const listener = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await listener.connect();
    try {
      const heard: string[] = [];
      listener.on('notification', (message) => heard.push(String(message.payload)));
      await listener.query('LISTEN "facet-batched-notify-test"');
      const statements: string[] = [];
      const counting = new Proxy(pool, {
        get(target, property) {
          if (property !== 'query') return Reflect.get(target, property, target);
          return (text: string, values?: unknown[]) => {
            statements.push(text);
            return target.query(text, values);
          };
        },
      });
      const batched = notifyingInBatches(counting);
      const sent = ['one', 'two', 'three', 'four'].map((payload) => batched.query('SELECT pg_notify($1, $2)', ['facet-batched-notify-test', payload]));
      await Promise.all(sent);
      expect(statements).toHaveLength(1);
      expect(statements[0]).toContain('pg_notify($7, $8)');
      await expect.poll(() => heard).toEqual(['one', 'two', 'three', 'four']);
      expect((await batched.query<{ n: number }>('SELECT 1 AS n')).rows[0]?.n).toBe(1);
      expect(statements).toHaveLength(2);
      // Events sent while a statement is on its way go together in the next one, sent when it returns.
      const first = batched.query('SELECT pg_notify($1, $2)', ['facet-batched-notify-test', 'five']);
      await new Promise((resolve) => setImmediate(resolve));
      expect(statements).toHaveLength(3);
      const later = ['six', 'seven', 'eight'].map((payload) => batched.query('SELECT pg_notify($1, $2)', ['facet-batched-notify-test', payload]));
      await Promise.all([first, ...later]);
      expect(statements).toHaveLength(4);
      expect(statements[3]).toContain('pg_notify($5, $6)');
      expect(statements[3]).not.toContain('$7');
      await expect.poll(() => heard.slice(4)).toEqual(['five', 'six', 'seven', 'eight']);
      // An event sent again in one batch goes in a statement of its own: PostgreSQL delivers a
      // repeat within one statement once, and a join, leave and join again must end joined.
      const again = ['join', 'leave', 'join'].map((payload) => batched.query('SELECT pg_notify($1, $2)', ['facet-batched-notify-test', payload]));
      await Promise.all(again);
      expect(statements).toHaveLength(6);
      await expect.poll(() => heard.slice(8)).toEqual(['join', 'leave', 'join']);
      // A failed batch fails each of its events' sends.
      await expect(batched.query('SELECT pg_notify($1, $2)', ['', 'empty channel'])).rejects.toThrow();
    } finally {
      await listener.end();
      await pool.end();
    }
  });
});
