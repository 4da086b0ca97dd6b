import { SEGMENTATION_PART_RANGES, segmentationGranularities, segmentationReportSchema, segmentationTool } from '@facet/contract';
import { Document } from '@gltf-transform/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { segmentation } from '../src/index';
import { isClosed } from '../src/segmentation/build-part';
import { capLoops, edgeKey } from '../src/segmentation/cap-loops';
import { plainIO, validatorErrors } from './helpers';
import { boxGeometry, texturedSphereDocument } from './meshes';

type Geometry = { positions: number[]; indices: number[] };

/** One GLB with one primitive holding the geometry. */
async function glbOf(geometry: Geometry): Promise<Uint8Array> {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const primitive = doc
    .createPrimitive()
    .setAttribute('POSITION', doc.createAccessor().setType('VEC3').setArray(new Float32Array(geometry.positions)).setBuffer(buffer))
    .setIndices(doc.createAccessor().setType('SCALAR').setArray(new Uint32Array(geometry.indices)).setBuffer(buffer));
  doc.getRoot().setDefaultScene(doc.createScene().addChild(doc.createNode('Shape').setMesh(doc.createMesh('Shape').addPrimitive(primitive))));
  return plainIO().writeBinary(doc);
}

/** Boxes that touch nothing else, side by side along x. */
function separateBoxes(count: number): Geometry {
  const out: Geometry = { positions: [], indices: [] };
  for (let i = 0; i < count; i++) {
    const box = boxGeometry([i * 3, 0, 0], [i * 3 + 1 + i * 0.2, 1, 1]);
    const base = out.positions.length / 3;
    out.positions.push(...box.positions);
    out.indices.push(...box.indices.map((index) => index + base));
  }
  return out;
}

/**
 * The outer surface of a union of unit cubes: one closed mesh, with inward creases where the
 * cubes' blocks meet (each visible cube side is two triangles; corners are shared by position).
 */
function voxelSurface(cells: readonly [number, number, number][]): Geometry {
  const filled = new Set(cells.map((cell) => cell.join(',')));
  const positions: number[] = [];
  const indices: number[] = [];
  const corner = new Map<string, number>();
  const vertex = (x: number, y: number, z: number) => {
    const key = `${x},${y},${z}`;
    let id = corner.get(key);
    if (id === undefined) {
      id = positions.length / 3;
      corner.set(key, id);
      positions.push(x, y, z);
    }
    return id;
  };
  // Each side: the neighbour's offset and its four corners, anticlockwise seen from outside.
  const sides: { offset: [number, number, number]; corners: [number, number, number][] }[] = [
    { offset: [1, 0, 0], corners: [[1, 0, 0], [1, 1, 0], [1, 1, 1], [1, 0, 1]] },
    { offset: [-1, 0, 0], corners: [[0, 0, 0], [0, 0, 1], [0, 1, 1], [0, 1, 0]] },
    { offset: [0, 1, 0], corners: [[0, 1, 0], [0, 1, 1], [1, 1, 1], [1, 1, 0]] },
    { offset: [0, -1, 0], corners: [[0, 0, 0], [1, 0, 0], [1, 0, 1], [0, 0, 1]] },
    { offset: [0, 0, 1], corners: [[0, 0, 1], [1, 0, 1], [1, 1, 1], [0, 1, 1]] },
    { offset: [0, 0, -1], corners: [[0, 0, 0], [0, 1, 0], [1, 1, 0], [1, 0, 0]] },
  ];
  for (const [x, y, z] of cells) {
    for (const { offset, corners } of sides) {
      if (filled.has(`${x + offset[0]},${y + offset[1]},${z + offset[2]}`)) continue;
      const [a, b, c, d] = corners.map(([dx, dy, dz]) => vertex(x + dx, y + dy, z + dz));
      indices.push(a!, b!, c!, a!, c!, d!);
    }
  }
  return { positions, indices };
}

