import {
  createSessionRequestSchema,
  jobListQuerySchema,
  type JobListResponse,
  sendMessageParamsSchema,
  sendMessageRequestSchema,
  type Session,
  sessionIdParamsSchema,
  updateSessionRequestSchema,
} from '@facet/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseRequest } from '../lib/validation';
import type { Services } from '../services';

/** SPEC.md section 7, Sessions and jobs: every call is scoped to the caller's own sessions. */
export function sessionsRoutes(app: FastifyInstance, { auth, sessions }: Services): void {
  const caller = (request: FastifyRequest) => auth.authenticate(request.headers.authorization, 'user');

  app.post('/v3/sessions', async (request, reply): Promise<Session> => {
    const who = await caller(request);
    const created = await sessions.create(who, parseRequest(createSessionRequestSchema, request.body, 'body'));
    reply.code(201);
    return created;
  });

  app.get('/v3/sessions/:id', async (request): Promise<Session> => {
    const who = await caller(request);
    return sessions.get(who, parseRequest(sessionIdParamsSchema, request.params, 'params').id);
  });

  app.put('/v3/sessions/:id', async (request): Promise<Session> => {
    const who = await caller(request);
    const { id } = parseRequest(sessionIdParamsSchema, request.params, 'params');
    return sessions.rename(who, id, parseRequest(updateSessionRequestSchema, request.body, 'body').name);
  });

  app.post('/v3/sessions/chat-to-3d/:sessionId/send-message', async (request): Promise<Session> => {
    const who = await caller(request);
    const { sessionId } = parseRequest(sendMessageParamsSchema, request.params, 'params');
    parseRequest(sendMessageRequestSchema, request.body, 'body');
    return sessions.sendChatMessage(who, sessionId);
  });

  app.get('/v3/jobs', async (request): Promise<JobListResponse> => {
    const who = await caller(request);
    return sessions.jobs(who, parseRequest(jobListQuerySchema, request.query, 'query').session_id);
  });
}
