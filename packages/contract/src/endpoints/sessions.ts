/** The catalogue's sessions endpoints (listed in order in index.ts): tool runs: sessions and their jobs. */
import type { Endpoint } from './endpoint';
import { exampleCreateSessionRequest, exampleFinishedSession, exampleJobList, exampleStartedSession } from '../examples';
import {
  ACTIVE_JOBS_LIMIT,
  createSessionRequestSchema,
  jobListQuerySchema,
  jobListResponseSchema,
  sendMessageParamsSchema,
  sendMessageRequestSchema,
  sessionIdParamsSchema,
  sessionSchema,
  updateSessionRequestSchema,
} from '../sessions';

export const sessionsEndpoints = {
  createSession: {
    method: 'POST',
    path: '/v3/sessions',
    summary:
      'Start a tool on your assets: checks the access flag, takes the credits and queues the job in one transaction. A failed job is refunded in full.',
    tag: 'sessions',
    auth: 'user',
    body: createSessionRequestSchema,
    response: sessionSchema,
    status: 201,
    errors: {
      400: 'The options do not fit the input asset, such as a target above its own triangles (`VALIDATION_FAILED`, `data.fields`).',
      402: 'Too few credits (`INSUFFICIENT_CREDITS`, `data {required_credits, current_credits}`); nothing is charged.',
      403: 'Your plan does not include this tool or mode (`TOOL_LOCKED`).',
      404: 'An input asset is not yours (`NOT_FOUND`).',
      409: 'An input asset is of the wrong type (`CONFLICT`).',
      501: 'This tool cannot run on this server yet (`TOOL_UNAVAILABLE`); nothing is charged.',
    },
    examples: { body: exampleCreateSessionRequest, response: exampleStartedSession },
  },
  getSession: {
    method: 'GET',
    path: '/v3/sessions/:id',
    summary: 'One of your sessions with its jobs.',
    tag: 'sessions',
    auth: 'user',
    params: sessionIdParamsSchema,
    response: sessionSchema,
    errors: { 404: 'No such session of yours (`NOT_FOUND`).' },
    examples: { response: exampleFinishedSession },
  },
  updateSession: {
    method: 'PUT',
    path: '/v3/sessions/:id',
    summary: 'Rename one of your sessions.',
    tag: 'sessions',
    auth: 'user',
    params: sessionIdParamsSchema,
    body: updateSessionRequestSchema,
    response: sessionSchema,
    errors: { 404: 'No such session of yours (`NOT_FOUND`).' },
  },
  sendChatMessage: {
    method: 'POST',
    path: '/v3/sessions/chat-to-3d/:sessionId/send-message',
    summary: 'Send a message to a magic-edit (chat to 3D) session.',
    tag: 'sessions',
    auth: 'user',
    params: sendMessageParamsSchema,
    body: sendMessageRequestSchema,
    response: sessionSchema,
    errors: {
      404: 'No such chat (magic edit) session of yours (`NOT_FOUND`).',
      501: 'Magic edit cannot run on this server yet (`TOOL_UNAVAILABLE`); nothing is charged.',
    },
  },
  listJobs: {
    method: 'GET',
    path: '/v3/jobs',
    summary: `The jobs of one of your sessions, oldest first; or, with status=active, your jobs still queued or running, newest first (at most ${ACTIVE_JOBS_LIMIT}).`,
    tag: 'sessions',
    auth: 'user',
    query: jobListQuerySchema,
    response: jobListResponseSchema,
    errors: { 404: 'No such session of yours (`NOT_FOUND`).' },
    examples: { response: exampleJobList },
  },
} as const satisfies Record<string, Endpoint>;
