/** Buying through the built-in test checkout, as a browser does, for tests that need paid invoices. */
import type { Checkout, CreditPackId, Invoice, InvoicesResponse, StartCheckoutRequest } from '@facet/contract';
import { expect } from 'vitest';
import { call, json } from './accounts-helpers';
import type { TestServer } from './helpers';

/** Presses Pay on the test checkout's page of `checkout`, as a browser posts its form. */
export async function payOnTestCheckout(server: TestServer, checkout: Pick<Checkout, 'url'>): Promise<void> {
  // The page's URL names the configured public URL, which is not where the test server listens.
  const paid = await fetch(`${server.url}${new URL(checkout.url).pathname}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
}

/** Starts a checkout and presses Pay on the test checkout's page; answers the invoice it left. */
export async function buyThroughTestCheckout(server: TestServer, token: string, request: StartCheckoutRequest): Promise<{ checkout: Checkout; invoice: Invoice }> {
  const checkout = await json<Checkout>(await call(server, 'POST', '/payments/checkout', { token, body: request }), 201);
  await payOnTestCheckout(server, checkout);
  const { results } = await json<InvoicesResponse>(await call(server, 'GET', '/user/invoices', { token }), 200);
  const invoice = results.find((row) => row.checkout_id === checkout.id);
  if (!invoice) throw new Error(`No invoice for checkout ${checkout.id}`);
  return { checkout, invoice };
}

export const buyPack = (server: TestServer, token: string, pack_id: CreditPackId) => buyThroughTestCheckout(server, token, { kind: 'pack', pack_id });
