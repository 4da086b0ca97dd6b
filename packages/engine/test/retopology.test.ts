import { Document, type Buffer, type Material, type Primitive } from '@gltf-transform/core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { retopology, RETOPOLOGY_DEFAULTS, type PipelineResult, type RetopologyOptions, type RetopologyReport } from '../src/index';
import { meshStats, type Bbox } from '../src/ingest/mesh-stats';
import { mergeQuads } from '../src/retopology/merge-quads';
import { UnsupportedFileError } from '../src/unsupported-file-error';
import { plainIO, validatorErrors } from './helpers';
import { texturedSphereDocument } from './meshes';

/** A flat grid of `cells` x `cells` squares, two triangles each, with UVs and normals, placed at `offset`. */
function gridPrimitive(doc: Document, buffer: Buffer, material: Material, cells: number, offset: [number, number, number] = [0, 0, 0]): Primitive {
  const side = cells + 1;
  const positions = new Float32Array(side * side * 3);
  const normals = new Float32Array(side * side * 3);
  const uvs = new Float32Array(side * side * 2);
  for (let row = 0; row < side; row++) {
    for (let column = 0; column < side; column++) {
      const v = row * side + column;
      positions.set([offset[0] + column / cells, offset[1], offset[2] + row / cells], v * 3);
      normals.set([0, 1, 0], v * 3);
      uvs.set([column / cells, row / cells], v * 2);
    }
  }
  const indices = new Uint32Array(cells * cells * 6);
  for (let row = 0, i = 0; row < cells; row++) {
    for (let column = 0; column < cells; column++, i += 6) {
      const a = row * side + column;
      const b = a + side;
      indices.set([a, b, a + 1, a + 1, b, b + 1], i);
    }
  }
  const accessor = (type: 'VEC2' | 'VEC3' | 'SCALAR', array: Float32Array | Uint32Array) => doc.createAccessor().setType(type).setArray(array).setBuffer(buffer);
  return doc
    .createPrimitive()
    .setMaterial(material)
    .setAttribute('POSITION', accessor('VEC3', positions))
    .setAttribute('NORMAL', accessor('VEC3', normals))
    .setAttribute('TEXCOORD_0', accessor('VEC2', uvs))
    .setIndices(accessor('SCALAR', indices));
}

async function texturedMaterial(doc: Document, name: string): Promise<Material> {
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: { r: 200, g: 80, b: 40 } } }).png().toBuffer();
  const texture = doc.createTexture(name).setImage(png).setMimeType('image/png');
  return doc.createMaterial(name).setBaseColorTexture(texture);
}

/** A textured grid of 2 x cells^2 triangles in one node. */
async function gridGlb(cells: number): Promise<Uint8Array> {
  const doc = new Document();
  const primitive = gridPrimitive(doc, doc.createBuffer(), await texturedMaterial(doc, 'Grid'), cells);
  doc.getRoot().setDefaultScene(doc.createScene().addChild(doc.createNode('Grid').setMesh(doc.createMesh('Grid').addPrimitive(primitive))));
  return plainIO().writeBinary(doc);
}

/**
 * Several primitives and nodes: mesh "Pair" has a 60x60 grid and a 30x30 grid and is placed by two
 * nodes; mesh "Single" has a 40x40 grid placed once. 2 * (7,200 + 1,800) + 3,200 = 21,200 drawn triangles.
 */
async function severalPartsGlb(): Promise<Uint8Array> {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const first = await texturedMaterial(doc, 'First');
  const second = await texturedMaterial(doc, 'Second');
  const pair = doc.createMesh('Pair').addPrimitive(gridPrimitive(doc, buffer, first, 60)).addPrimitive(gridPrimitive(doc, buffer, second, 30, [0, 0.5, 0]));
  const single = doc.createMesh('Single').addPrimitive(gridPrimitive(doc, buffer, second, 40, [2, 0, 0]));
  doc
    .getRoot()
    .setDefaultScene(
      doc
        .createScene()
        .addChild(doc.createNode('A').setMesh(pair))
        .addChild(doc.createNode('B').setMesh(pair).setTranslation([0, 0, 3]))
        .addChild(doc.createNode('C').setMesh(single)),
    );
  return plainIO().writeBinary(doc);
}

