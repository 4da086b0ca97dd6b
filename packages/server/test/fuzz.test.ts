/**
 * Every operation of the served OpenAPI document, fed requests that fast-check draws from the
 * operation's own schemas and then spoils: path ids and parameters that are control characters, NUL,
 * numbers past any column, `NaN`, kilobytes of text, other scripts, made-up or malformed ids; query
 * parameters given twice or not at all, and unknown ones; bodies of the documented shape with hostile
 * values in their fields, of the wrong types, arbitrary or deeply nested JSON, bytes that are not JSON,
 * under a wrong or garbled content type; Authorization and Cookie headers that are garbage, another
 * caller's token or none. Each is sent by an anonymous caller, a signed-in one, and a site admin for
 * the admin operations. No answer may be a 5xx, and every 4xx is a `{message, code}` body with one of
 * the API's error codes.
 *
 * The other walks of the document send one kind of bad input each and check its exact answer
 * (conformance.test.ts, control-characters.test.ts); this one mixes them at random, where a case no
 * list names turns up. The seed is fixed so CI replays the same requests; `FUZZ_RUNS` (runs per
 * operation and caller) and `FUZZ_SEED` run more by hand, e.g.
 * `FUZZ_RUNS=200 FUZZ_SEED=7 vitest run --project server packages/server/test/fuzz.test.ts`.
 */
import { randomUUID } from 'node:crypto';
import { type Asset, errorCodes, type TokenResponse } from '@facet/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSignIn, call, json, NO_AUTH_LIMIT, register } from './accounts-helpers';
import { createFolder, png, triangleGlb, upload } from './assets-helpers';
import {
  type DocumentOperation,
  documentOperations,
  example,
  freshLoopbackAddress,
  type JsonSchema,
  multipartBody,
  type OpenApiDocument,
  sendRaw,
  type ValuePath,
  withValueAt,
} from './conformance-helpers';
import { databaseTargets, startTestServer, type TestServer } from './helpers';

/** PostgreSQL when the run has one (as CI does), else PGlite: what is found is the server's, not the database's. */
const target = databaseTargets().at(-1)!;
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const SEED = Number(process.env.FUZZ_SEED ?? 30);
const ERROR_CODES = new Set<string>(errorCodes.filter((code) => code !== 'INTERNAL'));
/**
 * Operations that may end the caller's own sign-in or account when they succeed: each run of them is
 * made by an account of its own, so no later request is refused for a caller that is gone.
 */
const SPENDS_CALLER = new Set(['logout', 'deleteUser', 'endImpersonation']);

// --- Hostile values ------------------------------------------------------------------------------------

const CONTROL = fc.constantFrom('\u0000', 'a\u0000b', '\u0007', '\u001b[2J', 'line\nbreak', '\r\n', '\t', '\u0085', '\u007f', '\u2028', '\ufeff');
const NUMBER_TEXT = fc.constantFrom('NaN', 'Infinity', '-Infinity', '-1', '0', '-0', '1e400', '-1e400', '0x10', '1.5', '9007199254740993', '99999999999999999999999999', '2147483648', '-2147483649', ' 1', '1 ');
const ID_TEXT = fc.oneof(
  fc.uuid().map(String),
  fc.constantFrom('00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff', 'not-a-uuid', '1', '..', '../..', '%2e%2e', '*', "' OR 1=1 --", '__proto__', 'constructor', 'null', 'undefined', '{}', '[]'),
  fc.uuid().map((id) => id.toUpperCase()),
  fc.uuid().map((id) => `${id}x`),
  fc.uuid().map((id) => id.slice(0, -1)),
);
const LONG_TEXT = fc.integer({ min: 1_000, max: 20_000 }).map((length) => 'x'.repeat(length));
const UNICODE = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 20 }), fc.string({ unit: 'binary', maxLength: 20 }), fc.constantFrom('🦄'.repeat(50), 'ﷺ', 'é', '\u202eevil', 'Ａ', '𝔘'));
/** Text a field of any type may be handed. */
const HOSTILE_TEXT = fc.oneof(CONTROL, NUMBER_TEXT, ID_TEXT, LONG_TEXT, UNICODE, fc.string({ maxLength: 30 }), fc.constant(''));
/** Text as a URL carries it: UTF-8 has no half surrogates, so those are left to the JSON bodies. */
const urlSafe = (text: string) => text.replace(/[\ud800-\udfff]/g, '?');

