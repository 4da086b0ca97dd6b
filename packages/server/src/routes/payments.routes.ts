import { endpoints } from '@facet/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { route } from '../lib/route';
import { testCheckoutRoutes } from '../payments';
import type { Services } from '../services';

/** Buying packs and plans, the invoices it leaves, and the built-in test checkout's page when it is the provider. */
export async function paymentsRoutes(app: FastifyInstance, { payments }: Services, config: Readonly<Config>): Promise<void> {
  route(app, endpoints.startCheckout, async ({ caller, body }) => payments.startCheckout(caller, body));

  route(app, endpoints.invoices, async ({ caller, query }) => payments.invoices(caller, query));

  if (payments.providerName === 'test') await testCheckoutRoutes(app, payments, config.publicUrl);
}
