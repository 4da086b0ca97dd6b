/**
 * Turning a Z-up mesh to glTF's Y-up, and its numbers to glTF's metres. Which axis a file is taken
 * to have up and which unit its numbers are in, and how a person says otherwise, is in the contract
 * (`DEFAULT_UP_AXIS`, `DEFAULT_MESH_UNIT`, the upload's `up_axis` and `unit`).
 */
import type { MeshData } from './mesh-data';

/**
 * A quarter turn about X, -90 degrees: Z-up's up (+Z) becomes +Y and its front (-Y, towards the
 * viewer in CAD) becomes +Z, glTF's front. A rotation keeps the triangles' winding, so no face turns
 * inside out; normals turn the same way.
 */
export function zUpToYUp(mesh: MeshData): MeshData {
  const turn = (source: Float32Array) => {
    const out = new Float32Array(source.length);
    for (let i = 0; i < source.length; i += 3) {
      out[i] = source[i]!;
      out[i + 1] = source[i + 2]!;
      // 0 - y rather than -y: a coordinate of 0 stays 0, not -0.
      out[i + 2] = 0 - source[i + 1]!;
    }
    return out;
  };
  return { ...mesh, positions: turn(mesh.positions), ...(mesh.normals && { normals: turn(mesh.normals) }) };
}

/** The mesh with its positions times `metresPerUnit` (normals keep their direction). */
export function toMetres(mesh: MeshData, metresPerUnit: number): MeshData {
  if (metresPerUnit === 1) return mesh;
  const positions = new Float32Array(mesh.positions.length);
  for (let i = 0; i < positions.length; i += 1) positions[i] = mesh.positions[i]! * metresPerUnit;
  return { ...mesh, positions };
}
