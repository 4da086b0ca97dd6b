/**
 * Parts upres (PRODUCT.md): a part mesh made finer and smoother. Each triangle primitive is welded by
 * position, split by Loop subdivision (each triangle into four, `levels` times: new points on the
 * edges at 3/8 of their ends and 1/8 of the opposite corners, old points pulled toward their
 * neighbours), then smoothed by Taubin's lambda/mu passes (a shrinking pass and an inflating one,
 * so the surface smooths without losing its size as plain averaging does). Edges of only one
 * triangle (an open part's rim) follow the boundary rules: their new points are midpoints, rim
 * points move along the rim only, and smoothing keeps them in place, so an open mesh keeps its
 * outline and a closed one stays closed. UVs and other corner attributes are interpolated on each
 * triangle, normals are recomputed; the materials, textures and nodes of the file are kept.
 */
import {
  PARTS_UPRES_DEFAULTS,
  PARTS_UPRES_LEVELS,
  PARTS_UPRES_MAX_TRIANGLES,
  type PartsUpresOptions,
  type PartsUpresReport,
  partsUpresTool,
  upresTriangles,
} from '@facet/contract';
import { type Accessor, type Document, Primitive } from '@gltf-transform/core';
import { gltfIO } from '../ingest/gltf-io';
import { readGlb } from '../ingest/read-gltf';
import { TripleKeyMap } from '../ingest/typed-lists';
import type { PipelineResult, ProgressCallback } from '../pipeline';
import { formatCount } from '../unsupported-file-error';

// The tool's id: the server shows what follows it as the reason a run failed.
const NAME = partsUpresTool.id;

export type { PartsUpresOptions, PartsUpresReport } from '@facet/contract';

export const PARTS_UPRES_ENGINE_DEFAULTS: Required<PartsUpresOptions> = { ...PARTS_UPRES_DEFAULTS };

/** Taubin iterations at smoothing 1; smoothing 0 runs none. */
export const MAX_SMOOTHING_ITERATIONS = 10;
const TAUBIN_LAMBDA = 0.5;
const TAUBIN_MU = -0.53;
/** Attributes that are not carried as they are: positions and normals are made again, skinning is dropped. */
const REMADE = new Set(['POSITION', 'NORMAL', 'TANGENT']);

/** A welded triangle mesh: positions by vertex, three vertices per triangle. */
export interface UpresMesh {
  positions: Float64Array;
  indices: Uint32Array;
}

/** Per triangle corner, an attribute's values (`size` floats each), three corners per triangle. */
interface CornerAttribute {
  semantic: string;
  size: number;
  values: Float32Array;
  source: Accessor;
}

export async function partsUpres(input: Uint8Array, options: PartsUpresOptions = {}, onProgress?: ProgressCallback): Promise<PipelineResult<PartsUpresReport>> {
  const started = performance.now();
  const { levels, smoothing } = checkOptions(options);
  const progress = (fraction: number, stage: string) => onProgress?.(Math.min(1, Math.max(0, fraction)), stage);
  progress(0, 'Reading mesh');
  const { doc } = await readGlb(input);
  const primitives = trianglePrimitives(doc);
  const before = primitives.reduce((total, primitive) => total + triangleCount(primitive), 0);
  if (before === 0) throw new Error(`${NAME}: This mesh has no triangles to subdivide.`);
  const after = upresTriangles(before, levels);
  if (after > PARTS_UPRES_MAX_TRIANGLES) {
    throw new Error(
      `${NAME}: Subdividing ${formatCount(before)} triangles ${levels === 1 ? 'once' : 'twice'} makes ${formatCount(after)}; at most ${formatCount(PARTS_UPRES_MAX_TRIANGLES)} can be made.`,
    );
  }
  const iterations = Math.round(smoothing * MAX_SMOOTHING_ITERATIONS);
  let vertices = 0;
  let closed = true;
  for (const [index, primitive] of primitives.entries()) {
    const share = (step: number) => (index + step) / primitives.length;
    const { mesh, corners } = weldPrimitive(primitive);
    let current = mesh;
    let carried = corners;
    for (let level = 0; level < levels; level++) {
      progress(0.05 + 0.6 * share(level / levels), `Subdividing (level ${level + 1} of ${levels})`);
      carried = carried.map((attribute) => ({ ...attribute, values: subdivideCorners(attribute.values, attribute.size) }));
      current = loopSubdivide(current);
    }
    progress(0.05 + 0.6 * share(1), 'Smoothing');
    current = taubinSmooth(current, iterations);
    closed &&= isClosedMesh(current.indices);
    vertices += writePrimitive(doc, primitive, current, carried);
  }
  progress(0.9, 'Writing mesh');
  const io = await gltfIO();
  const bytes = await io.writeBinary(doc);
  progress(1, 'Done');
  return {
    files: [{ name: 'upres.glb', mimeType: 'model/gltf-binary', bytes }],
    report: {
      levels,
      smoothing_iterations: iterations,
      triangles_before: before,
      triangles_after: after,
      vertices_after: vertices,
      closed,
      time_ms: Math.round(performance.now() - started),
    },
  };
}

