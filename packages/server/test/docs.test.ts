import { endpoints } from '@facet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath } from '../src/openapi';
import { embeddedTarget, startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(embeddedTarget);
});
afterAll(() => server?.close());

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
    const document = (await response.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
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

  it('registers every API route from its catalogue entry, so it answers where and as the docs say', () => {
    const byHand = server.app.apiRoutes.filter((r) => r.endpoint?.method !== r.method || r.endpoint.path !== r.path);
    expect(byHand.map((r) => `${r.method} ${r.path}`), 'routes not registered with route()').toEqual([]);
  });
});
