/**
 * A client generated from our OpenAPI document agrees with our own calls. People generate clients
 * from `/docs/json` with openapi-typescript; this test does the same with the document as served,
 * then writes a TypeScript file that, for every endpoint of the catalogue, assigns the generated types
 * to the contract's `EndpointParams`/`EndpointQuery`/`EndpointBody`/`EndpointResponse` (what `data`'s
 * `call()` is typed with) and back, and type-checks it with the TypeScript compiler API.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type Endpoint, endpoints } from '@facet/contract';
import Fastify from 'fastify';
import openapiTS, { astToString, type OpenAPI3, type OperationObject, type PathItemObject, type SchemaObject } from 'openapi-typescript';
import ts from 'typescript';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { openApiPath, registerApiDocs } from '../src/openapi';

/**
 * The document as the server serves it at `/docs/json`: registered as the app registers it, on a bare
 * Fastify (no database); docs.test.ts checks that the real app serves it.
 */
async function servedDocument(): Promise<OpenAPI3> {
  const app = Fastify();
  try {
    await registerApiDocs(app, { version: '0.0.0-test', publicUrl: 'http://localhost:3000' });
    const response = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    return response.json<OpenAPI3>();
  } finally {
    await app.close();
  }
}

interface Def {
  type: string;
  coerce?: boolean;
  innerType?: { def: Def };
  in?: { def: Def };
}

/** The fields of a query schema that zod coerces (`z.coerce.number()`), past `.optional()`/`.default()`. */
function coercedFields(schema: z.ZodType | undefined): string[] {
  const shape = (schema as { shape?: Record<string, { def: Def }> } | undefined)?.shape ?? {};
  const coerced = (def: Def): boolean => def.coerce === true || [def.innerType, def.in].some((inner) => inner && coerced(inner.def));
  return Object.entries(shape)
    .filter(([, field]) => coerced(field.def))
    .map(([name]) => name);
}

/** The multipart fields the document gives as binary (`format: binary`), such as the uploaded file. */
function binaryFields(operation: OperationObject | undefined): string[] {
  const body = operation?.requestBody as { content?: Record<string, { schema?: SchemaObject }> } | undefined;
  const properties = (body?.content?.['multipart/form-data']?.schema as { properties?: Record<string, { format?: string }> })?.properties;
  return Object.entries(properties ?? {})
    .filter(([, property]) => property.format === 'binary')
    .map(([name]) => name);
}

type Aspect = 'params' | 'query' | 'body' | 'response';

/** Where a diagnostic in the generated file comes from. */
interface Lines {
  endpoint: string;
  aspect?: Aspect;
  what?: string;
  /** 0-based lines of the generated file, inclusive. */
  from: number;
  to: number;
}

/** The head of the generated check: its helpers, and the normalisations for what the generator only writes differently (each says why). */
const preamble = `import type { EndpointBody, EndpointParams, EndpointQuery, EndpointResponse, endpoints } from '@facet/contract';
import type { z } from 'zod';
import type { paths } from './openapi';

declare function value<T>(): T;
/** A side typed \`any\`, \`unknown\` or \`never\` would agree with anything: each check refuses one. */
type Vacuous<T> = 0 extends 1 & T ? true : unknown extends T ? true : [T] extends [never] ? true : false;

/** The body of a request body or response object in one media type (\`undefined\` when it has none). */
type Content<T, Media extends string> = T extends { content: { [M in Media]: infer Body } } ? Body : undefined;
type Json<T> = Content<T, 'application/json'>;

/**
 * Optional fields made required, all the way down: mutual assignability alone lets an optional field
 * that only one side has pass, so each check also compares the two sides with every field required.
 */
type AllRequired<T> = T extends (...args: never[]) => unknown ? T : T extends object ? { [K in keyof T]-?: AllRequired<T[K]> } : T;

/** The generator makes \`parameters.query\` optional when no query field is required; ours is the object itself (\`call()\` makes it optional). */
type Defined<T> = [T] extends [undefined] ? undefined : Exclude<T, undefined>;

/** \`EndpointResponse\` is \`void\` for 204 and redirects; the generated response then has no JSON content (\`undefined\`). */
type NoBodyAsUndefined<T> = [T] extends [void] ? ([void] extends [T] ? undefined : T) : T;

/**
 * zod's input type of a coerced query field (\`z.coerce.number()\`) is \`unknown\`: it takes anything. The
 * document gives the type it coerces to, which is what the server reads: compare that (z.output) instead.
 */
type CoercedAsOutput<Input, Output, Fields extends PropertyKey> = {
  [K in keyof Input]: K extends Fields ? Exclude<Output[K & keyof Output], undefined> : Input[K];
};

/**
 * openapi-typescript types a \`format: binary\` multipart field as \`string\`; the browser sends a
 * \`File\` (\`z.file()\`). The field's presence and optionality are still compared.
 */
type BinaryAsFile<T, Fields extends PropertyKey> = { [K in keyof T]: K extends Fields ? File : T[K] };
`;