/** Any JSON value, nested up to `depth`. */
const anyJson = (depth: number) => fc.jsonValue({ maxDepth: depth });
/** An array or object nested `depth` deep: near and past the server's nesting limit. */
const deepJson = fc.tuple(fc.integer({ min: 20, max: 2_000 }), fc.boolean()).map(([depth, arrays]) => {
  let value: unknown = 0;
  for (let level = 0; level < depth; level++) value = arrays ? [value] : { a: value };
  return value;
});
const hugeArray = fc.integer({ min: 1_000, max: 50_000 }).map((length) => Array.from({ length }, (_, i) => i));
/** A value for a JSON field, of its type or not. */
const HOSTILE_VALUE: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: HOSTILE_TEXT, weight: 4 },
  { arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, 5e-324)), weight: 3 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}), weight: 2 },
  { arbitrary: anyJson(3), weight: 2 },
  { arbitrary: fc.oneof(deepJson, hugeArray), weight: 1 },
);

/** A leaf of a well-formed value: where it is and, for a property, its schema. */
function fieldPaths(schema: JsonSchema, path: ValuePath = [], depth = 0): ValuePath[] {
  const option = (schema.anyOf ?? schema.oneOf)?.find((candidate) => candidate.type !== 'null');
  if (option) return fieldPaths(option, path, depth);
  if (depth > 4) return [path];
  const own = path.length > 0 ? [path] : [];
  if (schema.properties) return [...own, ...Object.entries(schema.properties).flatMap(([key, property]) => fieldPaths(property, [...path, key], depth + 1))];
  if (schema.items) return [...own, ...fieldPaths(schema.items, [...path, 0], depth + 1)];
  return own;
}

// --- Requests ----------------------------------------------------------------------------------------

type Who = 'anonymous' | 'user' | 'admin';

interface Drawn {
  /** Path parameter name -> the text in its place (not yet encoded), or null for a real id of the caller's. */
  params: Record<string, string | null>;
  /** The query as sent: each pair in order, so a name can come twice. */
  query: [string, string][];
  body: { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'text'; text: string } | { kind: 'bytes'; bytes: Uint8Array } | { kind: 'form'; fields: [string, string][]; file: boolean };
  contentType: string | null;
  authorization: 'caller' | 'other' | 'none' | { garbage: string };
  cookie: string | null;
}

const CONTENT_TYPES = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/json;;;',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/octet-stream',
  'application/vnd.api+json',
  '*/*',
  'garbage',
  '',
);
/** Header text: latin-1 without the control characters HTTP forbids (a client refuses to send those). */
const headerText = (maxLength: number) =>
  fc.string({ unit: fc.oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0xa0, max: 0xff })).map((code) => String.fromCharCode(code)), maxLength });
const AUTHORIZATION: fc.Arbitrary<Drawn['authorization']> = fc.oneof(
  { arbitrary: fc.constant<'caller'>('caller'), weight: 12 },
  { arbitrary: fc.constantFrom<'other' | 'none'>('other', 'none'), weight: 2 },
  {
    arbitrary: fc
      .oneof(
        headerText(60),
        headerText(60).map((text) => `Bearer ${text}`),
        fc.constantFrom('Bearer', 'Bearer ', 'bearer  x', 'Basic dXNlcjpwYXNz', 'Bearer null', 'Bearer undefined', 'Bearer a b', 'Token x'),
        fc.integer({ min: 1_000, max: 12_000 }).map((length) => `Bearer ${'A'.repeat(length)}`),
      )
      .map((garbage) => ({ garbage })),
    weight: 3,
  },
);
const COOKIE = fc.oneof(
  { arbitrary: fc.constant(null), weight: 4 },
  { arbitrary: fc.oneof(headerText(80), fc.constantFrom('token=x', 'session=; token=', '=;=;=', 'a'.repeat(5_000))), weight: 1 },
);

