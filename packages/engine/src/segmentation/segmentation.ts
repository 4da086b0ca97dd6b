/**
 * Segmentation of a mesh into parts (see `segment-mesh.ts` for how parts are found): one GLB per
 * part, each closed where it was cut, in the scene's own coordinates so the parts fit back
 * together, and a colour-coded preview GLB holding every part in its colour (the first file).
 */
import {
  SEGMENTATION_CREASE_ANGLE,
  SEGMENTATION_DEFAULTS,
  SEGMENTATION_PART_RANGES,
  segmentationGranularities,
  type SegmentationOptions,
  type SegmentationPart,
  type SegmentationReport,
  segmentationTool,
} from '@facet/contract';
import { Document, type mat4, Primitive } from '@gltf-transform/core';
import { gltfIO } from '../ingest/gltf-io';
import { computeCreasedNormals } from '../ingest/mesh-data';
import { TripleKeyMap } from '../ingest/typed-lists';
import { readGlb } from '../ingest/read-gltf';
import { boundsOf } from '../mesh-math';
import type { PipelineFile, PipelineResult, ProgressCallback } from '../pipeline';
import { formatCount } from '../unsupported-file-error';
import { buildPart, type PartMesh } from './build-part';
import { segmentImage } from './segment-image';
import { segmentMesh, type WeldedMesh } from './segment-mesh';

const NAME = segmentationTool.id;

export type { SegmentationOptions, SegmentationPart, SegmentationReport } from '@facet/contract';

export const SEGMENTATION_ENGINE_DEFAULTS: Required<SegmentationOptions> = { ...SEGMENTATION_DEFAULTS };
const OPTION_NAMES = Object.keys(SEGMENTATION_ENGINE_DEFAULTS);
/** Faces meeting at more than this keep a hard edge in the parts' normals. */
const NORMAL_CREASE = Math.PI / 4;

/**
 * Splits a GLB into `parts-preview.glb` (every part in its colour), then `part-1.glb` ... `part-N.glb`;
 * an image (PNG, JPEG, WebP) into `parts-preview.png`, then one cut-out `part-N.png` per region. Options are checked first
 * (an Error starting with `segmentation:`, as is a mesh with no area); a file that cannot be read
 * throws the reader's UnsupportedFileError.
 */
export async function segmentation(
  input: Uint8Array,
  options: SegmentationOptions = {},
  onProgress?: ProgressCallback,
): Promise<PipelineResult<SegmentationReport>> {
  const started = performance.now();
  const { granularity, crease_angle } = checkOptions(options);
  const progress = forwardProgress(onProgress);

  if (!isGlb(input)) {
    const image = await segmentImage(input, granularity, (index) => partColour(index, 0), progress);
    progress(1, 'Done');
    return {
      files: image.files,
      report: {
        kind: 'image',
        granularity,
        width: image.width,
        height: image.height,
        components: image.components,
        parts: image.parts,
        preview: true,
        time_ms: Math.round(performance.now() - started),
      },
    };
  }

  progress(0, 'Reading mesh');
  const { doc, stats } = await readGlb(input);
  const mesh = weldedTriangles(doc);
  if (mesh.indices.length === 0) {
    throw new Error(
      `${NAME}: This mesh has no area: all of its ${formatCount(stats.triangleCount)} triangles are flat (lines or points), so there are no parts to find.`,
    );
  }

  progress(0.1, 'Finding connected pieces');
  const range = SEGMENTATION_PART_RANGES[granularity];
  const found = segmentMesh(mesh, {
    range,
    creaseAngle: (crease_angle * Math.PI) / 180,
    onProgress: (fraction) => progress(0.1 + fraction * 0.4, fraction < 0.35 ? 'Finding connected pieces' : 'Growing regions'),
  });

  progress(0.5, 'Closing cuts');
  const facesOf: number[][] = Array.from({ length: found.partCount }, () => []);
  for (let f = 0; f < found.partOf.length; f++) facesOf[found.partOf[f]!]!.push(f);
  const parts: PartMesh[] = facesOf.map((faces, part) => buildPart(mesh, faces, found.partOf, found.across, part));

  const io = await gltfIO();
  const files: PipelineFile[] = [];
  const reported: SegmentationPart[] = [];
  const colours = parts.map((_, index) => partColour(index, parts.length));
  const shaded = parts.map((part) => withNormals(part));
  for (const [index, part] of parts.entries()) {
    progress(0.55 + (0.4 * index) / parts.length, `Writing part ${index + 1} of ${parts.length}`);
    const name = `part-${index + 1}`;
    const doc = partsDocument([{ name: `Part ${index + 1}`, mesh: shaded[index]!, colour: colours[index]! }]);
    files.push({ name: `${name}.glb`, mimeType: 'model/gltf-binary', bytes: await io.writeBinary(doc) });
    reported.push({
      name,
      triangles: part.indices.length / 3,
      vertices: shaded[index]!.positions.length / 3,
      area: part.area,
      cap_triangles: part.capTriangles,
      closed: part.closed,
      bbox: boundsOf(part.positions),
      color: hex(colours[index]!),
    });
  }

  progress(0.96, 'Writing colour-coded preview');
  const preview = partsDocument(parts.map((_, index) => ({ name: `Part ${index + 1}`, mesh: shaded[index]!, colour: colours[index]! })));
  // First, so a result view shows every part in its colour.
  files.unshift({ name: 'parts-preview.glb', mimeType: 'model/gltf-binary', bytes: await io.writeBinary(preview) });

  const report: SegmentationReport = {
    kind: 'mesh',
    granularity,
    triangles_before: stats.triangleCount,
    components: found.components,
    parts: reported,
    preview: true,
    time_ms: Math.round(performance.now() - started),
  };
  progress(1, 'Done');
  return { files, report };
}

