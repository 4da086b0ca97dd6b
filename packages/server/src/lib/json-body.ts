/**
 * The API's JSON body parser. Before the text is parsed: the charset, when the content type names one,
 * must be UTF-8 (415), and the bytes must be UTF-8 (400: a byte that is not would be read as U+FFFD and
 * stored as such). Arrays and objects may nest `JSON_MAX_DEPTH` deep (400): counted by a plain loop
 * over the text, so a body nested 10,000 deep is refused before anything that walks a parsed body
 * (validation, the database driver) could run out of stack on it. Then it is parsed, refusing an
 * empty body, and `__proto__` or `constructor.prototype` keys as Fastify's own parser does, each with a
 * message that says which.
 */
import { JSON_DEPTH_MESSAGE, JSON_MAX_DEPTH } from '@facet/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error';

const UTF8 = new Set(['utf-8', 'utf8']);
const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)"?/i;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** Replaces the JSON parser of `app` (and the scopes it registers afterwards) with the checked one. */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    try {
      done(null, parseJsonBody(typeof body === 'string' ? Buffer.from(body) : body, request.headers['content-type'] ?? ''));
    } catch (error) {
      done(error as HttpError, undefined);
    }
  });
}

/** The body of a JSON request, parsed, or the HttpError that says what is wrong with it. */
export function parseJsonBody(bytes: Uint8Array, contentType: string): unknown {
  const charset = CHARSET.exec(contentType)?.[1]?.toLowerCase();
  if (charset !== undefined && !UTF8.has(charset)) {
    throw new HttpError(415, 'VALIDATION_FAILED', `JSON bodies are read as UTF-8; this one says charset=${charset.slice(0, 40)}. Send it in UTF-8.`);
  }
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    throw new HttpError(400, 'VALIDATION_FAILED', 'The body is not valid UTF-8: send JSON text encoded in UTF-8.');
  }
  if (text.trim() === '') throw new HttpError(400, 'VALIDATION_FAILED', 'The body is empty, but its content type says JSON. Send a JSON value, or no content type.');
  if (nestsDeeperThan(text, JSON_MAX_DEPTH)) throw new HttpError(400, 'VALIDATION_FAILED', JSON_DEPTH_MESSAGE, { max_depth: JSON_MAX_DEPTH });
  let forbidden: string | undefined;
  let value: unknown;
  try {
    // JSON.parse makes a "__proto__" key an own property, never the prototype; the reviver sees each
    // key once, so the check costs one pass over a body of at most a megabyte.
    value = JSON.parse(text, (key, item: unknown) => {
      if (key === '__proto__' || (key === 'constructor' && typeof item === 'object' && item !== null && Object.hasOwn(item, 'prototype'))) forbidden ??= key;
      return item;
    });
  } catch (error) {
    throw new HttpError(400, 'VALIDATION_FAILED', `The body is not valid JSON: ${(error as Error).message}.`);
  }
  if (forbidden === '__proto__') throw new HttpError(400, 'VALIDATION_FAILED', 'A key named "__proto__" is not allowed in a JSON body.');
  if (forbidden) throw new HttpError(400, 'VALIDATION_FAILED', 'A "constructor" key holding a "prototype" key is not allowed in a JSON body.');
  return value;
}

/**
 * Whether arrays and objects in `text` nest more than `limit` deep, brackets inside strings not
 * counted. Malformed text is left to the parser: this only has to be right for text that parses.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index++; // a backslash: the next character is escaped, a quote included
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      if (++depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) {
      depth--;
    }
  }
  return false;
}
