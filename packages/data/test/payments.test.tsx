// @vitest-environment happy-dom
import type { Checkout, UserProfile } from '@facet/contract';
import { createRoot } from 'react-dom/client';
import { useSWRConfig } from 'swr';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataProvider } from '../src/DataProvider';
import { useCredits, useUser } from '../src/account-hooks';
import { applyCreditsUpdate, useStartCheckout } from '../src/payments';
import { json, signedInAt, startLocalServer } from './local-server';

let tier = 'free';
let balance = 40;
const user = () => ({ _id: 'u1', id: 'u1', email: 'ada@example.com', name: 'Ada', tier, credits: balance }) as UserProfile;
const checkout = (url: string): Checkout => ({
  _id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
  id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
  provider: 'test',
  status: 'pending',
  kind: 'pack',
  item: 'pack_500',
  description: '500 credits',
  credits: 500,
  list_price_cents: 500,
  amount_cents: 500,
  currency: 'usd',
  discount: null,
  url: `${url}/payments/test-checkout/token`,
  created_at: '2026-01-01T00:00:00.000Z',
});
let server: Awaited<ReturnType<typeof startLocalServer>>;

beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    if (req.url === '/user/profile') return json(res, 200, user());
    if (req.url === '/user/credits') return json(res, 200, { credits: balance });
    if (req.method === 'POST' && req.url === '/payments/checkout') {
      const body = JSON.parse(req.body) as { kind: string; pack_id?: string };
      if (body.pack_id === 'pack_1') return json(res, 400, { code: 'VALIDATION_FAILED', message: 'expected one of the credit packs pack_500' });
      return json(res, 201, checkout(server.url));
    }
    res.writeHead(404).end();
  });
});
afterAll(() => server.close());
beforeEach(() => {
  signedInAt(server.url);
  tier = 'free';
  balance = 40;
});

type Hooks = {
  user: ReturnType<typeof useUser>;
  credits: ReturnType<typeof useCredits>;
  checkout: ReturnType<typeof useStartCheckout>;
  mutate: ReturnType<typeof useSWRConfig>['mutate'];
};

async function mount(): Promise<{ latest: () => Hooks; unmount: () => void }> {
  let hooks: Hooks | undefined;
  function Probe() {
    hooks = { user: useUser(), credits: useCredits(), checkout: useStartCheckout(), mutate: useSWRConfig().mutate };
    return null;
  }
  const root = createRoot(document.createElement('div'));
  root.render(
    <DataProvider overrides={{ provider: () => new Map() }}>
      <Probe />
    </DataProvider>,
  );
  await vi.waitFor(() => expect(hooks?.credits.credits).toBe(40));
  return { latest: () => hooks!, unmount: () => root.unmount() };
}

describe('payments', () => {
  it('useStartCheckout posts the pack and answers the checkout page address', async () => {
    const { latest, unmount } = await mount();
    const started = await latest().checkout.trigger({ kind: 'pack', pack_id: 'pack_500' });
    expect(started.url).toBe(`${server.url}/payments/test-checkout/token`);
    const posted = server.seen.filter((req) => req.url === '/payments/checkout').at(-1);
    expect(JSON.parse(posted!.body)).toEqual({ kind: 'pack', pack_id: 'pack_500' });
    unmount();
  });

  it('useStartCheckout keeps the server message of a refusal', async () => {
    const { latest, unmount } = await mount();
    await expect(latest().checkout.trigger({ kind: 'pack', pack_id: 'pack_1' as 'pack_500' })).rejects.toThrow(
      'expected one of the credit packs pack_500',
    );
    await vi.waitFor(() => expect(latest().checkout.error).toBeInstanceOf(Error));
    unmount();
  });

  it('a credits_update puts the new balance in the credits and the user, and fetches the new tier', async () => {
    const { latest, unmount } = await mount();
    // The purchase of a plan, as the server has it once fulfilled.
    balance = 2040;
    tier = 'pro';
    applyCreditsUpdate(latest().mutate, { credits: 2040 });
    await vi.waitFor(() => expect(latest().credits.credits).toBe(2040));
    await vi.waitFor(() => expect(latest().user.user).toMatchObject({ credits: 2040, tier: 'pro' }));
    unmount();
  });
});
