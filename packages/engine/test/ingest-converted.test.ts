import type { MeshUnit } from '@facet/contract';
import { describe, expect, it } from 'vitest';
import { ingestFile, UnsupportedFileError, type MeshIngest } from '../src/index';
import { boxGeometry, plainIO, tempFile, validatorErrors } from './helpers';

type Format = 'obj' | 'stl' | 'ply';

/**
 * Read as metres, so the bounds are the file's own numbers; the millimetres files are taken to be in
 * unless said otherwise are tested under 'ingestFile: units'.
 */
async function convert(format: Format, content: Uint8Array | string, upAxis?: 'y' | 'z', unit: MeshUnit = 'm'): Promise<MeshIngest> {
  const result = await ingestFile(await tempFile(`model.${format}`, content), { kind: 'mesh', format }, { upAxis, unit });
  expect(result.kind).toBe('mesh');
  return result as MeshIngest;
}

async function refusal(format: Format, content: Uint8Array | string): Promise<string> {
  const error = await convert(format, content).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(UnsupportedFileError);
  return (error as Error).message;
}

/** The attributes of the converted GLB's only primitive. */
async function attributes(glb: Uint8Array): Promise<string[]> {
  const doc = await plainIO().readBinary(glb);
  return doc.getRoot().listMeshes()[0]!.listPrimitives()[0]!.listSemantics().sort();
}

async function expectValid(glb: Uint8Array): Promise<void> {
  expect(await validatorErrors(glb)).toEqual({ count: 0, messages: [] });
}

// A box from (0, 0, 0) to (2, 3, 4), six quads.
const BOX_MIN: [number, number, number] = [0, 0, 0];
const BOX_MAX: [number, number, number] = [2, 3, 4];
const box = boxGeometry(BOX_MIN, BOX_MAX);
const quads = [
  [0, 2, 3, 1],
  [4, 5, 7, 6],
  [0, 1, 5, 4],
  [2, 6, 7, 3],
  [0, 4, 6, 2],
  [1, 3, 7, 5],
];
const corner = (i: number) => box.positions.slice(i * 3, i * 3 + 3);
const boxBbox = { min: BOX_MIN, max: BOX_MAX };
// The same box read as Z-up and turned to Y-up: its height (z, 4) is now y, and its depth runs along -z.
const turnedBbox = { min: [0, 0, -3], max: [2, 4, 0] };

function asciiStl(): string {
  const facets: string[] = [];
  for (let t = 0; t < box.indices.length / 3; t++) {
    const vertices = [0, 1, 2].map((k) => `      vertex ${corner(box.indices[t * 3 + k]!).join(' ')}`);
    facets.push(`  facet normal 0 0 0\n    outer loop\n${vertices.join('\n')}\n    endloop\n  endfacet`);
  }
  return `solid box\n${facets.join('\n')}\nendsolid box\n`;
}

function binaryStl(header = 'binary box'): Uint8Array {
  const triangles = box.indices.length / 3;
  const bytes = new Uint8Array(84 + triangles * 50);
  const view = new DataView(bytes.buffer);
  bytes.set(new TextEncoder().encode(header));
  view.setUint32(80, triangles, true);
  for (let t = 0; t < triangles; t++) {
    for (let k = 0; k < 3; k++) {
      corner(box.indices[t * 3 + k]!).forEach((value, axis) => view.setFloat32(84 + t * 50 + 12 + k * 12 + axis * 4, value, true));
    }
  }
  return bytes;
}

const plyHeader = (format: string, withColors: boolean) =>
  [
    'ply',
    `format ${format} 1.0`,
    'comment made in a test',
    'element vertex 8',
    'property float x',
    'property float y',
    'property float z',
    ...(withColors ? ['property uchar red', 'property uchar green', 'property uchar blue'] : []),
    'element face 6',
    'property list uchar int vertex_indices',
    'end_header',
    '',
  ].join('\n');

function asciiPly(): string {
  const vertices = Array.from({ length: 8 }, (_, i) => `${corner(i).join(' ')} 255 ${i * 30} 0`);
  const faces = quads.map((quad) => `4 ${quad.join(' ')}`);
  return plyHeader('ascii', true) + [...vertices, ...faces].join('\n') + '\n';
}

