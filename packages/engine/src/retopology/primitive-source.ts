/**
 * The vertex data of one triangle primitive held as plain arrays, so each LOD can be written from
 * the same source: the LOD's index buffer picks vertices, which are copied, compacted, into fresh
 * accessors of the primitive's own types (quantized data stays quantized).
 */
import { MathUtils, Primitive, PropertyType, type Accessor, type Buffer, type Document, type GLTF, type TypedArray } from '@gltf-transform/core';
import { convertPrimitiveToTriangles } from '@gltf-transform/functions';
import { MeshoptSimplifier } from 'meshoptimizer';
import { boundsOf } from '../mesh-math';
import { UnsupportedFileError } from '../unsupported-file-error';

interface VertexStream {
  semantic: string;
  /** Morph target the attribute belongs to, or -1 for the primitive's own attributes. */
  target: number;
  array: TypedArray;
  type: GLTF.AccessorType;
  normalized: boolean;
}

export interface PrimitiveSource {
  primitive: Primitive;
  /** How many times the scene draws the primitive (0 when it is not in the scene). */
  placements: number;
  /** Triangles, three vertex ids each, welded: equal vertices are referred to by one id. */
  indices: Uint32Array;
  positions: Float32Array;
  /** Normals, UVs and colours as floats, interleaved, for attribute-aware simplification. */
  attributes: Float32Array;
  attributeStride: number;
  attributeWeights: number[];
  /** 1 where a vertex lies on a UV seam (its position has other UVs too), for `Permissive` simplification. */
  uvSeams: Uint8Array;
  streams: VertexStream[];
}

/**
 * How much a change of attribute value weighs against a change of position (positions are measured
 * relative to the mesh's size): a UV shift of 1% of the texture counts like a 1% move.
 */
const ATTRIBUTE_WEIGHTS: Record<string, number> = { NORMAL: 0.5, TEXCOORD_0: 1, COLOR_0: 1 };

/** Whether the primitive is drawn as triangles, so it can be simplified; points and lines are kept. */
export function isTriangles(primitive: Primitive): boolean {
  const mode = primitive.getMode();
  return (
    (mode === Primitive.Mode.TRIANGLES || mode === Primitive.Mode.TRIANGLE_STRIP || mode === Primitive.Mode.TRIANGLE_FAN) &&
    primitive.getAttribute('POSITION') !== null
  );
}

/**
 * Reads the primitive's data, welds its triangles and removes its accessors from the document:
 * every LOD brings its own. `MeshoptSimplifier.ready` must have resolved.
 */
export function readPrimitiveSource(primitive: Primitive, placements: number, withAttributes: boolean): PrimitiveSource {
  if (primitive.getMode() !== Primitive.Mode.TRIANGLES) convertPrimitiveToTriangles(primitive);
  const position = primitive.getAttribute('POSITION')!;
  const positions = floats(position);
  const vertexCount = position.getCount();

  const streams: VertexStream[] = [];
  const owned: Accessor[] = [];
  const keep = (accessor: Accessor, semantic: string, target: number) => {
    streams.push({ semantic, target, array: accessor.getArray()!, type: accessor.getType(), normalized: accessor.getNormalized() });
    owned.push(accessor);
  };
  for (const semantic of primitive.listSemantics()) keep(primitive.getAttribute(semantic)!, semantic, -1);
  primitive.listTargets().forEach((target, index) => {
    for (const semantic of target.listSemantics()) keep(target.getAttribute(semantic)!, semantic, index);
  });
  const indexAccessor = primitive.getIndices();
  if (indexAccessor) owned.push(indexAccessor);
  // Vertices that share a position, found once for welding and for the UV seams.
  const firstAt = MeshoptSimplifier.generatePositionRemap(positions, 3);
  const indices = weldedWithoutFlat(indexAccessor ? indexAccessor.getArray()! : identity(vertexCount), weldMap(streams, vertexCount, firstAt), positions);

  const weighted = withAttributes
    ? Object.keys(ATTRIBUTE_WEIGHTS).flatMap((semantic) => {
        const accessor = primitive.getAttribute(semantic);
        // Colours are weighed by RGB; alpha rarely changes what a surface looks like.
        return accessor ? [{ values: floats(accessor), size: accessor.getElementSize(), used: Math.min(3, accessor.getElementSize()), weight: ATTRIBUTE_WEIGHTS[semantic]! }] : [];
      })
    : [];
  const attributeStride = weighted.reduce((sum, attribute) => sum + attribute.used, 0);
  const attributes = new Float32Array(vertexCount * attributeStride);
  let offset = 0;
  for (const { values, size, used } of weighted) {
    for (let v = 0; v < vertexCount; v++) {
      for (let k = 0; k < used; k++) attributes[v * attributeStride + offset + k] = values[v * size + k]!;
    }
    offset += used;
  }
  const attributeWeights = weighted.flatMap(({ used, weight }) => new Array<number>(used).fill(weight));

  const uv = primitive.getAttribute('TEXCOORD_0');
  const uvSeams = uv ? findSeams(firstAt, floats(uv)) : new Uint8Array(vertexCount);

  // Only this primitive's references go: another primitive may share the accessors.
  for (const semantic of primitive.listSemantics()) primitive.setAttribute(semantic, null);
  for (const target of primitive.listTargets()) for (const semantic of target.listSemantics()) target.setAttribute(semantic, null);
  primitive.setIndices(null);
  for (const accessor of owned) {
    if (accessor.listParents().every((parent) => parent.propertyType === PropertyType.ROOT)) accessor.dispose();
  }
  return { primitive, placements, indices, positions, attributes, attributeStride, attributeWeights, uvSeams, streams };
}

