/**
 * Uploads: the file is streamed to a temporary file (never held whole in memory), measured and
 * sniffed as it arrives, checked and converted by the engine, then stored with a new asset row. Any
 * failure, a client that goes away included, leaves no row, no stored file and no temporary file.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  ASSET_NAME_MAX_LENGTH,
  type Asset,
  cleanName,
  type fileAssetTypes,
  isInvisibleOnly,
  LEGACY_MESH_UNIT,
  type MeshUnit,
  meshUnits,
  type UpAxis,
  upAxes,
  uploadFieldsSchema,
} from '@facet/contract';
import { type IngestOptions, type IngestResult, type SniffedFile, sniffFile, UnsupportedFileError } from '@facet/engine/light';
import type { FastifyBaseLogger } from 'fastify';
import { type Caller, mayReach, reachAsset, scopeOf } from '../access/access';
import { HttpError } from '../lib/http-error';
import { uuidv7 } from '../lib/ids';
import { parseRequest } from '../lib/validation';
import type { AssetRow } from '../db/schema';
import type { Store } from '../db/store';
import type { FileStorage } from '../storage';
import { contentTypeOf } from '../storage/storage';
import { assetFileKey, type AssetsService } from './assets.service';
import { EngineLimitError, type EnginePool } from '../sessions/engine-pool';
import type { PreviewsService } from './previews.service';

type FileAssetType = (typeof fileAssetTypes)[number];

/** One part of a multipart form, as the route hands it over. */
export type UploadPart =
  | { kind: 'field'; name: string; value: string }
  | { kind: 'file'; field: string; fileName: string; stream: Readable };

export interface UploadsOptions {
  /** Where uploads are spooled while they arrive; each is removed when its request ends. */
  tempDir: string;
  /** Largest file per asset type, in bytes. */
  limits: Readonly<Record<FileAssetType, number>>;
  /** Where the engine reads the files: a thread, so a big mesh does not hold up other requests. */
  engine: Pick<EnginePool, 'ingest'>;
}

export interface UploadContext {
  /** The request's Content-Length, to say how big a refused file was. */
  declaredBytes?: number | undefined;
  /**
   * The client's `Idempotency-Key`: the same upload sent again (after an answer that was lost)
   * answers the asset the first one made instead of making a second.
   */
  uploadKey?: string | undefined;
}

/** Thrown inside an upload that turned out to repeat one made meanwhile: its files are removed. */
class RepeatedUpload extends Error {
  constructor(readonly earlier: AssetRow) {
    super('repeated upload');
  }
}

interface ReceivedFile {
  path: string;
  fileName: string;
  bytes: number;
  sniffed: SniffedFile;
}

/** How much of the start of a file the engine's sniffer looks at. */
const SNIFF_BYTES = 64 * 1024;

const SUPPORTED =
  'Upload a mesh (glTF/GLB, OBJ, STL, PLY), an image (PNG, JPEG, WebP), a splat (PLY, SPZ) or a video (MP4, WebM).';

/** The mesh formats that do not say which way is up (see the contract's `DEFAULT_UP_AXIS`). */
const TURNABLE_FORMATS: ReadonlySet<SniffedFile['format']> = new Set(['obj', 'stl', 'ply']);

const PLURAL: Record<FileAssetType, string> = { mesh: 'meshes', image: 'images', splat: 'splats', video: 'videos' };

const EXTENSION: Record<SniffedFile['format'], string> = {
  glb: 'glb',
  gltf: 'gltf',
  obj: 'obj',
  stl: 'stl',
  ply: 'ply',
  png: 'png',
  jpeg: 'jpg',
  webp: 'webp',
  spz: 'spz',
  mp4: 'mp4',
  webm: 'webm',
};

export class UploadsService {
  private readonly largestLimit: number;

  constructor(
    private readonly store: Store,
    private readonly storage: FileStorage,
    private readonly assets: AssetsService,
    private readonly previews: Pick<PreviewsService, 'enqueue'>,
    private readonly logger: FastifyBaseLogger,
    private readonly options: UploadsOptions,
  ) {
    this.largestLimit = Math.max(...Object.values(options.limits));
  }