function binaryPly(littleEndian: boolean): Uint8Array {
  const header = new TextEncoder().encode(plyHeader(littleEndian ? 'binary_little_endian' : 'binary_big_endian', true));
  const body = new Uint8Array(8 * 15 + 6 * 17);
  const view = new DataView(body.buffer);
  let offset = 0;
  for (let i = 0; i < 8; i++) {
    for (const value of corner(i)) {
      view.setFloat32(offset, value, littleEndian);
      offset += 4;
    }
    body.set([255, i * 30, 0], offset);
    offset += 3;
  }
  for (const quad of quads) {
    view.setUint8(offset++, 4);
    for (const index of quad) {
      view.setInt32(offset, index, littleEndian);
      offset += 4;
    }
  }
  return new Uint8Array([...header, ...body]);
}

describe('ingestFile: OBJ', () => {
  it('converts quads to triangles, with computed normals, in a validator-clean GLB', async () => {
    const obj = ['# a box', 'o Box', ...Array.from({ length: 8 }, (_, i) => `v ${corner(i).join(' ')}`), ...quads.map((q) => `f ${q.map((i) => i + 1).join(' ')}`)].join('\n');
    const result = await convert('obj', obj);
    expect(result).toMatchObject({ format: 'obj', converted: true, triangleCount: 12, bbox: boxBbox });
    // Flat sides: each corner of the box is split into one vertex per side it touches.
    expect(result.vertexCount).toBe(24);
    expect(await attributes(result.glb)).toEqual(['NORMAL', 'POSITION']);
    await expectValid(result.glb);
  });

  it('keeps texture coordinates and the file\'s normals, and reads negative indices and trailing comments', async () => {
    const obj = [
      'v 0 0 0', 'v 1 0 0', 'v 1 1 0', 'v 0 1 0',
      'vt 0 0', 'vt 1 0', 'vt 1 1', 'vt 0 1',
      'vn 0 0 1 # facing the viewer',
      'f -4/-4/1 -3/-3/1 -2/-2/1 -1/-1/1 # one quad',
    ].join('\r\n');
    const result = await convert('obj', obj);
    expect(result).toMatchObject({ triangleCount: 2, vertexCount: 4, bbox: { min: [0, 0, 0], max: [1, 1, 0] } });
    expect(await attributes(result.glb)).toEqual(['NORMAL', 'POSITION', 'TEXCOORD_0']);
    await expectValid(result.glb);
  });

  it('refuses an OBJ with no faces, garbage numbers or faces pointing at missing vertices', async () => {
    expect(await refusal('obj', 'v 0 0 0\nv 1 0 0\n')).toBe('This OBJ file has vertices but no faces, so there is no surface to show.');
    expect(await refusal('obj', 'hello\nworld\n')).toMatch(/no vertices or faces/);
    expect(await refusal('obj', 'v 0 0 0\nv 1 nan 0\nv 0 1 0\nf 1 2 3\n')).toBe(
      'This OBJ file cannot be read: line 2 has a value that is not a number.',
    );
    expect(await refusal('obj', 'v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 9\n')).toMatch(/refers to vertex 9, but it has only 3/);
    expect(await refusal('obj', 'v 0 0 0\nv 0 0 0\nv 0 0 0\nf 1 2 3\n')).toMatch(/zero area/);
  });
});

