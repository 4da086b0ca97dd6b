import { endpoints } from '@facet/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../lib/route';
import type { Services } from '../services';

/** SPEC.md section 7, Sessions and jobs: every call is scoped to the caller's own sessions. */
export function sessionsRoutes(app: FastifyInstance, { sessions }: Services): void {
  route(app, endpoints.createSession, async ({ caller, body }) => sessions.create(caller, body));

  route(app, endpoints.getSession, async ({ caller, params }) => sessions.get(caller, params.id));

  route(app, endpoints.updateSession, async ({ caller, params, body }) => sessions.rename(caller, params.id, body.name));

  // The message is validated but not yet used: magic edit answers TOOL_UNAVAILABLE until it can run.
  route(app, endpoints.sendChatMessage, async ({ caller, params }) => sessions.sendChatMessage(caller, params.sessionId));

  // The schema lets through exactly one of the two.
  route(app, endpoints.listJobs, async ({ caller, query }) => (query.session_id ? sessions.jobs(caller, query.session_id) : sessions.activeJobs(caller)));
}