function checkOptions(options: PartsUpresOptions): Required<PartsUpresOptions> {
  const levels = options.levels ?? PARTS_UPRES_DEFAULTS.levels;
  const smoothing = options.smoothing ?? PARTS_UPRES_DEFAULTS.smoothing;
  if (!Number.isInteger(levels) || levels < PARTS_UPRES_LEVELS.min || levels > PARTS_UPRES_LEVELS.max) throw new Error(`${NAME}: Levels must be 1 or 2.`);
  if (!Number.isFinite(smoothing) || smoothing < 0 || smoothing > 1) throw new Error(`${NAME}: Smoothing must be a number from 0 to 1.`);
  return { levels, smoothing };
}

function trianglePrimitives(doc: Document): Primitive[] {
  return doc
    .getRoot()
    .listMeshes()
    .flatMap((mesh) => mesh.listPrimitives())
    .filter((primitive) => primitive.getMode() === Primitive.Mode.TRIANGLES && primitive.getAttribute('POSITION') !== null);
}

function triangleCount(primitive: Primitive): number {
  const indices = primitive.getIndices();
  return Math.floor((indices ? indices.getCount() : primitive.getAttribute('POSITION')!.getCount()) / 3);
}

/** The primitive's triangles welded by exact position, and its other attributes per corner. */
function weldPrimitive(primitive: Primitive): { mesh: UpresMesh; corners: CornerAttribute[] } {
  const position = primitive.getAttribute('POSITION')!;
  const count = position.getCount();
  const raw = new Float32Array(count * 3);
  const element: number[] = [];
  for (let v = 0; v < count; v++) {
    position.getElement(v, element);
    raw[v * 3] = element[0] ?? 0;
    raw[v * 3 + 1] = element[1] ?? 0;
    raw[v * 3 + 2] = element[2] ?? 0;
  }
  const bits = new Uint32Array(raw.buffer);
  const map = new TripleKeyMap(count);
  const ids = new Uint32Array(count);
  const unique: number[] = [];
  for (let v = 0; v < count; v++) {
    const id = map.getOrSet(bits[v * 3]!, bits[v * 3 + 1]!, bits[v * 3 + 2]!, map.size);
    if (id * 3 === unique.length) unique.push(raw[v * 3]!, raw[v * 3 + 1]!, raw[v * 3 + 2]!);
    ids[v] = id;
  }
  const indexAccessor = primitive.getIndices();
  const triangles = triangleCount(primitive);
  const source = new Uint32Array(triangles * 3);
  for (let i = 0; i < source.length; i++) source[i] = indexAccessor ? indexAccessor.getScalar(i) : i;
  const indices = source.map((v) => ids[v]!);
  const corners: CornerAttribute[] = [];
  for (const semantic of primitive.listSemantics()) {
    if (REMADE.has(semantic) || semantic.startsWith('JOINTS_') || semantic.startsWith('WEIGHTS_')) continue;
    const accessor = primitive.getAttribute(semantic)!;
    const size = accessor.getElementSize();
    const values = new Float32Array(source.length * size);
    for (let c = 0; c < source.length; c++) {
      accessor.getElement(source[c]!, element);
      for (let k = 0; k < size; k++) values[c * size + k] = element[k] ?? 0;
    }
    corners.push({ semantic, size, values, source: accessor });
  }
  return { mesh: { positions: Float64Array.from(unique), indices }, corners };
}