/**
 * Gives the primitive the LOD made of `indices` (ids into the source's vertices), copying only the
 * vertices used, in the order they are first used. Returns the accessors created, to be disposed
 * when the next LOD takes their place.
 */
export function writeLodPrimitive(doc: Document, buffer: Buffer, source: PrimitiveSource, indices: Uint32Array): Accessor[] {
  // The LOD's vertices numbered in the order its triangles first use them (as meshoptimizer's
  // compactMesh does), found from the LOD's own corners: the source's vertices are never walked.
  const sourceVertices = source.positions.length / 3;
  const renumbered = new Uint32Array(sourceVertices).fill(UNUSED);
  const used = new Uint32Array(Math.min(indices.length, sourceVertices));
  const compacted = new Uint32Array(indices.length);
  let vertexCount = 0;
  for (let i = 0; i < indices.length; i++) {
    const vertex = indices[i]!;
    let id = renumbered[vertex]!;
    if (id === UNUSED) {
      id = renumbered[vertex] = vertexCount;
      used[vertexCount++] = vertex;
    }
    compacted[i] = id;
  }
  const accessors: Accessor[] = [];
  const accessor = (type: GLTF.AccessorType, array: TypedArray) => {
    const created = doc.createAccessor().setType(type).setArray(array).setBuffer(buffer);
    accessors.push(created);
    return created;
  };
  // 65535 is reserved as the primitive-restart value, so 16-bit indices stop below it.
  source.primitive.setIndices(accessor('SCALAR', vertexCount < 65535 ? Uint16Array.from(compacted) : compacted));
  const targets = source.primitive.listTargets();
  for (const stream of source.streams) {
    const size = stream.array.length / sourceVertices;
    const array = new (stream.array.constructor as new (length: number) => TypedArray)(vertexCount * size);
    for (let to = 0; to < vertexCount; to++) {
      const from = used[to]! * size;
      for (let k = 0; k < size; k++) array[to * size + k] = stream.array[from + k]!;
    }
    const created = accessor(stream.type, array).setNormalized(stream.normalized);
    if (stream.target === -1) source.primitive.setAttribute(stream.semantic, created);
    else targets[stream.target]!.setAttribute(stream.semantic, created);
  }
  return accessors;
}

const UNUSED = 0xffffffff;

/**
 * For each vertex, the vertex it is welded to: bitwise-equal vertices (every attribute, morph
 * targets too) are referred to by the first of them, as the simplifier needs to see how triangles
 * connect. The vertex data stays as it is; writing an LOD copies only the vertices used.
 *
 * `firstAt` (meshoptimizer's position remap) already groups the vertices by position: a vertex alone
 * at its position is welded to nothing, and only the vertices of shared positions (seams, poles,
 * split normals, triangle soups) go through a table keyed by a hash of all their bytes. A walk
 * comparing each with the kinds before it at its position would be quadratic where many vertices
 * meet at one point, as at a UV sphere's pole.
 */
function weldMap(streams: VertexStream[], vertexCount: number, firstAt: Uint32Array): Uint32Array {
  const atPosition = new Uint32Array(vertexCount);
  for (let v = 0; v < vertexCount; v++) atPosition[firstAt[v]!]!++;
  const weldTo = identity(vertexCount);
  let shared = 0;
  for (let v = 0; v < vertexCount; v++) if (atPosition[firstAt[v]!]! > 1) shared++;
  if (shared === 0) return weldTo;
  const sharing = new Uint32Array(shared);
  for (let v = 0, k = 0; v < vertexCount; v++) if (atPosition[firstAt[v]!]! > 1) sharing[k++] = v;

  const views = streams.map(({ array }) => ({ bytes: new Uint8Array(array.buffer, array.byteOffset, array.byteLength), size: array.byteLength / vertexCount }));
  const hash = (vertex: number) => {
    let h = 0;
    for (const { bytes, size } of views) {
      for (let k = vertex * size, end = k + size; k < end; k++) h = Math.imul(h ^ bytes[k]!, 0x9e3779b1) ^ (h >>> 15);
    }
    return Math.imul(h ^ (h >>> 16), 0x85ebca6b) ^ (h >>> 13);
  };
  const equal = (a: number, b: number) => {
    for (const { bytes, size } of views) {
      for (let k = 0; k < size; k++) if (bytes[a * size + k] !== bytes[b * size + k]) return false;
    }
    return true;
  };
  let tableSize = 1;
  while (tableSize < shared * 2) tableSize *= 2;
  const mask = tableSize - 1;
  const table = new Int32Array(tableSize).fill(-1);
  for (const v of sharing) {
    let slot = hash(v) & mask;
    while (table[slot] !== -1 && !equal(table[slot]!, v)) slot = (slot + 1) & mask;
    if (table[slot] === -1) table[slot] = v;
    weldTo[v] = table[slot]!;
  }
  return weldTo;
}

