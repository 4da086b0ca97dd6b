/**
 * The catalogue of API endpoints: method, path, who may call it and the schemas of what goes in and
 * out. The server's OpenAPI document (`/docs`) is generated from it, and a server test checks that
 * every route the server registers is listed here, so the wire format is written once.
 */
import type { z } from 'zod';
import { healthResponseSchema } from './health';
import { problemReportResponseSchema, problemReportSchema } from './support';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  method: HttpMethod;
  /** Fastify-style path, parameters as `:name` (e.g. `/user/:id`). */
  path: string;
  /** One line on what it does, for the docs. */
  summary: string;
  /** Group in the docs. */
  tag: 'system' | 'support' | 'auth' | 'user' | 'credits' | 'events' | 'admin';
  /** `none`: public; `user`: a user token; `admin`: an admin token. */
  auth: 'none' | 'user' | 'admin';
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success body; absent for 204 and redirects. */
  response?: z.ZodType;
  /** Success status; 200 when absent. */
  status?: 200 | 201 | 204 | 302;
}

export const endpoints = {
  health: {
    method: 'GET',
    path: '/health',
    summary: 'Server and database health.',
    tag: 'system',
    auth: 'none',
    response: healthResponseSchema,
  },
  reportProblem: {
    method: 'POST',
    path: '/support/report-problem',
    summary: 'Report a problem a person met in the app.',
    tag: 'support',
    auth: 'none',
    body: problemReportSchema,
    response: problemReportResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