  /** The multipart field `file` becomes a new asset; `parent_id` and `name` may come before or after it. */
  async upload(caller: Caller, parts: AsyncIterable<UploadPart>, context: UploadContext = {}): Promise<Asset> {
    const assetId = uuidv7();
    const tempPath = join(this.options.tempDir, `${assetId}.upload`);
    const stored: string[] = [];
    try {
      const { file, fields } = await this.receive(parts, tempPath, context);
      const { parent_id: parentId, organization_id: organizationId, name, up_axis: upAxis, unit } = parseRequest(uploadFieldsSchema, fields, 'body');
      const turnable = file.sniffed.kind === 'mesh' && TURNABLE_FORMATS.has(file.sniffed.format);
      if (upAxis !== undefined && !turnable) {
        throw new HttpError(400, 'VALIDATION_FAILED', 'Invalid request body. up_axis: only an OBJ, STL or PLY mesh takes an up axis; glTF is Y-up by definition');
      }
      if (unit !== undefined && !turnable) {
        throw new HttpError(400, 'VALIDATION_FAILED', 'Invalid request body. unit: only an OBJ, STL or PLY mesh takes a unit; glTF is in metres by definition');
      }
      // A repeat of an upload that was made answers that asset, without converting the file again.
      const { ownerId } = scopeOf(caller);
      const earlier = context.uploadKey === undefined ? undefined : await this.store.assets.findByUploadKey(ownerId, context.uploadKey);
      if (earlier) return await this.repeatOf(caller, earlier);
      // Checked before the work of converting, and again below under the folder-tree lock.
      const scope = await this.assets.libraryOfNew(caller, organizationId, parentId);
      if (parentId) await this.assets.requireFolder(caller, parentId);
      const ingested = await ingest(this.options.engine, file.path, file.sniffed, { upAxis, unit });
      const data = await this.storeFiles(ownerId, assetId, file, ingested, stored);
      const row = await this.store.transaction(async (repositories) => {
        await repositories.assets.lockTree(scope);
        // Two sends of one upload can cross: under the lock the later one finds the earlier's asset.
        const made = context.uploadKey === undefined ? undefined : await repositories.assets.findByUploadKey(ownerId, context.uploadKey);
        if (made) throw new RepeatedUpload(made);
        if (parentId) await this.assets.requireFolder(caller, parentId, repositories);
        return repositories.assets.insert({
          id: assetId,
          ...scope,
          parentId: parentId ?? null,
          type: ingested.kind,
          name: name ?? nameFromFile(file.fileName),
          data,
          uploadKey: context.uploadKey ?? null,
        });
      });
      const asset = await this.assets.published(row);
      if (row.data.preview_status === 'pending') this.previews.enqueue(row.id);
      return asset;
    } catch (error) {
      await Promise.all(
        stored.map((key) =>
          this.storage.delete(key).catch((cleanupError: unknown) => {
            this.logger.error({ err: cleanupError, key }, 'upload: could not remove a stored file after a failure');
          }),
        ),
      );
      if (error instanceof RepeatedUpload) return await this.repeatOf(caller, error.earlier);
      throw error;
    } finally {
      await rm(tempPath, { force: true });
    }
  }

  /**
   * Reads an uploaded OBJ, STL or PLY again with another up axis: a new viewing GLB from the file as
   * it was uploaded (which is not changed), the figures that follow from it, and a new preview. The
   * row points at the new GLB before the old one is removed, so a failure on the way leaves the
   * asset as it was and no file that nothing points at.
   */
  async setUpAxis(caller: Caller, id: string, upAxis: UpAxis): Promise<Asset> {
    return this.readAgain(caller, id, (found) => (found.data.up_axis === upAxis ? undefined : { upAxis }));
  }

  /** As `setUpAxis`, with another unit for the file's numbers: the viewing GLB stays in metres. */
  async setUnit(caller: Caller, id: string, unit: MeshUnit): Promise<Asset> {
    return this.readAgain(caller, id, (found) => (unitOf(found) === unit ? undefined : { unit }));
  }