const edgeKey = (a: number, b: number) => (a < b ? a * 0x200000 + b : b * 0x200000 + a);

/** Each triangle's corner values split as its triangle is: (a, ab, ca), (b, bc, ab), (c, ca, bc), (ab, bc, ca). */
function subdivideCorners(values: Float32Array, size: number): Float32Array {
  const triangles = values.length / (3 * size);
  const out = new Float32Array(values.length * 4);
  const corner = new Float32Array(6 * size);
  for (let t = 0; t < triangles; t++) {
    const at = (k: number, i: number) => values[(t * 3 + k) * size + i]!;
    for (let i = 0; i < size; i++) {
      corner[i] = at(0, i);
      corner[size + i] = at(1, i);
      corner[2 * size + i] = at(2, i);
      corner[3 * size + i] = (at(0, i) + at(1, i)) / 2; // ab
      corner[4 * size + i] = (at(1, i) + at(2, i)) / 2; // bc
      corner[5 * size + i] = (at(2, i) + at(0, i)) / 2; // ca
    }
    const order = [0, 3, 5, 1, 4, 3, 2, 5, 4, 3, 4, 5];
    for (let j = 0; j < 12; j++) out.set(corner.subarray(order[j]! * size, order[j]! * size + size), (t * 12 + j) * size);
  }
  return out;
}

/** One level of Loop subdivision, with the boundary rules on edges of one triangle (and of more than two). */
export function loopSubdivide(mesh: UpresMesh): UpresMesh {
  const { positions, indices } = mesh;
  const vertexCount = positions.length / 3;
  const triangles = indices.length / 3;
  const edgeOf = new Map<number, number>();
  const edgeEnds: number[] = [];
  const edgeFaces: number[] = [];
  const edgeOpposite: number[] = [];
  const triangleEdges = new Uint32Array(triangles * 3);
  for (let t = 0; t < triangles; t++) {
    for (let k = 0; k < 3; k++) {
      const a = indices[t * 3 + k]!;
      const b = indices[t * 3 + ((k + 1) % 3)]!;
      const c = indices[t * 3 + ((k + 2) % 3)]!;
      const key = edgeKey(a, b);
      let e = edgeOf.get(key);
      if (e === undefined) {
        e = edgeEnds.length / 2;
        edgeOf.set(key, e);
        edgeEnds.push(a, b);
        edgeFaces.push(0);
        edgeOpposite.push(c, c);
      } else edgeOpposite[e * 2 + 1] = c;
      edgeFaces[e]!++;
      triangleEdges[t * 3 + k] = e;
    }
  }
  const edges = edgeFaces.length;
  const out = new Float64Array((vertexCount + edges) * 3);
  // Old points: interior ones toward their ring by Loop's beta, rim ones along the rim only.
  const ringSum = new Float64Array(vertexCount * 3);
  const ringCount = new Uint32Array(vertexCount);
  const rimSum = new Float64Array(vertexCount * 3);
  const rimCount = new Uint32Array(vertexCount);
  for (let e = 0; e < edges; e++) {
    const a = edgeEnds[e * 2]!;
    const b = edgeEnds[e * 2 + 1]!;
    for (let k = 0; k < 3; k++) {
      ringSum[a * 3 + k]! += positions[b * 3 + k]!;
      ringSum[b * 3 + k]! += positions[a * 3 + k]!;
    }
    ringCount[a]!++;
    ringCount[b]!++;
    if (edgeFaces[e] !== 2) {
      for (let k = 0; k < 3; k++) {
        rimSum[a * 3 + k]! += positions[b * 3 + k]!;
        rimSum[b * 3 + k]! += positions[a * 3 + k]!;
      }
      rimCount[a]!++;
      rimCount[b]!++;
    }
  }
  for (let v = 0; v < vertexCount; v++) {
    const n = ringCount[v]!;
    for (let k = 0; k < 3; k++) {
      const p = positions[v * 3 + k]!;
      let value = p;
      if (rimCount[v] === 2) value = 0.75 * p + 0.125 * rimSum[v * 3 + k]!;
      else if (rimCount[v] === 0 && n > 0) {
        const beta = n === 3 ? 3 / 16 : 3 / (8 * n);
        value = (1 - n * beta) * p + beta * ringSum[v * 3 + k]!;
      }
      out[v * 3 + k] = value;
    }
  }
  // New points on the edges.
  for (let e = 0; e < edges; e++) {
    const a = edgeEnds[e * 2]!;
    const b = edgeEnds[e * 2 + 1]!;
    const c = edgeOpposite[e * 2]!;
    const d = edgeOpposite[e * 2 + 1]!;
    const at = (vertexCount + e) * 3;
    for (let k = 0; k < 3; k++) {
      const mid = positions[a * 3 + k]! + positions[b * 3 + k]!;
      out[at + k] = edgeFaces[e] === 2 ? 0.375 * mid + 0.125 * (positions[c * 3 + k]! + positions[d * 3 + k]!) : 0.5 * mid;
    }
  }
  const next = new Uint32Array(triangles * 12);
  for (let t = 0; t < triangles; t++) {
    const a = indices[t * 3]!;
    const b = indices[t * 3 + 1]!;
    const c = indices[t * 3 + 2]!;
    const ab = vertexCount + triangleEdges[t * 3]!;
    const bc = vertexCount + triangleEdges[t * 3 + 1]!;
    const ca = vertexCount + triangleEdges[t * 3 + 2]!;
    next.set([a, ab, ca, b, bc, ab, c, ca, bc, ab, bc, ca], t * 12);
  }
  return { positions: out, indices: next };
}

