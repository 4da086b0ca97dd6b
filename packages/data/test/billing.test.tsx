// @vitest-environment happy-dom
import type { Invoice, Subscription, UserProfile } from '@facet/contract';
import { createRoot } from 'react-dom/client';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataProvider } from '../src/DataProvider';
import { useUser } from '../src/account-hooks';
import { downloadReceipt, useBillingPortal, useCancelSubscription, useInvoices, useResumeSubscription, useSubscription } from '../src/billing';
import { clearSession } from '../src/sign-in';
import { json, signedInAt, startLocalServer } from './local-server';

let tier = 'pro';
let subscription: Subscription;
const active = (): Subscription => ({
  status: 'active',
  plan: 'pro',
  provider: 'test',
  current_period_end: '2026-12-25T00:00:00.000Z',
  renewal_price_cents: 2900,
  renewal_credits: 2000,
  portal_available: false,
});
const user = () => ({ _id: 'u1', id: 'u1', email: 'ada@example.com', name: 'Ada', tier, credits: 40 }) as UserProfile;
const invoice = (n: number): Invoice => ({
  _id: `inv-${n}`,
  id: `inv-${n}`,
  checkout_id: null,
  amount_cents: 2900,
  currency: 'usd',
  status: 'paid',
  description: `Pro plan, month ${n}`,
  created_at: '2026-11-01T00:00:00.000Z',
  receipt_url: `/user/invoices/inv-${n}/receipt`,
});
let failSecondPage = false;
let server: Awaited<ReturnType<typeof startLocalServer>>;

beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (url.pathname === '/user/profile') return json(res, 200, user());
    if (url.pathname === '/user/subscription') return json(res, 200, subscription);
    if (req.method === 'POST' && url.pathname === '/user/subscription/cancel') {
      subscription = { ...subscription, status: 'canceling', renewal_price_cents: null, renewal_credits: null };
      return json(res, 200, subscription);
    }
    if (req.method === 'POST' && url.pathname === '/user/subscription/resume') {
      if (subscription.status === 'none') return json(res, 409, { code: 'CONFLICT', message: 'There is no plan to resume.' });
      subscription = active();
      return json(res, 200, subscription);
    }
    if (req.method === 'POST' && url.pathname === '/user/billing-portal') return json(res, 200, { url: 'https://billing.example.com/session/1' });
    if (url.pathname === '/user/invoices/inv-1/receipt') {
      if (req.headers.authorization !== 'Bearer token') return json(res, 401, { code: 'UNAUTHENTICATED', message: 'Sign in to continue.' });
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="facet-receipt-inv1.pdf"' });
      return res.end('%PDF-1.3 receipt');
    }
    if (url.pathname === '/user/invoices') {
      const cursor = url.searchParams.get('cursor');
      if (!cursor) return json(res, 200, { results: [invoice(3), invoice(2)], items: [invoice(3), invoice(2)], nextCursor: 'page2' });
      if (failSecondPage) return json(res, 500, { code: 'INTERNAL', message: 'The invoices could not be read.' });
      return json(res, 200, { results: [invoice(1)], items: [invoice(1)], nextCursor: null });
    }
    res.writeHead(404).end();
  });
});
afterAll(() => server.close());
beforeEach(() => {
  signedInAt(server.url);
  tier = 'pro';
  subscription = active();
  failSecondPage = false;
});

type Hooks = {
  user: ReturnType<typeof useUser>;
  subscription: ReturnType<typeof useSubscription>;
  cancel: ReturnType<typeof useCancelSubscription>;
  resume: ReturnType<typeof useResumeSubscription>;
  portal: ReturnType<typeof useBillingPortal>;
  invoices: ReturnType<typeof useInvoices>;
};