/** A table as one joined mesh: a 6 x 6 top one cube thick on four legs three cubes long, set in from its edges. */
function table(): Geometry {
  const cells: [number, number, number][] = [];
  for (let x = 0; x < 6; x++) for (let z = 0; z < 6; z++) cells.push([x, 3, z]);
  for (const [x, z] of [[1, 1], [4, 1], [1, 4], [4, 4]] as const) for (let y = 0; y < 3; y++) cells.push([x, y, z]);
  return voxelSurface(cells);
}

/** A table whose four legs are square tubes standing under square holes in its top, narrower than the tubes: each leg meets the top in a square ring. */
function tubeTable(): Geometry {
  const cells: [number, number, number][] = [];
  const corners = [2, 12];
  for (let x = 0; x < 20; x++) {
    for (let z = 0; z < 20; z++) {
      const overHole = corners.some((o) => x > o && x < o + 5) && corners.some((o) => z > o && z < o + 5);
      if (!overHole) cells.push([x, 4, z]);
    }
  }
  for (const ox of corners) {
    for (const oz of corners) {
      for (let y = 0; y < 4; y++) for (let dx = 0; dx < 6; dx++) for (let dz = 0; dz < 6; dz++) if (!(dx >= 2 && dx < 4 && dz >= 2 && dz < 4)) cells.push([ox + dx, y, oz + dz]);
    }
  }
  return voxelSurface(cells);
}

/**
 * A spool as one closed mesh: a thin elliptic column (`segments` sides, 4 : 1) under a wider disc
 * under another thin column, so the columns are cut off at inward creases along elliptic rims.
 */
function spool(segments: number): Geometry {
  // The outline turned about the y axis: (scale of the ellipse, height).
  const profile: [number, number][] = [[0, 0], [1, 0], [1, 3], [2, 3], [2, 4], [1, 4], [1, 7], [0, 7]];
  const positions: number[] = [];
  const indices: number[] = [];
  const ring = (j: number) => j * segments;
  for (const [scale, y] of profile) {
    for (let i = 0; i < segments; i++) {
      const angle = (2 * Math.PI * i) / segments;
      positions.push(1.2 * scale * Math.cos(angle), y, 0.3 * scale * Math.sin(angle));
    }
  }
  for (let j = 0; j + 1 < profile.length; j++) {
    for (let i = 0; i < segments; i++) {
      const next = (i + 1) % segments;
      // Quads between neighbouring rings, facing out; the rings of scale 0 make triangles of no area, which reading drops.
      indices.push(ring(j) + i, ring(j + 1) + i, ring(j + 1) + next, ring(j) + i, ring(j + 1) + next, ring(j) + next);
    }
  }
  return { positions, indices };
}

/** The smallest angle, in degrees, of the triangles whose corners all pass `keep`. */
function smallestAngle(positions: Float32Array, indices: Uint32Array, keep: (x: number, y: number, z: number) => boolean): { triangles: number; degrees: number } {
  let degrees = 180;
  let triangles = 0;
  const corner = (index: number) => [positions[index * 3]!, positions[index * 3 + 1]!, positions[index * 3 + 2]!] as const;
  for (let t = 0; t < indices.length; t += 3) {
    const p = [corner(indices[t]!), corner(indices[t + 1]!), corner(indices[t + 2]!)];
    if (!p.every(([x, y, z]) => keep(x, y, z))) continue;
    triangles++;
    for (let k = 0; k < 3; k++) {
      const [a, b, c] = [p[k]!, p[(k + 1) % 3]!, p[(k + 2) % 3]!];
      const u = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
      const v = [c[0] - a[0], c[1] - a[1], c[2] - a[2]];
      const cos = (u[0]! * v[0]! + u[1]! * v[1]! + u[2]! * v[2]!) / (Math.hypot(...u) * Math.hypot(...v));
      degrees = Math.min(degrees, (Math.acos(Math.min(1, Math.max(-1, cos))) * 180) / Math.PI);
    }
  }
  return { triangles, degrees };
}