/** Every triangle with vertices of its own and a face normal: no two triangles share a vertex. */
async function facetedGlb(): Promise<Uint8Array> {
  const source = await texturedSphereDocument(40, 80);
  const primitive = source.getRoot().listMeshes()[0]!.listPrimitives()[0]!;
  const indices = primitive.getIndices()!.getArray()!;
  const smooth = primitive.getAttribute('POSITION')!.getArray()!;
  const positions = new Float32Array(indices.length * 3);
  const normals = new Float32Array(indices.length * 3);
  for (let c = 0; c < indices.length; c++) positions.set(smooth.subarray(indices[c]! * 3, indices[c]! * 3 + 3), c * 3);
  for (let t = 0; t < indices.length / 3; t++) {
    const [a, b, c] = [0, 1, 2].map((k) => positions.subarray((t * 3 + k) * 3, (t * 3 + k) * 3 + 3)) as [Float32Array, Float32Array, Float32Array];
    const u = [b[0]! - a[0]!, b[1]! - a[1]!, b[2]! - a[2]!];
    const v = [c[0]! - a[0]!, c[1]! - a[1]!, c[2]! - a[2]!];
    const n = [u[1]! * v[2]! - u[2]! * v[1]!, u[2]! * v[0]! - u[0]! * v[2]!, u[0]! * v[1]! - u[1]! * v[0]!];
    const length = Math.hypot(n[0]!, n[1]!, n[2]!);
    // The poles have triangles of no area; any unit normal will do for them.
    const unit = length > 0 ? n.map((value) => value / length) : [0, 1, 0];
    for (let k = 0; k < 3; k++) normals.set(unit, (t * 3 + k) * 3);
  }
  const doc = new Document();
  const buffer = doc.createBuffer();
  const faceted = doc
    .createPrimitive()
    .setMaterial(doc.createMaterial('Flat'))
    .setAttribute('POSITION', doc.createAccessor().setType('VEC3').setArray(positions).setBuffer(buffer))
    .setAttribute('NORMAL', doc.createAccessor().setType('VEC3').setArray(normals).setBuffer(buffer));
  doc.getRoot().setDefaultScene(doc.createScene().addChild(doc.createNode().setMesh(doc.createMesh().addPrimitive(faceted))));
  return plainIO().writeBinary(doc);
}

async function readGlb(glb: Uint8Array): Promise<Document> {
  return plainIO().readBinary(glb);
}

function expectNear(actual: number, target: number, tolerance = 0.1): void {
  expect(actual).toBeGreaterThanOrEqual(Math.floor(target * (1 - tolerance)));
  expect(actual).toBeLessThanOrEqual(Math.ceil(target * (1 + tolerance)));
}

/** Each side of `actual` within `fraction` of the diagonal of `expected`. */
function expectBoundsKept(actual: Bbox | undefined, expected: Bbox | undefined, fraction = 0.02): void {
  const diagonal = Math.hypot(...expected!.max.map((value, k) => value - expected!.min[k]!));
  for (let k = 0; k < 3; k++) {
    expect(Math.abs(actual!.min[k]! - expected!.min[k]!)).toBeLessThanOrEqual(diagonal * fraction);
    expect(Math.abs(actual!.max[k]! - expected!.max[k]!)).toBeLessThanOrEqual(diagonal * fraction);
  }
}

async function expectValid(result: PipelineResult<RetopologyReport>): Promise<void> {
  for (const file of result.files) {
    // The quad OBJ is not glTF; the GLB it is viewed through is.
    const glb = file.name.endsWith('.glb') ? file.bytes : file.view!;
    expect({ file: file.name, ...(await validatorErrors(glb)) }).toEqual({ file: file.name, count: 0, messages: [] });
  }
}

async function refusal(input: Uint8Array, options: RetopologyOptions): Promise<string> {
  const error = await retopology(input, options).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(Error);
  return (error as Error).message;
}

let sphere: Uint8Array;
let sphereBbox: Bbox | undefined;
let grid: Uint8Array;

beforeAll(async () => {
  // 2 * 100 * 200 = 40,000 triangles with a 1024 px texture; 2 * 120^2 = 28,800 triangles.
  const doc = await texturedSphereDocument(100, 200);
  sphereBbox = meshStats(doc).bbox;
  sphere = await plainIO().writeBinary(doc);
  grid = await gridGlb(120);
});