/** Taubin smoothing: each iteration a pass toward the neighbours' mean (lambda) and one away (mu); rim points stay. */
export function taubinSmooth(mesh: UpresMesh, iterations: number): UpresMesh {
  if (iterations === 0) return mesh;
  const { indices } = mesh;
  const vertexCount = mesh.positions.length / 3;
  const edgeUses = new Map<number, number>();
  for (let t = 0; t < indices.length; t += 3) {
    for (let k = 0; k < 3; k++) {
      const key = edgeKey(indices[t + k]!, indices[t + ((k + 1) % 3)]!);
      edgeUses.set(key, (edgeUses.get(key) ?? 0) + 1);
    }
  }
  const fixed = new Uint8Array(vertexCount);
  const neighbours: number[][] = Array.from({ length: vertexCount }, () => []);
  for (const [key, uses] of edgeUses) {
    const a = Math.floor(key / 0x200000);
    const b = key % 0x200000;
    neighbours[a]!.push(b);
    neighbours[b]!.push(a);
    if (uses !== 2) fixed[a] = fixed[b] = 1;
  }
  let positions = Float64Array.from(mesh.positions);
  const pass = (factor: number) => {
    const moved = Float64Array.from(positions);
    for (let v = 0; v < vertexCount; v++) {
      const ring = neighbours[v]!;
      if (fixed[v] || ring.length === 0) continue;
      for (let k = 0; k < 3; k++) {
        let sum = 0;
        for (const u of ring) sum += positions[u * 3 + k]!;
        moved[v * 3 + k] = positions[v * 3 + k]! + factor * (sum / ring.length - positions[v * 3 + k]!);
      }
    }
    positions = moved;
  };
  for (let i = 0; i < iterations; i++) {
    pass(TAUBIN_LAMBDA);
    pass(TAUBIN_MU);
  }
  return { positions, indices };
}

/** Every edge used by exactly two triangles. */
export function isClosedMesh(indices: Uint32Array): boolean {
  const uses = new Map<number, number>();
  for (let t = 0; t < indices.length; t += 3) {
    for (let k = 0; k < 3; k++) {
      const key = edgeKey(indices[t + k]!, indices[t + ((k + 1) % 3)]!);
      uses.set(key, (uses.get(key) ?? 0) + 1);
    }
  }
  for (const count of uses.values()) if (count !== 2) return false;
  return uses.size > 0;
}