/**
 * The generated check: for each endpoint and part, `ours` (what `data` sends, z.input, or reads,
 * z.output) and `generated` (openapi-typescript's type of the same part) are assigned to each other,
 * as they are and with every field required, so a field missing, extra, differently typed or
 * differently optional on either side is an error whose message names the field.
 */
function checkSource(document: OpenAPI3): { source: string; lines: Lines[] } {
  const out: string[] = preamble.split('\n');
  const lines: Lines[] = [];
  const add = (endpoint: string, aspect: Aspect, ours: string, generated: string) => {
    const from = out.length;
    out.push(`export function ${endpoint}_${aspect}(ours: ${ours}, generated: ${generated}): void {`);
    const check = (what: string, statement: string) => {
      lines.push({ endpoint, aspect, what, from: out.length, to: out.length });
      out.push(`  ${statement}`);
    };
    check('a side is any, unknown or never', 'const meaningful: [Vacuous<typeof ours>, Vacuous<typeof generated>] = [false, false];');
    check('ours -> generated', 'const oursAsGenerated: typeof generated = ours;');
    check('generated -> ours', 'const generatedAsOurs: typeof ours = generated;');
    check('ours -> generated, all fields required', 'const oursAll: AllRequired<typeof generated> = value<AllRequired<typeof ours>>();');
    check('generated -> ours, all fields required', 'const generatedAll: AllRequired<typeof ours> = value<AllRequired<typeof generated>>();');
    out.push('  void [meaningful, oursAsGenerated, generatedAsOurs, oursAll, generatedAll];', '}');
    lines.push({ endpoint, aspect, from, to: out.length - 1 });
  };
  const union = (names: string[]) => (names.length ? names.map((name) => JSON.stringify(name)).join(' | ') : 'never');

  for (const [name, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
    const path = openApiPath(endpoint.path);
    const method = endpoint.method.toLowerCase();
    const operation = (document.paths?.[path] as PathItemObject | undefined)?.[method as 'get'] as OperationObject | undefined;
    const entry = `typeof endpoints.${name}`;
    const op = `Op_${name}`;
    const from = out.length;
    out.push(`// ${name}: ${endpoint.method} ${endpoint.path}`, `type ${op} = paths[${JSON.stringify(path)}][${JSON.stringify(method)}];`);
    lines.push({ endpoint: name, from, to: out.length - 1 });

    add(name, 'params', `EndpointParams<${entry}>`, `${op}['parameters']['path']`);
    const coerced = coercedFields(endpoint.query);
    add(
      name,
      'query',
      coerced.length
        ? `CoercedAsOutput<EndpointQuery<${entry}>, z.output<${entry}['query']>, ${union(coerced)}>`
        : `EndpointQuery<${entry}>`,
      `Defined<${op}['parameters']['query']>`,
    );
    add(
      name,
      'body',
      `EndpointBody<${entry}>`,
      endpoint.bodyEncoding === 'multipart'
        ? `BinaryAsFile<Content<${op}['requestBody'], 'multipart/form-data'>, ${union(binaryFields(operation))}>`
        : `Json<${op}['requestBody']>`,
    );
    add(name, 'response', `NoBodyAsUndefined<EndpointResponse<${entry}>>`, `Json<${op}['responses'][${endpoint.status ?? 200}]>`);
    out.push('');
  }
  return { source: out.join('\n'), lines };
}

function compilerOptions(contractEntry: string, zodPackage: string): ts.CompilerOptions {
  return {
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noUncheckedIndexedAccess: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
    // The check lives in a temporary folder: point it at the workspace's contract and its zod.
    paths: { '@facet/contract': [contractEntry], zod: [zodPackage] },
  };
}

describe('a client generated from /docs/json with openapi-typescript', () => {
  it('types the params, query, body and response of every endpoint as our own calls do', async () => {
    const document = await servedDocument();
    const { source, lines } = checkSource(document);
    const folder = await mkdtemp(join(tmpdir(), 'openapi-client-'));
    const checkFile = join(folder, 'check.ts');
    let diagnostics: readonly ts.Diagnostic[];
    try {
      await writeFile(join(folder, 'openapi.ts'), astToString(await openapiTS(document, { silent: true })));
      await writeFile(checkFile, source);
      const contractEntry = createRequire(import.meta.url).resolve('@facet/contract');
      const zodPackage = dirname(createRequire(contractEntry).resolve('zod/package.json'));
      const program = ts.createProgram({ rootNames: [checkFile], options: compilerOptions(contractEntry, zodPackage) });
      diagnostics = ts.getPreEmitDiagnostics(program);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    const report = diagnostics.map((diagnostic) => {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n  ');
      if (!diagnostic.file || diagnostic.start === undefined) return message;
      const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
      const where =
        diagnostic.file.fileName === checkFile ? lines.find((entry) => line >= entry.from && line <= entry.to) : undefined;
      if (!where) return `${diagnostic.file.fileName}:${line + 1}: ${message}`;
      return `${[where.endpoint, where.aspect, where.what && `(${where.what})`].filter(Boolean).join(' ')}: ${message}`;
    });
    expect(report, 'where the generated client and the contract disagree').toEqual([]);
    expect(lines.filter((entry) => entry.what)).toHaveLength(Object.keys(endpoints).length * 4 * 5);
  });
});