function drawRequest(operation: DocumentOperation): fc.Arbitrary<Drawn> {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const params = fc.record(
    Object.fromEntries(pathParams.map((p) => [p.name, fc.oneof({ arbitrary: fc.constant(null), weight: 2 }, { arbitrary: HOSTILE_TEXT.map(urlSafe), weight: 3 })])) as Record<string, fc.Arbitrary<string | null>>,
  );
  const value = (schema: JsonSchema, name: string) =>
    fc.oneof({ arbitrary: fc.constant(String(example(schema, name, {}))), weight: 2 }, { arbitrary: HOSTILE_TEXT.map(urlSafe), weight: 3 });
  const query = fc
    .tuple(
      ...queryParams.map((p) =>
        fc.oneof(
          fc.constant<[string, string][]>([]),
          value(p.schema, p.name).map((text): [string, string][] => [[p.name, text]]),
          fc.tuple(value(p.schema, p.name), value(p.schema, p.name)).map(([a, b]): [string, string][] => [[p.name, a], [p.name, b]]),
        ),
      ),
      fc.array(fc.tuple(fc.oneof(fc.constantFrom('__proto__', 'constructor', '', 'a[b]', 'limit[]'), fc.string({ maxLength: 8 })), HOSTILE_TEXT.map(urlSafe)), { maxLength: 2 }),
    )
    .map((parts) => parts.flat() as [string, string][]);

  const jsonSchema = operation.requestBody?.content['application/json']?.schema;
  const formSchema = operation.requestBody?.content['multipart/form-data']?.schema;
  const bodies: fc.Arbitrary<Drawn['body']>[] = [
    fc.constant({ kind: 'none' as const }),
    anyJson(4).map((value) => ({ kind: 'json' as const, value })),
    fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('{', '{"a":1,}', "{'a':1}", 'null', 'NaN', '[1,2', '{"__proto__":{"admin":true}}', '{"a":1}{"b":2}', '\ufeff{}')).map((text) => ({ kind: 'text' as const, text })),
    fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ kind: 'bytes' as const, bytes })),
  ];
  if (jsonSchema) {
    const alternatives = (jsonSchema.anyOf ?? jsonSchema.oneOf)?.filter((option) => option.type !== 'null') ?? [jsonSchema];
    const shaped = fc.constantFrom(...alternatives).chain((shape) => {
      const base = example(shape, 'body', {});
      const paths = fieldPaths(shape);
      const spoil = paths.length === 0 ? fc.constant([] as [ValuePath, unknown][]) : fc.array(fc.tuple(fc.constantFrom(...paths), HOSTILE_VALUE), { minLength: 1, maxLength: 3 });
      const extra = fc.array(fc.tuple(fc.oneof(fc.constantFrom('__proto__', 'constructor', 'id', 'owner_id', 'role', 'credits'), fc.string({ maxLength: 10 })), HOSTILE_VALUE), { maxLength: 2 });
      return fc.tuple(spoil, extra).map(([changes, extras]) => {
        let value = changes.reduce<unknown>((current, [path, spoilt]) => withValueAt(current, path, spoilt), base);
        if (value && typeof value === 'object' && !Array.isArray(value)) {
          // A key named `__proto__` only as JSON text carries it, as an own property.
          value = { ...(value as Record<string, unknown>) };
          for (const [key, extraValue] of extras) Object.defineProperty(value, key, { value: extraValue, enumerable: true, writable: true, configurable: true });
        }
        return { kind: 'json' as const, value };
      });
    });
    bodies.push(shaped, shaped, shaped, shaped, shaped, shaped);
  }
  if (formSchema) {
    const names = Object.keys(formSchema.properties ?? {}).filter((name) => name !== 'file');
    const field = fc.tuple(fc.oneof(fc.constantFrom(...(names.length ? names : ['name'])), fc.string({ maxLength: 8 })), HOSTILE_TEXT.map(urlSafe));
    const form = fc.record({ fields: fc.array(field, { maxLength: 4 }), file: fc.boolean() }).map(({ fields, file }) => ({ kind: 'form' as const, fields, file }));
    bodies.push(form, form, form, form, form, form);
  }
  return fc.record({
    params,
    query,
    body: fc.oneof(...bodies),
    // Mostly the body's own type (null), so the request reaches the operation; now and then a wrong one.
    contentType: fc.oneof({ arbitrary: fc.constant(null), weight: 4 }, { arbitrary: CONTENT_TYPES, weight: 1 }),
    authorization: AUTHORIZATION,
    cookie: COOKIE,
  });
}