/** The triangles of a part GLB, positions and indices, read back with an independent reader. */
async function readPart(bytes: Uint8Array) {
  const doc = await plainIO().readBinary(bytes);
  const positions: number[] = [];
  const indices: number[] = [];
  for (const mesh of doc.getRoot().listMeshes()) {
    for (const primitive of mesh.listPrimitives()) {
      const base = positions.length / 3;
      positions.push(...primitive.getAttribute('POSITION')!.getArray()!);
      indices.push(...Array.from(primitive.getIndices()!.getArray()! as Uint16Array | Uint32Array, (index: number) => index + base));
    }
  }
  return { positions: new Float32Array(positions), indices: new Uint32Array(indices), doc };
}

/** Closed once copies of a corner (split for normals) are welded by position. */
function closedByPosition(positions: Float32Array, indices: Uint32Array): boolean {
  const id = new Map<string, number>();
  const welded = Uint32Array.from(indices, (index) => {
    const key = `${positions[index * 3]},${positions[index * 3 + 1]},${positions[index * 3 + 2]}`;
    if (!id.has(key)) id.set(key, id.size);
    return id.get(key)!;
  });
  return isClosed(welded, id.size);
}

async function expectValidClosedParts(result: Awaited<ReturnType<typeof segmentation>>) {
  const report = segmentationReportSchema.parse(result.report);
  expect(result.files).toHaveLength(report.parts.length + 1);
  expect(result.files[0]!.name).toBe('parts-preview.glb');
  for (const [fileIndex, file] of result.files.entries()) {
    expect(await validatorErrors(file.bytes)).toEqual({ count: 0, messages: [] });
    if (fileIndex === 0) continue;
    const index = fileIndex - 1;
    expect(file.name).toBe(`part-${index + 1}.glb`);
    const part = await readPart(file.bytes);
    expect(closedByPosition(part.positions, part.indices), `part ${index + 1} is closed`).toBe(true);
    expect(report.parts[index]!.closed).toBe(true);
    expect(part.indices.length / 3).toBe(report.parts[index]!.triangles);
  }
  const preview = await readPart(result.files[0]!.bytes);
  expect(preview.doc.getRoot().listMaterials().map((material) => material.getBaseColorFactor().join())).toHaveLength(report.parts.length);
  expect(new Set(preview.doc.getRoot().listMaterials().map((material) => material.getBaseColorFactor().join())).size).toBe(report.parts.length);
  return report;
}

