/**
 * Pairs adjacent triangles into quads, for a quad-dominant mesh. glTF has no quads, so the result
 * is still a triangle list, reordered: the paired triangles come first, two by two, each pair's
 * triangles starting with the edge they share (`a b c`, then `b a d`, the quad being `a d b c`);
 * the triangles left unpaired follow.
 *
 * Pairs are chosen greedily, best quad first: the two triangles must be nearly coplanar and form a
 * convex quad whose corners are not far from right angles. Greedy choices leave some triangles
 * isolated, so short alternating paths (an unpaired triangle takes a neighbour's partner, whose
 * other half pairs further on) are then searched to pair more of them.
 */

export interface MergeQuadsOptions {
  /** Largest angle between the two triangles' normals, in degrees, for a pair to count as flat. */
  maxFoldDegrees?: number;
  /** Smallest corner angle of a quad, in degrees; the largest allowed is 180 minus this. */
  minCornerDegrees?: number;
}

export const MERGE_QUADS_DEFAULTS: Required<MergeQuadsOptions> = { maxFoldDegrees: 30, minCornerDegrees: 25 };

export interface MergedQuads {
  /** The same triangles, paired ones first (see the file comment). */
  indices: Uint32Array;
  quads: number;
  /** Triangles that belong to no quad. */
  unpaired: number;
}

/** Scores are sorted by bucket rather than compared: quads of nearly equal quality are interchangeable. */
const SCORE_BUCKETS = 1024;
/** How many partners an unpaired triangle may displace along one alternating path. */
const MAX_PATH_SWAPS = 6;
const NONE = -1;

const next = (corner: number) => (corner % 3 === 2 ? corner - 2 : corner + 1);
const previous = (corner: number) => (corner % 3 === 0 ? corner + 2 : corner - 1);

export function mergeQuads(indices: Uint32Array, positions: Float32Array, options: MergeQuadsOptions = {}): MergedQuads {
  const { maxFoldDegrees, minCornerDegrees } = { ...MERGE_QUADS_DEFAULTS, ...options };
  const triangleCount = indices.length / 3;
  const candidates = findCandidates(indices, positions, Math.cos((maxFoldDegrees * Math.PI) / 180), Math.cos((minCornerDegrees * Math.PI) / 180));
  const partner = new Int32Array(triangleCount).fill(NONE);
  /** The candidate (shared edge) each paired triangle uses. */
  const pairedBy = new Int32Array(triangleCount).fill(NONE);
  const pair = (candidate: number) => {
    const a = (candidates.corners[candidate * 2]! / 3) | 0;
    const b = (candidates.corners[candidate * 2 + 1]! / 3) | 0;
    partner[a] = b;
    partner[b] = a;
    pairedBy[a] = candidate;
    pairedBy[b] = candidate;
  };

  for (const candidate of candidates.bestFirst) {
    const a = (candidates.corners[candidate * 2]! / 3) | 0;
    const b = (candidates.corners[candidate * 2 + 1]! / 3) | 0;
    if (partner[a] === NONE && partner[b] === NONE) pair(candidate);
  }

  const onPath = new Uint8Array(triangleCount);
  const marked: number[] = [];
  const mark = (triangle: number) => {
    onPath[triangle] = 1;
    marked.push(triangle);
  };
  const path: number[] = [];
  /**
   * Depth-first search for an alternating path from `triangle`, which needs a partner: an unpaired
   * neighbour ends it; a paired neighbour is taken and its old partner searches on. `path` collects
   * the candidates to pair when the search succeeds.
   */
  const augment = (triangle: number, swaps: number): boolean => {
    mark(triangle);
    for (let k = 0; k < 3; k++) {
      const candidate = candidates.byCorner[triangle * 3 + k]!;
      if (candidate === NONE) continue;
      const corners = candidates.corners;
      const neighbour = ((corners[candidate * 2]! / 3) | 0) === triangle ? (corners[candidate * 2 + 1]! / 3) | 0 : (corners[candidate * 2]! / 3) | 0;
      if (onPath[neighbour]) continue;
      const displaced = partner[neighbour]!;
      if (displaced === NONE) {
        path.push(candidate);
        return true;
      }
      if (swaps === 0 || onPath[displaced]) continue;
      mark(neighbour);
      if (augment(displaced, swaps - 1)) {
        path.push(candidate);
        return true;
      }
    }
    return false;
  };
  for (let triangle = 0; triangle < triangleCount; triangle++) {
    if (partner[triangle] !== NONE) continue;
    path.length = 0;
    if (augment(triangle, MAX_PATH_SWAPS)) for (const candidate of path) pair(candidate);
    // Clearing only what was marked keeps each search proportional to its own size.
    for (const visited of marked) onPath[visited] = 0;
    marked.length = 0;
  }

  const out = new Uint32Array(indices.length);
  let written = 0;
  let quads = 0;
  const emit = (corner: number) => {
    out[written++] = indices[corner]!;
    out[written++] = indices[next(corner)]!;
    out[written++] = indices[previous(corner)]!;
  };
  for (let triangle = 0; triangle < triangleCount; triangle++) {
    const candidate = pairedBy[triangle]!;
    if (candidate === NONE || partner[triangle]! < triangle) continue;
    emit(candidates.corners[candidate * 2]!);
    emit(candidates.corners[candidate * 2 + 1]!);
    quads++;
  }
  for (let triangle = 0; triangle < triangleCount; triangle++) {
    if (partner[triangle] === NONE) emit(triangle * 3);
  }
  return { indices: out, quads, unpaired: triangleCount - quads * 2 };
}