describe('retopology: swift', () => {
  it('simplifies to the target, keeping bounds, UVs, material and texture, as a valid GLB', async () => {
    const result = await retopology(sphere, { target_triangles: 3000 });
    expect(result.files.map(({ name, mimeType }) => ({ name, mimeType }))).toEqual([{ name: 'lod0.glb', mimeType: 'model/gltf-binary' }]);
    const { report } = result;
    expect(report).toMatchObject({ mode: 'swift', triangles_before: 40_000 });
    expectNear(report.triangles_after, 3000);
    expect(report.lods).toEqual([{ name: 'lod0', triangles: report.triangles_after, vertices: expect.any(Number), bytes: result.files[0]!.bytes.length }]);
    expect(report.quads).toBeUndefined();
    expect(report.time_ms).toBeGreaterThan(0);

    const doc = await readGlb(result.files[0]!.bytes);
    expect(meshStats(doc).triangleCount).toBe(report.triangles_after);
    expect(meshStats(doc).vertexCount).toBe(report.lods[0]!.vertices);
    expectBoundsKept(meshStats(doc).bbox, sphereBbox);
    const primitive = doc.getRoot().listMeshes()[0]!.listPrimitives()[0]!;
    expect(primitive.listSemantics().sort()).toEqual(['NORMAL', 'POSITION', 'TEXCOORD_0']);
    const material = primitive.getMaterial()!;
    expect(material.getName()).toBe('Checker');
    expect(material.getBaseColorTexture()?.getImage()?.length).toBeGreaterThan(1000);
    await expectValid(result);
  });

  it('takes 10% of the input by default', async () => {
    expect(RETOPOLOGY_DEFAULTS).toEqual({ mode: 'swift', target_triangles: 'auto', lods: 1 });
    const { report } = await retopology(sphere, {});
    expectNear(report.triangles_after, 4000);
  });

  it('makes LODs of half the triangles each', async () => {
    const result = await retopology(sphere, { target_triangles: 8000, lods: 3 });
    expect(result.files.map((file) => file.name)).toEqual(['lod0.glb', 'lod1.glb', 'lod2.glb']);
    const triangles = result.report.lods.map((lod) => lod.triangles);
    expectNear(triangles[0]!, 8000);
    expectNear(triangles[1]!, 4000);
    expectNear(triangles[2]!, 2000);
    expect(result.report.lods.map((lod) => lod.name)).toEqual(['lod0', 'lod1', 'lod2']);
    for (const file of result.files) {
      const doc = await readGlb(file.bytes);
      expectBoundsKept(meshStats(doc).bbox, sphereBbox, 0.03);
      expect(doc.getRoot().listMeshes()[0]!.listPrimitives()[0]!.getAttribute('TEXCOORD_0')).not.toBeNull();
      expect(doc.getRoot().listTextures()).toHaveLength(1);
    }
    await expectValid(result);
  });

  it('shares the target among primitives and nodes, counting each placement', async () => {
    const input = await severalPartsGlb();
    const before = meshStats(await readGlb(input));
    const result = await retopology(input, { target_triangles: 2120 });
    expect(result.report.triangles_before).toBe(21_200);
    expectNear(result.report.triangles_after, 2120);
    const doc = await readGlb(result.files[0]!.bytes);
    expectBoundsKept(meshStats(doc).bbox, before.bbox);
    const counts = doc
      .getRoot()
      .listMeshes()
      .flatMap((mesh) => mesh.listPrimitives().map((primitive) => primitive.getIndices()!.getCount() / 3));
    // Each part shrinks by about the same ratio, 10%.
    for (const [triangles, original] of counts.map((count, i) => [count, [7200, 1800, 3200][i]!])) {
      expect(triangles).toBeGreaterThan(original! * 0.05);
      expect(triangles).toBeLessThan(original! * 0.15);
    }
    expect(doc.getRoot().listMaterials().map((material) => material.getName())).toEqual(['First', 'Second']);
    await expectValid(result);
  });

  it('reaches the target on a faceted mesh, whose every edge is a seam', async () => {
    const result = await retopology(await facetedGlb(), { target_triangles: 600 });
    expect(result.report.triangles_before).toBe(6400);
    expectNear(result.report.triangles_after, 600);
    await expectValid(result);
  });

  it('reports progress in [0, 1], always forward, with stage names, ending at 1', async () => {
    const calls: [number, string][] = [];
    await retopology(sphere, { target_triangles: 4000, lods: 2 }, (fraction, stage) => calls.push([fraction, stage]));
    const fractions = calls.map(([fraction]) => fraction);
    expect(fractions[0]).toBe(0);
    expect(fractions.at(-1)).toBe(1);
    for (let i = 1; i < fractions.length; i++) expect(fractions[i]).toBeGreaterThan(fractions[i - 1]!);
    expect(calls.map(([, stage]) => stage)).toEqual([
      'Reading mesh',
      'Welding vertices',
      'Simplifying LOD 1',
      'Writing LOD 1',
      'Simplifying LOD 2',
      'Writing LOD 2',
      'Done',
    ]);
  });
});

