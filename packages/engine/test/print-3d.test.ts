import { NodeIO } from '@gltf-transform/core';
import { XMLParser } from 'fast-xml-parser';
import { unzipSync, strFromU8 } from 'fflate';
import { STLLoader } from 'three/examples/jsm/loaders/STLLoader.js';
import { describe, expect, it, vi } from 'vitest';
import { ingestFile, print3d, type Print3dOptions } from '../src/index';
import { write3mf } from '../src/print-3d/write-print-files';
import { tempFile, validatorErrors } from './helpers';
import { glbOf, gridBox, type TriangleMesh, unwelded, uvSphere } from './print-meshes';

const run = async (meshes: TriangleMesh[], options: Print3dOptions = {}) => print3d(await glbOf(...meshes), options);

/** Triangles of a binary STL, read by three.js's STLLoader: volume, bounds, count. */
function readStl(bytes: Uint8Array) {
  const geometry = new STLLoader().parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const p = geometry.getAttribute('position').array as Float32Array;
  let volume6 = 0;
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < p.length; i += 9) {
    volume6 += p[i]! * (p[i + 4]! * p[i + 8]! - p[i + 5]! * p[i + 7]!) - p[i + 1]! * (p[i + 3]! * p[i + 8]! - p[i + 5]! * p[i + 6]!) + p[i + 2]! * (p[i + 3]! * p[i + 7]! - p[i + 4]! * p[i + 6]!);
  }
  for (let i = 0; i < p.length; i += 3) {
    for (let k = 0; k < 3; k++) {
      min[k] = Math.min(min[k]!, p[i + k]!);
      max[k] = Math.max(max[k]!, p[i + k]!);
    }
  }
  return { triangles: p.length / 9, volume: volume6 / 6, size: [0, 1, 2].map((k) => max[k]! - min[k]!) };
}

/** The 3MF package read back: unzipped with fflate, its model parsed with fast-xml-parser. */
function read3mf(bytes: Uint8Array) {
  const files = unzipSync(bytes);
  expect(Object.keys(files).sort()).toEqual(['3D/3dmodel.model', '[Content_Types].xml', '_rels/.rels']);
  const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(strFromU8(files['3D/3dmodel.model']!));
  const model = xml.model;
  const mesh = model.resources.object.mesh;
  const vertices = (mesh.vertices.vertex as { x: string; y: string; z: string }[]).map((v) => [Number(v.x), Number(v.y), Number(v.z)]);
  const triangles = (mesh.triangles.triangle as { v1: string; v2: string; v3: string }[]).map((t) => [Number(t.v1), Number(t.v2), Number(t.v3)]);
  let volume6 = 0;
  for (const [a, b, c] of triangles) {
    const [p, q, r] = [vertices[a!]!, vertices[b!]!, vertices[c!]!];
    volume6 += p[0]! * (q[1]! * r[2]! - q[2]! * r[1]!) - p[1]! * (q[0]! * r[2]! - q[2]! * r[0]!) + p[2]! * (q[0]! * r[1]! - q[1]! * r[0]!);
  }
  return { unit: model.unit as string, triangles: triangles.length, volume: volume6 / 6 };
}

