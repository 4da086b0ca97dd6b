import { endpoints } from '@facet/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../lib/route';
import { ReportsService } from './reports.service';
import type { Services } from '../services';

/** Admin reports. */
export function reportsRoutes(app: FastifyInstance, { store }: Services): void {
  const reports = new ReportsService(store);
  route(app, endpoints.creditsReport, async ({ query }) => reports.credits(query));
}
