/**
 * Turns an uploaded file into what the workspace stores: meshes become (or stay) GLB with their
 * counts and bounds, images get their size and a preview, splats their point count; videos are
 * kept as they are, once their structure shows a video in them. Every bad file ends in
 * UnsupportedFileError with a sentence saying why.
 */
import { readFile } from 'node:fs/promises';
import { DEFAULT_MESH_UNIT, DEFAULT_UP_AXIS, METRES_PER_UNIT, type MeshUnit, type UpAxis } from '@facet/contract';
import { ingestImage, type ImageIngest } from './ingest/ingest-image';
import { ingestSplat, type SplatIngest } from './ingest/ingest-splat';
import { ingestVideo, type VideoIngest } from './ingest/ingest-video';
import { prepareMeshData, type MeshData } from './ingest/mesh-data';
import { meshStats, type Bbox } from './ingest/mesh-stats';
import { parseObj } from './ingest/parse-obj';
import { parsePly } from './ingest/parse-ply';
import { parseStl } from './ingest/parse-stl';
import { convertGltf, readGlb, refuseZeroArea } from './ingest/read-gltf';
import { toMetres, zUpToYUp } from './ingest/up-axis';
import { writeMeshGlb } from './ingest/write-mesh-glb';
import type { SniffedFile } from './sniff-file';

export type { Bbox } from './ingest/mesh-stats';
export type { ImageIngest } from './ingest/ingest-image';
export type { SplatIngest } from './ingest/ingest-splat';
export type { VideoIngest } from './ingest/ingest-video';

export interface MeshIngest {
  kind: 'mesh';
  format: 'glb' | 'gltf' | 'obj' | 'stl' | 'ply';
  /** The mesh as GLB: the uploaded bytes for a GLB, a conversion for everything else. */
  glb: Uint8Array;
  converted: boolean;
  /** Triangles and vertices drawn by the scene (a mesh placed twice counts twice). */
  triangleCount: number;
  vertexCount: number;
  /** World-space bounds of the scene, in metres (an OBJ, STL or PLY's numbers times its unit), Y up. */
  bbox: Bbox;
  /** The up axis the file was read with (OBJ, STL, PLY); a Z-up file was turned to Y-up. */
  upAxis?: UpAxis;
  /** The unit the file's numbers were read in (OBJ, STL, PLY); the GLB is in metres. */
  unit?: MeshUnit;
}

export interface IngestOptions {
  /** The up axis of an OBJ, STL or PLY file, when not the one assumed for its format (`DEFAULT_UP_AXIS`). */
  upAxis?: UpAxis | undefined;
  /** The unit of an OBJ, STL or PLY file's numbers, when not millimetres (`DEFAULT_MESH_UNIT`). */
  unit?: MeshUnit | undefined;
}

export type IngestResult = MeshIngest | ImageIngest | SplatIngest | VideoIngest;

const CONVERTED_MESH_READERS: Record<'obj' | 'stl' | 'ply', { label: string; parse: (bytes: Uint8Array) => MeshData }> = {
  obj: { label: 'OBJ', parse: parseObj },
  stl: { label: 'STL', parse: parseStl },
  ply: { label: 'PLY', parse: parsePly },
};

/** Reads the file at `path` (already size-checked by the caller), validates and converts it. */
export async function ingestFile(path: string, sniffed: SniffedFile, options: IngestOptions = {}): Promise<IngestResult> {
  switch (sniffed.kind) {
    case 'image':
      if (sniffed.format !== 'png' && sniffed.format !== 'jpeg' && sniffed.format !== 'webp') break;
      return ingestImage(path, sniffed.format);
    case 'splat':
      if (sniffed.format !== 'ply' && sniffed.format !== 'spz') break;
      return ingestSplat(path, sniffed.format);
    case 'video':
      if (sniffed.format !== 'mp4' && sniffed.format !== 'webm') break;
      return ingestVideo(path, sniffed.format);
    case 'mesh':
      return ingestMesh(path, sniffed.format, options);
  }
  throw mismatch(sniffed);
}

/** `sniffed` did not come from `sniffFile`: a mistake in the calling code, not in the file. */
const mismatch = ({ kind, format }: SniffedFile) => new Error(`ingestFile: ${format} is not a format of kind ${kind}.`);

async function ingestMesh(path: string, format: SniffedFile['format'], options: IngestOptions): Promise<MeshIngest> {
  // Read once; for a GLB these same bytes are what is stored.
  const bytes = new Uint8Array(await readFile(path));
  if (format === 'glb') {
    const { doc, stats } = await readGlb(bytes);
    refuseZeroArea(doc, 'GLB');
    return { kind: 'mesh', format, glb: bytes, converted: false, ...counts(stats) };
  }
  if (format === 'gltf') {
    const { doc, stats, glb } = await convertGltf(bytes);
    refuseZeroArea(doc, 'glTF');
    return { kind: 'mesh', format, glb, converted: true, ...counts(stats) };
  }
  if (format !== 'obj' && format !== 'stl' && format !== 'ply') throw mismatch({ kind: 'mesh', format });
  const { label, parse } = CONVERTED_MESH_READERS[format];
  const upAxis = options.upAxis ?? DEFAULT_UP_AXIS[format];
  const unit = options.unit ?? DEFAULT_MESH_UNIT;
  const parsed = toMetres(parse(bytes), METRES_PER_UNIT[unit]);
  const mesh = prepareMeshData(upAxis === 'z' ? zUpToYUp(parsed) : parsed, label);
  const { doc, glb } = await writeMeshGlb(mesh, 'Mesh');
  return { kind: 'mesh', format, glb, converted: true, upAxis, unit, ...counts(meshStats(doc)) };
}

function counts(stats: ReturnType<typeof meshStats>): Pick<MeshIngest, 'triangleCount' | 'vertexCount' | 'bbox'> {
  // Readers refuse files without triangles, and triangles always give bounds.
  const bbox = stats.bbox ?? { min: [0, 0, 0], max: [0, 0, 0] };
  return { triangleCount: stats.triangleCount, vertexCount: stats.vertexCount, bbox };
}
