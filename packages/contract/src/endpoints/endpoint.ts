/** What an entry of the endpoint catalogue declares, and the types and helpers read from one. */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The largest body the API reads besides an upload's form, in bytes (the server's body limit); over it, 413. */
export const REQUEST_BODY_LIMIT_BYTES = 1024 * 1024;
/**
 * The longest path parameter the server's router takes, in characters; over it, 414. Past the longest
 * one a schema takes (a 200-character reset token), so those get their schema's 400.
 */
export const PATH_PARAM_MAX_LENGTH = 256;

/** The groups of the docs, each with what it holds. */
export const endpointTags = {
  system: 'What the server is and how it is doing: the browser start-up settings and the health check.',
  support: 'Problem and error reports, forwarded to the team.',
  auth: 'Signing up, in and out: email and password, the verification link, and sign-in through Google, Discord or Apple.',
  user: 'The signed-in account: profile, name, password reset, onboarding, invoices and deletion.',
  credits: 'The credit balance and its ledger.',
  payments: 'Buying credit packs and plans: a checkout at the price the server sets, and the invoices it leaves.',
  events: 'Product events the browser records, such as a click on an upgrade button.',
  assets: 'Your folders, meshes, images, splats and videos: listing, search, upload, rename, move and delete; and the public showcase.',
  organizations: 'Organizations: a library shared by its members, their roles, and the invites mailed to join.',
  sessions: 'Running tools on your assets: a session per run, with the jobs a worker carries out.',
  admin: 'For admins only (an admin token from the admin sign-in): the overview, users and their credits, tiers, signing in as a user, first sessions, the showcase, organizations, coupons and the audit log.',
} as const;
export type EndpointTag = keyof typeof endpointTags;

/**
 * The error statuses an entry may describe. The API docs add some to every entry they apply to (see
 * `errors`), so only the rest need saying.
 */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 414 | 415 | 429 | 501 | 502 | 503;

export interface Endpoint {
  method: HttpMethod;
  /** Fastify-style path, parameters as `:name` (e.g. `/user/:id`). */
  path: string;
  /** One line on what it does, for the docs. */
  summary: string;
  /** Group in the docs. */
  tag: EndpointTag;
  /** `none`: public; `user`: a user token; `admin`: an admin token. */
  auth: 'none' | 'user' | 'admin';
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** How `body` is sent; `json` when absent. */
  bodyEncoding?: 'json' | 'multipart';
  /**
   * The error answers of this endpoint, by status: what causes them, with the code in backticks; each
   * answers `{message, code, data?}`. The docs add these wherever they apply, so they are not repeated
   * here (a text given for one of these statuses is added to the docs' own): 400 `VALIDATION_FAILED`
   * for an endpoint with params, query or a body, or whose method carries a body (unreadable JSON);
   * 413 and 415 for a method that carries a body; 414 for a path with parameters; 401 for `user` and
   * `admin`; 403 for `admin`; 429 for `rateLimited`.
   */
  errors?: Partial<Record<ErrorStatus, string>>;
  /**
   * Limited per IP: past the limit it answers 429 `RATE_LIMITED` with `retry-after`. The server's
   * `route()` registers such an entry only with its limit, and any limit only on such an entry.
   */
  rateLimited?: true;
  /** The success body; absent for 204, redirects and files. */
  response?: z.ZodType;
  /** A file answered instead of a JSON body (a PDF receipt), sent as an attachment; with no `response`. */
  file?: { contentType: 'application/pdf'; description: string };
  /** Success status; 200 when absent. */
  status?: 200 | 201 | 204 | 302;
  /** Another status answered with the `response` body, not an error body (health: 503 while the database is down). */
  alternateStatus?: { status: 503; description: string };
  /** Examples for the docs of the body sent and the success answer; a contract test parses each with its schema. */
  examples?: { body?: unknown; response?: unknown };
}

type SchemaOf<E, Part extends 'params' | 'query' | 'body' | 'response'> = E extends { [K in Part]: infer Schema extends z.ZodType } ? Schema : undefined;

/** What the caller sends as the path parameters of an endpoint (`undefined` when it has none). */
export type EndpointParams<E extends Endpoint> = SchemaOf<E, 'params'> extends z.ZodType ? z.input<SchemaOf<E, 'params'>> : undefined;
/** What the caller sends as the query of an endpoint. */
export type EndpointQuery<E extends Endpoint> = SchemaOf<E, 'query'> extends z.ZodType ? z.input<SchemaOf<E, 'query'>> : undefined;
/** What the caller sends as the body of an endpoint. */
export type EndpointBody<E extends Endpoint> = SchemaOf<E, 'body'> extends z.ZodType ? z.input<SchemaOf<E, 'body'>> : undefined;
/** What the server answers on success (`void` for 204 and redirects). */
export type EndpointResponse<E extends Endpoint> = SchemaOf<E, 'response'> extends z.ZodType ? z.output<SchemaOf<E, 'response'>> : void;

/** The path of an endpoint with its `:name` parameters filled in, each URL-encoded. */
export function endpointPath(endpoint: Pick<Endpoint, 'path'>, params: Record<string, string | number> = {}): string {
  return endpoint.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`${endpoint.path} needs the path parameter "${name}".`);
    return encodeURIComponent(String(value));
  });
}
