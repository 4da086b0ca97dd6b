/**
 * Caps over the loops where a part was cut from its neighbours. Loops that lie on one plane-ish
 * surface, one inside another and wound the other way (the two rims of a cut tube), are one cap
 * with holes. Each cap is a constrained Delaunay triangulation of its loops in their best-fit plane:
 * it uses only the rim's own vertices and keeps every rim edge, so the cap meets the part's faces
 * edge for edge, and among the triangulations that do so it is the one whose smallest angle is
 * largest. A loop that cannot be laid flat without its outline crossing itself is closed in space by
 * its own vertices (spanLoop, or clipEars for a long one); only a loop longer still, or one that passes
 * a vertex twice, is closed by a fan around its centre.
 */
import { createRequire } from 'node:module';

type Cdt2d = (points: [number, number][], edges: [number, number][], options: { exterior: boolean; delaunay: boolean }) => [number, number, number][];

/** cdt2d ships no types; loaded through `require` with its one call typed here, so packages that import the engine need no declaration for it. */
const cdt2d = createRequire(import.meta.url)('cdt2d') as Cdt2d;

/** How far (as a share of its outline's size) a hole may stand off the plane of the loop around it. */
const HOLE_PLANE_TOLERANCE = 0.05;
/** Rounds of splitting chords that are already edges of the part before a cap gives up on the triangulation. */
const MIDDLE_ROUNDS = 4;
/** The longest loop spanned by shortest diagonals when it cannot be laid flat; longer ones have their ears clipped. */
const SPAN_LIMIT = 400;
/** The longest loop closed by clipping ears in space; longer ones (rare: a wavy cut of thousands of edges) are closed by a fan. */
const EAR_LIMIT = 5000;

interface Loop {
  vertices: number[];
  /** Newell's normal: its direction is the way the loop winds (anticlockwise), its length twice the area it encloses. */
  normal: [number, number, number];
  centre: [number, number, number];
  size: number;
}

export const edgeKey = (a: number, b: number) => Math.min(a, b) * 2 ** 26 + Math.max(a, b);

/**
 * Appends cap triangles for `loops` (vertex indices into `points`, running in the cap's winding
 * order) to `triangles`. `edges` holds the part's edges so far: a cap never adds a second copy of
 * one (that would make an edge of three triangles), and its own edges are added to it.
 */
export function capLoops(loops: readonly number[][], points: number[], triangles: number[], edges: Set<number>): void {
  const described = loops.map((vertices) => describe(vertices, points)).sort((a, b) => length(b.normal) - length(a.normal));
  const groups: { outer: Loop; frame: Frame; holes: Loop[] }[] = [];
  for (const loop of described) {
    const group = groups.find(({ outer, frame, holes }) => isHoleOf(loop, outer, frame, holes, points));
    if (group) group.holes.push(loop);
    else groups.push({ outer: loop, frame: frameAcross(loop.normal), holes: [] });
  }
  for (const { outer, frame, holes } of groups) {
    if (triangulate([outer, ...holes], frame, points, triangles, edges)) continue;
    // The loops did not make one cap together; each is closed on its own, laid flat across the
    // way it winds or, when its outline crosses itself there, across its best-fit plane.
    for (const loop of [outer, ...holes]) {
      if (holes.length > 0 && triangulate([loop], frameAcross(loop.normal), points, triangles, edges)) continue;
      if (triangulate([loop], frameAcross(bestFitNormal(loop, points)), points, triangles, edges)) continue;
      if (spanLoop(loop.vertices, points, triangles, edges)) continue;
      if (!clipEars(loop, points, triangles, edges)) fan(loop.vertices, points, triangles);
    }
  }
}

function describe(vertices: number[], points: number[]): Loop {
  const normal: [number, number, number] = [0, 0, 0];
  const centre: [number, number, number] = [0, 0, 0];
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < vertices.length; i++) {
    const a = vertices[i]! * 3;
    const b = vertices[(i + 1) % vertices.length]! * 3;
    normal[0] += (points[a + 1]! - points[b + 1]!) * (points[a + 2]! + points[b + 2]!);
    normal[1] += (points[a + 2]! - points[b + 2]!) * (points[a]! + points[b]!);
    normal[2] += (points[a]! - points[b]!) * (points[a + 1]! + points[b + 1]!);
    for (let k = 0; k < 3; k++) {
      centre[k]! += points[a + k]! / vertices.length;
      min[k] = Math.min(min[k]!, points[a + k]!);
      max[k] = Math.max(max[k]!, points[a + k]!);
    }
  }
  return { vertices, normal, centre, size: Math.max(max[0]! - min[0]!, max[1]! - min[1]!, max[2]! - min[2]!) };
}

