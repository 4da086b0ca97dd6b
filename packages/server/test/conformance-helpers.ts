/**
 * Reads an answer of the API the way a tool built on the served OpenAPI document would: is its status
 * one the operation lists, its content type the documented one, its body valid against the documented
 * schema (JSON Schema 2020-12, as OpenAPI 3.1 writes it, with ajv)? And makes requests from the
 * document: well-formed ones from its schemas, and the raw bytes of broken ones.
 */
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

interface MediaType {
  schema?: unknown;
}
interface ResponseObject {
  $ref?: string;
  description?: string;
  content?: Record<string, MediaType>;
  headers?: Record<string, { $ref?: string; required?: boolean }>;
}
interface OperationObject {
  operationId?: string;
  responses?: Record<string, ResponseObject>;
}
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, unknown>;
}

/** An operation of the document, where it is, and the responses it lists. */
export interface DocumentedOperation {
  operationId: string;
  method: string;
  path: string;
  /** `200`, `404`, ... as the document writes them (ranges such as `4XX` and `default` too). */
  statuses: string[];
}

/** What was answered, read once. */
export interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
/** Where the document is registered in ajv; `#/components/...` references resolve inside it. */
const DOCUMENT_ID = 'https://conformance.test/openapi.json';

const pointer = (...segments: string[]) =>
  segments.map((segment) => `/${encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'))}`).join('');

const mediaTypeOf = (contentType: string | null) => contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
const isJson = (mediaType: string) => mediaType === 'application/json' || mediaType.endsWith('+json');

export class DocumentChecker {
  private readonly ajv: Ajv2020;
  private readonly byId = new Map<string, { path: string; method: string; operation: OperationObject }>();
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: OpenApiDocument) {
    // strict: a keyword ajv does not know is a mistake in the document, not something to skip; the
    // few keywords OpenAPI 3.1 adds to JSON Schema are known.
    this.ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false, strictTuples: false, logger: false });
    addFormats(this.ajv);
    this.ajv.addVocabulary(['example', 'discriminator', 'xml', 'externalDocs']);
    // The whole document is registered, so references resolve in it as its readers resolve them; its
    // top-level fields are words ajv passes over, so only the schemas compiled from it are checked.
    this.ajv.addVocabulary(['openapi', 'info', 'jsonSchemaDialect', 'servers', 'paths', 'webhooks', 'components', 'security', 'tags']);
    this.ajv.addSchema(document as object, DOCUMENT_ID, undefined, false);
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!HTTP_METHODS.has(method)) continue;
        const op = operation as OperationObject;
        this.byId.set(op.operationId ?? `${method.toUpperCase()} ${path}`, { path, method, operation: op });
      }
    }
  }

  operations(): DocumentedOperation[] {
    return [...this.byId].map(([operationId, { path, method, operation }]) => ({
      operationId,
      method: method.toUpperCase(),
      path,
      statuses: Object.keys(operation.responses ?? {}),
    }));
  }

  /**
   * What does not conform, in words; empty when the answer is one the document describes. The
   * documented response of a status is its own entry, else its range (`4XX`), else `default`.
   */
  problems(operationId: string, answer: Answer): string[] {
    const found = this.byId.get(operationId);
    if (!found) return [`the document has no operation ${operationId}`];
    const responses = found.operation.responses ?? {};
    const key = [String(answer.status), `${String(answer.status)[0]}XX`, 'default'].find((candidate) => candidate in responses);
    if (!key) return [`status ${answer.status} is not documented (${operationId} documents ${Object.keys(responses).join(', ')})`];
    const { value: response, at } = this.resolve<ResponseObject>(responses[key]!, pointer('paths', found.path, found.method, 'responses', key));
    const problems: string[] = [];

    for (const [name, header] of Object.entries(response.headers ?? {})) {
      const required = this.resolve<{ required?: boolean }>(header, '').value.required === true;
      if (required && !answer.headers.has(name)) problems.push(`the documented header ${name} is missing`);
    }

    const content = response.content ?? {};
    const documentedTypes = Object.keys(content);
    const contentType = answer.headers.get('content-type');
    if (documentedTypes.length === 0) {
      if (answer.text.length > 0) problems.push(`status ${answer.status} documents no body, but ${answer.text.length} bytes came (${contentType ?? 'no content type'})`);
      return problems;
    }
    const mediaType = mediaTypeOf(contentType);
    const match = documentedTypes.find((type) => type.toLowerCase() === mediaType)
      ?? documentedTypes.find((type) => type.endsWith('/*') && mediaType.startsWith(type.slice(0, -1).toLowerCase()))
      ?? documentedTypes.find((type) => type === '*/*');
    if (!match) {
      problems.push(`content type ${contentType ?? '(none)'} is not documented for status ${answer.status} (documents ${documentedTypes.join(', ')})`);
      return problems;
    }
    if (content[match]?.schema === undefined) return problems;
    if (!isJson(mediaType)) return problems;
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      return [...problems, `the body is not JSON: ${answer.text.slice(0, 200)}`];
    }
    const validate = this.validator(`${at}${pointer('content', match, 'schema')}`);
    if (!validate(body)) problems.push(...(validate.errors ?? []).map((error) => describeError(error)));
    return problems;
  }

  /** A `$ref`ed object (a response, a header) followed to what it names, with the pointer it is at. */
  private resolve<T>(value: unknown, at: string): { value: T; at: string } {
    let current = value as { $ref?: string } | undefined;
    let where = at;
    for (let hops = 0; typeof current?.$ref === 'string'; hops++) {
      const ref: string = current.$ref;
      if (hops > 10 || !ref.startsWith('#/')) throw new Error(`cannot follow the reference ${ref}`);
      const segments = ref
        .slice(2)
        .split('/')
        .map((segment) => decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~'));
      current = segments.reduce<unknown>((node, segment) => (node as Record<string, unknown> | undefined)?.[segment], this.document) as
        | { $ref?: string }
        | undefined;
      if (current === undefined) throw new Error(`the reference ${ref} names nothing in the document`);
      where = pointer(...segments);
    }
    return { value: current as T, at: where };
  }

  /** The schema at `at` in the document, compiled once; its references resolve inside the document. */
  private validator(at: string): ValidateFunction {
    let validate = this.validators.get(at);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `${DOCUMENT_ID}#${at}` });
      this.validators.set(at, validate);
    }
    return validate;
  }
}

