/// <reference types="node" />
// Node types for this file alone: it reads, and on request rewrites, a source file of the package.
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Endpoint, endpointRoutes, endpoints } from '../src';

const file = new URL('../src/endpoints/routes.ts', import.meta.url);
const marker = 'export const endpointRoutes: EndpointRoutes = {\n';

/** The light catalogue's entries as they are written in routes.ts, from the full catalogue. */
function routeLines(): string {
  return (Object.entries(endpoints) as [string, Endpoint][])
    .map(([name, { method, path, auth }]) => `  ${name}: { method: '${method}', path: '${path}', auth: '${auth}' },\n`)
    .join('');
}

describe('the light endpoint catalogue', () => {
  it('lists every entry of the catalogue with its method, path and auth, and nothing else', () => {
    const text = readFileSync(file, 'utf8');
    const start = text.indexOf(marker) + marker.length;
    const end = text.indexOf('};\n', start);
    const written = `${text.slice(0, start)}${routeLines()}${text.slice(end)}`;
    // After a change to the catalogue: UPDATE_ENDPOINT_ROUTES=1 npx vitest run --project contract endpoint-routes
    if (process.env.UPDATE_ENDPOINT_ROUTES) writeFileSync(file, written);
    expect(readFileSync(file, 'utf8')).toBe(written);
  });

  it('holds no schema, so the browser gets none through it', () => {
    for (const route of Object.values(endpointRoutes)) expect(Object.keys(route).sort()).toEqual(['auth', 'method', 'path']);
  });
});