describe('print3d', () => {
  it('keeps a closed box as it is: watertight, volume to the analytic value, STL and 3MF read back', async () => {
    // 2 x 1 x 0.5 m box, scaled so its longest side is 100 mm: 100 x 50 x 25 mm = 125 cm3.
    const { files, report } = await run([gridBox([2, 0.5, 1], 4)], { longest_side_mm: 100, orient_flat: false });
    expect(report.watertight_before).toBe(true);
    expect(report.watertight_after).toBe(true);
    expect(report.checks_after.non_manifold_edges).toBe(0);
    expect(report.volume_cm3).toBeCloseTo(125, 1);
    // glTF's Y up becomes Z up: the 0.5 m height is the 25 mm Z side.
    expect(report.bbox_mm).toEqual([100, 50, 25]);
    expect(report.area_cm2).toBeCloseTo((2 * (100 * 50 + 100 * 25 + 50 * 25)) / 100, 1);
    expect(report.grams_pla).toBeGreaterThan(0);
    expect(report.grams_resin).toBeCloseTo(125 * 1.1, 0);
    expect(report.print_minutes).toBeGreaterThan(0);

    expect(files.map((file) => file.name)).toEqual(['print.stl', 'print.3mf']);
    const stl = readStl(files[0]!.bytes);
    expect(stl.triangles).toBe(report.triangles);
    expect(stl.volume / 1000).toBeCloseTo(125, 1);
    expect(stl.size.map((value) => Math.round(value))).toEqual([100, 50, 25]);
    const threeMf = read3mf(files[1]!.bytes);
    expect(threeMf.unit).toBe('millimeter');
    expect(threeMf.triangles).toBe(report.triangles);
    expect(threeMf.volume / 1000).toBeCloseTo(125, 1);
    // The viewer's copy is a valid GLB.
    expect((await validatorErrors(files[0]!.view!)).count).toBe(0);
  });

  it('measures a sphere within 1% of 4/3 pi r^3', async () => {
    const { report, files } = await run([uvSphere(0.5, 96, 192)], { longest_side_mm: 100 });
    const analytic = ((4 / 3) * Math.PI * 50 ** 3) / 1000;
    expect(report.watertight_after).toBe(true);
    expect(Math.abs(report.volume_cm3 - analytic) / analytic).toBeLessThan(0.01);
    expect(Math.abs(readStl(files[0]!.bytes).volume / 1000 - analytic) / analytic).toBeLessThan(0.01);
  });

  it('repairs an unwelded box with a missing face and inverted winding into a closed solid', async () => {
    const box = gridBox([1, 1, 1], 3);
    // One side (the last 18 triangles of 108) missing, every face turned inwards, no shared vertices.
    const open: TriangleMesh = { positions: box.positions, indices: box.indices.slice(0, box.indices.length - 54) };
    for (let i = 0; i < open.indices.length; i += 3) [open.indices[i + 1], open.indices[i + 2]] = [open.indices[i + 2]!, open.indices[i + 1]!];
    const { report } = await run([unwelded(open)], { longest_side_mm: 50, orient_flat: false });
    expect(report.watertight_before).toBe(false);
    expect(report.checks_before.non_manifold_edges).toBe(12);
    expect(report.repairs.welded_vertices).toBeGreaterThan(0);
    expect(report.repairs.filled_holes).toBe(1);
    expect(report.repairs.flipped_faces).toBe(open.indices.length / 3);
    expect(report.watertight_after).toBe(true);
    expect(report.checks_after.non_manifold_edges).toBe(0);
    expect(report.volume_cm3).toBeCloseTo(125, 1);
  });

  it('drops a tiny loose part and a part inside another, and counts the degenerate faces', async () => {
    const outer = gridBox([1, 1, 1], 2);
    const inner = gridBox([0.4, 0.4, 0.4], 1, [0.3, 0.3, 0.3]);
    const speck = gridBox([0.01, 0.01, 0.01], 1, [3, 0, 0]);
    const sliver: TriangleMesh = { positions: [5, 5, 5, 6, 5, 5, 7, 5, 5], indices: [0, 1, 2] };
    const { report } = await run([outer, inner, speck, sliver], { size_mode: 'scale', scale: 0.05, orient_flat: false });
    expect(report.checks_before.loose_parts).toBe(3);
    expect(report.checks_before.degenerate_faces).toBe(1);
    // The inner box is inside the outer one without crossing it.
    expect(report.checks_before.self_intersections).toBe(0);
    expect(report.repairs.removed_parts).toBe(1);
    expect(report.checks_after.loose_parts).toBe(0);
    // Scale 0.05: 1 m is 50 mm.
    expect(report.bbox_mm).toEqual([50, 50, 50]);
    expect(report.volume_cm3).toBeCloseTo(125, 1);
  });

  it('counts crossing faces of overlapping parts and unites them into one solid', async () => {
    const { report } = await run([gridBox([1, 1, 1], 2), gridBox([1, 1, 1], 2, [0.5, 0.25, 0.25])], { size_mode: 'scale', scale: 0.05, orient_flat: false });
    expect(report.checks_before.self_intersections).toBeGreaterThan(0);
    expect(report.checks_before.loose_parts).toBe(1);
    expect(report.checks_after.self_intersections).toBe(0);
    expect(report.checks_after.loose_parts).toBe(0);
    // Two 1 m cubes overlapping by 0.5 x 0.75 x 0.75 m, at 50 mm a metre (1 m3 is 125 cm3).
    expect(report.volume_cm3).toBeCloseTo((2 - 0.5 * 0.75 * 0.75) * 125, 1);
    expect(report.watertight_after).toBe(true);
  });

  it('hollows a box to the volume of its walls, with a drain hole', async () => {
    const wall = 2;
    const { report, files } = await run([gridBox([1, 1, 1], 2)], { longest_side_mm: 40, hollow: true, wall_mm: wall, drain_hole_mm: 0, orient_flat: false });
    expect(report.hollowed).toBe(true);
    expect(report.watertight_after).toBe(true);
    expect(report.volume_cm3).toBeCloseTo((40 ** 3 - (40 - 2 * wall) ** 3) / 1000, 2);
    expect(readStl(files[0]!.bytes).volume / 1000).toBeCloseTo(report.volume_cm3, 2);

    const drained = await run([gridBox([1, 1, 1], 2)], { longest_side_mm: 40, hollow: true, wall_mm: wall, drain_hole_mm: 5, orient_flat: false });
    // The hole takes about its cylinder through the 2 mm floor.
    const hole = (Math.PI * 2.5 ** 2 * wall) / 1000;
    expect(report.volume_cm3 - drained.report.volume_cm3).toBeGreaterThan(hole * 0.9);
    expect(report.volume_cm3 - drained.report.volume_cm3).toBeLessThan(hole * 1.1);
    expect(drained.report.watertight_after).toBe(true);
    expect(drained.report.checks_after.loose_parts).toBe(0);
  });

  it('hollows a sphere close to the analytic shell', async () => {
    const { report } = await run([uvSphere(0.5, 64, 128)], { longest_side_mm: 60, hollow: true, wall_mm: 3, drain_hole_mm: 0 });
    const shell = ((4 / 3) * Math.PI * (30 ** 3 - 27 ** 3)) / 1000;
    expect(Math.abs(report.volume_cm3 - shell) / shell).toBeLessThan(0.02);
  });

  it('stands a model on its flattest side, cuts a flat base, and counts overhangs and thin walls', async () => {
    // A tall thin plate lying along X: 1 x 0.02 x 0.5 m; its largest side faces Z in glTF, Y when Z is up.
    const plate = gridBox([1, 0.5, 0.02], 2);
    const flat = await run([plate], { longest_side_mm: 100, orient_flat: true, min_wall_mm: 3 });
    // Lying on its 100 x 50 face: 2 mm high.
    expect(Math.min(...flat.report.bbox_mm)).toBeCloseTo(flat.report.bbox_mm[2], 5);
    expect(flat.report.checks_after.thin_faces).toBeGreaterThan(0);
    expect(flat.report.checks_after.overhang_faces).toBe(0);

    const cube = await run([gridBox([1, 1, 1], 2)], { longest_side_mm: 20, flat_base_mm: 5, orient_flat: false });
    expect(cube.report.bbox_mm).toEqual([20, 20, 15]);
    expect(cube.report.volume_cm3).toBeCloseTo((20 * 20 * 15) / 1000, 2);

    // A box standing on a narrower box (a T shape) has the underside of the top as overhang.
    const t = await run([gridBox([1, 0.2, 1], 2, [0, 1, 0]), gridBox([0.2, 1.05, 0.2], 1, [0.4, 0, 0.4])], { longest_side_mm: 100, orient_flat: false });
    expect(t.report.checks_after.overhang_faces).toBeGreaterThan(0);
    expect(t.report.checks_after.loose_parts).toBe(0);
    // The viewer's copy shows the overhangs as their own orange primitive, and is a valid GLB.
    const view = await new NodeIO().readBinary(t.files[0]!.view!);
    const primitives = view.getRoot().listMeshes()[0]!.listPrimitives();
    expect(primitives.map((primitive) => primitive.getMaterial()!.getName())).toEqual(['Printable', 'Flagged by the checks']);
    // Overhanging faces are all flagged; a face both thin and overhanging is flagged once.
    const flagged = primitives[1]!.getIndices()!.getCount() / 3;
    expect(flagged).toBeGreaterThanOrEqual(t.report.checks_after.overhang_faces);
    expect(flagged).toBeLessThanOrEqual(t.report.checks_after.overhang_faces + t.report.checks_after.thin_faces);
    expect((await validatorErrors(t.files[0]!.view!)).count).toBe(0);
  });

  it('stands a flat Z-up STL slab on its flattest side: 120 x 80 mm footprint, 34 mm tall', async () => {
    // A 120 x 80 x 34 mm slab lying flat as CAD writes it: Z up. Read as an upload is (STL is taken to
    // be Z-up and turned to glTF's Y-up), then stood on its largest face.
    const slab = gridBox([120, 80, 34], 2);
    const stl = new Uint8Array(84 + (slab.indices.length / 3) * 50);
    const view = new DataView(stl.buffer);
    view.setUint32(80, slab.indices.length / 3, true);
    slab.indices.forEach((vertex, i) => {
      const at = 84 + Math.floor(i / 3) * 50 + 12 + (i % 3) * 12;
      for (let k = 0; k < 3; k++) view.setFloat32(at + k * 4, slab.positions[vertex * 3 + k]!, true);
    });
    const ingested = await ingestFile(await tempFile('slab.stl', stl), { kind: 'mesh', format: 'stl' });
    if (ingested.kind !== 'mesh') throw new Error('the slab was not read as a mesh');
    // Read as millimetres, the GLB in metres: 34 mm tall.
    expect(ingested.bbox.max[1] - ingested.bbox.min[1]).toBeCloseTo(0.034, 6);
    // At scale 1 it prints at the file's own numbers, in millimetres.
    const asDrawn = await print3d(ingested.glb, { size_mode: 'scale', scale: 1, orient_flat: false });
    expect(asDrawn.report.bbox_mm).toEqual([expect.closeTo(120, 1), expect.closeTo(80, 1), expect.closeTo(34, 1)]);
    const { report } = await print3d(ingested.glb, { longest_side_mm: 120, orient_flat: true });
    expect(report.bbox_mm[2]).toBeCloseTo(34, 1);
    expect([report.bbox_mm[0], report.bbox_mm[1]].sort((a, b) => b - a)).toEqual([expect.closeTo(120, 1), expect.closeTo(80, 1)]);
    // Without turning, it already stands as it was modelled (read as Y-up, it would be 80 mm tall).
    const asModelled = await print3d(ingested.glb, { longest_side_mm: 120, orient_flat: false });
    expect(asModelled.report.bbox_mm).toEqual([expect.closeTo(120, 1), expect.closeTo(80, 1), expect.closeTo(34, 1)]);
  });

  it('stores a large model in the 3MF package uncompressed, readable as the deflated one', () => {
    // The 12-triangle cube of a 10 mm box; stored as a model of any size would be past the deflate limit.
    const box = gridBox([10, 10, 10]);
    const mesh = { positions: new Float32Array(box.positions), indices: new Uint32Array(box.indices) };
    const stored = write3mf(mesh, 'A <box> & more', 0);
    const deflated = write3mf(mesh, 'A <box> & more');
    expect(stored.length).toBeGreaterThan(deflated.length);
    const [a, b] = [unzipSync(stored), unzipSync(deflated)];
    expect(Object.keys(a)).toEqual(['[Content_Types].xml', '_rels/.rels', '3D/3dmodel.model']);
    for (const name of Object.keys(b)) expect(strFromU8(a[name]!)).toBe(strFromU8(b[name]!));
    const threeMf = read3mf(stored);
    expect(threeMf.unit).toBe('millimeter');
    expect(threeMf.triangles).toBe(12);
    expect(threeMf.volume).toBeCloseTo(1000, 3);
  });

  it('writes the same 3MF bytes for the same print whenever it is written, deflated or stored', () => {
    const box = gridBox([10, 10, 10]);
    const mesh = { positions: new Float32Array(box.positions), indices: new Uint32Array(box.indices) };
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
      const [deflated, stored] = [write3mf(mesh, 'A box'), write3mf(mesh, 'A box', 0)];
      vi.setSystemTime(new Date('2026-03-01T10:00:03Z'));
      expect(Buffer.from(write3mf(mesh, 'A box')).equals(Buffer.from(deflated))).toBe(true);
      expect(Buffer.from(write3mf(mesh, 'A box', 0)).equals(Buffer.from(stored))).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses what it cannot print with a sentence', async () => {
    await expect(run([gridBox([1, 1, 1])], { longest_side_mm: 2 })).rejects.toThrow(/^3d-printing: longest_side_mm must be a number from 5 to 1000/);
    await expect(run([gridBox([1, 1, 1])], { hollow: 'yes' as unknown as boolean })).rejects.toThrow(/^3d-printing: hollow must be true or false/);
    // A single flat square encloses nothing.
    await expect(run([{ positions: [0, 0, 0, 1, 0, 0, 1, 0, 1, 0, 0, 1], indices: [0, 1, 2, 0, 2, 3] }])).rejects.toThrow(/^3d-printing: the mesh encloses no volume/);
    // Walls thicker than half the model.
    await expect(run([gridBox([1, 1, 1])], { longest_side_mm: 10, hollow: true, wall_mm: 6 })).rejects.toThrow(/^3d-printing: the model is too thin to hollow/);
  });

  it('reports progress stages in order', async () => {
    const stages: string[] = [];
    let last = 0;
    await print3d(await glbOf(gridBox([1, 1, 1], 2)), { hollow: true }, (fraction, stage) => {
      expect(fraction).toBeGreaterThanOrEqual(last);
      last = fraction;
      if (stages.at(-1) !== stage) stages.push(stage);
    });
    expect(stages).toEqual([
      'Reading mesh',
      'Checking the mesh',
      'Repairing: orienting faces and filling holes',
      'Repairing: making it one closed solid',
      'Turning the flattest side down',
      'Hollowing',
      'Measuring and checking the result',
      'Writing STL and 3MF',
      'Done',
    ]);
  });
});
