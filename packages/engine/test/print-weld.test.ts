import { MeshoptSimplifier } from 'meshoptimizer';
import { beforeAll, describe, expect, it } from 'vitest';
import { weld } from '../src/print-3d/mesh-soup';
import { unwelded, uvSphere } from './print-meshes';

beforeAll(() => MeshoptSimplifier.ready);

describe('welding a triangle soup', () => {
  it('comes out the same with the stored positions found equal beforehand', () => {
    const soup = unwelded(uvSphere(0.5, 40, 60));
    const stored = new Float32Array(soup.positions);
    // Moved a little off the grid, as a node's transform would, so the quantizing has work to do.
    const positions = Float64Array.from(stored, (value) => value * 1.000_001 + 0.25);
    const indices = Uint32Array.from(soup.indices);
    // One corner is left unused: a vertex that no triangle names is not welded.
    indices[5] = indices[4]!;
    const plain = weld({ positions, indices }, 1e-6);
    const remapped = weld({ positions, indices, samePosition: MeshoptSimplifier.generatePositionRemap(stored, 3) }, 1e-6);
    expect(remapped.merged).toBe(plain.merged);
    expect(remapped.mesh.indices).toEqual(plain.mesh.indices);
    expect(remapped.mesh.positions).toEqual(plain.mesh.positions);
    // A soup of a closed sphere keeps one vertex per position.
    expect(plain.mesh.positions.length / 3).toBe(2 + 39 * 60);
  });
});
