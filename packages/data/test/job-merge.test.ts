import type { Job, JobListResponse } from '@facet/contract';
import { describe, expect, it } from 'vitest';
import {
  mergeJobIntoActiveJobs,
  mergeJobIntoAsset,
  mergeJobIntoJobList,
  mergeJobIntoPages,
  mergeJobIntoSession,
  newerJob,
  type SessionWithAssets,
} from '../src/job-merge';
import { asset, pages, job as jobIn } from './fixtures';

const S1 = '0190a000-0000-7000-8000-000000000001';
const S2 = '0190a000-0000-7000-8000-000000000002';

const job = (id: string, overrides: Partial<Job> = {}): Job => jobIn(id, S1, overrides);

function jobList(...jobs: Job[]): JobListResponse {
  return { results: jobs, items: jobs, nextCursor: null };
}

function session(overrides: Partial<SessionWithAssets> = {}): SessionWithAssets {
  return {
    _id: S1,
    id: S1,
    type: 'retopology',
    status: 'active',
    name: null,
    input: { mesh: 'a' },
    output: {},
    messages: [],
    owner_id: 'u1',
    organization_id: null,
    jobs: [],
    created_at: '2026-11-22T10:00:00.000Z',
    updated_at: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

const running = job('j1', { status: 'running', progress: 0.4, stage: 'Simplifying', updated_at: '2026-11-22T10:00:05.000Z' });
const succeeded = job('j1', { status: 'succeeded', progress: 1, assets: ['a', 'out'], updated_at: '2026-11-22T10:00:09.000Z' });

describe('job update into a listed asset (SPEC.md section 4)', () => {
  it('appends a job the asset did not hold', () => {
    const merged = mergeJobIntoAsset(asset('a'), running);
    expect(merged.jobs).toEqual([running]);
  });

  it('replaces the job by id, keeping the other jobs in place', () => {
    const other = job('j0', { status: 'succeeded' });
    const merged = mergeJobIntoAsset(asset('a', { jobs: [other, job('j1')] }), running);
    expect(merged.jobs).toEqual([other, running]);
  });

  it('replaces the short copy an asset answer carries with the full job', () => {
    const short = { _id: 'j1', id: 'j1', session_id: S1, assets: ['a'], status: 'queued' };
    expect(mergeJobIntoAsset(asset('a', { jobs: [short] }), running).jobs).toEqual([running]);
  });

  it('leaves an asset the job does not list alone', () => {
    const other = asset('b');
    expect(mergeJobIntoAsset(other, running)).toBe(other);
  });

  it('keeps a settled job on the asset', () => {
    const failed = job('j1', { status: 'failed', error: 'The mesh has no faces.', refunded: true, updated_at: '2026-11-22T10:00:09.000Z' });
    expect(mergeJobIntoAsset(asset('a', { jobs: [running] }), failed).jobs).toEqual([failed]);
  });

  it('returns the same asset for a copy it already holds', () => {
    const held = asset('a', { jobs: [running] });
    expect(mergeJobIntoAsset(held, { ...running })).toBe(held);
  });

  it('does not roll a job back to an older copy that arrives late', () => {
    const held = asset('a', { jobs: [succeeded] });
    expect(mergeJobIntoAsset(held, running)).toBe(held);
  });
});

describe('job update into the asset lists', () => {
  it('merges into each listed asset on whatever page it is, both items and results', () => {
    const merged = mergeJobIntoPages(pages(['a', 'b'], ['out']), succeeded);
    expect(merged.map((page) => page.items.map((item) => item.jobs))).toEqual([[[succeeded], []], [[succeeded]]]);
    expect(merged[1]?.results[0]?.jobs).toEqual([succeeded]);
  });

  it('keeps pages without a listed asset as they were', () => {
    const before = pages(['a'], ['b']);
    const merged = mergeJobIntoPages(before, running);
    expect(merged[0]).not.toBe(before[0]);
    expect(merged[1]).toBe(before[1]);
    expect(merged[0]?.items[0]).not.toBe(before[0]?.items[0]);
  });

  it('returns the same pages when no list asset is listed by the job', () => {
    const before = pages(['b', 'c']);
    expect(mergeJobIntoPages(before, running)).toBe(before);
  });
});

describe('job update into the jobs-by-session list', () => {
  it('replaces the job by id', () => {
    const merged = mergeJobIntoJobList(jobList(job('j0'), job('j1')), running);
    expect(merged.items.map((item) => item.status)).toEqual(['queued', 'running']);
    expect(merged.results).toEqual(merged.items);
  });

  it('appends a new job at the end, as the list is oldest first', () => {
    const merged = mergeJobIntoJobList(jobList(job('j0')), running);
    expect(merged.items.map((item) => item.id)).toEqual(['j0', 'j1']);
  });

  it('keeps a failed job in the list, refunded', () => {
    const failed = job('j1', { status: 'failed', refunded: true, updated_at: '2026-11-22T10:00:09.000Z' });
    expect(mergeJobIntoJobList(jobList(running), failed).items).toEqual([failed]);
  });

  it('returns the same list when it already holds this copy, or a newer one', () => {
    const list = jobList(succeeded);
    expect(mergeJobIntoJobList(list, { ...succeeded })).toBe(list);
    expect(mergeJobIntoJobList(list, running)).toBe(list);
  });
});

describe('job update into the list of runs in progress', () => {
  it('puts a job started elsewhere first, as the list is newest first', () => {
    const merged = mergeJobIntoActiveJobs(jobList(job('j0')), running);
    expect(merged.items.map((item) => item.id)).toEqual(['j1', 'j0']);
    expect(merged.results).toEqual(merged.items);
  });

  it('keeps a job it holds where it is when it settles, so the person sees it finish', () => {
    const merged = mergeJobIntoActiveJobs(jobList(job('j2'), running), succeeded);
    expect(merged.items).toEqual([job('j2'), succeeded]);
  });

  it('leaves out a settled job it never held, and returns the same list', () => {
    const list = jobList(job('j0'));
    expect(mergeJobIntoActiveJobs(list, succeeded)).toBe(list);
    expect(mergeJobIntoActiveJobs(list, job('j1', { status: 'failed', refunded: true }))).toBe(list);
  });

  it('does not roll a job back to an older copy', () => {
    const list = jobList(succeeded);
    expect(mergeJobIntoActiveJobs(list, running)).toBe(list);
  });
});

describe("job update into the session and the session's assets", () => {
  it("merges the session's own job into its jobs", () => {
    const merged = mergeJobIntoSession(session({ jobs: [job('j1')] }), running);
    expect(merged.jobs).toEqual([running]);
  });

  it("merges into the jobs of the session's assets that the job lists", () => {
    const merged = mergeJobIntoSession(session({ jobs: [running], assets: [asset('a'), asset('out'), asset('b')] }), succeeded);
    expect(merged.jobs).toEqual([succeeded]);
    expect(merged.assets?.map((item) => item.jobs)).toEqual([[succeeded], [succeeded], []]);
  });

  it("takes another session's job into its assets only, not into its own jobs", () => {
    const elsewhere = job('j9', { session_id: S2, assets: ['a'], status: 'running' });
    const held = session({ jobs: [running], assets: [asset('a')] });
    const merged = mergeJobIntoSession(held, elsewhere);
    expect(merged.jobs).toBe(held.jobs);
    expect(merged.assets?.[0]?.jobs).toEqual([elsewhere]);
  });

  it('adds no assets to a session that carries none', () => {
    const merged = mergeJobIntoSession(session(), running);
    expect(merged).not.toHaveProperty('assets');
    expect(merged.jobs).toEqual([running]);
  });

  it('returns the same session when nothing changed', () => {
    const held = session({ jobs: [running], assets: [asset('b')] });
    expect(mergeJobIntoSession(held, { ...running })).toBe(held);
    expect(mergeJobIntoSession(held, job('j9', { session_id: S2, assets: ['c'] }))).toBe(held);
  });
});

describe('which copy of a job wins', () => {
  it('takes the incoming copy unless the held one is newer', () => {
    expect(newerJob(running, succeeded)).toBe(succeeded);
    expect(newerJob(succeeded, running)).toBe(succeeded);
  });

  it('takes the incoming copy when both carry the same time but differ, as the socket keeps order', () => {
    const later = { ...running, progress: 0.6 };
    expect(newerJob(running, later)).toBe(later);
  });
});
