/** Meshes for the 3D-printing tests and benchmark, built in code and written as GLB (metres, Y up). */
import { Document, NodeIO } from '@gltf-transform/core';


export interface TriangleMesh {
  positions: number[];
  indices: number[];
}

/** A closed axis-aligned box, each side split into `cells` x `cells` squares, facing outwards. */
export function gridBox(size: [number, number, number], cells = 1, at: [number, number, number] = [0, 0, 0]): TriangleMesh {
  const positions: number[] = [];
  const indices: number[] = [];
  // Each side: an origin corner and two edge vectors whose cross product points outwards.
  const [x, y, z] = size;
  const sides: [number[], number[], number[]][] = [
    [[0, 0, 0], [0, y, 0], [x, 0, 0]], // z = 0, facing -z
    [[0, 0, z], [x, 0, 0], [0, y, 0]], // z = z
    [[0, 0, 0], [x, 0, 0], [0, 0, z]], // y = 0
    [[0, y, 0], [0, 0, z], [x, 0, 0]], // y = y
    [[0, 0, 0], [0, 0, z], [0, y, 0]], // x = 0
    [[x, 0, 0], [0, y, 0], [0, 0, z]], // x = x
  ];
  for (const [origin, u, v] of sides) {
    const base = positions.length / 3;
    for (let i = 0; i <= cells; i++) {
      for (let j = 0; j <= cells; j++) {
        for (let k = 0; k < 3; k++) positions.push(at[k]! + origin[k]! + (u[k]! * i) / cells + (v[k]! * j) / cells);
      }
    }
    for (let i = 0; i < cells; i++) {
      for (let j = 0; j < cells; j++) {
        const a = base + i * (cells + 1) + j;
        const b = a + cells + 1;
        indices.push(a, b, a + 1, a + 1, b, b + 1);
      }
    }
  }
  return { positions, indices };
}

/** A UV sphere of `rings` x `segments` quads, closed at the poles, facing outwards. */
export function uvSphere(radius: number, rings: number, segments: number): TriangleMesh {
  const positions: number[] = [0, radius, 0];
  for (let r = 1; r < rings; r++) {
    const theta = (Math.PI * r) / rings;
    for (let s = 0; s < segments; s++) {
      const phi = (2 * Math.PI * s) / segments;
      positions.push(radius * Math.sin(theta) * Math.cos(phi), radius * Math.cos(theta), radius * Math.sin(theta) * Math.sin(phi));
    }
  }
  positions.push(0, -radius, 0);
  const south = positions.length / 3 - 1;
  const ring = (r: number, s: number) => 1 + (r - 1) * segments + (s % segments);
  const indices: number[] = [];
  for (let s = 0; s < segments; s++) indices.push(0, ring(1, s + 1), ring(1, s));
  for (let r = 1; r < rings - 1; r++) {
    for (let s = 0; s < segments; s++) {
      indices.push(ring(r, s), ring(r, s + 1), ring(r + 1, s), ring(r, s + 1), ring(r + 1, s + 1), ring(r + 1, s));
    }
  }
  for (let s = 0; s < segments; s++) indices.push(south, ring(rings - 1, s), ring(rings - 1, s + 1));
  return { positions, indices };
}

/** Several meshes in one GLB, one node each. */
export async function glbOf(...meshes: TriangleMesh[]): Promise<Uint8Array> {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const scene = doc.createScene();
  for (const [i, mesh] of meshes.entries()) {
    const primitive = doc
      .createPrimitive()
      .setAttribute('POSITION', doc.createAccessor().setType('VEC3').setArray(new Float32Array(mesh.positions)).setBuffer(buffer))
      .setIndices(doc.createAccessor().setType('SCALAR').setArray(new Uint32Array(mesh.indices)).setBuffer(buffer));
    scene.addChild(doc.createNode(`Part ${i}`).setMesh(doc.createMesh(`Part ${i}`).addPrimitive(primitive)));
  }
  doc.getRoot().setDefaultScene(scene);
  return new NodeIO().writeBinary(doc);
}

/** The same mesh with every triangle on its own three vertices (as STL exports are). */
export function unwelded(mesh: TriangleMesh): TriangleMesh {
  const positions: number[] = [];
  for (const index of mesh.indices) positions.push(mesh.positions[index * 3]!, mesh.positions[index * 3 + 1]!, mesh.positions[index * 3 + 2]!);
  return { positions, indices: mesh.indices.map((_, i) => i) };
}
