/**
 * Reads GLB and self-contained .gltf files into a glTF-Transform document, turning every way a file
 * can be broken into one sentence a person can act on.
 */
import { type Accessor, type Document, type JSONDocument, type Mesh, Primitive } from '@gltf-transform/core';
import { unpartition } from '@gltf-transform/functions';
import { formatCount, UnsupportedFileError } from '../unsupported-file-error';
import { faceCross } from '../mesh-math';
import { checkGltfLayout, type BufferBytes } from './gltf-layout';
import { gltfIO } from './gltf-io';
import { meshStats, type MeshStats } from './mesh-stats';

const GLB_MAGIC = 0x46546c67; // 'glTF'
const CHUNK_JSON = 0x4e4f534a;
const CHUNK_BIN = 0x004e4942;

/** Required extensions the three.js viewer cannot draw, so such a file would never show. */
const EXTENSIONS_NOT_SHOWN = new Set(['KHR_accessor_float16', 'KHR_accessor_float64', 'KHR_mesh_primitive_restart']);

const COMPRESSION_EXTENSIONS = new Set(['KHR_draco_mesh_compression', 'EXT_meshopt_compression']);

type GltfJson = {
  asset?: { version?: unknown };
  buffers?: { uri?: unknown; byteLength?: unknown; extensions?: unknown }[];
  images?: { uri?: unknown }[];
  extensionsRequired?: unknown;
  [key: string]: unknown;
};

/** Checks the GLB container (header, chunks, lengths) before any parsing. */
export function checkGlbContainer(bytes: Uint8Array): GltfJson {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 12) {
    throw new UnsupportedFileError(`This GLB file is cut short: it has ${formatCount(bytes.length)} bytes, less than its 12-byte header.`);
  }
  if (view.getUint32(0, true) !== GLB_MAGIC) {
    throw new UnsupportedFileError('This file is not a GLB file: it does not start with the "glTF" signature.');
  }
  const version = view.getUint32(4, true);
  if (version !== 2) {
    throw new UnsupportedFileError(
      `This GLB file is glTF version ${version}; only glTF 2.0 can be opened, so export it again as glTF 2.0.`,
    );
  }
  const declared = view.getUint32(8, true);
  if (declared > bytes.length) {
    throw new UnsupportedFileError(
      `This GLB file is cut short: it declares ${formatCount(declared)} bytes but has ${formatCount(bytes.length)}.`,
    );
  }
  if (declared < 20) throw new UnsupportedFileError('This GLB file is damaged: it declares no room for its JSON chunk.');
  const jsonLength = view.getUint32(12, true);
  if (view.getUint32(16, true) !== CHUNK_JSON) {
    throw new UnsupportedFileError('This GLB file is damaged: its first chunk is not the JSON chunk a GLB must start with.');
  }
  if (20 + jsonLength > declared) {
    throw new UnsupportedFileError(
      `This GLB file is damaged: its JSON chunk declares ${formatCount(jsonLength)} bytes but only ${formatCount(declared - 20)} follow.`,
    );
  }
  let json: GltfJson;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(20, 20 + jsonLength)));
  } catch {
    throw new UnsupportedFileError('This GLB file is damaged: its JSON chunk is not valid JSON.');
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new UnsupportedFileError('This GLB file is damaged: its JSON chunk does not describe a glTF asset.');
  }
  const binStart = 20 + jsonLength;
  let binLength = 0;
  if (binStart + 8 <= declared && view.getUint32(binStart + 4, true) === CHUNK_BIN) {
    binLength = view.getUint32(binStart, true);
    if (binStart + 8 + binLength > declared) {
      throw new UnsupportedFileError(
        `This GLB file is damaged: its binary chunk declares ${formatCount(binLength)} bytes but only ${formatCount(declared - binStart - 8)} follow.`,
      );
    }
    const needed = json.buffers?.[0]?.uri === undefined ? Number(json.buffers?.[0]?.byteLength ?? 0) : 0;
    if (needed > binLength) {
      throw new UnsupportedFileError(
        `This GLB file is damaged: its buffer needs ${formatCount(needed)} bytes but the binary chunk has ${formatCount(binLength)}.`,
      );
    }
  }
  refuseSeparateFiles(json, 'GLB');
  checkGltfLayout(json, 'GLB', bufferBytes(json, binLength));
  return json;
}

/**
 * The bytes behind each buffer: the binary chunk for a GLB's first buffer without a URI, the
 * decoded size of a data: URI, only a declared length for an EXT_meshopt_compression fallback
 * buffer, and nothing otherwise.
 */
function bufferBytes(json: GltfJson, binLength: number | undefined): BufferBytes[] {
  return (Array.isArray(json.buffers) ? json.buffers : []).map((buffer, index) => {
    const fallback = isMeshoptFallback(buffer?.extensions);
    if (fallback) return { length: typeof buffer.byteLength === 'number' ? buffer.byteLength : 0, fallback };
    const uri = buffer?.uri;
    if (typeof uri === 'string') return { length: dataUriBytes(uri), fallback };
    return { length: index === 0 && binLength !== undefined ? binLength : 0, fallback };
  });
}

