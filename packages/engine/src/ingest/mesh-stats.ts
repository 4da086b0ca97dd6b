/**
 * Triangles, vertices and the world-space bounding box of what a glTF document's scene shows:
 * meshes are counted once per node that places them (and per GPU instance), with node transforms
 * applied, as a viewer would draw them.
 */
import { Primitive, type Accessor, type Document, type mat4, type Node } from '@gltf-transform/core';
import type { InstancedMesh } from '@gltf-transform/extensions';

export interface Bbox {
  min: [number, number, number];
  max: [number, number, number];
}

export interface MeshStats {
  triangleCount: number;
  vertexCount: number;
  /** Over every primitive drawn, triangles or not. Undefined when nothing is drawn. */
  bbox: Bbox | undefined;
  /** Primitives drawn as points or lines (not counted as triangles). */
  otherPrimitives: number;
  /** True when some position is NaN or infinite. */
  nonFinite: boolean;
  /** False when the document has no scene at all. */
  hasScene: boolean;
}

const COMPONENT_NORMALIZERS: Record<number, (value: number) => number> = {
  5120: (value) => Math.max(value / 127, -1),
  5121: (value) => value / 255,
  5122: (value) => Math.max(value / 32767, -1),
  5123: (value) => value / 65535,
};

export function meshStats(doc: Document): MeshStats {
  const root = doc.getRoot();
  const scene = root.getDefaultScene() ?? root.listScenes()[0];
  const stats: MeshStats = {
    triangleCount: 0,
    vertexCount: 0,
    bbox: undefined,
    otherPrimitives: 0,
    nonFinite: false,
    hasScene: scene !== undefined,
  };
  if (!scene) return stats;
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];

  scene.traverse((node) => {
    const mesh = node.getMesh();
    if (!mesh) return;
    const placements = nodePlacements(node);
    for (const primitive of mesh.listPrimitives()) {
      const position = primitive.getAttribute('POSITION');
      if (!position) continue;
      const triangles = triangleCount(primitive, position);
      if (triangles === 0) stats.otherPrimitives += placements.length;
      stats.triangleCount += triangles * placements.length;
      stats.vertexCount += position.getCount() * placements.length;
      const values = positionValues(position);
      if (placements.length === 1) {
        if (!expandTransformed(values, placements[0]!, min, max)) stats.nonFinite = true;
      } else {
        // Many instances: transform the primitive's own box rather than every vertex of every copy.
        const local = { min: [Infinity, Infinity, Infinity], max: [-Infinity, -Infinity, -Infinity] };
        if (!expandTransformed(values, IDENTITY, local.min, local.max)) stats.nonFinite = true;
        const corners = boxCorners(local.min, local.max);
        for (const matrix of placements) expandTransformed(corners, matrix, min, max);
      }
    }
  });

  if (min.every(Number.isFinite) && max.every(Number.isFinite)) {
    stats.bbox = { min: min as Bbox['min'], max: max as Bbox['max'] };
  }
  return stats;
}

function triangleCount(primitive: Primitive, position: Accessor): number {
  const count = primitive.getIndices()?.getCount() ?? position.getCount();
  switch (primitive.getMode()) {
    case Primitive.Mode.TRIANGLES:
      return Math.floor(count / 3);
    case Primitive.Mode.TRIANGLE_STRIP:
    case Primitive.Mode.TRIANGLE_FAN:
      return Math.max(0, count - 2);
    default:
      return 0;
  }
}

const IDENTITY: mat4 = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];

/** The world matrices a node's mesh is drawn with: one, or one per EXT_mesh_gpu_instancing instance. */
function nodePlacements(node: Node): mat4[] {
  const world = node.getWorldMatrix();
  const instanced = node.getExtension<InstancedMesh>('EXT_mesh_gpu_instancing');
  if (!instanced) return [world];
  const translation = instanced.getAttribute('TRANSLATION');
  const rotation = instanced.getAttribute('ROTATION');
  const scale = instanced.getAttribute('SCALE');
  const count = translation?.getCount() ?? rotation?.getCount() ?? scale?.getCount() ?? 0;
  const placements: mat4[] = [];
  const t = [0, 0, 0];
  const r = [0, 0, 0, 1];
  const s = [1, 1, 1];
  for (let i = 0; i < count; i++) {
    translation?.getElement(i, t);
    rotation?.getElement(i, r);
    scale?.getElement(i, s);
    placements.push(multiply(world, compose(t, r, s)));
  }
  return placements;
}

