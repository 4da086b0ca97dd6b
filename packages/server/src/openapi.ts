/**
 * The OpenAPI document, generated from the contract's endpoint catalogue (so the docs cannot drift
 * from the schemas the routes validate with), served at `/docs` with Swagger UI. The answers every
 * endpoint of a kind can give (400, 401, 403, 413, 414, 415, 429) are added here from the entry, so none is
 * forgotten; the rest come from each entry's `errors`.
 */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { apiErrorBodySchema, endpoints, endpointTags, JSON_MAX_DEPTH, PATH_PARAM_MAX_LENGTH, REQUEST_BODY_LIMIT_BYTES } from '@facet/contract';
import type { Endpoint, ErrorStatus } from '@facet/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

export const DOCS_PREFIX = '/docs';

// The document is plain JSON handed to Swagger UI; these few shapes keep the builder honest.
interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  required?: string[];
  [keyword: string]: unknown;
}
interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}
interface MediaType {
  schema: JsonSchema;
  example?: unknown;
}
interface Header {
  description: string;
  required?: boolean;
  schema: JsonSchema;
}
interface Response {
  description: string;
  headers?: Record<string, Header>;
  /** JSON, or for an endpoint that answers a file, that file's media type. */
  content?: Record<string, MediaType>;
}
interface Operation {
  operationId: string;
  summary: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters: Parameter[];
  requestBody?: { required: boolean; content: Partial<Record<'application/json' | 'multipart/form-data', MediaType>> };
  responses: Record<string, Response>;
}
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: {
    title: string;
    version: string;
    description: string;
    contact: { name: string; url: string };
    license: { name: string; identifier: string };
  };
  servers: { url: string; description: string }[];
  tags: { name: string; description: string }[];
  components: { securitySchemes: Record<string, { type: 'http'; scheme: 'bearer'; description: string }> };
  paths: Record<string, Record<string, Operation>>;
}

export interface ApiDocsOptions {
  /** The server's version, as `/health` gives it. */
  version: string;
  /** Where people reach the API (the configured public URL), without a trailing slash. */
  publicUrl: string;
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest as JsonSchema;
}

/** `/user/:id` -> `/user/{id}` */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query'): Parameter[] {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input');
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

/** Methods whose requests carry a body, which the server reads (and may refuse) whether or not the endpoint takes one. */
const bodyMethods: ReadonlySet<Endpoint['method']> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const errorBody = () => ({ schema: jsonSchema(apiErrorBodySchema, 'output') });

const retryAfter: Header = {
  description: 'Seconds until the limit allows this caller again.',
  required: true,
  schema: { type: 'integer', minimum: 1 },
};

const location: Header = {
  description: 'Where the browser is sent.',
  required: true,
  schema: { type: 'string', format: 'uri' },
};

/** Whole-KiB/MiB sizes as people write them. */
const formatBytes = (bytes: number) => (bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MiB` : `${bytes / 1024} KiB`);

/**
 * The error answers of an endpoint: those every endpoint of its kind can give, each with the entry's
 * own text for that status added, and then the entry's other statuses.
 */
function errorDescriptions(endpoint: Endpoint): Map<ErrorStatus, string> {
  const generated = new Map<ErrorStatus, string>();
  const takesInput = Boolean(endpoint.params || endpoint.query || endpoint.body);
  const carriesBody = bodyMethods.has(endpoint.method);
  const multipart = endpoint.bodyEncoding === 'multipart';
  if (takesInput || carriesBody) {
    generated.set(
      400,
      [
        takesInput && 'A parameter or the body does not match its schema (`VALIDATION_FAILED`); the message names the field.',
        carriesBody &&
          (multipart
            ? 'The form cannot be read: no boundary, cut off, or split by another boundary than its content type names (`VALIDATION_FAILED`).'
            : `The body is not valid JSON, or nests arrays and objects over ${JSON_MAX_DEPTH} deep (\`VALIDATION_FAILED\`).`),
      ]
        .filter(Boolean)
        .join(' '),
    );
  }
  if (endpoint.auth !== 'none') generated.set(401, 'No valid bearer token: none, unknown, expired or revoked (`UNAUTHENTICATED`).');
  if (endpoint.auth === 'admin') generated.set(403, 'The token is not an admin token, or its account is no longer an admin (`FORBIDDEN`).');
  if (carriesBody) {
    const limited = multipart ? 'A body that is not a multipart form' : 'The body';
    generated.set(413, `${limited} is over ${formatBytes(REQUEST_BODY_LIMIT_BYTES)} (\`FILE_TOO_LARGE\`).`);
    const expected = multipart ? '`multipart/form-data`' : endpoint.body ? '`application/json` in UTF-8' : 'no body, or `application/json` in UTF-8';
    generated.set(415, `The body's content type is not one this operation reads (\`VALIDATION_FAILED\`): send ${expected}.`);
  }
  if (endpoint.params) generated.set(414, `A path parameter is over ${PATH_PARAM_MAX_LENGTH} characters (\`VALIDATION_FAILED\`).`);
  if (endpoint.rateLimited) generated.set(429, 'Too many requests from this address (`RATE_LIMITED`); `retry-after` says when to try again.');

  const descriptions = new Map(generated);
  for (const [status, description] of Object.entries(endpoint.errors ?? {}) as [string, string][]) {
    const code = Number(status) as ErrorStatus;
    const own = generated.get(code);
    descriptions.set(code, own ? `${own} ${description}` : description);
  }
  return descriptions;
}

