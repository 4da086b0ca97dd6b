/**
 * Reads GLB and self-contained .gltf files into a glTF-Transform document, turning every way a file
 * can be broken into one sentence a person can act on.
 */
import type { Document, JSONDocument } from '@gltf-transform/core';
import { unpartition } from '@gltf-transform/functions';
import { formatCount, UnsupportedFileError } from '../unsupported-file-error';
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
  buffers?: { uri?: unknown; byteLength?: unknown }[];
  images?: { uri?: unknown }[];
  extensionsRequired?: unknown;
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
  if (binStart + 8 <= declared && view.getUint32(binStart + 4, true) === CHUNK_BIN) {
    const binLength = view.getUint32(binStart, true);
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
  return json;
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
  const references = [...(json.buffers ?? []), ...(json.images ?? [])]
    .map((resource) => resource?.uri)
    .filter((uri): uri is string => typeof uri === 'string' && !uri.startsWith('data:'));
  if (references.length > 0) {
    const name = decodeURIComponentSafe(references[0]!).slice(0, 80);
    throw new UnsupportedFileError(
      `This glTF file needs the separate file "${name}", which is not part of the upload: upload a GLB, or a .gltf with its files embedded.`,
    );
  }
  return json;
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
  return { doc, stats: checkStats(meshStats(doc), 'GLB') };
}

/** Reads a self-contained .gltf and writes it as one GLB. */
export async function convertGltf(bytes: Uint8Array): Promise<ReadGltf & { glb: Uint8Array }> {
  const json = checkGltfJson(bytes);
  checkDescription(json, 'glTF');
  const io = await gltfIO();
  const doc = await parse('glTF', () => io.readJSON({ json, resources: {} } as unknown as JSONDocument));
  const stats = checkStats(meshStats(doc), 'glTF');
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
