/**
 * Reads an answer of the API the way a tool built on the served OpenAPI document would: is its status
 * one the operation lists, its content type the documented one, its body valid against the documented
 * schema (JSON Schema 2020-12, as OpenAPI 3.1 writes it, with ajv)?
 */
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