describe('retopology: precision', () => {
  it('turns a grid into a quad-dominant mesh, quads as consecutive triangle pairs', async () => {
    const result = await retopology(grid, { mode: 'precision', target_triangles: 2880 });
    const { report } = result;
    expect(report.mode).toBe('precision');
    expectNear(report.triangles_after, 2880);
    expect(report.quad_ratio).toBeGreaterThan(0.6);
    expect(report.quads! * 2 + report.triangles_unpaired!).toBe(report.triangles_after);
    expect(report.quad_ratio).toBeCloseTo(report.quads! / (report.quads! + report.triangles_unpaired!), 10);
    expect(report.lods[0]!.quads).toBe(report.quads);

    const doc = await readGlb(result.files[0]!.bytes);
    const primitive = doc.getRoot().listMeshes()[0]!.listPrimitives()[0]!;
    expect(primitive.getExtras()).toEqual({ quads: report.quads });
    expect(primitive.getAttribute('TEXCOORD_0')).not.toBeNull();
    expectBoundsKept(meshStats(doc).bbox, { min: [0, 0, 0], max: [1, 0, 1] });
    // The first `quads` pairs are a-b-c then b-a-d: the second triangle starts with the first's edge reversed.
    const indices = primitive.getIndices()!.getArray()!;
    for (let q = 0; q < report.quads!; q++) {
      const first = indices.subarray(q * 6, q * 6 + 3);
      const second = indices.subarray(q * 6 + 3, q * 6 + 6);
      expect([second[0], second[1]]).toEqual([first[1], first[0]]);
      expect(second[2]).not.toBe(first[2]);
    }

    // The OBJ after the LOD holds the same layout with the pairs as quads, over the same vertices and UVs.
    expect(result.files.map(({ name, mimeType }) => ({ name, mimeType }))).toEqual([
      { name: 'lod0.glb', mimeType: 'model/gltf-binary' },
      { name: 'lod0-quads.obj', mimeType: 'model/obj' },
    ]);
    const obj = result.files[1]!;
    expect(obj.view).toBe(result.files[0]!.bytes);
    const lines = new TextDecoder().decode(obj.bytes).split('\n');
    const faces = lines.filter((line) => line.startsWith('f ')).map((line) => line.slice(2).split(' ').map((corner) => Number(corner.split('/')[0])));
    const vertices = lines.filter((line) => line.startsWith('v '));
    expect(vertices).toHaveLength(primitive.getAttribute('POSITION')!.getCount());
    expect(lines.filter((line) => line.startsWith('vt '))).toHaveLength(vertices.length);
    expect(faces.filter((face) => face.length === 4)).toHaveLength(report.quads!);
    expect(faces.filter((face) => face.length === 3)).toHaveLength(report.triangles_unpaired!);
    // Quad q of the OBJ is the pair q of the GLB: a d b c from a b c and b a d (1-based in the OBJ).
    for (let q = 0; q < report.quads!; q++) {
      const [a, b, c, d] = [indices[q * 6]!, indices[q * 6 + 1]!, indices[q * 6 + 2]!, indices[q * 6 + 5]!];
      expect(faces[q]).toEqual([a + 1, d + 1, b + 1, c + 1]);
      expect(new Set(faces[q]).size).toBe(4);
    }
    await expectValid(result);
  });

  it('keeps UVs, bounds and validity on a textured sphere, with LODs', async () => {
    const result = await retopology(sphere, { mode: 'precision', target_triangles: 6000, lods: 2 });
    expectNear(result.report.lods[0]!.triangles, 6000);
    expectNear(result.report.lods[1]!.triangles, 3000);
    expect(result.report.quads).toBeGreaterThan(0);
    expect(result.files.map((file) => file.name)).toEqual(['lod0.glb', 'lod1.glb', 'lod0-quads.obj']);
    for (const file of result.files.filter(({ name }) => name.endsWith('.glb'))) {
      const doc = await readGlb(file.bytes);
      expectBoundsKept(meshStats(doc).bbox, sphereBbox);
      expect(doc.getRoot().listMeshes()[0]!.listPrimitives()[0]!.getAttribute('TEXCOORD_0')).not.toBeNull();
    }
    await expectValid(result);
  });
});