  /**
   * Reads the asset's file as uploaded again with its up axis and unit, but for what `change`
   * answers (undefined: nothing to change, the asset is answered as it is).
   */
  private async readAgain(caller: Caller, id: string, change: (found: AssetRow) => IngestOptions | undefined): Promise<Asset> {
    const found = await reachAsset(this.store, caller, id, 'change');
    const source = turnableSource(found);
    const changed = change(found);
    if (!changed) return this.assets.get(caller, id);
    const options: IngestOptions = { upAxis: upAxes.find((each) => each === found.data.up_axis), unit: unitOf(found), ...changed };
    const tempPath = join(this.options.tempDir, `${uuidv7()}.turn`);
    const viewKey = assetFileKey(found.ownerId, found.id, `model-${uuidv7()}.glb`);
    let viewStored = false;
    try {
      await mkdir(this.options.tempDir, { recursive: true });
      await pipeline(await this.storage.get(source.fileKey), createWriteStream(tempPath, { flags: 'wx' }));
      const ingested = await ingest(this.options.engine, tempPath, source.sniffed, options);
      if (ingested.kind !== 'mesh' || !ingested.upAxis || !ingested.unit) throw new Error(`Asset ${id}: its ${source.sniffed.format} file read as ${ingested.kind} with no up axis`);
      viewStored = true;
      await this.storage.put(viewKey, ingested.glb, contentTypeOf(viewKey));
      const { row, replaced } = await this.store.transaction(async (repositories) => {
        // Locked and read again: another change may have come in while the file was read.
        const current = await repositories.assets.lockOwned(found.ownerId, id);
        if (!current) throw noSuchAsset();
        if (current.data.file_key !== source.fileKey) throw new Error(`Asset ${id}: its file changed while it was read again`);
        const { image_key: oldPreview, ...kept } = current.data;
        const data = {
          ...kept,
          view_file_key: viewKey,
          triangle_count: ingested.triangleCount,
          vertex_count: ingested.vertexCount,
          bbox: ingested.bbox,
          up_axis: ingested.upAxis,
          unit: ingested.unit,
          // The old preview shows the mesh the old way up or size; the new one follows as it does for an upload.
          preview_status: 'pending',
        };
        const updated = await repositories.assets.replaceData(found.ownerId, id, data);
        if (!updated) throw noSuchAsset();
        return { row: updated, replaced: [current.data.view_file_key, oldPreview] };
      });
      viewStored = false;
      // Only now that nothing points at them: the old GLB and preview.
      for (const key of replaced) {
        if (typeof key !== 'string' || key === viewKey) continue;
        await this.storage.delete(key).catch((error: unknown) => {
          this.logger.error({ err: error, key }, 'read again: could not remove a replaced file');
        });
      }
      const asset = await this.assets.published(row);
      this.previews.enqueue(row.id);
      return asset;
    } finally {
      if (viewStored) {
        await this.storage.delete(viewKey).catch((error: unknown) => {
          this.logger.error({ err: error, key: viewKey }, 'read again: could not remove a stored file after a failure');
        });
      }
      await rm(tempPath, { force: true });
    }
  }

  /** The answer to a repeated upload: the asset the first one made, while it is in the library. */
  private async repeatOf(caller: Caller, earlier: AssetRow): Promise<Asset> {
    // Filed in an organization the uploader has left since: as if it were deleted.
    if (!earlier.isDeleted && !mayReach(caller, 'asset', earlier, 'read')) throw noSuchAsset();
    if (earlier.isDeleted) {
      throw new HttpError(409, 'CONFLICT', 'This upload was made before, and the asset it made has since been deleted. Send the file as a new upload, with a new key.');
    }
    return this.assets.published(earlier);
  }

  private async receive(
    parts: AsyncIterable<UploadPart>,
    tempPath: string,
    context: UploadContext,
  ): Promise<{ file: ReceivedFile; fields: Record<string, string> }> {
    const fields: Record<string, string> = {};
    let file: ReceivedFile | undefined;
    for await (const part of parts) {
      if (part.kind === 'field') {
        fields[part.name] = part.value;
        continue;
      }
      if (part.field !== 'file' || file) {
        part.stream.resume();
        throw new HttpError(
          400,
          'VALIDATION_FAILED',
          file ? 'Invalid request body. file: send one file per upload' : `Invalid request body. ${part.field}: the file goes in the field "file"`,
        );
      }
      file = await this.spool(part, tempPath, context);
    }
    if (!file) throw new HttpError(400, 'VALIDATION_FAILED', 'Invalid request body. file: attach the file to upload in the field "file"');
    return { file, fields };
  }