/**
 * The normal of the plane the loop's vertices lie closest to (least squares): the covariance's
 * direction of least spread, found by power iteration on its complement, turned to wind with the loop.
 */
function bestFitNormal(loop: Loop, points: number[]): [number, number, number] {
  const c = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (const vertex of loop.vertices) {
    for (let i = 0; i < 3; i++) for (let j = 0; j < 3; j++) c[i * 3 + j]! += (points[vertex * 3 + i]! - loop.centre[i]!) * (points[vertex * 3 + j]! - loop.centre[j]!);
  }
  const shift = c[0]! + c[4]! + c[8]!;
  let n = [...loop.normal];
  for (let step = 0; step < 64; step++) {
    const next = [0, 1, 2].map((i) => shift * n[i]! - (c[i * 3]! * n[0]! + c[i * 3 + 1]! * n[1]! + c[i * 3 + 2]! * n[2]!));
    const l = length(next);
    if (l === 0) break;
    n = next.map((value) => value / l);
  }
  const sign = n[0]! * loop.normal[0] + n[1]! * loop.normal[1] + n[2]! * loop.normal[2] < 0 ? -1 : 1;
  return [sign * n[0]!, sign * n[1]!, sign * n[2]!];
}

const length = (v: readonly number[]) => Math.hypot(v[0]!, v[1]!, v[2]!);

/** Two unit directions spanning the plane across `normal`, with u x v along it, so a loop winding about `normal` runs anticlockwise in (u, v). */
interface Frame {
  u: [number, number, number];
  v: [number, number, number];
  n: [number, number, number];
}

function frameAcross(normal: readonly number[]): Frame {
  const l = length(normal) || 1;
  const n: [number, number, number] = [normal[0]! / l, normal[1]! / l, normal[2]! / l];
  const helper = Math.abs(n[0]) < 0.9 ? [1, 0, 0] : [0, 1, 0];
  const u: [number, number, number] = [helper[1]! * n[2] - helper[2]! * n[1], helper[2]! * n[0] - helper[0]! * n[2], helper[0]! * n[1] - helper[1]! * n[0]];
  const ul = length(u);
  for (let k = 0; k < 3; k++) u[k]! /= ul;
  const v: [number, number, number] = [n[1] * u[2] - n[2] * u[1], n[2] * u[0] - n[0] * u[2], n[0] * u[1] - n[1] * u[0]];
  return { u, v, n };
}

const dot = (points: number[], vertex: number, d: readonly number[]) => points[vertex * 3]! * d[0]! + points[vertex * 3 + 1]! * d[1]! + points[vertex * 3 + 2]! * d[2]!;

/**
 * A hole of `outer`: wound the other way, near the plane through the outer loop's centre, and
 * inside its outline (but not inside one of its holes) when both are laid flat.
 */
function isHoleOf(loop: Loop, outer: Loop, frame: Frame, holes: readonly Loop[], points: number[]): boolean {
  if (loop.normal[0] * frame.n[0] + loop.normal[1] * frame.n[1] + loop.normal[2] * frame.n[2] > -0.9 * length(loop.normal)) return false;
  const plane = outer.centre[0] * frame.n[0] + outer.centre[1] * frame.n[1] + outer.centre[2] * frame.n[2];
  if (loop.vertices.some((vertex) => Math.abs(dot(points, vertex, frame.n) - plane) > HOLE_PLANE_TOLERANCE * outer.size)) return false;
  const probe = loop.vertices[0]!;
  const x = dot(points, probe, frame.u);
  const y = dot(points, probe, frame.v);
  return encloses(outer.vertices, x, y, frame, points) && !holes.some((hole) => encloses(hole.vertices, x, y, frame, points));
}