function identity(count: number): Uint32Array {
  const indices = new Uint32Array(count);
  for (let i = 0; i < count; i++) indices[i] = i;
  return indices;
}

/** Values of an accessor as floats, normalized integers decoded. */
function floats(accessor: Accessor): Float32Array {
  const array = accessor.getArray()!;
  if (array instanceof Float32Array) return array;
  const out = new Float32Array(array.length);
  const componentType = accessor.getComponentType();
  const normalized = accessor.getNormalized();
  for (let i = 0; i < array.length; i++) out[i] = normalized ? MathUtils.decodeNormalizedInt(array[i]!, componentType) : array[i]!;
  return out;
}

/**
 * The triangles with their corners welded (`weldTo`), less those of no area (up to rounding: 1e-10
 * of the squared size of the mesh), in one pass. Flat triangles cover nothing, yet the simplifier
 * can never remove them (the poles of a UV sphere are often made of such triangles), so they would
 * stop it short of its target. A primitive made only of them is left as it is.
 */
function weldedWithoutFlat(indices: ArrayLike<number>, weldTo: Uint32Array, positions: Float32Array): Uint32Array {
  const vertexCount = weldTo.length;
  const { min, max } = boundsOf(positions);
  const squaredSize = (max[0] - min[0]) ** 2 + (max[1] - min[1]) ** 2 + (max[2] - min[2]) ** 2;
  // Compared squared: twice the area, squared, against (1e-10 of the squared size), squared.
  const limit = Number.isFinite(squaredSize) ? (1e-10 * squaredSize) ** 2 : 0;
  const kept = new Uint32Array(indices.length);
  let length = 0;
  for (let i = 0; i + 2 < indices.length; i += 3) {
    const va = indices[i]!;
    const vb = indices[i + 1]!;
    const vc = indices[i + 2]!;
    if (!(va < vertexCount && vb < vertexCount && vc < vertexCount)) throw damagedCorner();
    const ia = weldTo[va]!;
    const ib = weldTo[vb]!;
    const ic = weldTo[vc]!;
    const a = ia * 3;
    const b = ib * 3;
    const c = ic * 3;
    const ax = positions[a]!;
    const ay = positions[a + 1]!;
    const az = positions[a + 2]!;
    const ux = positions[b]! - ax;
    const uy = positions[b + 1]! - ay;
    const uz = positions[b + 2]! - az;
    const vx = positions[c]! - ax;
    const vy = positions[c + 1]! - ay;
    const vz = positions[c + 2]! - az;
    const nx = uy * vz - uz * vy;
    const ny = uz * vx - ux * vz;
    const nz = ux * vy - uy * vx;
    // Written always and kept by moving on, without a branch that flat triangles would mispredict.
    kept[length] = ia;
    kept[length + 1] = ib;
    kept[length + 2] = ic;
    length += nx * nx + ny * ny + nz * nz > limit ? 3 : 0;
  }
  if (length > 0) return kept.subarray(0, length);
  // A primitive's corners come three a triangle (the reader refuses any other count).
  for (let i = 0; i < kept.length; i++) kept[i] = weldTo[indices[i]!]!;
  return kept;
}

const damagedCorner = () => new UnsupportedFileError('This GLB file is damaged: one of its triangles refers to a vertex its mesh does not have.');

/** Marks vertices that share their position with a vertex of other UVs; `firstAt` maps each vertex to the first at its position. */
function findSeams(firstAt: Uint32Array, uvs: Float32Array): Uint8Array {
  const seams = new Uint8Array(firstAt.length);
  for (let v = 0; v < firstAt.length; v++) {
    const first = firstAt[v]!;
    if (first !== v && (uvs[v * 2] !== uvs[first * 2] || uvs[v * 2 + 1] !== uvs[first * 2 + 1])) {
      seams[v] = 1;
      seams[first] = 1;
    }
  }
  return seams;
}
