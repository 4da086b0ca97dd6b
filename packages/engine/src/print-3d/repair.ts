/**
 * Repair of a welded mesh before it becomes a solid: winding made consistent across each part and
 * turned outwards, holes closed with a fan around their centre.
 */
import { edgeDirection, facesOnEdge, faceVolume6, type IndexedMesh, vertexFaces } from './mesh-soup';

/**
 * Makes neighbouring triangles agree on their winding (walking each part across edges that two faces
 * share) and turns each part outwards. Changes `mesh.indices` in place; returns the flipped count.
 */
export function orientFaces(mesh: IndexedMesh, partOfFace: Uint32Array, partCount: number): number {
  const { indices } = mesh;
  const faces = indices.length / 3;
  const adjacency = vertexFaces(mesh.positions.length / 3, indices);
  const flipped = new Uint8Array(faces);
  const visited = new Uint8Array(faces);
  const queue = new Uint32Array(faces);
  const others: number[] = [];
  const flip = (t: number) => {
    const swap = indices[t * 3 + 1]!;
    indices[t * 3 + 1] = indices[t * 3 + 2]!;
    indices[t * 3 + 2] = swap;
    flipped[t]! ^= 1;
  };
  for (let seed = 0; seed < faces; seed++) {
    if (visited[seed]) continue;
    visited[seed] = 1;
    let head = 0;
    let tail = 0;
    queue[tail++] = seed;
    while (head < tail) {
      const t = queue[head++]!;
      for (let k = 0; k < 3; k++) {
        const a = indices[t * 3 + k]!;
        const b = indices[t * 3 + ((k + 1) % 3)]!;
        facesOnEdge(adjacency, indices, t, a, b, others);
        // Only edges two faces share say which way the neighbour must turn.
        if (others.length !== 1) continue;
        const neighbour = others[0]!;
        if (visited[neighbour]) continue;
        visited[neighbour] = 1;
        if (edgeDirection(indices, neighbour, a, b) === 0) flip(neighbour);
        queue[tail++] = neighbour;
      }
    }
  }
  // Each part outwards: a negative enclosed volume means it faces in.
  const volumes = new Float64Array(partCount);
  for (let t = 0; t < faces; t++) volumes[partOfFace[t]!]! += faceVolume6(mesh.positions, indices, t);
  for (let t = 0; t < faces; t++) if (volumes[partOfFace[t]!]! < 0) flip(t);
  let count = 0;
  for (let t = 0; t < faces; t++) count += flipped[t]!;
  return count;
}

/**
 * Closes every hole: each loop of edges that only one face has gets a fan of triangles around a new
 * vertex at its centre (one triangle for a three-edge hole). Returns the mesh and the holes filled.
 */
export function fillHoles(mesh: IndexedMesh): { mesh: IndexedMesh; holes: number } {
  const { positions, indices } = mesh;
  const vertexCount = positions.length / 3;
  const adjacency = vertexFaces(vertexCount, indices);
  const faces = indices.length / 3;
  const others: number[] = [];
  // The hole's side of each boundary edge a -> b runs b -> a: next[b] = a.
  const next = new Map<number, number[]>();
  for (let t = 0; t < faces; t++) {
    for (let k = 0; k < 3; k++) {
      const a = indices[t * 3 + k]!;
      const b = indices[t * 3 + ((k + 1) % 3)]!;
      if (facesOnEdge(adjacency, indices, t, a, b, others).length !== 0) continue;
      const list = next.get(b);
      if (list) list.push(a);
      else next.set(b, [a]);
    }
  }
  if (next.size === 0) return { mesh, holes: 0 };
  const addedPositions: number[] = [];
  const addedIndices: number[] = [];
  let holes = 0;
  for (const start of next.keys()) {
    for (;;) {
      const first = next.get(start);
      if (!first || first.length === 0) break;
      const loop = [start];
      let current = start;
      for (;;) {
        const targets = next.get(current);
        const target = targets?.pop();
        if (target === undefined) break;
        if (target === start) break;
        loop.push(target);
        current = target;
        if (loop.length > vertexCount) break;
      }
      if (loop.length < 3) continue;
      holes++;
      if (loop.length === 3) {
        addedIndices.push(loop[0]!, loop[1]!, loop[2]!);
        continue;
      }
      let cx = 0;
      let cy = 0;
      let cz = 0;
      for (const v of loop) {
        cx += positions[v * 3]!;
        cy += positions[v * 3 + 1]!;
        cz += positions[v * 3 + 2]!;
      }
      const centre = vertexCount + addedPositions.length / 3;
      addedPositions.push(cx / loop.length, cy / loop.length, cz / loop.length);
      for (let i = 0; i < loop.length; i++) addedIndices.push(loop[i]!, loop[(i + 1) % loop.length]!, centre);
    }
  }
  const outPositions = new Float64Array(positions.length + addedPositions.length);
  outPositions.set(positions);
  outPositions.set(addedPositions, positions.length);
  const outIndices = new Uint32Array(indices.length + addedIndices.length);
  outIndices.set(indices);
  outIndices.set(addedIndices, indices.length);
  return { mesh: { positions: outPositions, indices: outIndices }, holes };
}