describe('ingestFile: STL', () => {
  it('converts ASCII STL, welding the triangle soup, in a validator-clean GLB', async () => {
    const result = await convert('stl', asciiStl());
    expect(result).toMatchObject({ format: 'stl', converted: true, triangleCount: 12, vertexCount: 24, bbox: turnedBbox, upAxis: 'z' });
    expect(await attributes(result.glb)).toEqual(['NORMAL', 'POSITION']);
    await expectValid(result.glb);
  });

  it('converts binary STL, even when its header starts with "solid"', async () => {
    for (const header of ['binary box', 'solid box, but binary']) {
      const result = await convert('stl', binaryStl(header));
      expect(result).toMatchObject({ triangleCount: 12, vertexCount: 24, bbox: turnedBbox });
      await expectValid(result.glb);
    }
  });

  it('reads STL as Z-up and OBJ as Y-up unless told otherwise; the turned mesh still faces out', async () => {
    expect((await convert('stl', asciiStl(), 'y')).bbox).toEqual(boxBbox);
    const obj = [...Array.from({ length: 8 }, (_, i) => `v ${corner(i).join(' ')}`), ...quads.map((q) => `f ${q.map((i) => i + 1).join(' ')}`)].join('\n');
    expect(await convert('obj', obj)).toMatchObject({ bbox: boxBbox, upAxis: 'y' });
    const turned = await convert('obj', obj, 'z');
    expect(turned).toMatchObject({ bbox: turnedBbox, upAxis: 'z' });
    // Every side's normals point away from the box's centre, not into it, and one side faces straight up.
    const primitive = (await plainIO().readBinary(turned.glb)).getRoot().listMeshes()[0]!.listPrimitives()[0]!;
    const positions = primitive.getAttribute('POSITION')!.getArray()!;
    const normals = primitive.getAttribute('NORMAL')!.getArray()!;
    const centre = [1, 2, -1.5];
    const vertices = Array.from({ length: positions.length / 3 }, (_, v) => v);
    for (const v of vertices) {
      const outward = [0, 1, 2].reduce((sum, axis) => sum + normals[v * 3 + axis]! * (positions[v * 3 + axis]! - centre[axis]!), 0);
      expect(outward).toBeGreaterThan(0);
    }
    expect(vertices.filter((v) => normals[v * 3 + 1] === 1 && positions[v * 3 + 1] === 4)).toHaveLength(4);
  });

  it('refuses a cut-short binary STL with the numbers, and an STL of NaN', async () => {
    const cut = binaryStl().subarray(0, 300);
    expect(await refusal('stl', cut)).toBe('This STL file is cut short: it declares 12 triangles (684 bytes) but has 300 bytes.');
    const nan = binaryStl();
    new DataView(nan.buffer).setFloat32(84 + 12, Number.NaN, true);
    expect(await refusal('stl', nan)).toMatch(/not numbers \(NaN or infinite\)/);
    expect(await refusal('stl', 'solid empty\nendsolid empty\n')).toBe('This STL file has no triangles to show.');
  });
});

describe('ingestFile: PLY', () => {
  it('converts ASCII PLY with quad faces and vertex colours', async () => {
    const result = await convert('ply', asciiPly());
    expect(result).toMatchObject({ format: 'ply', converted: true, triangleCount: 12, bbox: boxBbox });
    expect(await attributes(result.glb)).toEqual(['COLOR_0', 'NORMAL', 'POSITION']);
    await expectValid(result.glb);
  });

  it('converts binary PLY, little- and big-endian, to the same mesh', async () => {
    const little = await convert('ply', binaryPly(true));
    const big = await convert('ply', binaryPly(false));
    for (const result of [little, big]) {
      expect(result).toMatchObject({ triangleCount: 12, vertexCount: little.vertexCount, bbox: boxBbox });
      expect(await attributes(result.glb)).toEqual(['COLOR_0', 'NORMAL', 'POSITION']);
      await expectValid(result.glb);
    }
    expect(Buffer.from(big.glb).equals(Buffer.from(little.glb))).toBe(true);
  });

  it('refuses a cut-short PLY and a point cloud without faces', async () => {
    const bytes = binaryPly(true);
    expect(await refusal('ply', bytes.subarray(0, bytes.length - 10))).toBe(
      'This PLY file is cut short: its header declares 8 vertices and 6 faces, but the data ends early.',
    );
    const pointCloud = 'ply\nformat ascii 1.0\nelement vertex 2\nproperty float x\nproperty float y\nproperty float z\nend_header\n0 0 0\n1 1 1\n';
    expect(await refusal('ply', pointCloud)).toMatch(/point cloud without faces/);
  });

  it('refuses counts its body cannot hold before allocating for them, binary and ASCII', async () => {
    // 251 bytes declaring two billion vertices: 12 bytes each at least, and a face's list count.
    const header = plyHeader('binary_little_endian', false).replace('element vertex 8', 'element vertex 2000000000').replace('element face 6', 'element face 1');
    const bomb = new Uint8Array(251);
    bomb.set(new TextEncoder().encode(header));
    const body = 251 - header.length;
    expect(await refusal('ply', bomb)).toBe(
      `This PLY file is cut short: its header declares 2,000,000,000 vertices and 1 face, which need at least 24,000,000,001 bytes, but ${body} follow the header.`,
    );
    // In ASCII each value takes at least a digit and a separator.
    const ascii = plyHeader('ascii', false).replace('element vertex 8', 'element vertex 1000000') + '0 0 0\n1 0 0\n0 1 0\n3 0 1 2\n';
    expect(await refusal('ply', ascii)).toMatch(/^This PLY file is cut short: its header declares 1,000,000 vertices and 6 faces, which need at least 6,000,011 bytes, but 26 follow the header\.$/);
  });

  it('reads past an element without properties, whatever its count', async () => {
    const withEmpty = asciiPly().replace('element vertex 8', 'element marker 1000000000000\nelement vertex 8');
    expect(await convert('ply', withEmpty)).toMatchObject({ triangleCount: 12, bbox: boxBbox });
  });
});