  /**
   * Writes the file to `path`, counting bytes: past the largest limit of any type it stops at once,
   * and as soon as the first bytes say what the file is, past that type's own limit.
   */
  private async spool(part: Extract<UploadPart, { kind: 'file' }>, path: string, context: UploadContext): Promise<ReceivedFile> {
    await mkdir(this.options.tempDir, { recursive: true });
    const limits = this.options.limits;
    let bytes = 0;
    let head: Buffer[] = [];
    let sniffed: SniffedFile | undefined;
    let limit = this.largestLimit;
    const decide = () => {
      sniffed = sniffFile(Buffer.concat(head).subarray(0, SNIFF_BYTES), part.fileName);
      if (!sniffed) throw unsupported(part.fileName, bytes);
      head = [];
      limit = limits[sniffed.kind];
    };
    const check = () => {
      if (bytes > limit) throw tooLarge(sniffed?.kind, bytes, limit, context.declaredBytes);
    };
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        try {
          bytes += chunk.length;
          if (!sniffed) {
            head.push(chunk);
            if (bytes >= SNIFF_BYTES) decide();
          }
          check();
          callback(null, chunk);
        } catch (error) {
          callback(error as Error);
        }
      },
      flush(callback) {
        try {
          if (!sniffed) decide();
          check();
          callback();
        } catch (error) {
          callback(error as Error);
        }
      },
    });
    // The file is made before the first byte is read. A write stream opens its file lazily: when a
    // refusal came first (an empty file), the file could appear after the clean-up in `upload`
    // had already removed nothing, and stay behind.
    const output = await open(path, 'wx');
    await pipeline(part.stream, meter, output.createWriteStream());
    if (!sniffed) throw unsupported(part.fileName, bytes);
    return { path, fileName: part.fileName, bytes, sniffed };
  }

  /** Puts the asset's files in storage (recording each key in `stored` first) and answers its `data`. */
  private async storeFiles(
    ownerId: string,
    assetId: string,
    file: ReceivedFile,
    ingested: IngestResult,
    stored: string[],
  ): Promise<Record<string, unknown>> {
    const put = async (name: string, body: Readable | Uint8Array) => {
      const key = assetFileKey(ownerId, assetId, name);
      stored.push(key);
      await this.storage.put(key, body, contentTypeOf(key));
      return key;
    };
    const uploaded = () => createReadStream(file.path);
    const extension = EXTENSION[file.sniffed.format];
    switch (ingested.kind) {
      case 'mesh': {
        const figures = { triangle_count: ingested.triangleCount, vertex_count: ingested.vertexCount, bbox: ingested.bbox, preview_status: 'pending' };
        if (!ingested.converted) return { format: 'glb', size_bytes: ingested.glb.byteLength, ...figures, file_key: await put('model.glb', ingested.glb) };
        // The file is kept as it came, in its own format, and is what downloads; viewers, previews
        // and tools read the GLB made from it (`view_file_key`), as they do a printable STL's.
        return {
          format: ingested.format,
          size_bytes: file.bytes,
          ...figures,
          file_key: await put(`original.${extension}`, uploaded()),
          view_file_key: await put('model.glb', ingested.glb),
          // Which way up the file was read, so a person can tell why it stands as it does.
          ...(ingested.upAxis ? { up_axis: ingested.upAxis } : {}),
          // And in which unit its numbers were read (the GLB is in metres).
          ...(ingested.unit ? { unit: ingested.unit } : {}),
        };
      }
      case 'image':
        return {
          format: ingested.format,
          size_bytes: file.bytes,
          width: ingested.width,
          height: ingested.height,
          file_key: await put(`image.${extension}`, uploaded()),
          image_key: await put('preview.webp', ingested.preview),
        };
      case 'splat':
        return {
          format: ingested.format,
          size_bytes: file.bytes,
          ...(ingested.pointCount === null ? {} : { point_count: ingested.pointCount }),
          preview_status: 'pending',
          file_key: await put(`splat.${extension}`, uploaded()),
        };
      case 'video':
        return { format: ingested.format, size_bytes: file.bytes, file_key: await put(`video.${extension}`, uploaded()) };
    }
  }
}