describe('segmentation', () => {
  it('keeps separate boxes as the parts when their count fits the granularity, and splits them further when it does not', async () => {
    const glb = await glbOf(separateBoxes(4));
    const simple = await expectValidClosedParts(await segmentation(glb, { granularity: 'simple' }));
    expect(simple.components).toBe(4);
    expect(simple.parts).toHaveLength(4);
    expect(simple.parts.every((part) => part.triangles === 12 && part.cap_triangles === 0)).toBe(true);
    expect(simple.kind).toBe('mesh');

    for (const granularity of ['balanced', 'detailed'] as const) {
      const report = await expectValidClosedParts(await segmentation(glb, { granularity }));
      const range = SEGMENTATION_PART_RANGES[granularity];
      expect(report.parts.length).toBeGreaterThanOrEqual(range.min);
      expect(report.parts.length).toBeLessThanOrEqual(range.max);
    }
  });

  it('merges separate pieces into whole parts when there are more than the granularity allows', async () => {
    const report = await expectValidClosedParts(await segmentation(await glbOf(separateBoxes(9)), { granularity: 'simple' }));
    expect(report.components).toBe(9);
    expect(report.parts).toHaveLength(SEGMENTATION_PART_RANGES.simple.max);
    // Whole boxes only: no part was cut.
    expect(report.parts.every((part) => part.cap_triangles === 0 && part.triangles! % 12 === 0)).toBe(true);
  });

  it('cuts a joined table at the inward creases into its top and four legs, each capped closed', async () => {
    const shape = table();
    const progress: [number, string][] = [];
    const result = await segmentation(await glbOf(shape), { granularity: 'simple' }, (fraction, stage) => progress.push([fraction, stage]));
    const report = await expectValidClosedParts(result);
    expect(report.components).toBe(1);
    expect(report.parts).toHaveLength(5);
    // Each leg: 3 cubes of 4 sides + the floor side = 26 triangles, plus a 2-triangle cap where it met the top.
    const legs = report.parts.filter((part) => part.triangles! < 40);
    expect(legs).toHaveLength(4);
    for (const leg of legs) {
      expect(leg.bbox!.max[1] - leg.bbox!.min[1]).toBe(3);
      expect(leg.triangles! - leg.cap_triangles!).toBe(26);
      expect(leg.cap_triangles).toBe(2);
      expect(leg.area).toBeCloseTo(3 * 4 + 2, 5);
    }
    const top = report.parts.find((part) => part.triangles! >= 40)!;
    expect(top.area).toBeCloseTo(6 * 6 * 2 + 6 * 4, 5);
    expect(progress.map(([, stage]) => stage)).toEqual(expect.arrayContaining(['Reading mesh', 'Growing regions', 'Closing cuts', 'Writing part 1 of 5', 'Done']));
    expect(progress.every(([fraction], i) => i === 0 || fraction >= progress[i - 1]![0])).toBe(true);

    for (const granularity of ['balanced', 'detailed'] as const) {
      const finer = await expectValidClosedParts(await segmentation(await glbOf(shape), { granularity }));
      expect(finer.parts.length).toBeGreaterThanOrEqual(SEGMENTATION_PART_RANGES[granularity].min);
      expect(finer.parts.length).toBeLessThanOrEqual(SEGMENTATION_PART_RANGES[granularity].max);
    }
  });

  it('closes an elliptic cut with a triangulation of its rim: n - 2 triangles, none of them slivers', async () => {
    const segments = 32;
    const result = await segmentation(await glbOf(spool(segments)), { granularity: 'simple' });
    const report = await expectValidClosedParts(result);
    expect(report.parts).toHaveLength(3);
    const column = report.parts.findIndex((part) => part.bbox!.min[1] === 0);
    expect(report.parts[column]!.bbox!.max[1]).toBe(3);
    expect(report.parts[column]!.cap_triangles).toBe(segments - 2);
    const part = await readPart(result.files[column + 1]!.bytes);
    const cap = smallestAngle(part.positions, part.indices, (_x, y) => y === 3);
    expect(cap.triangles).toBe(segments - 2);
    // Ear clipping this 4 : 1 ellipse made a fan from one rim vertex, with angles of 1.4 degrees; its Delaunay triangulation has none under 21.
    expect(cap.degrees).toBeGreaterThan(15);
    // The cap covers the rim's polygon once: the column is its floor, its cap and its walls.
    const rim = Array.from({ length: segments }, (_, i) => [1.2 * Math.cos((2 * Math.PI * i) / segments), 0.3 * Math.sin((2 * Math.PI * i) / segments)] as const);
    const perimeter = rim.reduce((sum, [x, z], i) => sum + Math.hypot(rim[(i + 1) % segments]![0] - x, rim[(i + 1) % segments]![1] - z), 0);
    const polygon = (segments / 2) * 1.2 * 0.3 * Math.sin((2 * Math.PI) / segments);
    expect(report.parts[column]!.area).toBeCloseTo(2 * polygon + 3 * perimeter, 4);
  });

  it('closes the two rims of a cut tube as one cap with a hole, not as two overlapping discs', async () => {
    const report = await expectValidClosedParts(await segmentation(await glbOf(tubeTable()), { granularity: 'simple' }));
    expect(report.parts).toHaveLength(5);
    const legs = report.parts.filter((part) => part.bbox!.max[1] === 4);
    expect(legs).toHaveLength(4);
    for (const leg of legs) {
      // 24 outer and 16 inner rim points around one hole: 24 + 16 + 2 - 2 triangles over a 6 x 6 square less 4 x 4.
      expect(leg.cap_triangles).toBe(40);
      // Outer walls 96, the tube's inner walls 32, its floor 32, the ring left open under the top's hole 12, the cap 20.
      expect(leg.area).toBeCloseTo(96 + 32 + 32 + 12 + 20, 5);
    }
  });

  it('closes a loop that crosses itself however it is laid flat (a tennis ball seam) with its own vertices, short or long', () => {
    for (const count of [200, 480]) {
      // The seam a e^it + b e^-3it lifted onto the unit sphere: seen along any axis its outline crosses itself.
      const [a, b] = [0.7, 0.3];
      const points: number[] = [];
      for (let i = 0; i < count; i++) {
        const t = (2 * Math.PI * i) / count;
        points.push(a * Math.cos(t) + b * Math.cos(3 * t), a * Math.sin(t) - b * Math.sin(3 * t), 2 * Math.sqrt(a * b) * Math.sin(2 * t));
      }
      const loop = Array.from({ length: count }, (_, i) => i);
      const edges = new Set(loop.map((v) => edgeKey(v, (v + 1) % count)));
      const triangles: number[] = [];
      capLoops([loop], points, triangles, edges);
      expect(points).toHaveLength(count * 3);
      expect(triangles).toHaveLength((count - 2) * 3);
      // A disc: each rim edge once, the rim's way; each inner edge once each way.
      const directed = new Map<string, number>();
      for (let t = 0; t < triangles.length; t += 3) for (let k = 0; k < 3; k++) directed.set(`${triangles[t + k]},${triangles[t + ((k + 1) % 3)]}`, (directed.get(`${triangles[t + k]},${triangles[t + ((k + 1) % 3)]}`) ?? 0) + 1);
      for (const v of loop) {
        expect(directed.get(`${v},${(v + 1) % count}`)).toBe(1);
        expect(directed.has(`${(v + 1) % count},${v}`)).toBe(false);
        directed.delete(`${v},${(v + 1) % count}`);
      }
      for (const [edge, times] of directed) {
        const [p, q] = edge.split(',');
        expect(times).toBe(1);
        expect(directed.get(`${q},${p}`)).toBe(1);
      }
    }
  });

  it('splits a smooth sphere with no creases by region growing, into the granularity count of closed parts', async () => {
    const glb = await plainIO().writeBinary(await texturedSphereDocument(24, 48));
    // The caps over these wavy cuts use the rim's own vertices (and the middle of an edge where a
    // chord would repeat one): no point is added at a cap's centre, as a fan would.
    const sphere = await readPart(glb);
    const key = (x: number, y: number, z: number) => [x, y, z].map((value) => Math.fround(value)).join();
    const allowed = new Set<string>();
    for (let t = 0; t < sphere.indices.length; t += 3) {
      for (let k = 0; k < 3; k++) {
        const a = sphere.indices[t + k]! * 3;
        const b = sphere.indices[t + ((k + 1) % 3)]! * 3;
        allowed.add(key(sphere.positions[a]!, sphere.positions[a + 1]!, sphere.positions[a + 2]!));
        allowed.add(key(...([0, 1, 2].map((c) => (sphere.positions[a + c]! + sphere.positions[b + c]!) / 2) as [number, number, number])));
      }
    }
    for (const granularity of segmentationGranularities) {
      const result = await segmentation(glb, { granularity });
      const report = await expectValidClosedParts(result);
      expect(report.parts).toHaveLength(SEGMENTATION_PART_RANGES[granularity].min);
      expect(report.components).toBe(1);
      expect(report.parts.reduce((sum, part) => sum + part.cap_triangles!, 0)).toBeGreaterThan(0);
      for (const file of result.files.slice(1)) {
        const part = await readPart(file.bytes);
        for (let v = 0; v < part.positions.length; v += 3) expect(allowed.has(key(part.positions[v]!, part.positions[v + 1]!, part.positions[v + 2]!))).toBe(true);
      }
    }
  });

  it('names the outputs for a person: the colour-coded preview, then "Part 3 of 5"', async () => {
    const { report } = await segmentation(await glbOf(table()), { granularity: 'simple' });
    expect(segmentationTool.outputName('Table', 0, report)).toBe('Table (Parts, colour-coded)');
    expect(segmentationTool.outputName('Table', 3, report)).toBe('Table (Part 3 of 5)');
    expect(segmentationTool.outputName('Table', 5, report)).toBe('Table (Part 5 of 5)');
  });

  it('refuses a mesh whose faces all have zero area, and options out of range, in words', async () => {
    const flat = { positions: [0, 0, 0, 1, 0, 0, 2, 0, 0, 3, 0, 0], indices: [0, 1, 2, 1, 2, 3] };
    await expect(segmentation(await glbOf(flat))).rejects.toThrow(/^segmentation: This mesh has no area/);
    const glb = await glbOf(separateBoxes(1));
    await expect(segmentation(glb, { crease_angle: 7 })).rejects.toThrow(/^segmentation: crease_angle must be/);
    await expect(segmentation(glb, { granularity: 'fine' as never })).rejects.toThrow(/^segmentation: granularity must be/);
    await expect(segmentation(glb, { parts: 3 } as never)).rejects.toThrow(/^segmentation: there is no option "parts"/);
  });

  describe('an image', () => {
    /** A `width` x `height` picture on a flat background with the shapes drawn on it, as PNG. */
    const picture = (width: number, height: number, shapes: string, background = 'rgb(240,238,232)') =>
      sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${background === 'none' ? '' : `<rect width="100%" height="100%" fill="${background}"/>`}${shapes}</svg>`))
        .png()
        .toBuffer()
        .then((buffer) => new Uint8Array(buffer));

    it('cuts each object off a plain background into a PNG with alpha, named in reading order', async () => {
      const png = await picture(
        240,
        160,
        '<rect x="20" y="20" width="60" height="40" fill="rgb(200,40,40)"/><rect x="140" y="30" width="50" height="50" fill="rgb(40,90,200)"/><circle cx="70" cy="120" r="25" fill="rgb(30,140,60)"/>',
      );
      // Flattened to JPEG-like opaque pixels: no alpha, so the border's colour decides.
      const opaque = new Uint8Array(await sharp(png).flatten().removeAlpha().png().toBuffer());
      const result = await segmentation(opaque, { granularity: 'simple' });
      const report = segmentationReportSchema.parse(result.report);
      expect(report.kind).toBe('image');
      expect(report.parts).toHaveLength(3);
      expect(result.files.map((file) => file.name)).toEqual(['parts-preview.png', 'part-1.png', 'part-2.png', 'part-3.png']);
      expect(report.parts.map((part) => [part.width, part.height])).toEqual([
        [60, 40],
        [50, 50],
        [50, 50],
      ]);
      for (const file of result.files.slice(1)) {
        const meta = await sharp(file.bytes).metadata();
        expect(meta.format).toBe('png');
        expect(meta.hasAlpha).toBe(true);
      }
      // The disc's cut-out is transparent in its corners and opaque in its middle.
      const { data, info } = await sharp(result.files[3]!.bytes).raw().toBuffer({ resolveWithObject: true });
      expect(data[3]).toBe(0);
      expect(data[(Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * 4 + 3]).toBe(255);
      expect(segmentationTool.outputName('Still life', 1, report)).toBe('Still life (Part 1 of 3)');
    });

    it("uses the image's own alpha when it has one, and drops specks", async () => {
      const png = await picture(200, 200, '<circle cx="60" cy="60" r="40" fill="#c33"/><circle cx="150" cy="150" r="30" fill="#33c"/><rect x="180" y="10" width="2" height="2" fill="#000"/>', 'none');
      const { report } = await segmentation(png, { granularity: 'balanced' });
      expect(report.parts).toHaveLength(2);
      expect(report.parts[0]!.pixels).toBeGreaterThan(report.parts[1]!.pixels!);
    });

    it('refuses an image with no foreground in words', async () => {
      await expect(segmentation(await picture(64, 64, ''))).rejects.toThrow(/^segmentation: This image has no foreground: it is one colour from edge to edge/);
      await expect(segmentation(await picture(64, 64, '', 'none'))).rejects.toThrow(/^segmentation: This image has no foreground: it is transparent everywhere/);
    });
  });
});