/** Even-odd test of the point (x, y) against the loop laid flat in `frame`. */
function encloses(vertices: readonly number[], x: number, y: number, frame: Frame, points: number[]): boolean {
  let inside = false;
  for (let i = 0, j = vertices.length - 1; i < vertices.length; j = i++) {
    const xi = dot(points, vertices[i]!, frame.u);
    const yi = dot(points, vertices[i]!, frame.v);
    const xj = dot(points, vertices[j]!, frame.u);
    const yj = dot(points, vertices[j]!, frame.v);
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/**
 * The constrained Delaunay triangulation of the loops laid flat in `frame`, appended when it is a
 * cap: every rim edge in exactly one triangle, running the rim's way. False (and nothing appended)
 * otherwise, as when the flat outline crosses itself.
 *
 * A jagged rim can have two of its vertices joined by an edge of the part itself (a tooth of the
 * part reaching into the cut); a cap edge there would be a third and fourth triangle on one edge.
 * Such a chord gets a point of its own at its middle and the triangulation is made again, which
 * takes the chord out of the cap.
 */
function triangulate(loops: readonly Loop[], frame: Frame, points: number[], triangles: number[], edges: Set<number>): boolean {
  // One flat point per mesh vertex, so a loop that passes a vertex twice still names it once.
  const local = new Map<number, number>();
  const flat: [number, number][] = [];
  const seen = new Set<string>();
  const constraints: [number, number][] = [];
  for (const { vertices } of loops) {
    for (const vertex of vertices) {
      if (local.has(vertex)) continue;
      const point: [number, number] = [dot(points, vertex, frame.u), dot(points, vertex, frame.v)];
      // Two vertices landing on one spot cannot both be kept by the triangulation.
      if (seen.has(point.join())) return false;
      seen.add(point.join());
      local.set(vertex, flat.length);
      flat.push(point);
    }
    for (let i = 0; i < vertices.length; i++) constraints.push([local.get(vertices[i]!)!, local.get(vertices[(i + 1) % vertices.length]!)!]);
  }
  const rimCount = flat.length;
  /** Vertex ids of the flat points: the rim's, then the chord middles', numbered after the part's current points. */
  const global = [...local.keys()];
  const middles: number[] = [];
  for (let round = 0; round < MIDDLE_ROUNDS; round++) {
    let cells: [number, number, number][];
    try {
      // cdt2d's own Delaunay pass (exact arithmetic, an array index) is quadratic on long rims; its
      // plain triangulation is fast, and the flips below make it Delaunay away from the rim.
      cells = cdt2d(flat, constraints, { exterior: false, delaunay: false });
    } catch {
      return false;
    }
    const n = flat.length;
    const rim = new Map<number, number>();
    for (const [a, b] of constraints) rim.set(a * n + b, 0);
    const added: number[] = [];
    for (const [a, first, second] of cells) {
      // cdt2d does not say which way its triangles wind; the cap's run anticlockwise in the frame.
      const area = (flat[first]![0] - flat[a]![0]) * (flat[second]![1] - flat[a]![1]) - (flat[first]![1] - flat[a]![1]) * (flat[second]![0] - flat[a]![0]);
      if (area === 0) return false;
      if (area > 0) added.push(a, first, second);
      else added.push(a, second, first);
    }
    flipToDelaunay(added, flat, rim);
    const chords = new Map<number, [number, number]>();
    for (let t = 0; t < added.length; t += 3) {
      const [a, b, c] = [added[t]!, added[t + 1]!, added[t + 2]!];
      for (const [p, q] of [
        [a, b],
        [b, c],
        [c, a],
      ] as const) {
        const count = rim.get(p * n + q);
        if (count !== undefined) rim.set(p * n + q, count + 1);
        else if (rim.has(q * n + p)) return false;
        else if (p < rimCount && q < rimCount && edges.has(edgeKey(global[p]!, global[q]!))) chords.set(Math.min(p, q) * n + Math.max(p, q), [p, q]);
      }
    }
    for (const count of rim.values()) if (count !== 1) return false;
    if (chords.size === 0) {
      for (let k = 0; k < middles.length; k++) points.push(middles[k]!);
      for (const vertex of added) triangles.push(global[vertex]!);
      for (let i = 0; i < added.length; i += 3) for (let k = 0; k < 3; k++) edges.add(edgeKey(global[added[i + k]!]!, global[added[i + ((k + 1) % 3)]!]!));
      return true;
    }
    for (const [p, q] of chords.values()) {
      const point: [number, number] = [(flat[p]![0] + flat[q]![0]) / 2, (flat[p]![1] + flat[q]![1]) / 2];
      if (seen.has(point.join())) return false;
      seen.add(point.join());
      flat.push(point);
      global.push(points.length / 3 + middles.length / 3);
      for (let k = 0; k < 3; k++) middles.push((points[global[p]! * 3 + k]! + points[global[q]! * 3 + k]!) / 2);
    }
  }
  return false;
}

/**
 * Lawson's flips: an inner edge whose far corner on one side lies inside the circle through the
 * other side's triangle is swapped for the other diagonal, until none is; rim edges (keys of `rim`,
 * a * n + b) never move. `triangles` are anticlockwise corner triples into `flat`, changed in place.
 * The test needs a clear margin, so corners on one circle (a regular polygon's) do not flip back and
 * forth, and the flips are capped in number for the same reason.
 */
function flipToDelaunay(triangles: number[], flat: readonly [number, number][], rim: ReadonlyMap<number, number>): void {
  const n = flat.length;
  /** Directed edge a -> b (a * n + b) to the triangle holding it. */
  const owner = new Map<number, number>();
  const own = (t: number) => {
    for (let k = 0; k < 3; k++) owner.set(triangles[t * 3 + k]! * n + triangles[t * 3 + ((k + 1) % 3)]!, t);
  };
  for (let t = 0; t < triangles.length / 3; t++) own(t);
  const stack = [...owner.keys()];
  let budget = 20 * n + 100;
  while (stack.length > 0 && budget > 0) {
    const key = stack.pop()!;
    const a = Math.floor(key / n);
    const b = key % n;
    if (rim.has(key) || rim.has(b * n + a)) continue;
    const t1 = owner.get(key);
    const t2 = owner.get(b * n + a);
    if (t1 === undefined || t2 === undefined) continue;
    const c = thirdCorner(triangles, t1, a, b);
    const d = thirdCorner(triangles, t2, b, a);
    if (!insideCircle(flat[a]!, flat[b]!, flat[c]!, flat[d]!)) continue;
    budget--;
    owner.delete(key);
    owner.delete(b * n + a);
    triangles.splice(t1 * 3, 3, a, d, c);
    triangles.splice(t2 * 3, 3, d, b, c);
    own(t1);
    own(t2);
    stack.push(a * n + d, d * n + b, b * n + c, c * n + a);
  }
}

function thirdCorner(triangles: readonly number[], t: number, a: number, b: number): number {
  for (let k = 0; k < 3; k++) {
    const corner = triangles[t * 3 + k]!;
    if (corner !== a && corner !== b) return corner;
  }
  return -1;
}

/** Whether d lies clearly inside the circle through the anticlockwise triangle a, b, c. */
function insideCircle(a: readonly number[], b: readonly number[], c: readonly number[], d: readonly number[]): boolean {
  const [ax, ay] = [a[0]! - d[0]!, a[1]! - d[1]!];
  const [bx, by] = [b[0]! - d[0]!, b[1]! - d[1]!];
  const [cx, cy] = [c[0]! - d[0]!, c[1]! - d[1]!];
  const a2 = ax * ax + ay * ay;
  const b2 = bx * bx + by * by;
  const c2 = cx * cx + cy * cy;
  const det = ax * (by * c2 - b2 * cy) - ay * (bx * c2 - b2 * cx) + a2 * (bx * cy - by * cx);
  const scale = Math.max(a2, b2, c2);
  return det > 1e-9 * scale * scale;
}

/**
 * A loop that cannot be laid flat (a wavy cut around a rounded body) is spanned in space by the
 * triangulation of its own vertices with the shortest diagonals in all (dynamic programming over the
 * loop, cubic in its length, so only up to SPAN_LIMIT vertices), never using an edge the part has.
 */
function spanLoop(loop: readonly number[], points: number[], triangles: number[], edges: Set<number>): boolean {
  const n = loop.length;
  if (n > SPAN_LIMIT || new Set(loop).size !== n) return false;
  const distance = (i: number, j: number) => {
    const a = loop[i]! * 3;
    const b = loop[j]! * 3;
    return Math.hypot(points[a]! - points[b]!, points[a + 1]! - points[b + 1]!, points[a + 2]! - points[b + 2]!);
  };
  // diagonal[i * n + j]: the length of the diagonal i-j, Infinity where it would repeat an edge of the part.
  const diagonal = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = i + 2; j < n; j++) diagonal[i * n + j] = i === 0 && j === n - 1 ? 0 : edges.has(edgeKey(loop[i]!, loop[j]!)) ? Infinity : distance(i, j);
    if (i + 1 < n) diagonal[i * n + i + 1] = 0;
  }
  // cost[i * n + j]: the least total diagonal length spanning the loop from i to j; apex: the third corner over i-j.
  const cost = new Float64Array(n * n);
  const apex = new Int32Array(n * n).fill(-1);
  for (let gap = 2; gap < n; gap++) {
    for (let i = 0; i + gap < n; i++) {
      const j = i + gap;
      let best = Infinity;
      for (let k = i + 1; k < j; k++) {
        const total = cost[i * n + k]! + cost[k * n + j]! + diagonal[i * n + k]! + diagonal[k * n + j]!;
        if (total < best) {
          best = total;
          apex[i * n + j] = k;
        }
      }
      cost[i * n + j] = best;
    }
  }
  if (!Number.isFinite(cost[n - 1]!)) return false;
  const stack: [number, number][] = [[0, n - 1]];
  while (stack.length > 0) {
    const [i, j] = stack.pop()!;
    if (j - i < 2) continue;
    const k = apex[i * n + j]!;
    triangles.push(loop[i]!, loop[k]!, loop[j]!);
    edges.add(edgeKey(loop[i]!, loop[k]!));
    edges.add(edgeKey(loop[k]!, loop[j]!));
    stack.push([i, k], [k, j]);
  }
  return true;
}

