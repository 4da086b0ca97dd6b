/** Assets, pages and jobs as the API answers them, for the data-layer tests. */
import type { Asset, AssetListResponse, Job } from '@facet/contract';

export function asset(id: string, overrides: Partial<Asset> = {}): Asset {
  return {
    _id: id,
    id,
    name: `Asset ${id}`,
    type: 'mesh',
    parent_id: null,
    is_deleted: false,
    session_id: null,
    data: {},
    jobs: [],
    owner_id: 'u1',
    organization_id: null,
    created_at: '2026-11-22T10:00:00.000Z',
    updated_at: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

/** Pages of a list holding assets with these ids, each page but the last with a cursor. */
export function pages(...ids: string[][]): AssetListResponse[] {
  return ids.map((page, index) => {
    const items = page.map((id) => asset(id));
    return { results: items, items, nextCursor: index < ids.length - 1 ? `c${index}` : null };
  });
}

export function job(id: string, sessionId: string, overrides: Partial<Job> = {}): Job {
  return {
    _id: id,
    id,
    session_id: sessionId,
    type: 'retopology',
    assets: ['a'],
    status: 'queued',
    progress: 0,
    stage: null,
    error: null,
    credits: 10,
    refunded: false,
    engine: 'Built-in CPU engine',
    report: null,
    created_at: '2026-11-22T10:00:00.000Z',
    updated_at: '2026-11-22T10:00:00.000Z',
    started_at: null,
    finished_at: null,
    ...overrides,
  };
}
