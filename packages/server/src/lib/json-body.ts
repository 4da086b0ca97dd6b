/**
 * The API's JSON body parser: Fastify's own (which refuses `__proto__` keys and empty bodies), behind
 * two checks of the raw text before it is parsed. The charset, when the content type names one, must
 * be UTF-8 (415). Arrays and objects may nest `JSON_MAX_DEPTH` deep (400): counted by a plain loop
 * over the text, so a body nested 10,000 deep is refused before anything that walks a parsed body
 * (validation, the database driver) could run out of stack on it.
 */
import { JSON_DEPTH_MESSAGE, JSON_MAX_DEPTH } from '@facet/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error';

const UTF8 = new Set(['utf-8', 'utf8']);
const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)"?/i;

/** Replaces the JSON parser of `app` (and the scopes it registers afterwards) with the checked one. */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser(app.initialConfig.onProtoPoisoning ?? 'error', app.initialConfig.onConstructorPoisoning ?? 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    const charset = CHARSET.exec(request.headers['content-type'] ?? '')?.[1]?.toLowerCase();
    if (charset !== undefined && !UTF8.has(charset)) {
      done(new HttpError(415, 'VALIDATION_FAILED', `JSON bodies are read as UTF-8; this one says charset=${charset.slice(0, 40)}. Send it in UTF-8.`), undefined);
      return;
    }
    if (nestsDeeperThan(text, JSON_MAX_DEPTH)) {
      done(new HttpError(400, 'VALIDATION_FAILED', JSON_DEPTH_MESSAGE, { max_depth: JSON_MAX_DEPTH }), undefined);
      return;
    }
    parse(request, text, done);
  });
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