const isMeshoptFallback = (extensions: unknown) =>
  typeof extensions === 'object' &&
  extensions !== null &&
  (extensions as { EXT_meshopt_compression?: { fallback?: unknown } }).EXT_meshopt_compression?.fallback === true;

/** Bytes a data: URI decodes to, counted without decoding it. */
function dataUriBytes(uri: string): number {
  const comma = uri.indexOf(',');
  if (!uri.startsWith('data:') || comma < 0) return 0;
  const payload = uri.length - comma - 1;
  if (!uri.slice(0, comma).endsWith(';base64')) return payload; // percent-encoded: never more bytes than characters
  const padding = uri.endsWith('==') ? 2 : uri.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((payload * 3) / 4) - padding);
}

/** Parses JSON text of a .gltf file; refuses anything that is not self-contained. */
export function checkGltfJson(bytes: Uint8Array): GltfJson {
  let json: GltfJson;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new UnsupportedFileError('This glTF file is damaged: it is not valid JSON.');
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json) || typeof json.asset !== 'object') {
    throw new UnsupportedFileError('This file is not a glTF file: its JSON has no "asset" description.');
  }
  refuseSeparateFiles(json, 'glTF');
  checkGltfLayout(json, 'glTF', bufferBytes(json, undefined));
  return json;
}

/** Only the uploaded file is there: a buffer or image in another file cannot be read. */
function refuseSeparateFiles(json: GltfJson, label: string): void {
  const resources = [...(Array.isArray(json.buffers) ? json.buffers : []), ...(Array.isArray(json.images) ? json.images : [])];
  const references = resources
    .map((resource) => resource?.uri)
    .filter((uri): uri is string => typeof uri === 'string' && !uri.startsWith('data:'));
  if (references.length > 0) {
    const name = decodeURIComponentSafe(references[0]!).slice(0, 80);
    throw new UnsupportedFileError(
      `This ${label} file needs the separate file "${name}", which is not part of the upload: upload a GLB, or a .gltf with its files embedded.`,
    );
  }
}

const decodeURIComponentSafe = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** Version and extension checks shared by GLB and .gltf. */
function checkDescription(json: GltfJson, label: string): void {
  const version = String(json.asset?.version ?? '');
  if (!version.startsWith('2.')) {
    throw new UnsupportedFileError(
      `This ${label} file is glTF version ${version || 'unknown'}; only glTF 2.0 can be opened, so export it again as glTF 2.0.`,
    );
  }
  const required = Array.isArray(json.extensionsRequired) ? json.extensionsRequired.map(String) : [];
  const notShown = required.find((name) => EXTENSIONS_NOT_SHOWN.has(name));
  if (notShown) {
    throw new UnsupportedFileError(`This ${label} file needs the glTF extension ${notShown}, which cannot be shown yet.`);
  }
}

export interface ReadGltf {
  doc: Document;
  stats: MeshStats;
}

/** Reads a GLB whose container was checked. */
export async function readGlb(bytes: Uint8Array): Promise<ReadGltf> {
  const json = checkGlbContainer(bytes);
  checkDescription(json, 'GLB');
  const io = await gltfIO();
  const doc = await parse('GLB', () => io.readBinary(bytes));
  const stats = checkStats(meshStats(doc), 'GLB');
  checkPrimitives(doc, 'GLB');
  return { doc, stats };
}

/** Reads a self-contained .gltf and writes it as one GLB. */
export async function convertGltf(bytes: Uint8Array): Promise<ReadGltf & { glb: Uint8Array }> {
  const json = checkGltfJson(bytes);
  checkDescription(json, 'glTF');
  const io = await gltfIO();
  const doc = await parse('glTF', () => io.readJSON({ json, resources: {} } as unknown as JSONDocument));
  const stats = checkStats(meshStats(doc), 'glTF');
  checkPrimitives(doc, 'glTF');
  // The geometry was decoded on reading; it is written plain, as re-encoding needs encoders.
  for (const extension of doc.getRoot().listExtensionsUsed()) {
    if (COMPRESSION_EXTENSIONS.has(extension.extensionName)) extension.dispose();
  }
  // A GLB holds one binary buffer.
  await doc.transform(unpartition());
  const glb = await io.writeBinary(doc);
  return { doc, stats, glb };
}

async function parse(label: string, read: () => Promise<Document>): Promise<Document> {
  try {
    return await read();
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    const missing = detail.match(/Missing required extension, "([^"]+)"/);
    if (missing) {
      throw new UnsupportedFileError(`This ${label} file needs the glTF extension ${missing[1]}, which is not supported.`, {
        cause: error,
      });
    }
    throw new UnsupportedFileError(`This ${label} file is damaged and could not be read (${shorten(detail)}).`, {
      cause: error,
    });
  }
}

const shorten = (text: string) => (text.length > 160 ? `${text.slice(0, 157)}...` : text).replace(/\.$/, '');

