import { describe, expect, it } from 'vitest';
import { measureUvs, unwrapUvs, type Unwrap } from '../src/texture/unwrap-uvs';
import { box, cubes, flatGrid, torus, uvSphere, type IndexedMesh } from './uv-meshes';

function unwrap(mesh: IndexedMesh, resolution = 1024) {
  const result = unwrapUvs(mesh.positions, mesh.indices, { resolution });
  // Measured on a finer raster than the default, so thin overlaps would show.
  return { result, measure: measureUvs(mesh.positions, mesh.indices, result.cornerUvs, 1024) };
}

function expectInUnitSquare({ cornerUvs }: Unwrap, mesh: IndexedMesh) {
  expect(cornerUvs.length).toBe(mesh.indices.length * 2);
  let outside = 0;
  for (const value of cornerUvs) if (!(value >= 0 && value <= 1)) outside++;
  expect(outside).toBe(0);
}

describe('unwrapUvs', () => {
  it('gives a box one chart per side, without stretch or overlap', () => {
    const mesh = box();
    const { result, measure } = unwrap(mesh);
    expectInUnitSquare(result, mesh);
    expect(result.charts).toBe(6);
    expect(new Set(result.chartOf).size).toBe(6);
    // The two triangles of each side share its chart.
    for (let side = 0; side < 6; side++) expect(result.chartOf[side * 2]).toBe(result.chartOf[side * 2 + 1]);
    expect(measure.overlap).toBe(0);
    expect(measure.outside).toBe(0);
    expect(measure.stretch).toBeLessThan(1.001);
    expect(measure.coverage).toBeGreaterThan(0.6);
  });

  it('cuts a 20k-triangle sphere into a few charts with little stretch', () => {
    const mesh = uvSphere(100, 100);
    expect(mesh.indices.length / 3).toBe(19_800);
    const { result, measure } = unwrap(mesh);
    expectInUnitSquare(result, mesh);
    expect(result.charts).toBeGreaterThanOrEqual(6);
    expect(result.charts).toBeLessThanOrEqual(40);
    expect(measure.overlap).toBeLessThan(0.001);
    // Measured 1.023: orthographic caps within a 50 degree cone.
    expect(measure.stretch).toBeLessThan(1.05);
    expect(measure.coverage).toBeGreaterThan(0.45);
  });

  it('folds the slivers of a bumpy sphere into their neighbours and packs the charts by their outlines', () => {
    const mesh = uvSphere(40, 64, 0.15);
    const { result, measure } = unwrap(mesh);
    expectInUnitSquare(result, mesh);
    // Measured 38 charts and coverage 0.52; packed as rectangles, without the wider merge, 76 and 0.46.
    expect(result.charts).toBeLessThanOrEqual(50);
    expect(measure.coverage).toBeGreaterThan(0.5);
    expect(measure.overlap).toBe(0);
    expect(measure.stretch).toBeLessThan(1.05);
  });

  it('unwraps a torus without overlap', () => {
    const mesh = torus(60, 120);
    const { result, measure } = unwrap(mesh);
    expectInUnitSquare(result, mesh);
    expect(result.charts).toBeLessThanOrEqual(60);
    expect(measure.overlap).toBeLessThan(0.001);
    expect(measure.stretch).toBeLessThan(1.05);
    expect(measure.coverage).toBeGreaterThan(0.4);
  });

  it('keeps 50 disconnected cubes apart at one texel density', () => {
    const mesh = cubes(50);
    const { result, measure } = unwrap(mesh);
    expectInUnitSquare(result, mesh);
    expect(result.charts).toBe(300);
    expect(measure.overlap).toBe(0);
    expect(measure.stretch).toBeLessThan(1.001);
    // Every cube's top side (same size on every cube) gets the same UV area: one density for all.
    const areas = new Set<string>();
    for (let f = 0; f < mesh.indices.length / 3; f += 12) {
      const uv = result.cornerUvs.subarray(f * 6, f * 6 + 6);
      areas.add((Math.abs((uv[2]! - uv[0]!) * (uv[5]! - uv[1]!) - (uv[4]! - uv[0]!) * (uv[3]! - uv[1]!)) * 1e6).toFixed(0));
    }
    expect(areas.size).toBe(1);
  });

  it('lays a flat grid out as one chart keeping its proportions', () => {
    const mesh = flatGrid(40);
    const { result, measure } = unwrap(mesh);
    expectInUnitSquare(result, mesh);
    expect(result.charts).toBe(1);
    expect(measure.stretch).toBeLessThan(1.001);
    // A 2 x 1 rectangle in a square: half of it, less the gutter.
    expect(measure.coverage).toBeGreaterThan(0.48);
    expect(measure.coverage).toBeLessThanOrEqual(0.5);
  });

  it('keeps the gutter between charts in texels', () => {
    const mesh = cubes(4);
    const resolution = 256;
    const padding = 8;
    const { cornerUvs, chartOf, charts } = unwrapUvs(mesh.positions, mesh.indices, { resolution, padding });
    const boxes = Array.from({ length: charts }, () => [Infinity, Infinity, -Infinity, -Infinity]);
    for (let corner = 0; corner < cornerUvs.length / 2; corner++) {
      const b = boxes[chartOf[Math.floor(corner / 3)]!]!;
      const u = cornerUvs[corner * 2]! * resolution, v = cornerUvs[corner * 2 + 1]! * resolution;
      b[0] = Math.min(b[0]!, u);
      b[1] = Math.min(b[1]!, v);
      b[2] = Math.max(b[2]!, u);
      b[3] = Math.max(b[3]!, v);
    }
    for (let a = 0; a < charts; a++) {
      for (let b = a + 1; b < charts; b++) {
        const [p, q] = [boxes[a]!, boxes[b]!];
        const gap = Math.max(q[0]! - p[2]!, p[0]! - q[2]!, q[1]! - p[3]!, p[1]! - q[3]!);
        expect(gap).toBeGreaterThanOrEqual(padding - 1e-3);
      }
    }
  });

  it('handles a non-manifold edge: a fin on a box edge shared by three triangles', () => {
    const solid = box();
    // Box vertices 0 and 1 span the edge along x at the lowest y and z; the fin leaves it diagonally.
    const positions = new Float32Array([...solid.positions, 0, -1.5, -1]);
    const indices = new Uint32Array([...solid.indices, 0, 1, 8, 1, 0, 8]);
    const { result, measure } = unwrap({ positions, indices });
    expectInUnitSquare(result, { positions, indices });
    // The fin's faces (back to back) are 37 degrees from the lowest-z side and 53 from the lowest-y
    // side: one joins the first side's chart (outside the side in projection), the other stands alone.
    expect(result.charts).toBe(7);
    expect(result.chartOf[12]).toBe(result.chartOf[0]);
    expect(new Set(result.chartOf.subarray(0, 12)).has(result.chartOf[13]!)).toBe(false);
    expect(measure.overlap).toBe(0);
    expect(measure.stretch).toBeLessThan(1.05);
  });

  it('gives triangles without area UVs inside their chart, and reports progress', () => {
    const mesh = flatGrid(4);
    // A sliver: its third corner on the line through the first two.
    const positions = new Float32Array([...mesh.positions, 0, 0, 0, 1, 0, 0, 2, 0, 0]);
    const first = mesh.positions.length / 3;
    const indices = new Uint32Array([...mesh.indices, first, first + 1, first + 2, 0, 1, 0]);
    const fractions: number[] = [];
    const result = unwrapUvs(positions, indices, { resolution: 512, onProgress: (fraction) => fractions.push(fraction) });
    expect(result.cornerUvs.length).toBe(indices.length * 2);
    for (const value of result.cornerUvs) expect(value >= 0 && value <= 1).toBe(true);
    expect(fractions.at(-1)).toBe(1);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
  });

  it('rejects options it cannot honour', () => {
    const mesh = box();
    expect(() => unwrapUvs(mesh.positions, mesh.indices, { resolution: 0 })).toThrow(/^unwrapUvs: resolution/);
    expect(() => unwrapUvs(mesh.positions, mesh.indices, { resolution: 1024, padding: -1 })).toThrow(/^unwrapUvs: padding/);
    expect(() => unwrapUvs(mesh.positions, new Uint32Array([0, 1, 99]), { resolution: 1024 })).toThrow(/^unwrapUvs: index 99/);
  });
});