/** GLB files start with the ASCII magic `glTF`; everything else goes to the image path (sharp reads it or says why not). */
const isGlb = (bytes: Uint8Array) => bytes.length >= 4 && bytes[0] === 0x67 && bytes[1] === 0x6c && bytes[2] === 0x54 && bytes[3] === 0x46;

function checkOptions(options: SegmentationOptions): Required<SegmentationOptions> {
  if (typeof options !== 'object' || options === null) throw new Error(`${NAME}: options must be an object.`);
  const unknown = Object.keys(options).find((key) => !OPTION_NAMES.includes(key));
  if (unknown !== undefined) throw new Error(`${NAME}: there is no option "${unknown}"; the options are ${OPTION_NAMES.join(', ')}.`);
  const checked = { ...SEGMENTATION_ENGINE_DEFAULTS, ...Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) };
  if (!segmentationGranularities.includes(checked.granularity)) {
    throw new Error(`${NAME}: granularity must be ${segmentationGranularities.join(', ')}, not ${JSON.stringify(checked.granularity)}.`);
  }
  const angle = checked.crease_angle;
  const { min, max, step } = SEGMENTATION_CREASE_ANGLE;
  if (typeof angle !== 'number' || !Number.isInteger(angle) || angle < min || angle > max || angle % step !== 0) {
    throw new Error(`${NAME}: crease_angle must be a whole number of degrees from ${min} to ${max} in steps of ${step}, not ${JSON.stringify(angle)}.`);
  }
  return checked;
}

/** Every triangle the scene draws, in world coordinates, welded by position, without zero-area faces. */
function weldedTriangles(doc: Document): WeldedMesh {
  const root = doc.getRoot();
  const scene = root.getDefaultScene() ?? root.listScenes()[0];
  const positions: number[] = [];
  const indices: number[] = [];
  scene?.traverse((node) => {
    const mesh = node.getMesh();
    if (!mesh) return;
    const matrix = node.getWorldMatrix();
    for (const primitive of mesh.listPrimitives()) {
      if (primitive.getMode() !== Primitive.Mode.TRIANGLES) continue;
      const position = primitive.getAttribute('POSITION');
      if (!position) continue;
      const base = positions.length / 3;
      const element: number[] = [];
      for (let v = 0; v < position.getCount(); v++) {
        position.getElement(v, element);
        positions.push(...transform(matrix, element));
      }
      const index = primitive.getIndices();
      const count = index ? index.getCount() : position.getCount();
      for (let i = 0; i + 2 < count; i += 3) {
        for (let k = 0; k < 3; k++) indices.push(base + (index ? index.getScalar(i + k) : i + k));
      }
    }
  });
  const { ids, unique } = weldNear(positions);
  const kept: number[] = [];
  for (let t = 0; t < indices.length; t += 3) {
    const a = ids[indices[t]!]!;
    const b = ids[indices[t + 1]!]!;
    const c = ids[indices[t + 2]!]!;
    if (a === b || b === c || a === c) continue;
    const ux = unique[b * 3]! - unique[a * 3]!;
    const uy = unique[b * 3 + 1]! - unique[a * 3 + 1]!;
    const uz = unique[b * 3 + 2]! - unique[a * 3 + 2]!;
    const vx = unique[c * 3]! - unique[a * 3]!;
    const vy = unique[c * 3 + 1]! - unique[a * 3 + 1]!;
    const vz = unique[c * 3 + 2]! - unique[a * 3 + 2]!;
    if (uy * vz - uz * vy === 0 && uz * vx - ux * vz === 0 && ux * vy - uy * vx === 0) continue;
    kept.push(a, b, c);
  }
  return { positions: Float64Array.from(unique), indices: Uint32Array.from(kept) };
}

/** Share of the bounding box's diagonal within which positions count as one (seams that float rounding opened). */
const WELD_SHARE = 2e-6;