/**
 * A long loop that cannot be laid flat, too long to span by spanLoop, is closed by clipping ears in
 * space: each time the corner with the sharpest turn (measured about the loop's normal, so a corner
 * turning the other way counts as wide) whose new edge the part does not have yet. Quadratic in the
 * loop's length; no vertex is added.
 */
function clipEars(loop: Loop, points: number[], triangles: number[], edges: Set<number>): boolean {
  if (loop.vertices.length > EAR_LIMIT || new Set(loop.vertices).size !== loop.vertices.length) return false;
  const ring = [...loop.vertices];
  const added: number[] = [];
  const corner = (a: number, b: number, c: number) => {
    const u = [0, 1, 2].map((k) => points[a * 3 + k]! - points[b * 3 + k]!);
    const v = [0, 1, 2].map((k) => points[c * 3 + k]! - points[b * 3 + k]!);
    const angle = Math.acos(Math.max(-1, Math.min(1, (u[0]! * v[0]! + u[1]! * v[1]! + u[2]! * v[2]!) / (length(u) * length(v) || 1))));
    // v x u points along the normal where the loop turns left (anticlockwise) at b.
    const turn = (v[1]! * u[2]! - v[2]! * u[1]!) * loop.normal[0] + (v[2]! * u[0]! - v[0]! * u[2]!) * loop.normal[1] + (v[0]! * u[1]! - v[1]! * u[0]!) * loop.normal[2];
    return turn >= 0 ? angle : 2 * Math.PI - angle;
  };
  while (ring.length > 3) {
    let best = -1;
    let sharpest = Infinity;
    for (let i = 0; i < ring.length; i++) {
      const a = ring[(i + ring.length - 1) % ring.length]!;
      const c = ring[(i + 1) % ring.length]!;
      if (edges.has(edgeKey(a, c))) continue;
      const angle = corner(a, ring[i]!, c);
      if (angle < sharpest) {
        sharpest = angle;
        best = i;
      }
    }
    if (best < 0) return false;
    added.push(ring[(best + ring.length - 1) % ring.length]!, ring[best]!, ring[(best + 1) % ring.length]!);
    ring.splice(best, 1);
  }
  added.push(ring[0]!, ring[1]!, ring[2]!);
  for (const vertex of added) triangles.push(vertex);
  for (let i = 0; i < added.length; i += 3) for (let k = 0; k < 3; k++) edges.add(edgeKey(added[i + k]!, added[i + ((k + 1) % 3)]!));
  return true;
}

function fan(loop: readonly number[], points: number[], triangles: number[]): void {
  const centre = [0, 0, 0];
  for (const v of loop) for (let k = 0; k < 3; k++) centre[k]! += points[v * 3 + k]! / loop.length;
  const c = points.length / 3;
  points.push(centre[0]!, centre[1]!, centre[2]!);
  for (let i = 0; i < loop.length; i++) triangles.push(c, loop[i]!, loop[(i + 1) % loop.length]!);
}