function successResponse(endpoint: Endpoint, status: number): Response {
  if (status === 302) return { description: 'Redirect: the browser goes on to the address in `location`.', headers: { Location: location } };
  if (endpoint.file) {
    return {
      description: endpoint.file.description,
      headers: { 'Content-Disposition': { description: 'An attachment, with the name the file is saved under.', required: true, schema: { type: 'string' } } },
      content: { [endpoint.file.contentType]: { schema: { type: 'string', contentMediaType: endpoint.file.contentType } } },
    };
  }
  if (!endpoint.response) return { description: 'Done, no body.' };
  const example = endpoint.examples?.response;
  return {
    description: status === 201 ? 'Created.' : 'Success.',
    content: { 'application/json': { schema: jsonSchema(endpoint.response, 'output'), ...(example === undefined ? {} : { example }) } },
  };
}

function operation(name: string, endpoint: Endpoint): Operation {
  const status = endpoint.status ?? 200;
  const responses: Operation['responses'] = { [status]: successResponse(endpoint, status) };
  if (endpoint.alternateStatus && endpoint.response) {
    responses[endpoint.alternateStatus.status] = {
      description: endpoint.alternateStatus.description,
      content: { 'application/json': { schema: jsonSchema(endpoint.response, 'output') } },
    };
  }
  for (const [code, description] of [...errorDescriptions(endpoint)].sort(([a], [b]) => a - b)) {
    responses[code] = {
      description,
      ...(code === 429 ? { headers: { 'Retry-After': retryAfter } } : {}),
      content: { 'application/json': errorBody() },
    };
  }
  const bodyType = endpoint.bodyEncoding === 'multipart' ? 'multipart/form-data' : 'application/json';
  const bodyExample = endpoint.examples?.body;
  return {
    operationId: name,
    summary: endpoint.summary,
    tags: [endpoint.tag],
    security: endpoint.auth === 'none' ? [] : [{ [endpoint.auth === 'admin' ? 'adminToken' : 'userToken']: [] }],
    parameters: [...parameters(endpoint.params, 'path'), ...parameters(endpoint.query, 'query')],
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { [bodyType]: { schema: jsonSchema(endpoint.body, 'input'), ...(bodyExample === undefined ? {} : { example: bodyExample }) } },
          },
        }
      : {}),
    responses,
  };
}

export function buildOpenApiDocument({ version, publicUrl }: ApiDocsOptions): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const [name, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
    const path = openApiPath(endpoint.path);
    const method = endpoint.method.toLowerCase();
    paths[path] = { ...paths[path], [method]: operation(name, endpoint) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Facet API',
      version,
      description:
        'The API of Facet, a web workspace for 3D assets, images and folders, with 3D tools, live progress and credits. ' +
        'Send a token as `Authorization: Bearer <token>`. Every error answers `{message, code, data?}` as JSON; the codes are listed in @facet/contract. ' +
        'While the database or the file storage is not answering, any operation may answer 503 `SERVICE_UNAVAILABLE` with `retry-after`; nothing is half-done, so the same request can be sent again. ' +
        'Report a problem from the app, or with `POST /support/report-problem`.',
      contact: { name: 'Facet support', url: publicUrl },
      license: { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: publicUrl, description: 'This server' }],
    tags: Object.entries(endpointTags).map(([tag, description]) => ({ name: tag, description })),
    components: {
      securitySchemes: {
        userToken: { type: 'http', scheme: 'bearer', description: 'A user token from /auth/login or /auth/register.' },
        adminToken: { type: 'http', scheme: 'bearer', description: 'An admin token from /auth/admin/login.' },
      },
    },
    paths,
  };
}

/** Serves the document at `/docs/json` and Swagger UI at `/docs` (its assets ship in the package). */
export async function registerApiDocs(app: FastifyInstance, options: ApiDocsOptions): Promise<void> {
  await app.register(fastifySwagger, {
    mode: 'static',
    specification: { document: buildOpenApiDocument(options) as never },
  });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { docExpansion: 'list' } });
}

export interface RegisteredRoute {
  method: string;
  path: string;
  /** The catalogue entry it was registered from (by `route()`); absent for a route written by hand. */
  endpoint: Endpoint | undefined;
  /** Whether it was registered with a rate limit. */
  rateLimited: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route as registered (not the docs, not static files), to check the docs list them all. */
    apiRoutes: readonly RegisteredRoute[];
  }
}

/** Call before any route is added: records the API routes as they are registered. */
export function recordApiRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(DOCS_PREFIX) || route.url.includes('*')) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') {
        routes.push({ method, path: route.url, endpoint: route.config?.endpoint, rateLimited: route.config?.rateLimited === true });
      }
    }
  });
}
