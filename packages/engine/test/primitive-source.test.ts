import { Document } from '@gltf-transform/core';
import { MeshoptSimplifier } from 'meshoptimizer';
import { beforeAll, describe, expect, it } from 'vitest';
import { readPrimitiveSource } from '../src/retopology/primitive-source';

beforeAll(() => MeshoptSimplifier.ready);

/** A primitive of the given corners (position and UV each) and triangles. */
function primitiveOf(corners: [number, number, number, number, number][], indices: number[]) {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const accessor = (type: 'VEC3' | 'VEC2' | 'SCALAR', array: Float32Array | Uint32Array) => doc.createAccessor().setType(type).setArray(array).setBuffer(buffer);
  return doc
    .createPrimitive()
    .setAttribute('POSITION', accessor('VEC3', new Float32Array(corners.flatMap(([x, y, z]) => [x, y, z]))))
    .setAttribute('TEXCOORD_0', accessor('VEC2', new Float32Array(corners.flatMap(([, , , u, v]) => [u, v]))))
    .setIndices(accessor('SCALAR', new Uint32Array(indices)));
}

describe('welding', () => {
  it('joins only vertices equal in every attribute, however many kinds share a position', () => {
    const primitive = primitiveOf(
      [
        [0, 0, 0, 0, 0],
        [1, 0, 0, 1, 0],
        [0, 1, 0, 0, 1],
        // Three more at the position of vertex 1: another UV (a seam), that UV again, and vertex 1 again.
        [1, 0, 0, 0.5, 0],
        [1, 0, 0, 0.5, 0],
        [1, 0, 0, 1, 0],
        [1, 1, 0, 1, 1],
      ],
      [0, 1, 2, 4, 6, 2, 5, 6, 2],
    );
    const source = readPrimitiveSource(primitive, 1, false);
    expect([...source.indices]).toEqual([0, 1, 2, 3, 6, 2, 1, 6, 2]);
    // The seam: vertex 1 and the vertices of the other UV at its position.
    expect([...source.uvSeams]).toEqual([0, 1, 0, 1, 1, 0, 0]);
  });

  it('welds exactly when very many vertices share one point', () => {
    // 2,000 UVs at the origin, each twice: 8 million pairs at one position, which the weld never
    // compares pair by pair; each copy is welded to the first of its kind.
    const kinds = 2_000;
    const corners: [number, number, number, number, number][] = [];
    for (let copy = 0; copy < 2; copy++) for (let i = 0; i < kinds; i++) corners.push([0, 0, 0, i / kinds, 0]);
    corners.push([1, 0, 0, 0, 0], [0, 1, 0, 0, 0]);
    const triangles = Array.from({ length: 2 * kinds }, (_, i) => [i, 2 * kinds, 2 * kinds + 1]).flat();
    const source = readPrimitiveSource(primitiveOf(corners, triangles), 1, false);
    expect([...source.indices]).toEqual(Array.from({ length: 2 * kinds }, (_, i) => [i % kinds, 2 * kinds, 2 * kinds + 1]).flat());
  });

  it('refuses a triangle that names a vertex the primitive does not have', () => {
    const primitive = primitiveOf(
      [
        [0, 0, 0, 0, 0],
        [1, 0, 0, 1, 0],
        [0, 1, 0, 0, 1],
      ],
      [0, 1, 3],
    );
    expect(() => readPrimitiveSource(primitive, 1, false)).toThrow('refers to a vertex its mesh does not have');
  });
});
