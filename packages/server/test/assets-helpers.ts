/** Asset calls the way a browser makes them, small files made in the test, and what a server keeps on disk. */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { Asset, AssetListResponse } from '@facet/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { call, json } from './accounts-helpers';
import type { TestServer } from './helpers';
import { glbOf } from './grid-glb';

export async function createFolder(server: TestServer, token: string, name: string, parentId?: string | null): Promise<Asset> {
  const body = parentId === undefined ? { type: 'folder', name } : { type: 'folder', name, parent_id: parentId };
  return json<Asset>(await call(server, 'POST', '/v3/assets', { token, body }), 201);
}

export async function listAssets(server: TestServer, token: string, query = ''): Promise<AssetListResponse> {
  return json<AssetListResponse>(await call(server, 'GET', `/v3/assets${query}`, { token }), 200);
}

/** Every page of a list, following `nextCursor`. */
export async function listAll(server: TestServer, token: string, query: Record<string, string> = {}): Promise<{ pages: AssetListResponse[]; assets: Asset[] }> {
  const pages: AssetListResponse[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams(query);
    if (cursor) params.set('cursor', cursor);
    const page: AssetListResponse = await listAssets(server, token, `?${params}`);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor);
  return { pages, assets: pages.flatMap((page) => page.results) };
}

export interface UploadInput {
  bytes?: Uint8Array;
  fileName?: string;
  fields?: Record<string, string>;
  /** Fields before the file (the default) or after it. */
  fieldsFirst?: boolean;
  token?: string;
  /** Sent as the `Idempotency-Key` header. */
  uploadKey?: string;
}

/** `POST /v3/assets/upload` as a browser's FormData sends it. */
export function upload(server: TestServer, input: UploadInput): Promise<Response> {
  const form = new FormData();
  const fields = Object.entries(input.fields ?? {});
  const addFields = () => fields.forEach(([name, value]) => form.append(name, value));
  if (input.fieldsFirst !== false) addFields();
  if (input.bytes) form.append('file', new Blob([input.bytes]), input.fileName ?? 'file.bin');
  if (input.fieldsFirst === false) addFields();
  const headers: Record<string, string> = {};
  if (input.token) headers.authorization = `Bearer ${input.token}`;
  if (input.uploadKey !== undefined) headers['idempotency-key'] = input.uploadKey;
  return fetch(`${server.url}/v3/assets/upload`, { method: 'POST', headers, body: form });
}

/** Files (not directories) under the server's storage and temporary directories, as relative paths. */
export async function filesOnDisk(server: TestServer): Promise<string[]> {
  const found: string[] = [];
  for (const dir of ['files', 'tmp']) {
    const entries = await readdir(join(server.dataDir, dir), { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) if (entry.isFile()) found.push(join(entry.parentPath, entry.name).slice(server.dataDir.length + 1));
  }
  return found.sort();
}

export async function assetRowCount(server: TestServer): Promise<number> {
  const result = await server.database.db.execute(sql`SELECT count(*)::int AS count FROM assets`);
  return Number((result as unknown as { rows: { count: number }[] }).rows[0]?.count);
}

/** A fetchable URL for a `file_url` or `image_url` (local ones are root-relative). */
export const absolute = (server: TestServer, url: string) => (url.startsWith('/') ? `${server.url}${url}` : url);

// --- Files made in the test -------------------------------------------------------------------

/** A GLB holding one triangle, the smallest mesh there is. */
export function triangleGlb(): Uint8Array {
  const positions = new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]);
  const gltf = {
    asset: { version: '2.0' },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ mesh: 0 }],
    meshes: [{ primitives: [{ attributes: { POSITION: 0 } }] }],
    accessors: [{ bufferView: 0, componentType: 5126, count: 3, type: 'VEC3', min: [0, 0, 0], max: [1, 1, 0] }],
    bufferViews: [{ buffer: 0, byteLength: positions.byteLength }],
    buffers: [{ byteLength: positions.byteLength }],
  };
  return glbOf(gltf, Buffer.from(positions.buffer));
}

