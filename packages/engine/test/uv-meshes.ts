/** Welded meshes built in code for the UV unwrapper's tests and benchmark (positions and indices only). */
import { boxGeometry } from './meshes';

export interface IndexedMesh {
  positions: Float32Array;
  indices: Uint32Array;
}

export function box(): IndexedMesh {
  const { positions, indices } = boxGeometry([-1, -0.5, -0.25], [1, 0.5, 0.25]);
  return { positions: new Float32Array(positions), indices: new Uint32Array(indices) };
}

/**
 * A closed surface from a grid of `rows` x `columns` quads wrapping in both directions (or pinched at
 * the poles when `poles`): `point(u, v)` with u, v in [0, 1] gives a position.
 */
function gridSurface(rows: number, columns: number, point: (u: number, v: number) => [number, number, number], wrapRows: boolean): IndexedMesh {
  const rowCount = wrapRows ? rows : rows + 1;
  const positions = new Float32Array(rowCount * columns * 3);
  for (let r = 0; r < rowCount; r++) {
    for (let c = 0; c < columns; c++) positions.set(point(c / columns, r / rows), (r * columns + c) * 3);
  }
  const indices: number[] = [];
  for (let r = 0; r < rows; r++) {
    const r1 = wrapRows ? (r + 1) % rows : r + 1;
    for (let c = 0; c < columns; c++) {
      const c1 = (c + 1) % columns;
      const a = r * columns + c, b = r * columns + c1, d = r1 * columns + c, e = r1 * columns + c1;
      indices.push(a, d, b, b, d, e);
    }
  }
  return { positions, indices: new Uint32Array(indices) };
}

/**
 * A UV sphere of radius 1: `rings` bands of `segments` quads, the pole bands as fans around one
 * vertex each (2 * segments * (rings - 1) triangles).
 */
export function uvSphere(rings: number, segments: number, bump = 0): IndexedMesh {
  const positions: number[] = [0, 0, 1 + bump];
  for (let r = 1; r < rings; r++) {
    const theta = (Math.PI * r) / rings;
    for (let s = 0; s < segments; s++) {
      const phi = (2 * Math.PI * s) / segments;
      // Deterministic bumps: a few low-frequency waves over the surface.
      const radius = 1 + bump * Math.sin(5 * theta) * Math.cos(4 * phi) * Math.sin(3 * phi + theta);
      positions.push(radius * Math.sin(theta) * Math.cos(phi), radius * Math.sin(theta) * Math.sin(phi), radius * Math.cos(theta));
    }
  }
  positions.push(0, 0, -1 - bump);
  const south = positions.length / 3 - 1;
  const at = (r: number, s: number) => 1 + (r - 1) * segments + (s % segments);
  const indices: number[] = [];
  for (let s = 0; s < segments; s++) indices.push(0, at(1, s), at(1, s + 1));
  for (let r = 1; r < rings - 1; r++) {
    for (let s = 0; s < segments; s++) indices.push(at(r, s), at(r + 1, s), at(r + 1, s + 1), at(r, s), at(r + 1, s + 1), at(r, s + 1));
  }
  for (let s = 0; s < segments; s++) indices.push(south, at(rings - 1, s + 1), at(rings - 1, s));
  return { positions: new Float32Array(positions), indices: new Uint32Array(indices) };
}

export function torus(rows: number, columns: number, major = 1, minor = 0.35): IndexedMesh {
  return gridSurface(
    rows,
    columns,
    (u, v) => {
      const a = 2 * Math.PI * u, b = 2 * Math.PI * v;
      const ring = major + minor * Math.cos(b);
      return [ring * Math.cos(a), ring * Math.sin(a), minor * Math.sin(b)];
    },
    true,
  );
}

/** A tube of radius `tube` around a (p, q) torus knot: a long, twisting surface. */
export function torusKnot(rows: number, columns: number, p = 2, q = 3, tube = 0.25): IndexedMesh {
  const curve = (t: number): [number, number, number] => {
    const a = 2 * Math.PI * t;
    const r = 1 + 0.4 * Math.cos(q * a);
    return [r * Math.cos(p * a), r * Math.sin(p * a), 0.4 * Math.sin(q * a)];
  };
  return gridSurface(
    rows,
    columns,
    (u, v) => {
      const c = curve(v);
      const ahead = curve(v + 1e-4);
      const tangent = normalize([ahead[0] - c[0], ahead[1] - c[1], ahead[2] - c[2]]);
      const normal = normalize(crossOf(tangent, [0, 0, 1]));
      const binormal = crossOf(tangent, normal);
      const b = 2 * Math.PI * u;
      return [
        c[0] + tube * (Math.cos(b) * normal[0] + Math.sin(b) * binormal[0]),
        c[1] + tube * (Math.cos(b) * normal[1] + Math.sin(b) * binormal[1]),
        c[2] + tube * (Math.cos(b) * normal[2] + Math.sin(b) * binormal[2]),
      ];
    },
    true,
  );
}

/** `count` unit cubes in a row along x, each its own welded part. */
export function cubes(count: number): IndexedMesh {
  const one = box();
  const vertices = one.positions.length / 3;
  const positions = new Float32Array(one.positions.length * count);
  const indices = new Uint32Array(one.indices.length * count);
  for (let i = 0; i < count; i++) {
    for (let k = 0; k < one.positions.length; k += 3) {
      positions[i * one.positions.length + k] = one.positions[k]! + i * 3;
      positions[i * one.positions.length + k + 1] = one.positions[k + 1]! + (i % 7);
      positions[i * one.positions.length + k + 2] = one.positions[k + 2]!;
    }
    for (let k = 0; k < one.indices.length; k++) indices[i * one.indices.length + k] = one.indices[k]! + i * vertices;
  }
  return { positions, indices };
}

/** A flat `size` x `size` quad grid in the z = 0 plane, 2 units wide and 1 tall. */
export function flatGrid(size: number): IndexedMesh {
  const positions: number[] = [];
  for (let r = 0; r <= size; r++) for (let c = 0; c <= size; c++) positions.push((2 * c) / size, r / size, 0);
  const indices: number[] = [];
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const a = r * (size + 1) + c;
      indices.push(a, a + 1, a + size + 1, a + 1, a + size + 2, a + size + 1);
    }
  }
  return { positions: new Float32Array(positions), indices: new Uint32Array(indices) };
}

function crossOf(a: number[], b: number[]): [number, number, number] {
  return [a[1]! * b[2]! - a[2]! * b[1]!, a[2]! * b[0]! - a[0]! * b[2]!, a[0]! * b[1]! - a[1]! * b[0]!];
}

function normalize(v: [number, number, number]): [number, number, number] {
  const length = Math.hypot(v[0], v[1], v[2]);
  return [v[0] / length, v[1] / length, v[2] / length];
}
