/**
 * Serves locally stored files at `/files/{key}` to whoever holds a URL the API signed (asset answers
 * carry them), until it expires. Single byte ranges are answered, so videos can seek.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../lib/http-error';
import { parseRequest } from '../lib/validation';
import { FileNotFoundError, type LocalFileStorage } from '../storage';
import { contentTypeOf } from '../storage/storage';

const signedQuerySchema = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().min(1).max(100),
});

export function filesRoutes(app: FastifyInstance, storage: LocalFileStorage): void {
  // Outside the API catalogue: a signed link opened by the browser, not an API call (no token, no JSON).
  app.get('/files/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const { expires, signature } = parseRequest(signedQuerySchema, request.query, 'query');
    const check = storage.verify(key, expires, signature);
    if (check === 'expired') throw new HttpError(403, 'FORBIDDEN', 'This file link has expired. Reload the page to get a fresh one.');
    if (check === 'invalid') throw new HttpError(403, 'FORBIDDEN', 'This file link is not valid.');

    let size: number;
    try {
      size = await storage.sizeOf(key);
    } catch (error) {
      if (error instanceof FileNotFoundError) throw new HttpError(404, 'NOT_FOUND', 'This file no longer exists.');
      throw error;
    }
    const contentType = contentTypeOf(key);
    reply
      .header('content-type', contentType)
      .header('content-disposition', contentDisposition(key, contentType))
      .header('accept-ranges', 'bytes')
      // The URL changes when it is signed again, so the browser may keep it until it expires.
      .header('cache-control', `private, max-age=${Math.max(0, expires - Math.floor(Date.now() / 1000))}`)
      // Stored files are only models, images and videos; never let a browser run one as a page.
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox");

    const range = parseRange(request.headers.range, size);
    if (range === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${size}`).send();
    }
    if (range) {
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .header('content-length', range.end - range.start + 1)
        .send(storage.read(key, range));
    }
    return reply.header('content-length', size).send(storage.read(key));
  });
}

/**
 * Pictures and videos are shown where they are opened; every other file (models, point clouds) is
 * saved, under the last part of its key, never rendered by the browser.
 */
function contentDisposition(key: string, contentType: string): string {
  const name = key.slice(key.lastIndexOf('/') + 1);
  const disposition = /^(image|video)\//.test(contentType) ? 'inline' : 'attachment';
  return `${disposition}; filename="${name.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** One `bytes=` range (`a-b`, `a-`, `-n`); several ranges, or none, get the whole file. */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}
