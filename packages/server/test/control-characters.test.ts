/**
 * Control characters in every text field the API documents: each operation of the served OpenAPI
 * document is called with a well-formed request in which one string (body field, query or path
 * parameter, upload field or file name) holds a NUL, an escape code, a line break... No answer may
 * be a 5xx, every refusal is a `{message, code}` body, and no stored file is left without its asset.
 */
import { randomUUID } from 'node:crypto';
import { sep } from 'node:path';
import type { Asset } from '@facet/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSignIn, call, json, NO_AUTH_LIMIT, register } from './accounts-helpers';
import { createFolder, filesOnDisk, png, triangleGlb, upload } from './assets-helpers';
import { databaseTargets, startTestServer, type TestServer } from './helpers';

interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  minItems?: number;
  minLength?: number;
}
interface Operation {
  operationId: string;
  security: Record<string, string[]>[];
  parameters: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

const CONTROL_TEXTS = ['nul\u0000inside', '\u0000', 'bell\u0007', 'escape\u001b[31mred', 'line\nbreak', 'tab\there', 'next\u0085line', 'delete\u007f'];

type Path = (string | number)[];

const isType = (schema: JsonSchema, type: string) => schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));
const alternative = (schema: JsonSchema) => (schema.anyOf ?? schema.oneOf)?.find((option) => !isType(option, 'null'));

/** A value the schema accepts, built from its required parts; `ids` fills identifiers by name. */
function example(schema: JsonSchema, name: string, ids: Record<string, string>): unknown {
  const option = alternative(schema);
  if (option) return example(option, name, ids);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (isType(schema, 'object')) {
    const value: Record<string, unknown> = {};
    for (const key of schema.required ?? []) value[key] = example(schema.properties?.[key] ?? {}, key, ids);
    return value;
  }
  if (isType(schema, 'array')) {
    if (schema.prefixItems) return schema.prefixItems.map((item) => example(item, name, ids));
    return Array.from({ length: schema.minItems ?? 0 }, () => example(schema.items ?? {}, name, ids));
  }
  if (isType(schema, 'integer') || isType(schema, 'number')) return schema.minimum ?? 1;
  if (isType(schema, 'boolean')) return false;
  if (schema.format === 'email') return `fuzz-${randomUUID()}@example.com`;
  if (schema.format === 'uuid') return ids[name] ?? randomUUID();
  if (schema.format === 'uri') return 'https://example.com/page';
  if (schema.format === 'date-time') return new Date().toISOString();
  return ids[name] ?? 'x'.repeat(Math.max(12, schema.minLength ?? 0));
}

/** Every place a string goes in values of this schema (objects' properties and array items). */
function stringPaths(schema: JsonSchema, path: Path = []): Path[] {
  const option = alternative(schema);
  if (option) return stringPaths(option, path);
  if (schema.enum || schema.const !== undefined) return [];
  if (isType(schema, 'string')) return [path];
  if (isType(schema, 'object')) return Object.entries(schema.properties ?? {}).flatMap(([key, property]) => stringPaths(property, [...path, key]));
  if (isType(schema, 'array') && schema.items) return stringPaths(schema.items, [...path, 0]);
  return [];
}

function withValueAt(base: unknown, path: Path, value: string): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(base) ? [...(base as unknown[])] : { ...(base as Record<string, unknown>) }) as Record<string | number, unknown>;
  copy[head!] = withValueAt(copy[head!] ?? (typeof rest[0] === 'number' ? [] : {}), rest, value);
  return copy;
}