function checkStats(stats: MeshStats, label: string): MeshStats {
  if (!stats.hasScene) throw new UnsupportedFileError(`This ${label} file has no scene, so there is nothing to show.`);
  if (stats.nonFinite) {
    throw new UnsupportedFileError(
      `This ${label} file has vertex positions that are not numbers (NaN or infinite), so it cannot be shown.`,
    );
  }
  if (stats.triangleCount === 0) {
    throw new UnsupportedFileError(
      stats.otherPrimitives > 0
        ? `This ${label} file has only points or lines and no triangles; upload a mesh made of triangles.`
        : `This ${label} file has no mesh with triangles in its scene, so there is nothing to show.`,
    );
  }
  return stats;
}

/** The meshes the scene draws, each once. */
function sceneMeshes(doc: Document): Set<Mesh> {
  const root = doc.getRoot();
  const scene = root.getDefaultScene() ?? root.listScenes()[0];
  const meshes = new Set<Mesh>();
  scene?.traverse((node) => {
    const mesh = node.getMesh();
    if (mesh) meshes.add(mesh);
  });
  return meshes;
}

/**
 * The checks STL, OBJ and PLY meshes get, for what the scene draws: every attribute has a value per
 * vertex, triangles come three corners each, and every index names a vertex the primitive has. Tools read their meshes through this too.
 */
function checkPrimitives(doc: Document, label: string): void {
  for (const mesh of sceneMeshes(doc)) {
    for (const primitive of mesh.listPrimitives()) {
      const position = primitive.getAttribute('POSITION');
      if (!position) continue;
      const vertexCount = position.getCount();
      for (const target of [primitive, ...primitive.listTargets()]) {
        for (const semantic of target.listSemantics()) {
          const count = target.getAttribute(semantic)!.getCount();
          if (count !== vertexCount) {
            throw new UnsupportedFileError(
              `This ${label} file is damaged: a mesh has ${formatCount(vertexCount)} vertices but ${formatCount(count)} values of ${semantic}.`,
            );
          }
        }
      }
      const indices = primitive.getIndices()?.getArray();
      // glTF lists triangles three corners each: a count that is not a multiple of 3 is no mesh.
      const corners = indices ? indices.length : vertexCount;
      if (primitive.getMode() === Primitive.Mode.TRIANGLES && corners % 3 !== 0) {
        throw new UnsupportedFileError(`This ${label} file is damaged: a mesh lists ${formatCount(corners)} triangle corners, which is not a multiple of 3.`);
      }
      if (!indices) continue;
      for (let i = 0; i < indices.length; i++) {
        if (indices[i]! >= vertexCount) throw new UnsupportedFileError(`This ${label} file has a face that refers to a vertex it does not have.`);
      }
    }
  }
}

/**
 * Refuses an upload whose triangles all have zero area, with the rule and sentence STL, OBJ and
 * PLY uploads get. Only uploads: the tools say in their own words why a flat mesh gives them nothing.
 */
export function refuseZeroArea(doc: Document, label: string): void {
  let triangles = false;
  for (const mesh of sceneMeshes(doc)) {
    for (const primitive of mesh.listPrimitives()) {
      const position = primitive.getAttribute('POSITION');
      if (!position || position.getType() !== 'VEC3') continue;
      const corners = triangleCorners(primitive, primitive.getIndices(), position.getCount());
      if (!corners || corners.length === 0) continue;
      triangles = true;
      if (hasArea(position, corners)) return;
    }
  }
  if (triangles) throw new UnsupportedFileError(`Every face of this ${label} file has zero area, so there is nothing to show.`);
}

/** Three vertex indices per triangle drawn, or undefined for points and lines. */
function triangleCorners(primitive: Primitive, indices: Accessor | null, vertexCount: number): ArrayLike<number> | undefined {
  const mode = primitive.getMode();
  if (mode !== Primitive.Mode.TRIANGLES && mode !== Primitive.Mode.TRIANGLE_STRIP && mode !== Primitive.Mode.TRIANGLE_FAN) return undefined;
  const source = indices?.getArray();
  const count = source ? source.length : vertexCount;
  const at = (i: number) => (source ? source[i]! : i);
  if (mode === Primitive.Mode.TRIANGLES) {
    if (source) return source.subarray(0, Math.floor(count / 3) * 3);
    const out = new Uint32Array(Math.floor(count / 3) * 3);
    for (let i = 0; i < out.length; i++) out[i] = i;
    return out;
  }
  const triangles = Math.max(0, count - 2);
  const out = new Uint32Array(triangles * 3);
  for (let t = 0; t < triangles; t++) {
    out[t * 3] = mode === Primitive.Mode.TRIANGLE_FAN ? at(0) : at(t);
    out[t * 3 + 1] = at(t + 1);
    out[t * 3 + 2] = at(t + 2);
  }
  return out;
}

function hasArea(position: Accessor, corners: ArrayLike<number>): boolean {
  const values = position.getArray();
  if (!values) return false;
  const n: [number, number, number] = [0, 0, 0];
  for (let f = 0; f < corners.length / 3; f++) {
    faceCross(values, corners, f, n);
    if (n[0] !== 0 || n[1] !== 0 || n[2] !== 0) return true;
  }
  return false;
}
