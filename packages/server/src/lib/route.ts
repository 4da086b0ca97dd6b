/**
 * Registers an API route from its entry in the contract's endpoint catalogue: the method, the path,
 * who may call it, the schemas of what comes in and the success status are read from the entry, so a
 * route cannot answer at another address, skip a check or send another status than `/docs` says.
 */
import type { Endpoint, EndpointResponse } from '@facet/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { z } from 'zod';
import type { Caller } from '../access/access';
import { parseRequest } from './validation';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The catalogue entry a route was registered from, when it is an API route. */
    endpoint?: Endpoint;
    /** Registered with a rate limit (which its entry must say: `rateLimited`). */
    rateLimited?: boolean;
  }
}

/** A part of the request as its schema parses it; `undefined` when the entry has no schema for it. */
type Parsed<E extends Endpoint, Part extends 'params' | 'query' | 'body'> = E extends { [K in Part]: infer Schema extends z.ZodType }
  ? z.output<Schema>
  : undefined;

/**
 * Who is calling. A user or admin endpoint has an authenticated caller; a public one may ask whether
 * the request carries a valid token (to name a reporter, say), which never refuses the request.
 */
type CallerOf<E extends Endpoint> = E['auth'] extends 'none'
  ? { optionalCaller: () => Promise<Caller | undefined> }
  : { caller: Caller };

type RouteContext<E extends Endpoint> = CallerOf<E> & {
  params: Parsed<E, 'params'>;
  query: Parsed<E, 'query'>;
  /** A multipart body is not parsed here: the handler reads its parts from `request` as they stream in. */
  body: E extends { bodyEncoding: 'multipart' } ? undefined : Parsed<E, 'body'>;
  request: FastifyRequest;
  /** To set a header, or the entry's `alternateStatus` (health answers 503 while the database is down). */
  reply: FastifyReply;
};

/**
 * What the handler gives back: the response body, for a redirect the address to send the browser to,
 * for a file its bytes and the name it is saved under.
 */
type RouteResult<E extends Endpoint> = E extends { status: 302 }
  ? URL
  : E extends { file: object }
    ? { bytes: Uint8Array; fileName: string }
    : EndpointResponse<E>;

interface RouteOptions {
  /**
   * The limit of an entry that is `rateLimited` (from `rateLimitByIp`), which such an entry must have
   * and no other may: it runs before authentication and validation.
   */
  rateLimit: onRequestHookHandler;
}

type RouteHandler<E extends Endpoint> = (context: RouteContext<E>) => Promise<RouteResult<E>>;

/** What follows the entry: its limit and the handler for a `rateLimited` entry, the handler alone for any other. */
type RouteArguments<E extends Endpoint> = E extends { rateLimited: true } ? [options: RouteOptions, handler: RouteHandler<E>] : [handler: RouteHandler<E>];

/**
 * Registers `endpoint` on `app`. In order: the rate limit of a `rateLimited` entry; authentication as
 * `endpoint.auth` says (401, or 403 for a non-admin token on an admin endpoint); the params, query
 * and JSON body parsed with their schemas (400 `VALIDATION_FAILED`); then the handler, whose result is
 * sent with `endpoint.status` (or its `alternateStatus`, if the handler set it): as the body, as
 * nothing for 204, as the `location` of a 302. Any other status a handler sets is refused, as the
 * docs would not list it.
 */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, ...args: RouteArguments<E>): void {
  const given: unknown[] = args;
  const [options, handler] = (given.length > 1 ? given : [undefined, ...given]) as [RouteOptions | undefined, RouteHandler<E> | undefined];
  if (typeof handler !== 'function') throw new Error(`${endpoint.method} ${endpoint.path}: no handler`);
  if (endpoint.rateLimited && !options?.rateLimit) {
    throw new Error(`${endpoint.method} ${endpoint.path}: the catalogue says it is rate-limited; give its limit`);
  }
  if (!endpoint.rateLimited && options?.rateLimit) {
    throw new Error(`${endpoint.method} ${endpoint.path}: has a rate limit the catalogue does not list; mark the entry rateLimited`);
  }
  const multipart = endpoint.bodyEncoding === 'multipart';
  // Multipart is parsed only in the scopes that register it, so no other route accepts a form.
  if (multipart && !app.hasContentTypeParser('multipart/form-data')) {
    throw new Error(`${endpoint.method} ${endpoint.path}: takes a multipart body; register @fastify/multipart in its scope first`);
  }
  if (!app.hasDecorator('services')) throw new Error(`${endpoint.method} ${endpoint.path}: decorate the app with its services first`);
  const { auth } = app.services;
  const status = endpoint.status ?? 200;

  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { endpoint, rateLimited: Boolean(options?.rateLimit) },
    ...(options?.rateLimit ? { onRequest: options.rateLimit } : {}),
    handler: async (request, reply) => {
      // Authentication comes first, so a caller without a token learns nothing about the rest.
      const who =
        endpoint.auth === 'none'
          ? { optionalCaller: () => auth.optionalCaller(request.headers.authorization) }
          : { caller: await auth.authenticate(request.headers.authorization, endpoint.auth) };
      // What RouteContext<E> says, by construction from the same entry; the compiler cannot follow a
      // value through its conditional types.
      const context = {
        ...who,
        params: endpoint.params ? parseRequest(endpoint.params, request.params, 'params') : undefined,
        query: endpoint.query ? parseRequest(endpoint.query, request.query, 'query') : undefined,
        body: endpoint.body && !multipart ? parseRequest(endpoint.body, request.body, 'body') : undefined,
        request,
        reply,
      } as unknown as RouteContext<E>;
      reply.code(status);
      const result = await handler(context);
      if (reply.statusCode !== status && reply.statusCode !== endpoint.alternateStatus?.status) {
        throw new Error(`${endpoint.method} ${endpoint.path}: the handler answered ${reply.statusCode}, which the catalogue entry does not list`);
      }
      if (status === 302) return reply.redirect(String(result), 302);
      if (status === 204) return reply.send();
      if (endpoint.file) {
        const { bytes, fileName } = result as { bytes: Uint8Array; fileName: string };
        return reply
          .header('content-type', endpoint.file.contentType)
          .header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(bytes));
      }
      return result;
    },
  });
}
