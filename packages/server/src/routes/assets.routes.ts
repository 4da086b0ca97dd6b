import { endpoints } from '@facet/contract';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { HttpError } from '../lib/http-error';
import { route } from '../lib/route';
import type { Services } from '../services';
import type { UploadPart } from '../services/uploads.service';

/** SPEC.md section 7, Assets: every call but the showcase is scoped to the caller's own assets. */
export async function assetsRoutes(app: FastifyInstance, { assets, uploads }: Services, config: Pick<Config, 'uploadLimits'>): Promise<void> {
  route(app, endpoints.listAssets, async ({ caller, query }) => assets.list(caller, query));

  route(app, endpoints.createAsset, async ({ caller, body }) => assets.createFolder(caller, body));

  route(app, endpoints.searchAssets, async ({ caller, body }) => assets.search(caller, body));

  route(app, endpoints.showcase, async ({ query }) => assets.showcase(query));

  route(app, endpoints.getAsset, async ({ caller, params }) => assets.get(caller, params.id));

  route(app, endpoints.deleteAsset, async ({ caller, params }) => assets.delete(caller, params.id));

  route(app, endpoints.updateAsset, async ({ caller, params, body }) => assets.update(caller, params.id, body));

  route(app, endpoints.moveAssets, async ({ caller, body }) => assets.move(caller, body));

  route(app, endpoints.setShowcase, async ({ params, body }) => assets.setShowcase(params.id, body.is_showcase));

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
      const declared = Number(request.headers['content-length']);
      try {
        return await uploads.upload(caller, partsOf(request), { declaredBytes: Number.isFinite(declared) ? declared : undefined });
      } catch (error) {
        // A refused upload stops reading mid-body; the rest is read and dropped so the client, still
        // sending, gets to read the answer instead of a reset connection.
        if (!request.raw.readableEnded) request.raw.resume();
        throw error;
      }
    });
  });
}

async function* partsOf(request: FastifyRequest): AsyncGenerator<UploadPart> {
  for await (const part of request.parts()) {
    if (part.type === 'file') yield { kind: 'file', field: part.fieldname, fileName: part.filename, stream: part.file };
    else yield { kind: 'field', name: part.fieldname, value: String(part.value) };
  }
}
