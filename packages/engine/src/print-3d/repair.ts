/**
 * Repair of a welded mesh before it becomes a solid: winding made consistent across each part and
 * turned outwards, holes closed with a fan around their centre.
 */
import { type EdgeMap, faceVolume6, type IndexedMesh } from './mesh-soup';

/**
 * Makes neighbouring triangles agree on their winding (walking each part across edges that two faces
 * share) and turns each part outwards. Changes `mesh.indices` in place, and `edges` to match (a
 * flipped face's first and last half-edges trade places). Returns the flipped count and six times
 * each part's enclosed volume once turned outwards (what deciding its way round measured).
 */
export function orientFaces(mesh: IndexedMesh, edges: EdgeMap, partOfFace: Uint32Array, partCount: number): { flipped: number; volumes6: Float64Array } {
  const { indices } = mesh;
  const { twin } = edges;
  const faces = indices.length / 3;
  // Faces are flipped in `flipped` while walking and in `indices` once at the end, so the half-edge
  // numbering the walk reads stays as the edge map has it.
  const flipped = new Uint8Array(faces);
  const visited = new Uint8Array(faces);
  const queue = new Uint32Array(faces);
  for (let seed = 0; seed < faces; seed++) {
    if (visited[seed]) continue;
    visited[seed] = 1;
    let head = 0;
    let tail = 0;
    queue[tail++] = seed;
    while (head < tail) {
      const t = queue[head++]!;
      for (let h = t * 3; h < t * 3 + 3; h++) {
        // Only edges two faces share say which way the neighbour must turn.
        const other = twin[h]!;
        if (other === -1) continue;
        const neighbour = (other / 3) | 0;
        if (neighbour === t || visited[neighbour]) continue;
        visited[neighbour] = 1;
        // Stored the same way round, the two must end up one flipped and one not.
        const sameWay = indices[h] === indices[other];
        flipped[neighbour] = sameWay ? flipped[t]! ^ 1 : flipped[t]!;
        queue[tail++] = neighbour;
      }
    }
  }
  // Each part outwards: a negative enclosed volume means it faces in.
  const volumes = new Float64Array(partCount);
  for (let t = 0; t < faces; t++) {
    const volume = faceVolume6(mesh.positions, indices, t);
    volumes[partOfFace[t]!]! += flipped[t] ? -volume : volume;
  }
  for (let t = 0; t < faces; t++) if (volumes[partOfFace[t]!]! < 0) flipped[t]! ^= 1;
  // Turned outwards, a part encloses the same volume with the sign made positive.
  for (let p = 0; p < partCount; p++) volumes[p] = Math.abs(volumes[p]!);
  let count = 0;
  const { edgeOf } = edges;
  // Where each half-edge goes: a flipped face's corners 1 and 2 swap, so its half-edges 0 and 2 trade.
  const moved = (h: number) => {
    const t = (h / 3) | 0;
    if (!flipped[t]) return h;
    const k = h - t * 3;
    return k === 1 ? h : t * 3 + 2 - k;
  };
  const newTwin = new Int32Array(twin.length);
  for (let h = 0; h < twin.length; h++) newTwin[moved(h)] = twin[h] === -1 ? -1 : moved(twin[h]!);
  twin.set(newTwin);
  for (let t = 0; t < faces; t++) {
    if (!flipped[t]) continue;
    count++;
    const swap = indices[t * 3 + 1]!;
    indices[t * 3 + 1] = indices[t * 3 + 2]!;
    indices[t * 3 + 2] = swap;
    const edge = edgeOf[t * 3]!;
    edgeOf[t * 3] = edgeOf[t * 3 + 2]!;
    edgeOf[t * 3 + 2] = edge;
  }
  return { flipped: count, volumes6: volumes };
}

/**
 * Closes every hole: each loop of edges that only one face has gets a fan of triangles around a new
 * vertex at its centre (one triangle for a three-edge hole). Returns the mesh and the holes filled.
 */
export function fillHoles(mesh: IndexedMesh, edges: EdgeMap): { mesh: IndexedMesh; holes: number } {
  const { positions, indices } = mesh;
  const vertexCount = positions.length / 3;
  const { edgeOf, uses } = edges;
  // The hole's side of each boundary edge a -> b runs b -> a: next[b] = a.
  const next = new Map<number, number[]>();
  for (let h = 0; h < indices.length; h++) {
    if (uses[edgeOf[h]!] !== 1) continue;
    const a = indices[h]!;
    const b = indices[h % 3 === 2 ? h - 2 : h + 1]!;
    const list = next.get(b);
    if (list) list.push(a);
    else next.set(b, [a]);
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
