import { PARTS_UPRES_MAX_TRIANGLES, partsUpresReportSchema, partsUpresTool } from '@facet/contract';
import { Document } from '@gltf-transform/core';
import { describe, expect, it } from 'vitest';
import { partsUpres } from '../src/index';
import { isClosedMesh, loopSubdivide } from '../src/parts-upres/parts-upres';
import { boxDocument, plainIO, validatorErrors } from './helpers';
import { texturedSphereDocument } from './meshes';

/** The first primitive's positions (welded by value) and triangles, read back from a GLB. */
async function readBack(glb: Uint8Array) {
  const doc = await plainIO().readBinary(glb);
  const primitive = doc.getRoot().listMeshes()[0]!.listPrimitives()[0]!;
  const position = primitive.getAttribute('POSITION')!;
  const raw = position.getArray() as Float32Array;
  const index = Array.from(primitive.getIndices()!.getArray()! as ArrayLike<number>);
  const ids = new Map<string, number>();
  const weld: number[] = [];
  for (let v = 0; v < raw.length / 3; v++) {
    const key = `${raw[v * 3]},${raw[v * 3 + 1]},${raw[v * 3 + 2]}`;
    if (!ids.has(key)) ids.set(key, ids.size);
    weld.push(ids.get(key)!);
  }
  return { doc, primitive, positions: raw, indices: Uint32Array.from(index.map((v) => weld[v]!)), rawIndices: index };
}

/** Signed volume of a closed triangle mesh (divergence theorem). */
function volume(positions: Float32Array, indices: readonly number[]): number {
  let sum = 0;
  for (let t = 0; t < indices.length; t += 3) {
    const [a, b, c] = [indices[t]! * 3, indices[t + 1]! * 3, indices[t + 2]! * 3];
    sum +=
      positions[a]! * (positions[b + 1]! * positions[c + 2]! - positions[b + 2]! * positions[c + 1]!) -
      positions[a + 1]! * (positions[b]! * positions[c + 2]! - positions[b + 2]! * positions[c]!) +
      positions[a + 2]! * (positions[b]! * positions[c + 1]! - positions[b + 1]! * positions[c]!);
  }
  return sum / 6;
}

const cubeGlb = () => plainIO().writeBinary(boxDocument());

describe('parts upres', () => {
  it.each([1, 2])('subdivides a cube %i level(s): 4^levels times the triangles, closed, smaller but not collapsed', async (levels) => {
    const progress: string[] = [];
    const { files, report } = await partsUpres(await cubeGlb(), { levels, smoothing: 0.5 }, (_fraction, stage) => progress.push(stage));
    partsUpresReportSchema.parse(report);
    expect(report.triangles_before).toBe(12);
    expect(report.triangles_after).toBe(12 * 4 ** levels);
    expect(report.closed).toBe(true);
    expect(report.smoothing_iterations).toBe(5);
    expect(files).toHaveLength(1);
    const { positions, indices, rawIndices, primitive } = await readBack(files[0]!.bytes);
    expect(indices.length / 3).toBe(12 * 4 ** levels);
    expect(isClosedMesh(indices)).toBe(true);
    expect(positions.every(Number.isFinite)).toBe(true);
    // The cube (volume 8) shrinks toward its limit surface, but keeps most of itself.
    const after = volume(positions, rawIndices);
    expect(after).toBeLessThan(8);
    expect(after).toBeGreaterThan(8 * 0.3);
    const normal = primitive.getAttribute('NORMAL')!.getArray() as Float32Array;
    expect(normal.length).toBe(positions.length);
    expect((await validatorErrors(files[0]!.bytes)).count).toBe(0);
    expect(progress).toContain('Smoothing');
  });

  it('keeps an open mesh open, its rim where it was', async () => {
    // One face of a square: two triangles, four rim edges.
    const mesh = loopSubdivide({ positions: Float64Array.from([0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0]), indices: Uint32Array.from([0, 1, 2, 0, 2, 3]) });
    expect(mesh.indices.length / 3).toBe(8);
    expect(isClosedMesh(mesh.indices)).toBe(false);
    // Rim midpoints are midpoints, and everything stays in the plane and inside the square.
    for (let v = 0; v < mesh.positions.length / 3; v++) {
      expect(mesh.positions[v * 3 + 2]).toBe(0);
      expect(mesh.positions[v * 3]).toBeGreaterThanOrEqual(0);
      expect(mesh.positions[v * 3]).toBeLessThanOrEqual(1);
    }
  });

  it('carries UVs and keeps the material', async () => {
    const doc = await texturedSphereDocument(8, 12);
    const glb = await plainIO().writeBinary(doc);
    const { files, report } = await partsUpres(glb, { levels: 1, smoothing: 0 });
    expect(report.smoothing_iterations).toBe(0);
    const { doc: out, primitive } = await readBack(files[0]!.bytes);
    const uv = primitive.getAttribute('TEXCOORD_0')!.getArray() as Float32Array;
    expect(uv.length / 2).toBe(primitive.getAttribute('POSITION')!.getCount());
    expect(uv.every((value) => value >= 0 && value <= 1)).toBe(true);
    expect(primitive.getMaterial()?.getBaseColorTexture()).not.toBeNull();
    expect(out.getRoot().listTextures()).toHaveLength(1);
  });

  it('refuses before running what would pass the triangle budget, and says so', async () => {
    const big = new Document();
    const buffer = big.createBuffer();
    const count = Math.ceil(PARTS_UPRES_MAX_TRIANGLES / 16) + 1;
    const positions = new Float32Array(count * 9);
    for (let t = 0; t < count; t++) positions.set([t, 0, 0, t + 1, 0, 0, t, 1, 0], t * 9);
    big.getRoot().setDefaultScene(
      big.createScene().addChild(
        big.createNode().setMesh(big.createMesh().addPrimitive(big.createPrimitive().setAttribute('POSITION', big.createAccessor().setType('VEC3').setArray(positions).setBuffer(buffer)))),
      ),
    );
    await expect(partsUpres(await plainIO().writeBinary(big), { levels: 2 })).rejects.toThrow(/^parts-upres: Subdividing 125,001 triangles twice makes 2,000,016; at most 2,000,000/);
  });

  it('the contract refuses the same before charging', () => {
    const input = partsUpresTool.input.parse({ mesh: '00000000-0000-4000-8000-000000000000', levels: 2 });
    expect(partsUpresTool.checkAgainstAsset!(input, { name: 'Part', data: { triangle_count: 200_000 } })?.message).toMatch(/makes 3,200,000; at most 2,000,000.*Try one level/);
    expect(partsUpresTool.checkAgainstAsset!(input, { name: 'Part', data: { triangle_count: 1000 } })).toBeUndefined();
  });
});