describe('ingestFile: units', () => {
  /** An 80 x 60 x 34 slab as CAD writes it, 0..80, 0..60, 0..34, Z up, in binary STL. */
  const slabStl = () => {
    const corners = (i: number) => [i & 1 ? 80 : 0, i & 2 ? 60 : 0, i & 4 ? 34 : 0];
    const triangles = quads.flatMap(([a, b, c, d]) => [[a, b, c], [a, c, d]]);
    const stl = new Uint8Array(84 + triangles.length * 50);
    const view = new DataView(stl.buffer);
    view.setUint32(80, triangles.length, true);
    triangles.forEach((triangle, t) => {
      triangle.forEach((corner, k) => corners(corner!).forEach((value, axis) => view.setFloat32(84 + t * 50 + 12 + k * 12 + axis * 4, value, true)));
    });
    return stl;
  };
  const size = (result: MeshIngest) => result.bbox.max.map((max, axis) => max - result.bbox.min[axis]!);

  it('reads an STL, OBJ or PLY as millimetres unless told otherwise: the GLB is in metres', async () => {
    const read = await ingestFile(await tempFile('slab.stl', slabStl()), { kind: 'mesh', format: 'stl' });
    expect(read).toMatchObject({ kind: 'mesh', unit: 'mm', upAxis: 'z' });
    // Z up turned to Y up: 80 wide, 34 tall, 60 deep, in metres.
    expect(size(read as MeshIngest)).toEqual([expect.closeTo(0.08, 6), expect.closeTo(0.034, 6), expect.closeTo(0.06, 6)]);
    const primitive = (await plainIO().readBinary((read as MeshIngest).glb)).getRoot().listMeshes()[0]!.listPrimitives()[0]!;
    expect(primitive.getAttribute('POSITION')!.getMax([0, 0, 0])).toEqual([expect.closeTo(0.08, 6), expect.closeTo(0.034, 6), expect.closeTo(0, 6)]);
    await expectValid((read as MeshIngest).glb);
    const obj = [...Array.from({ length: 8 }, (_, i) => `v ${corner(i).join(' ')}`), ...quads.map((q) => `f ${q.map((i) => i + 1).join(' ')}`)].join('\n');
    const objRead = await ingestFile(await tempFile('box.obj', obj), { kind: 'mesh', format: 'obj' });
    expect(objRead).toMatchObject({ unit: 'mm' });
    expect(size(objRead as MeshIngest)).toEqual(size(await convert('obj', obj)).map((metres) => expect.closeTo(metres / 1000, 6)));
  });

  it('scales by the unit it is told: cm, m, in', async () => {
    for (const [unit, metres] of [['cm', 0.01], ['m', 1], ['in', 0.0254]] as const) {
      const read = await convert('stl', slabStl(), undefined, unit);
      expect(read.unit).toBe(unit);
      expect(size(read)).toEqual([expect.closeTo(80 * metres, 5), expect.closeTo(34 * metres, 5), expect.closeTo(60 * metres, 5)]);
    }
  });
});