interface Candidates {
  /** Per candidate, the corner in each triangle where the shared edge starts. */
  corners: Uint32Array;
  /** Per triangle corner, the candidate whose shared edge starts there, or NONE. */
  byCorner: Int32Array;
  /** Candidate ids, best quad first. */
  bestFirst: Uint32Array;
}

/**
 * Every interior edge between two consistently wound triangles that would make an acceptable quad,
 * with its quality: how close the corners are to right angles, lowered by how much the pair folds.
 */
function findCandidates(indices: Uint32Array, positions: Float32Array, minFoldCos: number, maxCornerCos: number): Candidates {
  const cornerCount = indices.length;
  let vertexCount = 0;
  for (let c = 0; c < cornerCount; c++) vertexCount = Math.max(vertexCount, indices[c]! + 1);

  // Half-edges (named by the corner they start at) grouped by their start vertex.
  const rowStart = new Uint32Array(vertexCount + 1);
  for (let c = 0; c < cornerCount; c++) rowStart[indices[c]! + 1]! += 1;
  for (let v = 0; v < vertexCount; v++) rowStart[v + 1]! += rowStart[v]!;
  const filled = rowStart.slice(0, vertexCount);
  const outgoing = new Uint32Array(cornerCount);
  for (let c = 0; c < cornerCount; c++) outgoing[filled[indices[c]!]!++] = c;

  /** The one half-edge from `from` to `to`; NONE when there is none or more than one. */
  const halfEdge = (from: number, to: number): number => {
    let found = NONE;
    for (let r = rowStart[from]!; r < rowStart[from + 1]!; r++) {
      const c = outgoing[r]!;
      if (indices[next(c)] !== to) continue;
      if (found !== NONE) return NONE;
      found = c;
    }
    return found;
  };

  const corners = new Uint32Array(cornerCount);
  const scores = new Float32Array(cornerCount / 2 + 1);
  const byCorner = new Int32Array(cornerCount).fill(NONE);
  let count = 0;
  const loop = [0, 0, 0, 0];
  for (let c = 0; c < cornerCount; c++) {
    const a = indices[c]!;
    const b = indices[next(c)]!;
    const twin = halfEdge(b, a);
    // Each edge once, from its lower corner; edges that more than two triangles share are skipped.
    if (twin === NONE || twin < c || halfEdge(a, b) !== c) continue;
    if (((twin / 3) | 0) === ((c / 3) | 0)) continue;
    loop[0] = a;
    loop[1] = indices[previous(twin)]!;
    loop[2] = b;
    loop[3] = indices[previous(c)]!;
    const score = quadScore(positions, loop, minFoldCos, maxCornerCos);
    if (score < 0) continue;
    corners[count * 2] = c;
    corners[count * 2 + 1] = twin;
    scores[count] = score;
    byCorner[c] = count;
    byCorner[twin] = count;
    count++;
  }

  const bucketOf = (candidate: number) => Math.min(SCORE_BUCKETS - 1, Math.floor(scores[candidate]! * SCORE_BUCKETS));
  const bucketStart = new Uint32Array(SCORE_BUCKETS + 1);
  for (let i = 0; i < count; i++) bucketStart[SCORE_BUCKETS - bucketOf(i)]! += 1;
  for (let k = 0; k < SCORE_BUCKETS; k++) bucketStart[k + 1]! += bucketStart[k]!;
  const bestFirst = new Uint32Array(count);
  for (let i = 0; i < count; i++) bestFirst[bucketStart[SCORE_BUCKETS - 1 - bucketOf(i)]!++] = i;

  // byCorner is kept per corner so a triangle's three edges are found at 3t, 3t+1, 3t+2.
  return { corners: corners.subarray(0, count * 2), byCorner, bestFirst };
}

