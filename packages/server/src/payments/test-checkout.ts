/**
 * The built-in test checkout, the provider when no Stripe key is configured: a page on this server,
 * clearly labelled, with Pay and Decline buttons that drive the same `fulfil` a Stripe webhook does,
 * so the embedded product can buy credits end to end without a payment account. No money moves.
 *
 * The page's address carries a 256-bit token (only its SHA-256 is stored), which is all that opens it
 * and all that lets its forms be posted: another site cannot forge a Pay it does not know the address
 * of, and the page sends no Referer, so the address does not leak from it.
 */
import { formatUsdCents, pages } from '@facet/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config';
import type { CheckoutRow } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { linkOrigin } from '../lib/link-origin';
import { hashSecretToken, newSecretToken } from '../lib/secret-tokens';
import type { CheckoutService } from './checkout.service';
import type { CheckoutToCharge, PaymentProvider, ProviderCheckout } from './port';

export const TEST_CHECKOUT_PATH = '/payments/test-checkout';
export const TEST_CHECKOUT_TITLE = 'Test checkout: no money moves';

export class TestCheckoutProvider implements PaymentProvider {
  readonly name = 'test' as const;

  async startCheckout(checkout: CheckoutToCharge): Promise<ProviderCheckout> {
    const token = newSecretToken();
    return { url: `${checkout.origin}${TEST_CHECKOUT_PATH}/${token}`, providerCheckoutId: null, tokenHash: hashSecretToken(token) };
  }

  // Renewals and ends of the test checkout's plans are made by `TestClock.settleDue` on its own
  // clock, which reads the plan's status: there is no one else to tell.
  async setCancelAtPeriodEnd(): Promise<void> {}

  async cancelNow(): Promise<void> {}

  async portalUrl(): Promise<string | null> {
    return null;
  }

  // Its checkouts are pages of this server, which read the checkout's status: a declined one takes no
  // payment. A refund moves no money, as the payment moved none: the checkout's status records it.
  async expireCheckout(): Promise<void> {}