for (const target of databaseTargets()) {
  describe(`control characters in every documented text field (${target.kind})`, () => {
    let server: TestServer;
    let document: { paths: Record<string, Record<string, Operation>> };
    const tokens: Record<string, string> = {};
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      server = await startTestServer(target, { ...NO_AUTH_LIMIT, PREVIEW_RENDERER: 'off' });
      document = await json(await fetch(`${server.url}/docs/json`), 200);
      const person = await register(server, `fuzz-owner-${randomUUID()}@example.com`);
      tokens.userToken = person.token;
      tokens.adminToken = (await adminSignIn(server)).token;
      const folder = await createFolder(server, person.token, 'Props');
      const mesh = await json<Asset>(await upload(server, { token: person.token, bytes: triangleGlb(), fileName: 'crate.glb' }), 201);
      Object.assign(ids, { id: mesh.id, assetId: mesh.id, parent_id: folder.id, user_id: person.user.id });
    }, 60_000);
    afterAll(() => server?.close());

    it('answers every operation with a 4xx or a success, never a 5xx', async () => {
      const failures: string[] = [];
      let requests = 0;
      for (const [template, methods] of Object.entries(document.paths)) {
        for (const [method, operation] of Object.entries(methods)) {
          const scheme = Object.keys(operation.security[0] ?? {})[0];
          const token = scheme ? tokens[scheme] : undefined;
          const params = Object.fromEntries(
            operation.parameters.filter((p) => p.in === 'path').map((p) => [p.name, String(example(p.schema, p.name, ids))]),
          );
          const query = Object.fromEntries(
            operation.parameters.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, String(example(p.schema, p.name, ids))]),
          );
          const jsonBody = operation.requestBody?.content['application/json']?.schema;
          const multipart = operation.requestBody?.content['multipart/form-data']?.schema;

          const cases: { where: string; send: (text: string) => Promise<Response> }[] = [];
          const urlOf = (pathParams: Record<string, string>, queryParams: Record<string, string>) => {
            const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pathParams[name] ?? ''));
            const search = new URLSearchParams(queryParams).toString();
            return `${path}${search ? `?${search}` : ''}`;
          };
          const base = jsonBody ? example(jsonBody, 'body', ids) : undefined;
          const send = (url: string, body: unknown) => call(server, method.toUpperCase(), url, { token, body });
          for (const parameter of operation.parameters) {
            if (stringPaths(parameter.schema).length === 0) continue;
            cases.push({
              where: `${parameter.in} ${parameter.name}`,
              send: (text) =>
                parameter.in === 'path'
                  ? send(urlOf({ ...params, [parameter.name]: text }, query), base)
                  : send(urlOf(params, { ...query, [parameter.name]: text }), base),
            });
          }
          if (jsonBody) {
            for (const path of stringPaths(jsonBody)) {
              cases.push({ where: `body ${path.join('.')}`, send: (text) => send(urlOf(params, query), withValueAt(base, path, text)) });
            }
          }
          if (multipart) {
            for (const field of Object.keys(multipart.properties ?? {}).filter((name) => name !== 'file')) {
              cases.push({ where: `upload field ${field}`, send: (text) => upload(server, { token, bytes: png(2, 2), fields: { [field]: text } }) });
            }
            cases.push({ where: 'upload file name', send: (text) => upload(server, { token, bytes: png(2, 2), fileName: `${text}.png` }) });
          }

          for (const { where, send: sendCase } of cases) {
            for (const text of CONTROL_TEXTS) {
              requests++;
              const response = await sendCase(text);
              const body = await response.text();
              const label = `${method.toUpperCase()} ${template} (${operation.operationId}), ${where} = ${JSON.stringify(text)}`;
              if (response.status >= 500) failures.push(`${label}: ${response.status} ${body}`);
              else if (response.status >= 400 && response.headers.get('content-type')?.includes('json')) {
                const error = JSON.parse(body) as { message?: unknown; code?: unknown };
                if (typeof error.message !== 'string' || typeof error.code !== 'string') failures.push(`${label}: ${response.status} without {message, code}: ${body}`);
              }
            }
          }
        }
      }
      expect(failures).toEqual([]);
      // Every operation with a text field was reached: the walk above is not vacuous.
      expect(requests).toBeGreaterThan(300);
    }, 240_000);

    it('refuses a NUL in a name with a 400 that names the field, and keeps an upload whose file name holds one, cleaned', async () => {
      const token = tokens.userToken!;
      const renamed = await json<{ message: string; code: string }>(
        await call(server, 'PUT', `/v3/assets/${ids.assetId}`, { token, body: { name: 'crate\u0000' } }),
        400,
      );
      expect(renamed).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('name: ') });
      const folder = await json<{ message: string }>(await call(server, 'POST', '/v3/assets', { token, body: { type: 'folder', name: 'a\u001bb' } }), 400);
      expect(folder.message).toBe('Invalid request body. name: Line breaks, tabs and control characters are not allowed here.');
      const uploaded = await json<Asset>(await upload(server, { token, bytes: png(2, 2), fileName: 'swatch\u0000 one\u0007.png' }), 201);
      expect(uploaded.name).toBe('swatch one');
    });

    it('leaves no stored file without its asset, and nothing in the upload folder', async () => {
      const result = await server.database.db.execute(sql`SELECT data FROM assets`);
      const keys = new Set(
        (result as unknown as { rows: { data: Record<string, unknown> }[] }).rows.flatMap(({ data }) =>
          Object.entries(data).flatMap(([key, value]) => (key.endsWith('_key') && typeof value === 'string' ? [value] : [])),
        ),
      );
      const onDisk = await filesOnDisk(server);
      const stored = onDisk.filter((path) => path.startsWith(`files${sep}`)).map((path) => path.slice(`files${sep}`.length));
      expect(stored.length).toBeGreaterThan(0);
      expect(stored.filter((key) => !keys.has(key))).toEqual([]);
      expect(onDisk.filter((path) => path.startsWith(`tmp${sep}`))).toEqual([]);
    });
  });
}