function describeError(error: ErrorObject): string {
  const where = error.instancePath || '(the body)';
  const extra = error.keyword === 'additionalProperties' ? ` (${String((error.params as { additionalProperty?: string }).additionalProperty)})` : '';
  return `${where} ${error.message ?? error.keyword}${extra}`;
}

// --- Requests made from the document ------------------------------------------------------------------

/** A JSON Schema of the document, as far as the requests generated from it read one. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  maxProperties?: number;
  required?: string[];
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  minLength?: number;
}

/** An operation of the served document, as the requests generated from it read one. */
export interface DocumentOperation {
  operationId: string;
  security: Record<string, string[]>[];
  parameters: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** Where a value sits in a request part: property names and array indexes. */
export type ValuePath = (string | number)[];

/** Every operation of the document with its path template (`/v3/assets/{id}`) and method (`post`). */
export function documentOperations(document: OpenApiDocument): { template: string; method: string; operation: DocumentOperation }[] {
  return Object.entries(document.paths).flatMap(([template, methods]) =>
    Object.entries(methods)
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([method, operation]) => ({ template, method, operation: operation as DocumentOperation })),
  );
}

const isType = (schema: JsonSchema, type: string) => schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));
const options = (schema: JsonSchema) => (schema.anyOf ?? schema.oneOf)?.filter((option) => !isType(option, 'null'));
const alternative = (schema: JsonSchema) => options(schema)?.[0];

/** The shapes a body may take: each option of a top-level `oneOf`/`anyOf` (a session's type), else the one schema. */
export const bodyAlternatives = (schema: JsonSchema): JsonSchema[] => options(schema) ?? [schema];

/** A value the schema accepts, built from its required parts; `ids` fills identifiers by name. */
export function example(schema: JsonSchema, name: string, ids: Record<string, string>): unknown {
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
    return Array.from({ length: schema.minItems ?? 0 }, () => example(schema.items || {}, name, ids));
  }
  if (isType(schema, 'integer') || isType(schema, 'number')) return schema.minimum ?? 1;
  if (isType(schema, 'boolean')) return false;
  if (schema.format === 'email') return `fuzz-${randomUUID()}@example.com`;
  if (schema.format === 'uuid') return ids[name] ?? randomUUID();
  if (schema.format === 'uri') return 'https://example.com/page';
  if (schema.format === 'date-time') return new Date().toISOString();
  if (schema.format === 'date') return new Date().toISOString().slice(0, 10);
  return ids[name] ?? 'x'.repeat(Math.max(12, schema.minLength ?? 0));
}

/** Every place in values of `schema` where a leaf of the kind `accepts` picks sits (objects' properties and array items). */
function leafPaths(schema: JsonSchema, accepts: (schema: JsonSchema) => boolean, path: ValuePath = []): { path: ValuePath; schema: JsonSchema }[] {
  const option = alternative(schema);
  if (option) return leafPaths(option, accepts, path);
  if (schema.enum || schema.const !== undefined) return [];
  if (accepts(schema)) return [{ path, schema }];
  if (isType(schema, 'object')) return Object.entries(schema.properties ?? {}).flatMap(([key, property]) => leafPaths(property, accepts, [...path, key]));
  if (isType(schema, 'array')) {
    if (schema.prefixItems) return schema.prefixItems.flatMap((item, index) => leafPaths(item, accepts, [...path, index]));
    if (schema.items) return leafPaths(schema.items, accepts, [...path, 0]);
  }
  return [];
}

