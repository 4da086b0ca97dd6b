/**
 * Control characters in every text field the API documents: each operation of the served OpenAPI
 * document is called with a well-formed request in which one string (body field, query or path
 * parameter, upload field or file name) holds a NUL, an escape code, a line break, half a surrogate
 * pair... No answer may be a 5xx, every refusal is a `{message, code}` body, a NUL or a half surrogate
 * in a JSON field is always that field's 400, and no stored file is left without its asset.
 */
import { randomUUID } from 'node:crypto';
import { sep } from 'node:path';
import { type Asset, LONE_SURROGATE_MESSAGE, MULTI_LINE_TEXT_MESSAGE } from '@facet/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSignIn, call, json, NO_AUTH_LIMIT, register } from './accounts-helpers';
import { createFolder, filesOnDisk, png, triangleGlb, upload } from './assets-helpers';
import { type Answer, type DocumentOperation, example, freshLoopbackAddress, operationUrl, sendRaw, stringPaths, withValueAt } from './conformance-helpers';
import { embeddedTarget, startTestServer, type TestServer } from './helpers';

const CONTROL_TEXTS = ['nul\u0000inside', '\u0000', 'bell\u0007', 'escape\u001b[31mred', 'line\nbreak', 'tab\there', 'next\u0085line', 'delete\u007f'];
/**
 * Half a surrogate pair, high or low, alone or inside text: a few drawn by fast-check (seeded, so a
 * run is repeatable) beside the two plainest. JSON carries them as `\ud800`; PostgreSQL refuses them
 * in JSON, so each must be refused before it is stored.
 */
const LONE_SURROGATES = [
  '\ud800',
  'tail\udfff',
  ...fc.sample(
    fc
      .tuple(fc.string({ maxLength: 6 }), fc.integer({ min: 0xd800, max: 0xdfff }), fc.string({ maxLength: 6 }))
      .map(([before, half, after]) => `${before}${String.fromCharCode(half)}${after}`),
    { numRuns: 2, seed: 25 },
  ),
];
const answerOf = async (response: Response): Promise<Answer> => ({ status: response.status, headers: response.headers, text: await response.text() });

/** What a JSON body field with one of them must be answered: the field's 400, whatever its schema. */
const refusedInEveryJsonField = (text: string) => text.includes('\u0000') || LONE_SURROGATES.includes(text);

for (const target of [embeddedTarget]) {
  describe(`control characters in every documented text field (${target.kind})`, () => {
    let server: TestServer;
    let document: { paths: Record<string, Record<string, DocumentOperation>> };
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

          // `json`: the text goes in a JSON body field, where NUL and half a surrogate pair are always refused.
          const cases: { where: string; json?: boolean; send: (text: string) => Promise<Answer> }[] = [];
          const urlOf = operationUrl.bind(null, template);
          const base = jsonBody ? example(jsonBody, 'body', ids) : undefined;
          // Each case from a loopback address of its own, so the per-IP limits of the reports and the
          // pricing clicks count each field's requests apart.
          const sender = () => {
            const from = freshLoopbackAddress();
            return (url: string, body: unknown) =>
              sendRaw(server.url, {
                method: method.toUpperCase(),
                url,
                from,
                headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
                ...(body === undefined ? {} : { body: JSON.stringify(body) }),
              });
          };
          for (const parameter of operation.parameters) {
            if (stringPaths(parameter.schema).length === 0) continue;
            const send = sender();
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
              const send = sender();
              cases.push({ where: `body ${path.join('.')}`, json: true, send: (text) => send(urlOf(params, query), withValueAt(base, path, text)) });
            }
          }
          if (multipart) {
            for (const field of Object.keys(multipart.properties ?? {}).filter((name) => name !== 'file')) {
              cases.push({ where: `upload field ${field}`, send: async (text) => answerOf(await upload(server, { token, bytes: png(2, 2), fields: { [field]: text } })) });
            }
            cases.push({ where: 'upload file name', send: async (text) => answerOf(await upload(server, { token, bytes: png(2, 2), fileName: `${text}.png` })) });
          }

          for (const { where, json: inJson, send: sendCase } of cases) {
            // A URL or a form carries text as UTF-8, which has no half surrogates: they are sent in JSON only.
            for (const text of inJson ? [...CONTROL_TEXTS, ...LONE_SURROGATES] : CONTROL_TEXTS) {
              requests++;
              const response = await sendCase(text);
              const body = response.text;
              const label = `${method.toUpperCase()} ${template} (${operation.operationId}), ${where} = ${JSON.stringify(text)}`;
              if (response.status >= 500) failures.push(`${label}: ${response.status} ${body}`);
              else if (response.status >= 400 && response.headers.get('content-type')?.includes('json')) {
                const error = JSON.parse(body) as { message?: unknown; code?: unknown };
                if (typeof error.message !== 'string' || typeof error.code !== 'string') failures.push(`${label}: ${response.status} without {message, code}: ${body}`);
              }
              if (inJson && refusedInEveryJsonField(text)) {
                const expected = text.includes('\u0000') ? MULTI_LINE_TEXT_MESSAGE : LONE_SURROGATE_MESSAGE;
                if (response.status !== 400 || !body.includes(expected)) failures.push(`${label}: expected 400 saying "${expected}", got ${response.status} ${body}`);
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