/** Area-weighted normals per welded point, so the surface shades smooth across UV seams. */
function vertexNormals(mesh: UpresMesh): Float32Array {
  const { positions, indices } = mesh;
  const normals = new Float64Array(positions.length);
  for (let t = 0; t < indices.length; t += 3) {
    const [a, b, c] = [indices[t]! * 3, indices[t + 1]! * 3, indices[t + 2]! * 3];
    const ux = positions[b]! - positions[a]!;
    const uy = positions[b + 1]! - positions[a + 1]!;
    const uz = positions[b + 2]! - positions[a + 2]!;
    const vx = positions[c]! - positions[a]!;
    const vy = positions[c + 1]! - positions[a + 1]!;
    const vz = positions[c + 2]! - positions[a + 2]!;
    const n = [uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx];
    for (const v of [a, b, c]) for (let k = 0; k < 3; k++) normals[v + k]! += n[k]!;
  }
  const out = new Float32Array(normals.length);
  for (let v = 0; v < normals.length; v += 3) {
    const length = Math.hypot(normals[v]!, normals[v + 1]!, normals[v + 2]!);
    if (length > 0) for (let k = 0; k < 3; k++) out[v + k] = normals[v + k]! / length;
    else out[v + 1] = 1;
  }
  return out;
}

/** Writes the subdivided mesh into the primitive: one vertex per point and corner values, indices 32-bit when needed. */
function writePrimitive(doc: Document, primitive: Primitive, mesh: UpresMesh, corners: CornerAttribute[]): number {
  const normals = vertexNormals(mesh);
  const cornerCount = mesh.indices.length;
  // A vertex per distinct (point, corner values): UV seams stay seams.
  const vertexOfKey = new Map<string, number>();
  const pointOf: number[] = [];
  const firstCorner: number[] = [];
  const indices = new Uint32Array(cornerCount);
  for (let c = 0; c < cornerCount; c++) {
    const point = mesh.indices[c]!;
    let key = String(point);
    for (const attribute of corners) for (let k = 0; k < attribute.size; k++) key += `,${attribute.values[c * attribute.size + k]}`;
    let vertex = vertexOfKey.get(key);
    if (vertex === undefined) {
      vertex = pointOf.length;
      vertexOfKey.set(key, vertex);
      pointOf.push(point);
      firstCorner.push(c);
    }
    indices[c] = vertex;
  }
  const count = pointOf.length;
  const buffer = doc.getRoot().listBuffers()[0] ?? doc.createBuffer();
  const positions = new Float32Array(count * 3);
  const vertexNormal = new Float32Array(count * 3);
  for (let v = 0; v < count; v++) {
    for (let k = 0; k < 3; k++) {
      positions[v * 3 + k] = mesh.positions[pointOf[v]! * 3 + k]!;
      vertexNormal[v * 3 + k] = normals[pointOf[v]! * 3 + k]!;
    }
  }
  const replace = (semantic: string, accessor: Accessor) => {
    const old = primitive.getAttribute(semantic);
    primitive.setAttribute(semantic, accessor);
    if (old && old.listParents().every((parent) => parent === doc.getRoot())) old.dispose();
  };
  const vec = (array: Float32Array, type: 'VEC2' | 'VEC3' | 'VEC4' | 'SCALAR') => doc.createAccessor().setType(type).setArray(array).setBuffer(buffer);
  replace('POSITION', vec(positions, 'VEC3'));
  replace('NORMAL', vec(vertexNormal, 'VEC3'));
  for (const semantic of [...primitive.listSemantics()]) {
    if (semantic === 'TANGENT' || semantic.startsWith('JOINTS_') || semantic.startsWith('WEIGHTS_')) {
      const old = primitive.getAttribute(semantic)!;
      primitive.setAttribute(semantic, null);
      if (old.listParents().every((parent) => parent === doc.getRoot())) old.dispose();
    }
  }
  for (const attribute of corners) {
    const values = new Float32Array(count * attribute.size);
    for (let v = 0; v < count; v++) values.set(attribute.values.subarray(firstCorner[v]! * attribute.size, (firstCorner[v]! + 1) * attribute.size), v * attribute.size);
    const accessor = vec(values, attribute.source.getType() as 'VEC2' | 'VEC3' | 'VEC4' | 'SCALAR');
    replace(attribute.semantic, accessor);
  }
  for (const target of primitive.listTargets()) {
    primitive.removeTarget(target);
    target.dispose();
  }
  const old = primitive.getIndices();
  primitive.setIndices(doc.createAccessor().setType('SCALAR').setArray(count < 65535 ? Uint16Array.from(indices) : indices).setBuffer(buffer));
  if (old && old.listParents().every((parent) => parent === doc.getRoot())) old.dispose();
  return count;
}