describe('measureUvs', () => {
  it('reports overlap when every triangle is mapped onto the same square', () => {
    const mesh = box();
    const faces = mesh.indices.length / 3;
    const cornerUvs = new Float32Array(faces * 6);
    for (let f = 0; f < faces; f++) cornerUvs.set(f % 2 ? [0.1, 0.1, 0.9, 0.1, 0.9, 0.9] : [0.1, 0.1, 0.9, 0.9, 0.1, 0.9], f * 6);
    const measure = measureUvs(mesh.positions, mesh.indices, cornerUvs);
    expect(measure.overlap).toBeGreaterThan(0.9);
    expect(measure.coverage).toBeCloseTo(0.64, 2);
  });

  it('counts corners outside the square and reads a squashed layout as stretch', () => {
    const mesh = flatGrid(4);
    const faces = mesh.indices.length / 3;
    const cornerUvs = new Float32Array(faces * 6);
    // The grid's own x, y, squeezed to a tenth across (x / 2, y / 20): strongly anisotropic.
    for (let corner = 0; corner < faces * 3; corner++) {
      const vertex = mesh.indices[corner]!;
      cornerUvs[corner * 2] = mesh.positions[vertex * 3]! / 2;
      cornerUvs[corner * 2 + 1] = mesh.positions[vertex * 3 + 1]! / 20;
    }
    const squashed = measureUvs(mesh.positions, mesh.indices, cornerUvs);
    expect(squashed.overlap).toBe(0);
    expect(squashed.outside).toBe(0);
    expect(squashed.stretch).toBeGreaterThan(1.5);
    cornerUvs[0] = 1.5;
    expect(measureUvs(mesh.positions, mesh.indices, cornerUvs).outside).toBeCloseTo(1 / (faces * 3), 6);
  });

  it('measures 200k triangles of a longitude-latitude layout at 512', () => {
    const mesh = uvSphere(317, 317);
    const faces = mesh.indices.length / 3;
    expect(faces).toBeGreaterThan(199_000);
    // The sphere's own longitude-latitude layout, as a mesh from a file would bring.
    const cornerUvs = new Float32Array(faces * 6);
    for (let corner = 0; corner < faces * 3; corner++) {
      const vertex = mesh.indices[corner]!;
      const [x, y, z] = mesh.positions.subarray(vertex * 3, vertex * 3 + 3);
      cornerUvs[corner * 2] = Math.atan2(y!, x!) / (2 * Math.PI) + 0.5;
      cornerUvs[corner * 2 + 1] = Math.acos(Math.max(-1, Math.min(1, z!))) / Math.PI;
    }
    // Its speed is the benchmark's to show (`pnpm bench uv-unwrap` prints measureUvs' time), not a
    // timed test's: a clock in a test fails on a busy machine.
    const measure = measureUvs(mesh.positions, mesh.indices, cornerUvs);
    expect(measure.outside).toBe(0);
    expect(measure.coverage).toBeGreaterThan(0.9);
  });
});