/** Every place a string goes in values of this schema. */
export const stringPaths = (schema: JsonSchema, path: ValuePath = []): ValuePath[] =>
  leafPaths(schema, (leaf) => isType(leaf, 'string'), path).map((leaf) => leaf.path);

/** Every place a day (`format: date`) or a moment (`format: date-time`) goes in values of this schema, with its format. */
export const datePaths = (schema: JsonSchema, path: ValuePath = []) =>
  leafPaths(schema, (leaf) => isType(leaf, 'string') && (leaf.format === 'date' || leaf.format === 'date-time'), path);

/** Every place a number goes in values of this schema, with the schema of the number (its bounds). */
export const numberPaths = (schema: JsonSchema) => leafPaths(schema, (leaf) => isType(leaf, 'integer') || isType(leaf, 'number'));

/** Every open record in values of this schema (an object that takes keys it does not name, as an asset's `data`). */
export function openRecordPaths(schema: JsonSchema, path: ValuePath = []): { path: ValuePath; schema: JsonSchema }[] {
  const option = alternative(schema);
  if (option) return openRecordPaths(option, path);
  if (!isType(schema, 'object')) return [];
  const own = schema.additionalProperties !== undefined && schema.additionalProperties !== false ? [{ path, schema }] : [];
  return [...own, ...Object.entries(schema.properties ?? {}).flatMap(([key, property]) => openRecordPaths(property, [...path, key]))];
}

/** `base` with `value` at `path`, the objects and arrays on the way copied (or made). */
export function withValueAt(base: unknown, path: ValuePath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(base) ? [...(base as unknown[])] : { ...(base as Record<string, unknown>) }) as Record<string | number, unknown>;
  copy[head!] = withValueAt(copy[head!] ?? (typeof rest[0] === 'number' ? [] : {}), rest, value);
  return copy;
}

/** The URL of an operation: path parameters put in its template, and the query. */
export function operationUrl(template: string, params: Record<string, string>, query: Record<string, string> = {}): string {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = new URLSearchParams(query).toString();
  return `${path}${search ? `?${search}` : ''}`;
}

let loopbackHost = 0;
/**
 * A loopback address not used before (127.1.x.y), to send a group of requests from. The per-IP limits
 * then count each group on its own, and the requests of the suite's own cases (from 127.0.0.1) keep
 * their counts.
 */
export function freshLoopbackAddress(): string {
  loopbackHost++;
  return `127.1.${Math.floor(loopbackHost / 250)}.${(loopbackHost % 250) + 1}`;
}

export interface RawRequest {
  method: string;
  /** Path and query, as sent (percent-encoded already). */
  url: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** The local address to send from (see `freshLoopbackAddress`). */
  from?: string;
}

/** Sends the bytes as given: any content type, any body, from any loopback address. */
export function sendRaw(baseUrl: string, { method, url, headers = {}, body, from }: RawRequest): Promise<Answer> {
  const target = new URL(url, baseUrl);
  const bytes = body === undefined ? undefined : typeof body === 'string' ? Buffer.from(body) : Buffer.from(body);
  // Node sends a DELETE's body without a length unless told one, which the server cannot read.
  const sent = bytes ? { ...headers, 'content-length': String(bytes.length) } : headers;
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method, headers: sent, ...(from ? { localAddress: from } : {}) },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const answerHeaders = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            if (value !== undefined) answerHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
          }
          resolve({ status: response.statusCode ?? 0, headers: answerHeaders, text: Buffer.concat(chunks).toString('utf8') });
        });
      },
    );
    request.on('error', reject);
    request.end(bytes);
  });
}

export interface MultipartPart {
  name: string;
  value: string | Uint8Array;
  /** Makes the part a file. */
  fileName?: string;
}

/** A multipart/form-data body written by hand, so a test can break it: its bytes and where its closing delimiter starts. */
export function multipartBody(boundary: string, parts: MultipartPart[]): { bytes: Buffer; closingAt: number } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.fileName === undefined ? '' : `; filename="${part.fileName}"`}`;
    const type = part.fileName === undefined ? '' : 'Content-Type: application/octet-stream\r\n';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  const closingAt = chunks.reduce((length, chunk) => length + chunk.length, 0);
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { bytes: Buffer.concat(chunks), closingAt };
}
