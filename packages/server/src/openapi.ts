/**
 * The OpenAPI document, generated from the contract's endpoint catalogue (so the docs cannot drift
 * from the schemas the routes validate with), served at `/docs` with Swagger UI.
 */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { apiErrorBodySchema, endpoints } from '@facet/contract';
import type { Endpoint } from '@facet/contract';
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
interface Response {
  description: string;
  content?: { 'application/json': { schema: JsonSchema } };
}
interface Operation {
  operationId: string;
  summary: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters: Parameter[];
  requestBody?: { required: boolean; content: Partial<Record<'application/json' | 'multipart/form-data', { schema: JsonSchema }>> };
  responses: Record<number, Response>;
}
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  components: { securitySchemes: Record<string, { type: 'http'; scheme: 'bearer'; description: string }> };
  paths: Record<string, Record<string, Operation>>;
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

const errorResponse = (description: string): Response => ({
  description,
  content: { 'application/json': { schema: jsonSchema(apiErrorBodySchema, 'output') } },
});

function operation(name: string, endpoint: Endpoint): Operation {
  const status = endpoint.status ?? 200;
  const responses: Operation['responses'] = {
    [status]: {
      description: status === 204 ? 'Done, no body.' : status === 302 ? 'Redirect.' : 'Success.',
      ...(endpoint.response
        ? { content: { 'application/json': { schema: jsonSchema(endpoint.response, 'output') } } }
        : {}),
    },
    400: errorResponse('The request is malformed (`VALIDATION_FAILED`); the message names the field.'),
  };
  if (endpoint.auth !== 'none') {
    responses[401] = errorResponse('No valid token (`UNAUTHENTICATED`).');
  }
  if (endpoint.auth === 'admin') responses[403] = errorResponse('The token is not an admin token (`FORBIDDEN`).');
  for (const [errorStatus, description] of Object.entries(endpoint.errors ?? {})) {
    responses[Number(errorStatus)] = errorResponse(description);
  }
  const bodyType = endpoint.bodyEncoding === 'multipart' ? 'multipart/form-data' : 'application/json';
  return {
    operationId: name,
    summary: endpoint.summary,
    tags: [endpoint.tag],
    security: endpoint.auth === 'none' ? [] : [{ [endpoint.auth === 'admin' ? 'adminToken' : 'userToken']: [] }],
    parameters: [...parameters(endpoint.params, 'path'), ...parameters(endpoint.query, 'query')],
    ...(endpoint.body
      ? { requestBody: { required: true, content: { [bodyType]: { schema: jsonSchema(endpoint.body, 'input') } } } }
      : {}),
    responses,
  };
}

export function buildOpenApiDocument(version: string): OpenApiDocument {
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
      description: 'Every error answers `{message, code, data?}`; codes are listed in @facet/contract.',
    },
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
export async function registerApiDocs(app: FastifyInstance, version: string): Promise<void> {
  await app.register(fastifySwagger, {
    mode: 'static',
    specification: { document: buildOpenApiDocument(version) as never },
  });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { docExpansion: 'list' } });
}

export interface RegisteredRoute {
  method: string;
  path: string;
  /** The catalogue entry it was registered from (by `route()`); absent for a route written by hand. */
  endpoint: Endpoint | undefined;
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
      if (method !== 'HEAD') routes.push({ method, path: route.url, endpoint: route.config?.endpoint });
    }
  });
}
