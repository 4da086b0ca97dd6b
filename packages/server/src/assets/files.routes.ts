/**
 * Serves stored files (a local directory or an S3 bucket) at `/files/{key}` to whoever holds a URL the
 * API signed (asset answers carry them), until it expires and only while the file's asset and its
 * account exist: deleting either ends every link to it at once. Showcase links (`/files/showcase/{asset
 * id}/{file name}`) name no owner and last while the asset is in the showcase. Single byte ranges are
 * answered, so videos can seek.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../lib/http-error';
import { parseRequest } from '../lib/validation';
import type { AssetsService } from './assets.service';
import { FileNotFoundError, type FileStorage } from '../storage';
import { contentTypeOf, type StoredFileInfo } from '../storage/storage';

const signedQuerySchema = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().min(1).max(100),
});

const fileIsGone = () => new HttpError(404, 'NOT_FOUND', 'This file no longer exists.');

export function filesRoutes(app: FastifyInstance, storage: FileStorage, assets: Pick<AssetsService, 'liveFileKey'>): void {
  // Outside the API catalogue: a signed link opened by the browser, not an API call (no token, no JSON).
  app.get('/files/*', async (request, reply) => {
    const link = (request.params as { '*': string })['*'];
    const { expires, signature } = parseRequest(signedQuerySchema, request.query, 'query');
    const check = storage.verify(link, expires, signature);
    if (check === 'expired') throw new HttpError(403, 'FORBIDDEN', 'This file link has expired. Reload the page to get a fresh one.');
    if (check === 'invalid') throw new HttpError(403, 'FORBIDDEN', 'This file link is not valid.');

    // A link stays signed after its asset or account is deleted; this check is what ends it.
    const live = await assets.liveFileKey(link);
    if (!live) throw fileIsGone();
    const { key } = live;
    let info: StoredFileInfo;
    try {
      info = await storage.stat(key);
    } catch (error) {
      if (error instanceof FileNotFoundError) throw fileIsGone();
      throw error;
    }
    const { size, etag } = info;
    const contentType = contentTypeOf(key);
    reply
      .header('content-type', contentType)
      .header('content-disposition', contentDisposition(downloadName(live.assetName, key), contentType))
      .header('accept-ranges', 'bytes')
      // A browser may keep the bytes but asks again before each use (answered 304 while they are
      // unchanged), so a deleted asset is not shown from the cache either.
      .header('cache-control', 'private, no-cache')
      .header('etag', etag)
      // Stored files are only models, images and videos; never let a browser run one as a page.
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox");
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();

    const range = parseRange(request.headers.range, size);
    if (range === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${size}`).send();
    }
    if (range) {
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .header('content-length', range.end - range.start + 1)
        .send(await readOrGone(storage, key, range));
    }
    return reply.header('content-length', size).send(await readOrGone(storage, key));
  });
}

/** The bytes, or 404 when the file went between its check and its read. */
async function readOrGone(storage: FileStorage, key: string, range?: { start: number; end: number }) {
  try {
    return await storage.read(key, range);
  } catch (error) {
    if (error instanceof FileNotFoundError) throw fileIsGone();
    throw error;
  }
}

/** `If-None-Match`: `*` or a list of tags, weak ones compared by their value (RFC 9110, 13.1.2). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * A file is saved under its asset's name, never the storage's (`model.glb`, `original.stl`): the name's
 * letters and digits joined by dashes (`Crate (printable, 100 mm)` -> `Crate-printable-100-mm`), with
 * the extension of the stored file, so an uploaded STL downloads as `<name>.stl` and its viewing copy
 * as `<name>.glb`. Letters of any script are kept in `filename*`; the plain `filename` for older
 * clients keeps ASCII ones only.
 */
export function downloadName(assetName: string, key: string): string {
  const fileName = key.slice(key.lastIndexOf('/') + 1);
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 ? fileName.slice(dot) : '';
  const stem = assetName.normalize('NFC').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '');
  // Kept well under the 255 bytes file systems allow a name, counting a letter as up to 4 bytes.
  return `${[...stem].slice(0, 60).join('') || 'download'}${extension}`;
}

/**
 * Pictures and videos are shown where they are opened; every other file (models, point clouds) is
 * saved under `name`, never rendered by the browser.
 */
function contentDisposition(name: string, contentType: string): string {
  const disposition = /^(image|video)\//.test(contentType) ? 'inline' : 'attachment';
  const extension = /\.\w+$/.exec(name)?.[0] ?? '';
  const ascii = /^[\w.-]+$/.test(name) ? name : `download${extension}`;
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
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