/** One id per position, positions on one cell of a grid WELD_SHARE of the diagonal apart sharing it. */
function weldNear(positions: number[]): { ids: Uint32Array; unique: Float64Array } {
  const count = positions.length / 3;
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (let v = 0; v < count; v++) {
    for (let k = 0; k < 3; k++) {
      min[k] = Math.min(min[k]!, positions[v * 3 + k]!);
      max[k] = Math.max(max[k]!, positions[v * 3 + k]!);
    }
  }
  const cell = Math.max(Math.hypot(max[0]! - min[0]!, max[1]! - min[1]!, max[2]! - min[2]!) * WELD_SHARE, Number.MIN_VALUE);
  const map = new TripleKeyMap(Math.min(count, 1 << 24));
  const ids = new Uint32Array(count);
  const unique: number[] = [];
  for (let v = 0; v < count; v++) {
    const key = [0, 1, 2].map((k) => Math.round((positions[v * 3 + k]! - min[k]!) / cell) >>> 0);
    const id = map.getOrSet(key[0]!, key[1]!, key[2]!, map.size);
    if (id * 3 === unique.length) unique.push(positions[v * 3]!, positions[v * 3 + 1]!, positions[v * 3 + 2]!);
    ids[v] = id;
  }
  return { ids, unique: Float64Array.from(unique) };
}

function transform(m: mat4, [x = 0, y = 0, z = 0]: number[]): [number, number, number] {
  return [m[0] * x + m[4] * y + m[8] * z + m[12], m[1] * x + m[5] * y + m[9] * z + m[13], m[2] * x + m[6] * y + m[10] * z + m[14]];
}

interface ShadedMesh {
  positions: Float32Array;
  normals: Float32Array;
  indices: Uint32Array;
}

/** Normals split at creases, so flat sides stay flat and curved ones smooth. */
function withNormals(part: PartMesh): ShadedMesh {
  const computed = computeCreasedNormals(part.positions, part.indices, NORMAL_CREASE);
  if (!computed) throw new Error(`${NAME}: a part came out with no area.`);
  const positions = new Float32Array(computed.vertexOf.length * 3);
  for (let v = 0; v < computed.vertexOf.length; v++) positions.set(part.positions.subarray(computed.vertexOf[v]! * 3, computed.vertexOf[v]! * 3 + 3), v * 3);
  return { positions, normals: computed.normals, indices: computed.indices };
}

/** One node per part, each with its own material in its colour (linear RGB). */
function partsDocument(parts: { name: string; mesh: ShadedMesh; colour: [number, number, number] }[]): Document {
  const doc = new Document();
  doc.getRoot().getAsset().generator = 'Facet';
  const buffer = doc.createBuffer();
  const scene = doc.createScene('Parts');
  for (const { name, mesh, colour } of parts) {
    const vertexCount = mesh.positions.length / 3;
    const accessor = (type: 'VEC3' | 'SCALAR', array: Float32Array | Uint16Array | Uint32Array) =>
      doc.createAccessor().setType(type).setArray(array).setBuffer(buffer);
    const material = doc
      .createMaterial(name)
      .setBaseColorFactor([...linear(colour), 1])
      .setMetallicFactor(0)
      .setRoughnessFactor(0.6);
    const primitive = doc
      .createPrimitive()
      .setMaterial(material)
      .setAttribute('POSITION', accessor('VEC3', mesh.positions))
      .setAttribute('NORMAL', accessor('VEC3', mesh.normals))
      // 16-bit indices when they fit; 65535 is reserved as the primitive-restart value.
      .setIndices(accessor('SCALAR', vertexCount < 65535 ? Uint16Array.from(mesh.indices) : mesh.indices));
    scene.addChild(doc.createNode(name).setMesh(doc.createMesh(name).addPrimitive(primitive)));
  }
  doc.getRoot().setDefaultScene(scene);
  return doc;
}

/** Well-separated sRGB colours: hues a golden angle apart, two lightnesses alternating. */
function partColour(index: number, _count: number): [number, number, number] {
  const hue = (index * 137.508 + 18) % 360;
  const lightness = index % 2 === 0 ? 0.58 : 0.46;
  return hsl(hue, 0.62, lightness);
}

function hsl(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [f(0), f(8), f(4)];
}

const linear = (rgb: [number, number, number]) => rgb.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
const hex = (rgb: [number, number, number]) => `#${rgb.map((c) => Math.round(c * 255).toString(16).padStart(2, '0')).join('')}`;

/** Passes progress on, never going backwards and staying in [0, 1]. */
function forwardProgress(onProgress: ProgressCallback | undefined): ProgressCallback {
  let last = 0;
  return (fraction, stage) => {
    last = Math.min(1, Math.max(last, fraction));
    onProgress?.(last, stage);
  };
}
