import {
  type Asset,
  assetIdParamsSchema,
  assetListQuerySchema,
  type AssetListResponse,
  assetUpdateParamsSchema,
  batchParentRequestSchema,
  type BatchParentResponse,
  createAssetRequestSchema,
  type DeleteAssetResponse,
  searchAssetsRequestSchema,
  showcaseQuerySchema,
  showcaseUpdateRequestSchema,
  updateAssetRequestSchema,
} from '@facet/contract';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { HttpError } from '../lib/http-error';
import { parseRequest } from '../lib/validation';
import type { Services } from '../services';
import type { UploadPart } from '../services/uploads.service';

/** SPEC.md section 7, Assets: every call but the showcase is scoped to the caller's own assets. */
export async function assetsRoutes(app: FastifyInstance, { auth, assets, uploads }: Services, config: Pick<Config, 'uploadLimits'>): Promise<void> {
  const caller = (request: FastifyRequest) => auth.authenticate(request.headers.authorization, 'user');

  app.get('/v3/assets', async (request): Promise<AssetListResponse> => {
    const who = await caller(request);
    return assets.list(who, parseRequest(assetListQuerySchema, request.query, 'query'));
  });

  app.post('/v3/assets', async (request, reply): Promise<Asset> => {
    const who = await caller(request);
    const created = await assets.createFolder(who, parseRequest(createAssetRequestSchema, request.body, 'body'));
    reply.code(201);
    return created;
  });

  app.post('/v3/assets/search', async (request): Promise<AssetListResponse> => {
    const who = await caller(request);
    return assets.search(who, parseRequest(searchAssetsRequestSchema, request.body, 'body'));
  });

  app.get('/v3/assets/public/showcase', async (request): Promise<AssetListResponse> => {
    return assets.showcase(parseRequest(showcaseQuerySchema, request.query, 'query'));
  });

  app.get('/v3/assets/:id', async (request): Promise<Asset> => {
    const who = await caller(request);
    return assets.get(who, parseRequest(assetIdParamsSchema, request.params, 'params').id);
  });

  app.delete('/v3/assets/:id', async (request): Promise<DeleteAssetResponse> => {
    const who = await caller(request);
    return assets.delete(who, parseRequest(assetIdParamsSchema, request.params, 'params').id);
  });

  app.put('/v3/assets/:assetId', async (request): Promise<Asset> => {
    const who = await caller(request);
    const { assetId } = parseRequest(assetUpdateParamsSchema, request.params, 'params');
    return assets.update(who, assetId, parseRequest(updateAssetRequestSchema, request.body, 'body'));
  });

  app.post('/v3/assets/batch/parent', async (request): Promise<BatchParentResponse> => {
    const who = await caller(request);
    return assets.move(who, parseRequest(batchParentRequestSchema, request.body, 'body'));
  });

  app.put('/admin/assets/:id/showcase', async (request): Promise<Asset> => {
    await auth.authenticate(request.headers.authorization, 'admin');
    const { id } = parseRequest(assetIdParamsSchema, request.params, 'params');
    return assets.setShowcase(id, parseRequest(showcaseUpdateRequestSchema, request.body, 'body').is_showcase);
  });

  // Multipart is parsed only here, so no other route accepts a form.
  await app.register(async (scope) => {
    const largest = Math.max(...Object.values(config.uploadLimits));
    await scope.register(fastifyMultipart, {
      // A backstop: the upload service stops each file at its type's own, smaller limit.
      limits: { fileSize: largest + 1, fieldSize: 4096, fields: 20, parts: 25, headerPairs: 100 },
    });

    scope.post('/v3/assets/upload', async (request, reply): Promise<Asset> => {
      const who = await caller(request);
      if (!request.isMultipart()) {
        throw new HttpError(400, 'VALIDATION_FAILED', 'Invalid request body. Send the file as multipart/form-data in the field "file".');
      }
      const declared = Number(request.headers['content-length']);
      try {
        const created = await uploads.upload(who, partsOf(request), { declaredBytes: Number.isFinite(declared) ? declared : undefined });
        reply.code(201);
        return created;
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
