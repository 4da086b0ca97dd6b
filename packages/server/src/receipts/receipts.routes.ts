import { endpoints } from '@facet/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../lib/route';
import { ReceiptsService } from './receipts.service';
import type { Services } from '../services';

/** An invoice's PDF receipt, downloaded by its owner. */
export function receiptsRoutes(app: FastifyInstance, { store }: Services): void {
  const receipts = new ReceiptsService(store);
  route(app, endpoints.receipt, async ({ caller, params }) => receipts.receipt(caller, params.id));
}
