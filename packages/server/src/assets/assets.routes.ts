import { endpoints, uploadHeadersSchema } from '@facet/contract';
import fastifyMultipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { HttpError } from '../lib/http-error';
import { route } from '../lib/route';
import { parseRequest } from '../lib/validation';
import type { Services } from '../services';
import type { UploadPart } from './uploads.service';

/** SPEC.md section 7, Assets: every call but the showcase is scoped to the caller's own assets (an admin's showcase choice is in admin/). */
export async function assetsRoutes(app: FastifyInstance, { assets, uploads }: Services, config: Pick<Config, 'uploadLimits'>): Promise<void> {
  route(app, endpoints.listAssets, async ({ caller, query }) => assets.list(caller, query));

  route(app, endpoints.createAsset, async ({ caller, body }) => assets.createFolder(caller, body));

  route(app, endpoints.searchAssets, async ({ caller, body }) => assets.search(caller, body));

  route(app, endpoints.showcase, async ({ query }) => assets.showcase(query));

  route(app, endpoints.getAsset, async ({ caller, params }) => assets.get(caller, params.id));

  route(app, endpoints.deleteAsset, async ({ caller, params }) => assets.delete(caller, params.id));

  route(app, endpoints.updateAsset, async ({ caller, params, body }) => assets.update(caller, params.id, body));

  route(app, endpoints.setUpAxis, async ({ caller, params, body }) => uploads.setUpAxis(caller, params.id, body.up_axis));
  route(app, endpoints.setUnit, async ({ caller, params, body }) => uploads.setUnit(caller, params.id, body.unit));

  route(app, endpoints.moveAssets, async ({ caller, body }) => assets.move(caller, body));

  // Multipart is parsed only here, so no other route accepts a form.
  await app.register(async (scope) => {
    const largest = Math.max(...Object.values(config.uploadLimits));
    await scope.register(fastifyMultipart, {
      // A backstop: the upload service stops each file at its type's own, smaller limit.
      limits: { fileSize: largest + 1, fieldSize: 4096, fields: 20, parts: 25, headerPairs: 100 },
    });

    route(scope, endpoints.uploadAsset, async ({ caller, request }) => {
      if (!request.isMultipart()) {
        throw new HttpError(400, 'VALIDATION_FAILED', 'Invalid request body. Send the file as multipart/form-data in the field "file".');
      }
      if (!MULTIPART_BOUNDARY.test(request.headers['content-type'] ?? '')) {
        throw new HttpError(400, 'VALIDATION_FAILED', 'Invalid request body. The multipart/form-data content type names no boundary; let the HTTP client write it from the form.');
      }
      const declared = Number(request.headers['content-length']);
      const formErrors = new WeakSet<object>();
      try {
        const { 'idempotency-key': uploadKey } = parseRequest(uploadHeadersSchema, { 'idempotency-key': request.headers['idempotency-key'] }, 'headers');
        return await uploads.upload(caller, partsOf(request, formErrors), {
          declaredBytes: Number.isFinite(declared) ? declared : undefined,
          uploadKey,
        });
      } catch (error) {
        // A refused upload stops reading mid-body; the rest is read and dropped so the client, still
        // sending, gets to read the answer instead of a reset connection.
        if (!request.raw.readableEnded) request.raw.resume();
        throw typeof error === 'object' && error !== null && formErrors.has(error) ? unreadableForm(error) : error;
      }
    });
  });
}

const MULTIPART_BOUNDARY = /;\s*boundary\s*=\s*("[^"]+"|[^;\s]+)/i;

/**
 * The form's parts as the upload service reads them. An error met while reading the form itself (a
 * body cut off, a boundary that never comes, a malformed part header) is put in `formErrors`, so the
 * route answers it as the caller's 400 and not as a failure of the server. Errors that already carry
 * a status (the form's limits, 413) and the upload's own refusals are left as they are.
 */
async function* partsOf(request: FastifyRequest, formErrors: WeakSet<object>): AsyncGenerator<UploadPart> {
  const noteFormError = (error: unknown) => {
    if (error instanceof Error && !(error instanceof HttpError) && !('statusCode' in error)) formErrors.add(error);
  };
  const parts = request.parts()[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<Multipart>;
    try {
      next = await parts.next();
    } catch (error) {
      noteFormError(error);
      throw error;
    }
    if (next.done) return;
    const part = next.value;
    if (part.type === 'file') {
      // The file may have failed before it is handed over (a body cut off inside it).
      if (part.file.errored) noteFormError(part.file.errored);
      part.file.on('error', noteFormError);
      yield { kind: 'file', field: part.fieldname, fileName: part.filename, stream: part.file };
    } else {
      yield { kind: 'field', name: part.fieldname, value: String(part.value) };
    }
  }
}

/** The caller's 400 for a form that could not be read. */
function unreadableForm(error: object): HttpError {
  const message = error instanceof Error ? error.message : '';
  const cutOff = /unexpected end|terminated early/i.test(message);
  return new HttpError(
    400,
    'VALIDATION_FAILED',
    cutOff
      ? 'Invalid request body. The form ends before its closing boundary: the upload was cut off, or the body is not split by the boundary its content type names.'
      : 'Invalid request body. The form cannot be read as multipart/form-data: a part or its headers are malformed.',
  );
}