async function mount(status: Subscription['status'] = 'active'): Promise<{ latest: () => Hooks; unmount: () => void }> {
  let hooks: Hooks | undefined;
  function Probe() {
    hooks = {
      user: useUser(),
      subscription: useSubscription(),
      cancel: useCancelSubscription(),
      resume: useResumeSubscription(),
      portal: useBillingPortal(),
      invoices: useInvoices(2),
    };
    return null;
  }
  const root = createRoot(document.createElement('div'));
  root.render(
    <DataProvider overrides={{ provider: () => new Map() }}>
      <Probe />
    </DataProvider>,
  );
  await vi.waitFor(() => expect(hooks?.subscription.subscription?.status).toBe(status));
  await vi.waitFor(() => expect(hooks?.user.user?.tier).toBe('pro'));
  return { latest: () => hooks!, unmount: () => root.unmount() };
}

const profileReads = () => server.seen.filter((req) => req.url === '/user/profile').length;

describe('billing', () => {
  it('cancelling puts the canceling plan in the cache and reads the user again', async () => {
    const { latest, unmount } = await mount();
    const readsBefore = profileReads();
    const answer = await latest().cancel.trigger();
    expect(answer.status).toBe('canceling');
    await vi.waitFor(() => expect(latest().subscription.subscription?.status).toBe('canceling'));
    await vi.waitFor(() => expect(profileReads()).toBeGreaterThan(readsBefore));
    // The answer was enough: the plan was not fetched again.
    expect(server.seen.filter((req) => req.url === '/user/subscription')).toHaveLength(1);
    unmount();
  });

  it('resuming puts the renewing plan back, and a refusal keeps the server message', async () => {
    subscription = { ...active(), status: 'canceling' };
    const { latest, unmount } = await mount('canceling');
    await latest().resume.trigger();
    await vi.waitFor(() => expect(latest().subscription.subscription?.status).toBe('active'));
    subscription = { ...active(), status: 'none', plan: null };
    await expect(latest().resume.trigger()).rejects.toThrow('There is no plan to resume.');
    await vi.waitFor(() => expect(latest().resume.error).toBeInstanceOf(Error));
    unmount();
  });

  it('useBillingPortal answers the portal address', async () => {
    const { latest, unmount } = await mount();
    await expect(latest().portal.trigger()).resolves.toEqual({ url: 'https://billing.example.com/session/1' });
    unmount();
  });

  it('useInvoices pages with the cursor and stops on the last page', async () => {
    const seenBefore = server.seen.length;
    const { latest, unmount } = await mount();
    await vi.waitFor(() => expect(latest().invoices.invoices.map((item) => item.id)).toEqual(['inv-3', 'inv-2']));
    expect(latest().invoices.hasMore).toBe(true);
    latest().invoices.loadMore();
    await vi.waitFor(() => expect(latest().invoices.invoices.map((item) => item.id)).toEqual(['inv-3', 'inv-2', 'inv-1']));
    expect(latest().invoices.hasMore).toBe(false);
    const pageReads = server.seen.slice(seenBefore).filter((req) => req.url.startsWith('/user/invoices')).map((req) => req.url);
    expect(pageReads).toEqual(['/user/invoices?limit=2', '/user/invoices?cursor=page2&limit=2']);
    unmount();
  });

  it('a failed further page keeps the first page and is tried again by loadMore', async () => {
    failSecondPage = true;
    const { latest, unmount } = await mount();
    await vi.waitFor(() => expect(latest().invoices.invoices).toHaveLength(2));
    latest().invoices.loadMore();
    await vi.waitFor(() => expect(latest().invoices.error).toBeInstanceOf(Error), { timeout: 10_000 });
    expect(latest().invoices.invoices).toHaveLength(2);
    failSecondPage = false;
    latest().invoices.loadMore();
    await vi.waitFor(() => expect(latest().invoices.invoices).toHaveLength(3));
    expect(latest().invoices.error).toBeUndefined();
    unmount();
  });

  it('downloadReceipt fetches the PDF with the bearer token and saves it under the server\'s file name', async () => {
    const clicked: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    try {
      await downloadReceipt(invoice(1));
      expect(clicked).toEqual([{ href: expect.stringMatching(/^blob:/), download: 'facet-receipt-inv1.pdf' }]);
      clearSession();
      await expect(downloadReceipt(invoice(1))).rejects.toMatchObject({ status: 401, message: 'Sign in to continue.' });
      expect(clicked).toHaveLength(1);
    } finally {
      click.mockRestore();
    }
  });
});