async function ingest(engine: Pick<EnginePool, 'ingest'>, path: string, sniffed: SniffedFile, options: IngestOptions): Promise<IngestResult> {
  try {
    return await engine.ingest(path, sniffed, options);
  } catch (error) {
    // A file that takes more than the limits to read cannot be used here, as one that is unreadable.
    if (error instanceof UnsupportedFileError || error instanceof EngineLimitError) throw new HttpError(415, 'UNSUPPORTED_FILE', error.message);
    throw error;
  }
}

/** The unit an uploaded OBJ, STL or PLY was read in: metres for one uploaded before units were kept. */
function unitOf(row: AssetRow): MeshUnit {
  const unit = meshUnits.find((each) => each === row.data.unit);
  return unit ?? LEGACY_MESH_UNIT;
}

const noSuchAsset = () => new HttpError(404, 'NOT_FOUND', 'No such asset.');

/**
 * The stored file an asset's up axis is read from: the file as uploaded, for an OBJ, STL or PLY
 * uploaded since such files keep their up axis (`data.up_axis`). Anything else is the caller's 400.
 */
function turnableSource(row: AssetRow): { fileKey: string; sniffed: SniffedFile } {
  const { file_key: fileKey, format, up_axis: upAxis, original_file_key: olderOriginal } = row.data;
  if (row.type !== 'mesh' || upAxis === undefined) {
    throw new HttpError(400, 'VALIDATION_FAILED', 'Only an uploaded OBJ, STL or PLY mesh has an up axis and a unit to change.');
  }
  if (olderOriginal !== undefined) {
    throw new HttpError(400, 'VALIDATION_FAILED', 'This mesh was uploaded before its up axis and unit could be changed. Upload the file again with the up axis and unit it needs.');
  }
  const turnable = [...TURNABLE_FORMATS].find((each) => each === format);
  if (typeof fileKey !== 'string' || !turnable) throw new Error(`Asset ${row.id} has an up axis but no OBJ, STL or PLY file`);
  return { fileKey, sniffed: { kind: 'mesh', format: turnable } };
}

function unsupported(fileName: string, bytes: number): HttpError {
  if (bytes === 0) return new HttpError(415, 'UNSUPPORTED_FILE', 'This file is empty.');
  const name = cleanName(fileName);
  const shown = name.length > 80 ? `${name.slice(0, 77)}...` : name;
  return new HttpError(415, 'UNSUPPORTED_FILE', `${shown ? `"${shown}"` : 'This file'} is not a format that can be opened. ${SUPPORTED}`);
}

/**
 * "This image is 31.2 MB; images can be at most 25 MB." The upload stops at the limit, so the size
 * comes from the request's Content-Length when the client sent one.
 */
function tooLarge(type: FileAssetType | undefined, bytes: number, limit: number, declaredBytes: number | undefined): HttpError {
  const size = declaredBytes !== undefined && declaredBytes > bytes ? declaredBytes : undefined;
  const what = type ?? 'file';
  const plural = type ? PLURAL[type] : 'files';
  const sizeText = size !== undefined && formatBytes(size) !== formatBytes(limit) ? formatBytes(size) : `over ${formatBytes(limit)}`;
  return new HttpError(413, 'FILE_TOO_LARGE', `This ${what} is ${sizeText}; ${plural} can be at most ${formatBytes(limit)}.`, {
    limit_bytes: limit,
    ...(size === undefined ? {} : { size_bytes: size }),
  });
}

/** 31.2 MB, 512 KB, 900 bytes (binary units, as the limits are written). */
function formatBytes(bytes: number): string {
  const units = [
    [1024 * 1024 * 1024, 'GB'],
    [1024 * 1024, 'MB'],
    [1024, 'KB'],
  ] as const;
  for (const [size, unit] of units) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`;
  }
  return `${bytes} bytes`;
}

/** `Chair (final).obj` -> `Chair (final)`. */
function nameFromFile(fileName: string): string {
  const base = cleanName(fileName.replace(/\.[A-Za-z0-9]{1,8}$/, '')).slice(0, ASSET_NAME_MAX_LENGTH);
  // A file named only with invisible characters would make an asset no one can read the name of.
  return base && !isInvisibleOnly(base) ? base : 'Untitled';
}
