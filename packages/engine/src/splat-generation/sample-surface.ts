/**
 * Area-weighted sampling of every triangle the scene draws: each sample a point on the surface in
 * world coordinates, the surface's normal there, and its colour from the base-colour texture at the
 * sample's UV (else the vertex colour, else the material's colour), as display (sRGB) values 0-1.
 */
import { soupCross } from '../mesh-math';
import { type ColourSource, surfaceColour, type Triangles } from '../read-triangles';

export interface SurfaceSamples {
  count: number;
  /** Three floats per sample. */
  positions: Float32Array;
  normals: Float32Array;
  /** sRGB, 0-1. */
  colours: Float32Array;
  /** Total area sampled, and the triangles with area. */
  area: number;
  triangles: number;
  source: ColourSource;
}

/** A small, fast, seeded generator, so the same mesh and count give the same splat. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 15), z | 1);
    z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
    return ((z ^ (z >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` samples spread by area: stratified along the triangles' running area, so every triangle
 * gets its share (a triangle of a thousandth of the area about a thousandth of the samples), each
 * placed uniformly at random inside its triangle.
 */
export function sampleSurface(mesh: Triangles, count: number, onProgress?: (fraction: number) => void): SurfaceSamples {
  const { corners } = mesh;
  const areas = new Float64Array(mesh.count);
  const faceNormals = new Float32Array(mesh.count * 3);
  let area = 0;
  let triangles = 0;
  const cross: [number, number, number] = [0, 0, 0];
  for (let t = 0; t < mesh.count; t++) {
    soupCross(corners, t, cross);
    const [nx, ny, nz] = cross;
    const length = Math.hypot(nx, ny, nz);
    if (!(length > 0) || !Number.isFinite(length)) continue;
    areas[t] = length / 2;
    area += length / 2;
    triangles++;
    faceNormals[t * 3] = nx / length;
    faceNormals[t * 3 + 1] = ny / length;
    faceNormals[t * 3 + 2] = nz / length;
  }
  const positions = new Float32Array(count * 3);
  const normals = new Float32Array(count * 3);
  const colours = new Float32Array(count * 3);
  if (!(area > 0)) return { count: 0, positions, normals, colours, area: 0, triangles: 0, source: mesh.source };

  const next = random(0x5eed ^ count ^ mesh.count);
  const step = area / count;
  let t = 0;
  let after = areas[0]!;
  const report = Math.max(1, Math.floor(count / 20));
  for (let i = 0; i < count; i++) {
    const target = (i + next()) * step;
    while (after < target && t < mesh.count - 1) {
      t++;
      after += areas[t]!;
    }
    // Uniform in the triangle: barycentrics from two uniforms.
    const r1 = Math.sqrt(next());
    const r2 = next();
    const a = 1 - r1;
    const b = r1 * (1 - r2);
    const c = r1 * r2;
    const o = t * 9;
    for (let k = 0; k < 3; k++) {
      positions[i * 3 + k] = a * corners[o + k]! + b * corners[o + 3 + k]! + c * corners[o + 6 + k]!;
      normals[i * 3 + k] = faceNormals[t * 3 + k]!;
    }
    surfaceColour(mesh, t, a, b, c, colours, i * 3);
    if (onProgress && i % report === 0) onProgress(i / count);
  }
  return { count, positions, normals, colours, area, triangles, source: mesh.source };
}
