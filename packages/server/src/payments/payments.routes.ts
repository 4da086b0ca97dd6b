import { endpoints, pages } from '@facet/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { HttpError } from '../lib/http-error';
import { linkOrigin } from '../lib/link-origin';
import { route } from '../lib/route';
import { StripeProvider, testCheckoutRoutes, WebhookSignatureError } from '.';
import type { Services } from '../services';

/** Buying packs and plans, the invoices it leaves, and the routes of the provider in use: the test checkout's page, Stripe's webhook. Coupons are made and the test clock moved in admin/. */
export async function paymentsRoutes(app: FastifyInstance, { payments }: Services, config: Readonly<Config>): Promise<void> {
  route(app, endpoints.startCheckout, async ({ caller, body, request }) => payments.checkout.startCheckout(caller, body, linkOrigin(request, config)));

  route(app, endpoints.invoices, async ({ caller, query }) => payments.invoices.invoices(caller, query));

  route(app, endpoints.subscription, async ({ caller }) => payments.plans.subscription(caller));
  route(app, endpoints.cancelSubscription, async ({ caller }) => payments.plans.cancel(caller));
  route(app, endpoints.resumeSubscription, async ({ caller }) => payments.plans.resume(caller));
  route(app, endpoints.billingPortal, async ({ caller, request }) =>
    payments.plans.billingPortal(caller, `${linkOrigin(request, config)}${pages.profileBilling.href()}`),
  );
  route(app, endpoints.checkCoupon, async ({ caller, params }) => payments.coupons.checkCoupon(caller, params.code));

  // Stripe signs the bytes it sends, so the body must reach the handler as those bytes: in this scope
  // JSON is kept as a Buffer (the entry has no body schema for route() to parse), and nothing else is taken.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    route(scope, endpoints.stripeWebhook, async ({ request }) => {
      const { provider } = payments;
      if (!(provider instanceof StripeProvider)) throw new HttpError(404, 'NOT_FOUND', 'This server takes no payments through Stripe.');
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        event = await provider.webhookEvent(Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0), typeof signature === 'string' ? signature : undefined);
      } catch (error) {
        // A forged or stale delivery is worth knowing about: someone is trying, or the secret is wrong.
        if (error instanceof WebhookSignatureError) request.log.warn({ reason: error.reason }, 'refused a Stripe webhook delivery: bad signature');
        throw error;
      }
      if (event === null) return { received: true as const, processed: false };
      const result = await payments.stripeEvents.apply(event);
      return { received: true as const, processed: result.processed };
    });
  });

  if (payments.provider.name === 'test') await testCheckoutRoutes(app, payments.checkout, config);
}
