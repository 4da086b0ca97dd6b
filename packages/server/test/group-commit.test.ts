/**
 * Group commit: items of one turn go together, items sent while a batch is on its way go in the
 * next, batches keep their order and size, and a batch past its time fails without holding up the
 * next (and is told it was abandoned, so it sends nothing more).
 */
import { describe, expect, it } from 'vitest';
import { groupCommit } from '../src/lib/group-commit';

describe('groupCommit', () => {
  it('sends one turn together, what comes meanwhile in the next batch, at most maxBatch at a time', async () => {
    const batches: number[][] = [];
    let release: () => void = () => undefined;
    const add = groupCommit<number>(
      async (items) => {
        batches.push(items);
        if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
      },
      { maxBatch: 3, timeoutMs: 5_000 },
    );
    const first = [add(1), add(2)];
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([[1, 2]]);
    const later = [3, 4, 5, 6, 7].map((item) => add(item));
    release();
    await Promise.all([...first, ...later]);
    expect(batches).toEqual([[1, 2], [3, 4, 5], [6, 7]]);
  });

  it('fails a batch past its time, marks it abandoned, and sends the next', async () => {
    const sent: number[][] = [];
    let abandonedSeen: (() => boolean) | undefined;
    const add = groupCommit<number>(
      async (items, abandoned) => {
        sent.push(items);
        if (items.includes(1)) {
          abandonedSeen = abandoned;
          await new Promise(() => undefined);
        }
      },
      { maxBatch: 10, timeoutMs: 100 },
    );
    const stuck = add(1);
    await new Promise((resolve) => setImmediate(resolve));
    const next = add(2);
    await expect(stuck).rejects.toThrow('not done within 100 ms');
    await next;
    expect(sent).toEqual([[1], [2]]);
    expect(abandonedSeen?.()).toBe(true);
  });

  it('fails every item of a failed batch, and goes on', async () => {
    const add = groupCommit<number>(
      async (items) => {
        if (items.includes(1)) throw new Error('refused');
      },
      { maxBatch: 10, timeoutMs: 1_000 },
    );
    const results = await Promise.allSettled([add(1), add(2)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    await expect(add(3)).resolves.toBeUndefined();
  });
});