// --- The walk ----------------------------------------------------------------------------------------

describe(`generated requests to every operation of the document (${target.kind})`, () => {
  let server: TestServer;
  let document: OpenApiDocument;
  const callers: Partial<Record<Exclude<Who, 'anonymous'>, TokenResponse>> = {};
  /** Each signed-in caller's own records, for path ids that name something real. */
  const idsOf = new Map<string, Record<string, string>>();

  async function newUser(): Promise<TokenResponse> {
    const person = await register(server, `fuzz-${randomUUID()}@example.com`);
    const folder = await createFolder(server, person.token, 'Props');
    const mesh = await json<Asset>(await upload(server, { token: person.token, bytes: triangleGlb(), fileName: 'crate.glb' }), 201);
    const org = await json<{ id: string }>(await call(server, 'POST', '/organizations', { token: person.token, body: { name: 'Fuzz studio' } }), 201).catch(() => undefined);
    idsOf.set(person.token, { id: mesh.id, assetId: mesh.id, sessionId: mesh.id, parent_id: folder.id, user_id: person.user.id, orgId: org?.id ?? randomUUID(), memberId: person.user.id });
    return person;
  }

  /** Whether the token still signs its caller in. */
  const signedIn = async (token: string) => (await call(server, 'GET', '/user/profile', { token })).status === 200;

  beforeAll(async () => {
    server = await startTestServer(target, { ...NO_AUTH_LIMIT, PREVIEW_RENDERER: 'off' });
    document = await json<OpenApiDocument>(await fetch(`${server.url}/docs/json`), 200);
    callers.user = await newUser();
    callers.admin = await adminSignIn(server);
    idsOf.set(callers.admin.token, { user_id: callers.admin.user.id, id: callers.admin.user.id, orgId: randomUUID() });
  }, 60_000);
  afterAll(() => server?.close());

  function urlOf(template: string, drawn: Drawn, ids: Record<string, string>): string {
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(drawn.params[name] ?? ids[name] ?? randomUUID()));
    const search = drawn.query.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');
    return `${path}${search ? `?${search}` : ''}`;
  }

  function bodyOf(drawn: Drawn): { bytes?: Uint8Array | string; contentType?: string } {
    const body = drawn.body;
    switch (body.kind) {
      case 'none':
        return drawn.contentType ? { contentType: drawn.contentType } : {};
      case 'json':
        return { bytes: JSON.stringify(body.value) ?? 'null', contentType: drawn.contentType ?? 'application/json' };
      // Text and bytes that are not JSON, sent as JSON unless a wrong type was drawn.
      case 'text':
        return { bytes: body.text, contentType: drawn.contentType ?? 'application/json' };
      case 'bytes':
        return { bytes: body.bytes, contentType: drawn.contentType ?? 'application/json' };
      case 'form': {
        const boundary = `----fuzz${randomUUID()}`;
        const parts = [...body.fields.map(([name, value]) => ({ name, value })), ...(body.file ? [{ name: 'file', value: png(2, 2), fileName: 'swatch.png' }] : [])];
        // A garbled content type now and then; else the form's own, with its boundary.
        const contentType = drawn.contentType?.startsWith('multipart') || drawn.contentType === null ? `multipart/form-data; boundary=${boundary}` : drawn.contentType;
        return { bytes: multipartBody(boundary, parts).bytes, contentType };
      }
    }
  }

  it('answers every generated request with a success or a 4xx {message, code}, never a 5xx', async () => {
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let requests = 0;
    let recreated = 0;
    const operations = documentOperations(document);
    expect(operations.length).toBeGreaterThan(80);

    for (const { template, method, operation } of operations) {
      const scheme = Object.keys(operation.security?.[0] ?? {})[0];
      const who: Who[] = scheme === 'adminToken' ? ['admin', 'user', 'anonymous'] : ['user', 'anonymous'];
      for (const caller of who) {
        // A loopback address per operation and caller, so the per-IP limits count each walk apart.
        const from = freshLoopbackAddress();
        await fc.assert(
          fc.asyncProperty(drawRequest(operation), async (drawn) => {
            const spends = SPENDS_CALLER.has(operation.operationId);
            let me = caller === 'anonymous' ? undefined : callers[caller]!;
            if (me && spends) me = await newUser();
            // Another caller's token: a throwaway one where the operation may spend it.
            const other = spends ? await newUser() : caller === 'admin' ? callers.user! : callers.admin!;
            const authorization =
              drawn.authorization === 'caller'
                ? me && `Bearer ${me.token}`
                : drawn.authorization === 'other'
                  ? `Bearer ${other.token}`
                  : drawn.authorization === 'none'
                    ? undefined
                    : drawn.authorization.garbage;
            const { bytes, contentType } = bodyOf(drawn);
            const headers: Record<string, string> = {
              ...(authorization === undefined ? {} : { authorization }),
              ...(contentType === undefined ? {} : { 'content-type': contentType }),
              ...(drawn.cookie === null ? {} : { cookie: drawn.cookie }),
            };
            const url = urlOf(template, drawn, me ? (idsOf.get(me.token) ?? {}) : {});
            const answer = await sendRaw(server.url, { method: method.toUpperCase(), url, headers, from, ...(bytes === undefined ? {} : { body: bytes }) });
            requests++;
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            const label = `${method.toUpperCase()} ${url.slice(0, 200)} (${operation.operationId}, ${caller}, ${contentType ?? 'no content type'})`;
            const problem =
              answer.status >= 500
                ? `${answer.status} ${answer.text.slice(0, 300)}`
                : answer.status >= 400
                  ? refusalProblem(answer.headers.get('content-type'), answer.text)
                  : undefined;
            if (problem) failures.push(`${label}: ${problem}`);
            return true;
          }),
          { numRuns: RUNS, seed: SEED },
        ).catch(() => undefined);
        // A run that spent a shared caller (an operation not in SPENDS_CALLER) is a gap in that list:
        // told, and the caller made again so the walk goes on.
        if (caller === 'user' && !(await signedIn(callers.user!.token))) {
          failures.push(`${operation.operationId} ended the shared caller's sign-in: add it to SPENDS_CALLER`);
          callers.user = await newUser();
          recreated++;
        }
        if (caller === 'admin' && !(await signedIn(callers.admin!.token))) {
          failures.push(`${operation.operationId} ended the admin's sign-in`);
          callers.admin = await adminSignIn(server);
          idsOf.set(callers.admin.token, { user_id: callers.admin.user.id, id: callers.admin.user.id });
          recreated++;
        }
      }
    }
    const seen = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
    console.log(`fuzz (seed ${SEED}, ${RUNS} runs): ${operations.length} operations, ${requests} requests, statuses ${seen.join(' ')}${recreated ? `, ${recreated} callers made again` : ''}`);
    expect(failures).toEqual([]);
    // Every operation and caller was reached: the walk is not vacuous.
    expect(requests).toBeGreaterThanOrEqual(operations.length * 2 * RUNS);
  }, 600_000);
});

/** What is wrong with a 4xx body, or undefined when it is a `{message, code}` with a known code. */
function refusalProblem(contentType: string | null, text: string): string | undefined {
  if (!contentType?.includes('application/json')) return `a refusal of type ${contentType ?? '(none)'}: ${text.slice(0, 200)}`;
  let body: { message?: unknown; code?: unknown };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return `a refusal that is not JSON: ${text.slice(0, 200)}`;
  }
  if (typeof body.message !== 'string' || body.message.length === 0 || typeof body.code !== 'string') return `a refusal without {message, code}: ${text.slice(0, 200)}`;
  if (!ERROR_CODES.has(body.code)) return `a refusal with the unknown code ${body.code}: ${text.slice(0, 200)}`;
  return undefined;
}
