import { apiErrorBodySchema, type Endpoint, endpoints } from '@facet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openApiPath } from '../src/openapi';
import { embeddedTarget, startTestServer, type TestServer } from './helpers';

interface Operation {
  operationId: string;
  parameters: { name: string; in: string }[];
  requestBody?: unknown;
  security: unknown[];
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }>; headers?: Record<string, unknown> }>;
}
interface Document {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}

let server: TestServer;
let document: Document;
beforeAll(async () => {
  server = await startTestServer(embeddedTarget);
  document = (await (await fetch(`${server.url}/docs/json`)).json()) as Document;
});
afterAll(() => server?.close());

const entries = Object.entries(endpoints) as [string, Endpoint][];
const operationOf = (endpoint: Endpoint) => document.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];

describe('API docs', () => {
  it('serves Swagger UI at /docs', async () => {
    const response = await fetch(`${server.url}/docs/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('swagger');
  });

  it('lists every endpoint of the contract catalogue with its schemas', async () => {
    const response = await fetch(`${server.url}/docs/json`);
    expect(response.status).toBe(200);
    expect(document.openapi).toBe('3.1.0');
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const operation = document.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      expect(operation, `${name}: ${endpoint.method} ${endpoint.path}`).toMatchObject({ operationId: name });
    }
    const report = document.paths['/support/report-problem']?.post as {
      requestBody: { content: { 'application/json': { schema: { required: string[] } } } };
    };
    expect(report.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['errorUrl', 'errorInfo']),
    );
  });

  it('documents every route the server registers, and registers every documented route', () => {
    const documented = new Set(Object.values(endpoints).map((e) => `${e.method} ${e.path}`));
    const registered = new Set(server.app.apiRoutes.map((r) => `${r.method} ${r.path}`));
    expect([...registered].filter((route) => !documented.has(route)), 'routes missing from the catalogue').toEqual([]);
    expect([...documented].filter((route) => !registered.has(route)), 'catalogue entries with no route').toEqual([]);
  });

  it('names the configured public URL as its server', () => {
    expect(document.servers).toEqual([{ url: server.config.publicUrl, description: expect.any(String) }]);
  });

  it('documents 429 on exactly the routes the server registers with a rate limit', () => {
    const limited = server.app.apiRoutes.filter((r) => r.rateLimited).map((r) => `${r.method} ${r.path}`).sort();
    const documented = entries
      .filter(([, endpoint]) => operationOf(endpoint)?.responses['429'])
      .map(([, endpoint]) => `${endpoint.method} ${endpoint.path}`)
      .sort();
    expect(documented).toEqual(limited);
    expect(limited.length).toBeGreaterThan(0);
  });

  it('documents the 4XX answers of every operation that takes input, needs a token or is rate-limited', () => {
    const missing = entries.flatMap(([name, endpoint]) => {
      const operation = operationOf(endpoint);
      if (!operation) return [`${name}: not documented`];
      const codes = Object.keys(operation.responses).map(Number);
      const expected = [
        ...(operation.parameters.length || operation.requestBody || endpoint.method !== 'GET' ? [400] : []),
        ...(operation.security.length ? [401] : []),
        ...(endpoint.auth === 'admin' ? [403] : []),
        ...(endpoint.method !== 'GET' ? [413, 415] : []),
        ...(operation.parameters.some((p) => p.in === 'path') ? [414] : []),
        ...(endpoint.rateLimited ? [429] : []),
        // An id in the path names something that may not be there, or not be the caller's.
        ...(operation.parameters.some((p) => p.in === 'path' && /(^id|_id|Id)$/.test(p.name)) ? [404] : []),
      ];
      return expected.filter((code) => !codes.includes(code)).map((code) => `${name}: no ${code}`);
    });
    expect(missing).toEqual([]);
  });

  it('answers every error as a JSON {message, code, data?} body', () => {
    const errorSchema = z.toJSONSchema(apiErrorBodySchema, { io: 'output' });
    const { $schema: _dialect, ...expected } = errorSchema;
    const wrong = entries.flatMap(([name, endpoint]) =>
      Object.entries(operationOf(endpoint)?.responses ?? {})
        .filter(([code]) => Number(code) >= 400 && Number(code) !== endpoint.alternateStatus?.status)
        .filter(([, response]) => JSON.stringify(response.content) !== JSON.stringify({ 'application/json': { schema: expected } }))
        .map(([code]) => `${name} ${code}`),
    );
    expect(wrong).toEqual([]);
    const health = operationOf(endpoints.health)?.responses['503'];
    expect(health?.content?.['application/json']?.schema).toEqual(operationOf(endpoints.health)?.responses['200']?.content?.['application/json']?.schema);
  });

  it('registers every API route from its catalogue entry, so it answers where and as the docs say', () => {
    const byHand = server.app.apiRoutes.filter((r) => r.endpoint?.method !== r.method || r.endpoint.path !== r.path);
    expect(byHand.map((r) => `${r.method} ${r.path}`), 'routes not registered with route()').toEqual([]);
  });
});
