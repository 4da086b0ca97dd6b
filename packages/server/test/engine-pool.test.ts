/**
 * The engine pool tells a run when a thread takes it (`onStarted`), which for a run that waited
 * behind another on a busy pool is when that one's thread is free: the moment the tool worker starts
 * its delivery's expiry again from.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { EnginePool } from '../src/sessions/engine-pool';
import { gridGlb } from './grid-glb';

describe('engine pool', () => {
  it('calls onStarted once for each run, when a thread takes it: a second run on a one-thread pool after the first has begun', async () => {
    // A lane of its own (pools are shared by their settings), of one thread.
    const pool = new EnginePool({ threads: 1, limits: loadConfig({}).engineLimits, idleTimeoutMs: 4_321 });
    const events: string[] = [];
    const run = (name: string) =>
      pool
        .runTool('retopology', gridGlb(40), { mesh: 'mesh', mode: 'swift', target_triangles: 8 }, () => undefined, {}, { onStarted: () => events.push(`${name} started`) })
        .then((result) => {
          events.push(`${name} done`);
          return result;
        });
    const [first, second] = await Promise.all([run('first'), run('second')]);
    expect(first.files.length).toBeGreaterThan(0);
    expect(second.files.length).toBeGreaterThan(0);
    expect(events.filter((event) => event.endsWith('started'))).toEqual(['first started', 'second started']);
    // The second was taken only once the first's thread was free (a pool that said "started" when
    // the work was posted would say it of both before either was done).
    expect(events).toEqual(['first started', 'first done', 'second started', 'second done']);
    pool.close();
  });
});