/** Positions as floats, with normalized integer encodings (KHR_mesh_quantization) decoded. */
function positionValues(position: Accessor): ArrayLike<number> {
  const array = position.getArray();
  if (!array) return [];
  const normalize = position.getNormalized() ? COMPONENT_NORMALIZERS[position.getComponentType()] : undefined;
  if (!normalize) return array;
  const values = new Float32Array(array.length);
  for (let i = 0; i < array.length; i++) values[i] = normalize(array[i]!);
  return values;
}

/** Grows min/max by the points transformed by `m` (column-major); false if a point is not finite. */
function expandTransformed(points: ArrayLike<number>, m: mat4, min: number[], max: number[]): boolean {
  const [m0, m1, m2, , m4, m5, m6, , m8, m9, m10, , m12, m13, m14] = m;
  // Math.min and Math.max compile without branches, which a point-by-point comparison mispredicts;
  // a NaN or infinite point makes a bound NaN or infinite, and only then are the points taken one by one.
  let [minX, minY, minZ] = min as [number, number, number];
  let [maxX, maxY, maxZ] = max as [number, number, number];
  for (let i = 0; i + 2 < points.length; i += 3) {
    const x = points[i]!;
    const y = points[i + 1]!;
    const z = points[i + 2]!;
    const wx = m0 * x + m4 * y + m8 * z + m12;
    const wy = m1 * x + m5 * y + m9 * z + m13;
    const wz = m2 * x + m6 * y + m10 * z + m14;
    minX = Math.min(minX, wx);
    minY = Math.min(minY, wy);
    minZ = Math.min(minZ, wz);
    maxX = Math.max(maxX, wx);
    maxY = Math.max(maxY, wy);
    maxZ = Math.max(maxZ, wz);
  }
  // A bound still at its start moved for no point (there were none, or none beyond it).
  const start = [...min, ...max];
  if ([minX, minY, minZ, maxX, maxY, maxZ].every((value, k) => Number.isFinite(value) || value === start[k])) {
    min.splice(0, 3, minX, minY, minZ);
    max.splice(0, 3, maxX, maxY, maxZ);
    return true;
  }
  return expandFinite(points, [m0, m1, m2, m4, m5, m6, m8, m9, m10, m12, m13, m14], min, max);
}

/** expandTransformed point by point, leaving out points that are not finite; returns false. */
function expandFinite(points: ArrayLike<number>, m: number[], min: number[], max: number[]): false {
  const [m0, m1, m2, m4, m5, m6, m8, m9, m10, m12, m13, m14] = m as [number, number, number, number, number, number, number, number, number, number, number, number];
  for (let i = 0; i + 2 < points.length; i += 3) {
    const x = points[i]!;
    const y = points[i + 1]!;
    const z = points[i + 2]!;
    const world = [m0 * x + m4 * y + m8 * z + m12, m1 * x + m5 * y + m9 * z + m13, m2 * x + m6 * y + m10 * z + m14];
    if (!world.every(Number.isFinite)) continue;
    world.forEach((value, axis) => {
      if (value < min[axis]!) min[axis] = value;
      if (value > max[axis]!) max[axis] = value;
    });
  }
  return false;
}

function boxCorners(min: number[], max: number[]): number[] {
  if (!min.every(Number.isFinite)) return [];
  const corners: number[] = [];
  for (const x of [min[0]!, max[0]!]) for (const y of [min[1]!, max[1]!]) for (const z of [min[2]!, max[2]!]) corners.push(x, y, z);
  return corners;
}

function compose(t: number[], r: number[], s: number[]): mat4 {
  const [x, y, z, w] = r as [number, number, number, number];
  const [sx, sy, sz] = s as [number, number, number];
  return [
    (1 - 2 * (y * y + z * z)) * sx, 2 * (x * y + z * w) * sx, 2 * (x * z - y * w) * sx, 0,
    2 * (x * y - z * w) * sy, (1 - 2 * (x * x + z * z)) * sy, 2 * (y * z + x * w) * sy, 0,
    2 * (x * z + y * w) * sz, 2 * (y * z - x * w) * sz, (1 - 2 * (x * x + y * y)) * sz, 0,
    t[0]!, t[1]!, t[2]!, 1,
  ];
}

function multiply(a: mat4, b: mat4): mat4 {
  const out = new Array<number>(16).fill(0);
  for (let col = 0; col < 4; col++) {
    for (let row = 0; row < 4; row++) {
      let sum = 0;
      for (let k = 0; k < 4; k++) sum += a[k * 4 + row]! * b[col * 4 + k]!;
      out[col * 4 + row] = sum;
    }
  }
  return out as unknown as mat4;
}