/** A GLB of one indexed mesh (16-bit indices), its bounds taken from the positions, placed by `node` (a glTF node's transform). */
export function meshGlb(positions: Float32Array, indices: Uint16Array, node: Record<string, unknown> = {}): Uint8Array {
  const min = [0, 1, 2].map((k) => Math.min(...positions.filter((_, i) => i % 3 === k)));
  const max = [0, 1, 2].map((k) => Math.max(...positions.filter((_, i) => i % 3 === k)));
  const views = [Buffer.from(positions.buffer), Buffer.concat([Buffer.from(indices.buffer), Buffer.alloc((4 - (indices.byteLength % 4)) % 4)])];
  return glbOf(
    {
      asset: { version: '2.0' },
      scene: 0,
      scenes: [{ nodes: [0] }],
      nodes: [{ ...node, mesh: 0 }],
      meshes: [{ primitives: [{ attributes: { POSITION: 0 }, indices: 1 }] }],
      accessors: [
        { bufferView: 0, componentType: 5126, count: positions.length / 3, type: 'VEC3', min, max },
        { bufferView: 1, componentType: 5123, count: indices.length, type: 'SCALAR' },
      ],
      bufferViews: [
        { buffer: 0, byteOffset: 0, byteLength: views[0]!.length, target: 34962 },
        { buffer: 0, byteOffset: views[0]!.length, byteLength: views[1]!.length, target: 34963 },
      ],
      buffers: [{ byteLength: views[0]!.length + views[1]!.length }],
    },
    Buffer.concat(views),
  );
}

/**
 * A square of two triangles that its node scales to nothing along y, so the scene draws every
 * corner on one line: the upload takes it (its own triangles have area, and a mesh whose every
 * face has zero area is refused), but there is no area to work on.
 */
export function zeroAreaGlb(): Uint8Array {
  return meshGlb(new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1, 0]), new Uint16Array([0, 1, 2, 1, 3, 2]), { scale: [1, 0, 1] });
}

/** Uploads `bytes` as the file `fileName` (a GLB named after the asset unless told) to an asset named `name`. */
export async function uploadAsset(server: TestServer, token: string, name: string, bytes: Uint8Array, fileName = `${name}.glb`): Promise<Asset> {
  return json<Asset>(await upload(server, { token, bytes, fileName, fields: { name } }), 201);
}

/** One triangle standing 5 high along Z: lying on its side when read as Y-up. */
export const STANDING_STL = new TextEncoder().encode(
  'solid t\nfacet normal 0 -1 0\nouter loop\nvertex 0 0 0\nvertex 2 0 0\nvertex 0 0 5\nendloop\nendfacet\nendsolid t\n',
);

export const TRIANGLE_OBJ = new TextEncoder().encode('# one triangle\nv 0 0 0\nv 2 0 0\nv 0 3 0\nf 1 2 3\n');

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/**
 * A PNG of solid colour. `claimed` writes other dimensions in the header than the pixels hold, as a
 * decompression bomb or a damaged file would.
 */
export function png(width: number, height: number, claimed?: { width: number; height: number }): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(claimed?.width ?? width, 0);
  ihdr.writeUInt32BE(claimed?.height ?? height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) rows.set([40, 120, 200], y * (width * 3 + 1) + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An 8 x 6 JPEG. */
export const JPEG_8X6 = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAGAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCAAaon/9k=',
  'base64',
);

/**
 * An MP4 of `bytes` bytes: its `ftyp` box (ISO brand), a `moov` box with one track, and an `mdat`
 * box of media bytes filling the rest. Videos are stored as they come once these are there.
 */
export function mp4(bytes = 2048): Uint8Array {
  const out = Buffer.alloc(bytes);
  out.writeUInt32BE(24, 0);
  out.write('ftypisom', 4, 'latin1');
  out.writeUInt32BE(512, 12);
  out.write('isommp41', 16, 'latin1');
  out.writeUInt32BE(16, 24);
  out.write('moov', 28, 'latin1');
  out.writeUInt32BE(8, 32);
  out.write('trak', 36, 'latin1');
  out.writeUInt32BE(bytes - 40, 40);
  out.write('mdat', 44, 'latin1');
  return out;
}

/** `PUT /v3/assets/:id/up-axis`: the asset read again with the other up axis. */
export const setUpAxis = (server: TestServer, token: string | undefined, id: string, upAxis: string) =>
  call(server, 'PUT', `/v3/assets/${id}/up-axis`, { ...(token === undefined ? {} : { token }), body: { up_axis: upAxis } });

/** `PUT /v3/assets/:id/unit`: the asset read again in another unit. */
export const setUnit = (server: TestServer, token: string | undefined, id: string, unit: string) =>
  call(server, 'PUT', `/v3/assets/${id}/unit`, { ...(token === undefined ? {} : { token }), body: { unit } });

/**
 * A bounding box corner of an OBJ, STL or PLY uploaded as millimetres, as its GLB holds it in metres
 * (float32, so close to the number, not equal).
 */
export const fromMm = (values: readonly number[]) => values.map((mm) => expect.closeTo(mm / 1000, 7));

/** The stored files of one asset, by file name. */
export async function assetFiles(server: TestServer, asset: Asset): Promise<string[]> {
  const prefix = `files/users/${asset.owner_id}/assets/${asset.id}/`;
  return (await filesOnDisk(server)).filter((path) => path.startsWith(prefix)).map((path) => path.slice(prefix.length));
}
