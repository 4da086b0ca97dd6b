// @vitest-environment happy-dom
import type { CreditHistoryEntry, CreditUsage, UserProfile } from '@facet/contract';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataProvider } from '../src/DataProvider';
import { useCreditHistory, useCreditUsage, usageRangeDates, type CreditHistoryFilter } from '../src/credit-usage';
import { json, signedInAt, startLocalServer } from './local-server';

const user = { _id: 'u1', id: 'u1', email: 'ada@example.com', name: 'Ada', tier: 'free', credits: 90 } as UserProfile;
const entry = (id: string, amount: number, reason: string, tool: CreditHistoryEntry['tool']): CreditHistoryEntry => ({
  _id: id,
  id,
  amount,
  reason,
  reference: id,
  balance_after: 90,
  tool,
  created_at: '2026-11-25T09:00:00.000Z',
});
const rows = [entry('e3', -10, 'tool_run', 'print_3d'), entry('e2', -10, 'tool_run', 'retopology'), entry('e1', 100, 'sign_up', null)];
let server: Awaited<ReturnType<typeof startLocalServer>>;

beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (url.pathname === '/user/profile') return json(res, 200, user);
    if (url.pathname === '/user/credit-usage') {
      const usage: CreditUsage = {
        from: url.searchParams.get('from')!,
        to: url.searchParams.get('to')!,
        time_zone: url.searchParams.get('time_zone')!,
        total: 0,
        tools: [],
        days: [],
      };
      return json(res, 200, usage);
    }
    if (url.pathname === '/v3/credit-history/user/u1') {
      const tool = url.searchParams.get('tool');
      const kind = url.searchParams.get('kind');
      const matching = rows.filter((row) => (!tool || row.tool === tool) && (!kind || (kind === 'spent') === row.amount < 0));
      const cursor = url.searchParams.get('cursor');
      const page = cursor ? matching.slice(2) : matching.slice(0, 2);
      return json(res, 200, { results: page, items: page, nextCursor: !cursor && matching.length > 2 ? 'next' : null });
    }
    res.writeHead(404).end();
  });
});
afterAll(() => server.close());
beforeEach(() => {
  signedInAt(server.url);
});

describe('usageRangeDates', () => {
  it('ends on today in the time zone and counts today as one of the days', () => {
    const now = new Date('2026-11-25T23:30:00Z');
    expect(usageRangeDates(7, now, 'UTC')).toEqual({ from: '2026-11-19', to: '2026-11-25' });
    // Already the 26th in Tokyo.
    expect(usageRangeDates(7, now, 'Asia/Tokyo')).toEqual({ from: '2026-11-20', to: '2026-11-26' });
    expect(usageRangeDates(30, new Date('2026-03-05T12:00:00Z'), 'UTC')).toEqual({ from: '2026-02-04', to: '2026-03-05' });
  });
});

describe('credit usage hooks', () => {
  it('asks for the range in the given time zone, and pages the history under a filter', async () => {
    let hooks: { usage: ReturnType<typeof useCreditUsage>; history: ReturnType<typeof useCreditHistory>; setFilter(filter: CreditHistoryFilter): void } | undefined;
    function Probe() {
      const [filter, setFilter] = useState<CreditHistoryFilter>({});
      hooks = { usage: useCreditUsage(7, 'Europe/Paris'), history: useCreditHistory(filter, 2), setFilter };
      return null;
    }
    const root = createRoot(document.createElement('div'));
    root.render(
      <DataProvider overrides={{ provider: () => new Map() }}>
        <Probe />
      </DataProvider>,
    );
    await vi.waitFor(() => expect(hooks?.usage.usage?.time_zone).toBe('Europe/Paris'));
    expect(server.seen.some((req) => req.url.startsWith('/user/credit-usage?') && req.url.includes('time_zone=Europe%2FParis'))).toBe(true);

    await vi.waitFor(() => expect(hooks?.history.entries.map((row) => row.id)).toEqual(['e3', 'e2']));
    expect(hooks!.history.hasMore).toBe(true);
    hooks!.history.loadMore();
    await vi.waitFor(() => expect(hooks?.history.entries.map((row) => row.id)).toEqual(['e3', 'e2', 'e1']));
    expect(hooks!.history.hasMore).toBe(false);

    hooks!.setFilter({ tool: 'retopology' });
    await vi.waitFor(() => expect(hooks?.history.entries.map((row) => row.id)).toEqual(['e2']));
    expect(server.seen.some((req) => req.url.includes('/v3/credit-history/user/u1?tool=retopology'))).toBe(true);
    root.unmount();
  });
});