  async refund(): Promise<void> {}
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * The page and its two buttons. Outside the API catalogue (a page a person opens, answering HTML and
 * redirects, not JSON), so registered under a wildcard as the file links are.
 */
export async function testCheckoutRoutes(app: FastifyInstance, checkouts: CheckoutService, config: Pick<Config, 'appMode' | 'publicUrl'>): Promise<void> {
  await app.register(async (scope) => {
    // The buttons post empty forms; the token in the address is the whole request.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));

    scope.get(`${TEST_CHECKOUT_PATH}/*`, async (request, reply) => {
      const token = tokenOf((request.params as { '*': string })['*']);
      const checkout = await checkouts.checkoutByToken(token);
      return privatePage(reply).type('text/html; charset=utf-8').send(renderPage(checkout, token));
    });

    scope.post(`${TEST_CHECKOUT_PATH}/*`, async (request, reply) => {
      const [tokenPart = '', action, ...rest] = (request.params as { '*': string })['*'].split('/');
      if ((action !== 'pay' && action !== 'decline') || rest.length > 0) {
        throw new HttpError(404, 'NOT_FOUND', `Nothing at ${request.method} ${request.url.split('?')[0] ?? ''}`);
      }
      const checkout = await checkouts.checkoutByToken(tokenOf(tokenPart));
      if (checkout.status === 'completed') throw new HttpError(409, 'CONFLICT', 'This checkout is already paid; nothing was charged again.');
      if (checkout.status === 'declined') {
        throw new HttpError(
          409,
          'CONFLICT',
          'This checkout was declined, or closed when another purchase used up its price. Start the purchase again from the pricing page.',
        );
      }
      const type = action === 'pay' ? 'checkout.completed' : 'checkout.declined';
      // One event per checkout and button: a double click is a replay, which fulfilment ignores.
      const result = await checkouts.fulfil({ provider: 'test', eventId: `${checkout.id}:${type}`, type, checkoutId: checkout.id });
      // Paid for a price that no longer held (see CheckoutService.claimPrice): refunded, and the buyer told why.
      if (result.status === 'refunded') throw new HttpError(409, 'CONFLICT', result.refundReason ?? 'This payment was refunded.');
      const page = result.status === 'completed' ? pages.paymentSuccess : pages.paymentFailed;
      // Back on the origin the page was opened on, where the buyer is signed in.
      return privatePage(reply).redirect(`${linkOrigin(request, config)}${page.href({ checkout_id: checkout.id })}`, 303);
    });
  });
}

function tokenOf(value: string): string {
  if (!TOKEN_PATTERN.test(value)) throw new HttpError(404, 'NOT_FOUND', 'No such checkout. Start the purchase again from the pricing page.');
  return value;
}

// The address holds the page's secret: kept out of caches and of the Referer of whatever comes next.
function privatePage(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/**
 * The page's own small style, inline (the security headers allow inline styles, not scripts, and
 * the page loads nothing else): the product's colours, light or dark as the device prefers, and a
 * box with room on both sides on a phone.
 */
export const CHECKOUT_STYLE = `
  :root {
    color-scheme: light dark;
    --bg: #f7f7f8; --box: #ffffff; --text: #18191d; --muted: #5d616e; --line: #e3e4e8;
    --warn: #9a5b00; --warn-bg: #fdf3e1; --pay: #1a7f4b; --pay-hover: #15693e;
    font-family: 'Inter Variable', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
    line-height: 1.5;
  }
  @media (prefers-color-scheme: dark) {
    :root {
      --bg: #0b0c0e; --box: #131418; --text: #edeef0; --muted: #9a9da7; --line: #26282f;
      --warn: #f5b942; --warn-bg: #2d2311; --pay: #1f9d63; --pay-hover: #23b371;
    }
  }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px 16px; background: var(--bg); color: var(--text); }
  main { width: 100%; max-width: 420px; background: var(--box); border: 1px solid var(--line); border-radius: 14px; padding: 24px; box-shadow: 0 8px 24px rgb(0 0 0 / 0.12); }
  h1 { display: inline-block; font-size: 0.8rem; font-weight: 600; letter-spacing: 0.02em; margin: 0 0 12px; padding: 4px 10px; border-radius: 999px; color: var(--warn); background: var(--warn-bg); }
  .note { margin: 0 0 20px; color: var(--muted); font-size: 0.9rem; }
  .item { font-size: 1.05rem; font-weight: 500; margin: 0; }
  .price { font-size: 2rem; font-weight: 700; margin: 4px 0 8px; letter-spacing: -0.02em; font-variant-numeric: tabular-nums; }
  .offer, .status { margin: 0 0 8px; color: var(--muted); }
  .actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 20px; }
  form { margin: 0; }
  button { font: inherit; font-weight: 500; min-height: 40px; padding: 8px 20px; border-radius: 8px; border: 1px solid var(--line); background: transparent; color: inherit; cursor: pointer; }
  button:hover { background: color-mix(in srgb, var(--text) 6%, transparent); }
  button:focus-visible { outline: 2px solid var(--pay); outline-offset: 2px; }
  button.pay { background: var(--pay); border-color: var(--pay); color: #ffffff; }
  button.pay:hover { background: var(--pay-hover); border-color: var(--pay-hover); }
`;

export function renderPage(checkout: CheckoutRow, token: string): string {
  const price = formatUsdCents(checkout.amountCents);
  const listPrice = `<s>${formatUsdCents(checkout.listPriceCents)}</s>`;
  const offer =
    checkout.couponCode !== null
      ? `<p class="offer">Coupon ${escapeHtml(checkout.couponCode)}: ${checkout.couponPercentOff}% off ${listPrice}</p>`
      : checkout.welcomeOfferPercentOff === null
        ? ''
        : `<p class="offer">Welcome offer: ${checkout.welcomeOfferPercentOff}% off ${listPrice}</p>`;
  const action = `${TEST_CHECKOUT_PATH}/${token}`;
  const body =
    checkout.status === 'pending'
      ? `<div class="actions"><form method="post" action="${action}/pay"><button type="submit" class="pay">Pay ${price}</button></form>
      <form method="post" action="${action}/decline"><button type="submit">Decline</button></form></div>`
      : checkout.status === 'refunded'
        ? `<p class="status">This checkout is refunded. ${escapeHtml(checkout.refundReason ?? '')}</p>`
        : `<p class="status">This checkout is ${checkout.status === 'completed' ? 'paid' : 'declined'}.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${TEST_CHECKOUT_TITLE}</title>
<style>
  ${CHECKOUT_STYLE}
</style>
</head>
<body>
<main>
  <h1>${TEST_CHECKOUT_TITLE}</h1>
  <p class="note">This server has no payment provider configured. Pay grants the credits as a real payment would; no card is asked for and nothing is charged.</p>
  <p class="item">${escapeHtml(checkout.description)}</p>
  <p class="price">${price}</p>
  ${offer}
  ${body}
</main>
</body>
</html>
`;
}
