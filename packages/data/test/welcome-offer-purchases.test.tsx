// @vitest-environment happy-dom
import type { Invoice } from '@facet/contract';
import { createRoot } from 'react-dom/client';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataProvider } from '../src/DataProvider';
import { useWelcomeOffer } from '../src/welcome-offer';
import { json, signedInAt, startLocalServer } from './local-server';

let invoices: Invoice[] = [];
let server: Awaited<ReturnType<typeof startLocalServer>>;
const invoice: Invoice = {
  _id: 'inv-1',
  id: 'inv-1',
  checkout_id: null,
  amount_cents: 400,
  currency: 'usd',
  status: 'paid',
  description: '500 credits',
  created_at: '2026-11-01T00:00:00.000Z',
  receipt_url: '/user/invoices/inv-1/receipt',
};

beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    if (new URL(req.url, 'http://x').pathname === '/user/invoices') return json(res, 200, { results: invoices, items: invoices, nextCursor: null });
    res.writeHead(404).end();
  });
});
afterAll(() => server.close());
beforeEach(() => {
  signedInAt(server.url);
  invoices = [];
});

async function msLeftFor(user: { created_at: string } | null): Promise<{ latest: () => number; unmount: () => void }> {
  let msLeft = -1;
  function Probe() {
    msLeft = useWelcomeOffer(user);
    return null;
  }
  const root = createRoot(document.createElement('div'));
  root.render(
    <DataProvider overrides={{ provider: () => new Map() }}>
      <Probe />
    </DataProvider>,
  );
  await vi.waitFor(() => expect(msLeft).toBeGreaterThanOrEqual(0));
  return { latest: () => msLeft, unmount: () => root.unmount() };
}

const invoiceReads = () => server.seen.filter((req) => req.url?.startsWith('/user/invoices')).length;

describe('useWelcomeOffer', () => {
  it('runs for 2 hours from sign-up for someone who has bought nothing', async () => {
    const { latest, unmount } = await msLeftFor({ created_at: new Date(Date.now() - 30 * 60_000).toISOString() });
    await vi.waitFor(() => expect(latest()).toBeGreaterThan(89 * 60_000));
    expect(latest()).toBeLessThanOrEqual(90 * 60_000);
    unmount();
  });

  it('is over for someone who has bought something, though the window is open', async () => {
    invoices = [invoice];
    const readsBefore = invoiceReads();
    const { latest, unmount } = await msLeftFor({ created_at: new Date().toISOString() });
    await vi.waitFor(() => expect(invoiceReads()).toBeGreaterThan(readsBefore));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(latest()).toBe(0);
    unmount();
  });

  it('reads no invoices once the window has closed, or when signed out', async () => {
    const readsBefore = invoiceReads();
    const old = await msLeftFor({ created_at: new Date(Date.now() - 3 * 3_600_000).toISOString() });
    const signedOut = await msLeftFor(null);
    expect([old.latest(), signedOut.latest()]).toEqual([0, 0]);
    expect(invoiceReads()).toBe(readsBefore);
    old.unmount();
    signedOut.unmount();
  });
});