describe('retopology: options', () => {
  it('refuses invalid options with a message naming the tool', async () => {
    const messages = [
      await refusal(sphere, { mode: 'fast' as never }),
      await refusal(sphere, { lods: 4 as never }),
      await refusal(sphere, { target_triangles: 3 }),
      await refusal(sphere, { target_triangles: 2500.5 }),
      await refusal(sphere, { target_triangles: 40_000 }),
      await refusal(sphere, { target_triangles: 12, lods: 3 }),
      await refusal(sphere, { quality: 'high' } as never),
    ];
    for (const message of messages) expect(message).toMatch(/^retopology: /);
    expect(messages).toEqual([
      'retopology: mode must be "swift" or "precision", not "fast".',
      'retopology: lods must be a whole number from 1 to 3, not 4.',
      'retopology: target_triangles must be a whole number from 4 to 5,000,000, or "auto", not 3.',
      'retopology: target_triangles must be a whole number from 4 to 5,000,000, or "auto", not 2500.5.',
      "retopology: target_triangles must be below the mesh's 40,000 triangles, not 40,000.",
      'retopology: 3 LODs from 12 triangles would leave the last with 3, fewer than 4; ask for fewer LODs or more triangles.',
      'retopology: there is no option "quality"; the options are mode, target_triangles, lods.',
    ]);
  });
});

describe('retopology: input', () => {
  it('refuses a file that is not a GLB with the reader\'s message', async () => {
    const error = await retopology(new TextEncoder().encode('solid box made of text, not a GLB'), {}).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(UnsupportedFileError);
    expect((error as Error).message).toMatch(/^This file is not a GLB file/);
  });
});

describe('mergeQuads', () => {
  it('pairs every triangle of a regular grid across its cell diagonals', () => {
    const cells = 10;
    const side = cells + 1;
    const positions = new Float32Array(side * side * 3);
    for (let v = 0; v < side * side; v++) positions.set([v % side, 0, Math.floor(v / side)], v * 3);
    const indices: number[] = [];
    for (let row = 0; row < cells; row++) {
      for (let column = 0; column < cells; column++) {
        const a = row * side + column;
        indices.push(a, a + side, a + 1, a + 1, a + side, a + side + 1);
      }
    }
    const merged = mergeQuads(new Uint32Array(indices), positions);
    expect(merged).toMatchObject({ quads: 100, unpaired: 0 });
    // Each pair shares its first edge, reversed, and the pair's four corners are one cell's.
    for (let q = 0; q < merged.quads; q++) {
      const pair = [...merged.indices.subarray(q * 6, q * 6 + 6)];
      expect([pair[3], pair[4]]).toEqual([pair[1], pair[0]]);
      const corners = new Set(pair);
      expect(corners.size).toBe(4);
      const rows = [...corners].map((v) => Math.floor(v / side));
      const columns = [...corners].map((v) => v % side);
      expect(Math.max(...rows) - Math.min(...rows)).toBe(1);
      expect(Math.max(...columns) - Math.min(...columns)).toBe(1);
    }
  });

  it('leaves pairs that fold, are concave or are far from rectangular as triangles', () => {
    // Two triangles on the edge 0-1: folded at 90 degrees, a concave dart, and a 10-degree sliver.
    const folded = new Float32Array([0, 0, 0, 1, 0, 0, 0.5, 1, 0, 0.5, 0, 1]);
    const dart = new Float32Array([0, 0, 0, 1, 0, 0, 0.5, 1, 0, 0.5, 0.2, 0]);
    const sliver = new Float32Array([0, 0, 0, 1, 0, 0, 0.5, 0.09, 0, 0.5, -0.09, 0]);
    const indices = new Uint32Array([0, 1, 2, 1, 0, 3]);
    for (const positions of [folded, dart, sliver]) expect(mergeQuads(indices, positions)).toMatchObject({ quads: 0, unpaired: 2 });
    const square = new Float32Array([0, 0, 0, 1, 0, 0, 0.5, 0.5, 0, 0.5, -0.5, 0]);
    expect(mergeQuads(new Uint32Array([0, 1, 2, 1, 0, 3]), square).quads).toBe(1);
  });
});