/**
 * Quality in [0, 1] of the quad `loop` (two triangles a-b-c and b-a-d, so the loop is a d b c), or
 * -1 when it is degenerate, folded, concave or has a corner too sharp or too blunt.
 */
function quadScore(positions: Float32Array, loop: number[], minFoldCos: number, maxCornerCos: number): number {
  const [a, d, b, c] = loop as [number, number, number, number];
  if (c === d || a === b) return -1;
  const p = (vertex: number, axis: number) => positions[vertex * 3 + axis]!;
  // Normals of a-b-c and b-a-d.
  const n1 = cross(p(b, 0) - p(a, 0), p(b, 1) - p(a, 1), p(b, 2) - p(a, 2), p(c, 0) - p(a, 0), p(c, 1) - p(a, 1), p(c, 2) - p(a, 2));
  const n2 = cross(p(a, 0) - p(b, 0), p(a, 1) - p(b, 1), p(a, 2) - p(b, 2), p(d, 0) - p(b, 0), p(d, 1) - p(b, 1), p(d, 2) - p(b, 2));
  const length1 = Math.hypot(n1[0], n1[1], n1[2]);
  const length2 = Math.hypot(n2[0], n2[1], n2[2]);
  if (!(length1 > 0) || !(length2 > 0)) return -1;
  const foldCos = (n1[0] * n2[0] + n1[1] * n2[1] + n1[2] * n2[2]) / (length1 * length2);
  if (foldCos < minFoldCos) return -1;
  const nx = n1[0] / length1 + n2[0] / length2;
  const ny = n1[1] / length1 + n2[1] / length2;
  const nz = n1[2] / length1 + n2[2] / length2;

  let worstCos = 0;
  for (let i = 0; i < 4; i++) {
    const from = loop[(i + 3) % 4]!;
    const at = loop[i]!;
    const to = loop[(i + 1) % 4]!;
    const ux = p(at, 0) - p(from, 0);
    const uy = p(at, 1) - p(from, 1);
    const uz = p(at, 2) - p(from, 2);
    const vx = p(to, 0) - p(at, 0);
    const vy = p(to, 1) - p(at, 1);
    const vz = p(to, 2) - p(at, 2);
    const turn = cross(ux, uy, uz, vx, vy, vz);
    if (turn[0] * nx + turn[1] * ny + turn[2] * nz <= 0) return -1;
    const lengths = Math.hypot(ux, uy, uz) * Math.hypot(vx, vy, vz);
    if (!(lengths > 0)) return -1;
    // The corner angle is between the edge back to `from` and the edge on to `to`.
    const cornerCos = Math.abs((ux * vx + uy * vy + uz * vz) / lengths);
    if (cornerCos > maxCornerCos) return -1;
    worstCos = Math.max(worstCos, cornerCos);
  }
  return (1 - worstCos) * foldCos;
}

function cross(ax: number, ay: number, az: number, bx: number, by: number, bz: number): [number, number, number] {
  return [ay * bz - az * by, az * bx - ax * bz, ax * by - ay * bx];
}
