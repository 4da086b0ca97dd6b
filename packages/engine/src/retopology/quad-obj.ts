/**
 * The quad-dominant layout of a retopology LOD as an OBJ, which, unlike glTF, holds quads: the pairs
 * `merge-quads.ts` made become four-sided faces (`a d b c` from the triangles `a b c` and `b a d`),
 * the triangles left unpaired stay triangles. Every placement of a mesh is written in world space, as
 * OBJ has no scene graph; UVs go along (`vt`, with v pointing up as OBJ wants), normals do not (a
 * modelling tool makes its own from the faces).
 */
import type { Document, Node } from '@gltf-transform/core';

/** Primitives whose layout `merge-quads.ts` wrote: their `extras.quads` leading pairs are quads. */
const quadsOf = (extras: Record<string, unknown>) => (typeof extras.quads === 'number' ? extras.quads : 0);

export function writeQuadObj(doc: Document, comment: string): Uint8Array {
  const lines: string[] = [`# ${comment}`];
  let vertexBase = 1;
  let uvBase = 1;
  const visit = (node: Node) => {
    const mesh = node.getMesh();
    if (mesh) {
      const matrix = node.getWorldMatrix();
      for (const primitive of mesh.listPrimitives()) {
        const positions = primitive.getAttribute('POSITION');
        const indices = primitive.getIndices()?.getArray();
        if (!positions || !indices || primitive.getMode() !== 4) continue;
        const uvs = primitive.getAttribute('TEXCOORD_0');
        const point: number[] = [0, 0, 0];
        const uv: number[] = [0, 0];
        for (let v = 0; v < positions.getCount(); v++) {
          positions.getElement(v, point);
          const [x, y, z] = point as [number, number, number];
          const w = matrix[3]! * x + matrix[7]! * y + matrix[11]! * z + matrix[15]!;
          const world = [0, 1, 2].map((r) => (matrix[r]! * x + matrix[r + 4]! * y + matrix[r + 8]! * z + matrix[r + 12]!) / w);
          lines.push(`v ${world.map((value) => +value.toPrecision(7)).join(' ')}`);
          if (uvs) {
            uvs.getElement(v, uv);
            lines.push(`vt ${+uv[0]!.toPrecision(7)} ${+(1 - uv[1]!).toPrecision(7)}`);
          }
        }
        const corner = (index: number) => (uvs ? `${index + vertexBase}/${index + uvBase}` : `${index + vertexBase}`);
        const quads = Math.min(quadsOf(primitive.getExtras()), Math.floor(indices.length / 6));
        for (let q = 0; q < quads; q++) {
          const at = q * 6;
          const [a, b, c, d] = [indices[at]!, indices[at + 1]!, indices[at + 2]!, indices[at + 5]!];
          lines.push(`f ${[a, d, b, c].map(corner).join(' ')}`);
        }
        for (let t = quads * 6; t + 2 < indices.length; t += 3) {
          lines.push(`f ${[indices[t]!, indices[t + 1]!, indices[t + 2]!].map(corner).join(' ')}`);
        }
        vertexBase += positions.getCount();
        if (uvs) uvBase += uvs.getCount();
      }
    }
    for (const child of node.listChildren()) visit(child);
  };
  const scene = doc.getRoot().getDefaultScene() ?? doc.getRoot().listScenes()[0];
  for (const node of scene?.listChildren() ?? []) visit(node);
  return new TextEncoder().encode(`${lines.join('\n')}\n`);
}
