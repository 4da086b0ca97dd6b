/**
 * Our own UV unwrapper for the texture tool, and the measure that judges any UV layout.
 *
 * Faces are grouped into charts that grow over edge-connected neighbours while each face's normal
 * stays within a cone of the chart's area-weighted mean normal. A chart is then projected
 * orthographically onto the plane of that mean normal: every face of it points the same way as the
 * plane (within the cone), so the projection is a height field and does not fold. Small charts join a
 * much larger neighbour when their faces lean not too far from the union's normal. Each chart is
 * turned to its minimum-area bounding rectangle (rotating calipers over its convex hull) and laid
 * flat, and the charts are packed by their outlines (per column of texels) on a skyline at the largest
 * uniform scale that fits, so every chart keeps the same texel density, charts settle into the
 * hollows their neighbours leave, and the gutter between charts is `padding` texels. xatlas does
 * the same job with better-shaped charts but took seconds to minutes on 50k triangles (see FACTS.md);
 * this takes a fraction of a second.
 */
import { boundsOf, faceCross } from '../mesh-math';

const NAME = 'unwrapUvs';

export interface UnwrapOptions {
  /** Texture size the atlas is made for (1024, 2048, 4096): the gutter between charts is measured in its texels. */
  resolution: number;
  /** Gutter between charts, in texels at `resolution` (default 4). */
  padding?: number;
  onProgress?: (fraction: number) => void;
}

export interface Unwrap {
  /** u, v per triangle corner (indices.length * 2 floats), all in [0, 1]; v points down the image as glTF wants. */
  cornerUvs: Float32Array;
  /** Chart of each triangle. */
  chartOf: Uint32Array;
  charts: number;
}

export interface UvMeasure {
  /** Share of the unit square covered by triangles (0-1). */
  coverage: number;
  /** Share of covered texels covered by more than one triangle, on a raster of `resolution` (default 512); 0 for a clean atlas. Count only texels whose centre lies strictly inside two triangles, so shared edges do not count. */
  overlap: number;
  /** Share of corners outside [0, 1]. */
  outside: number;
  /** Area-weighted mean stretch (Sander et al. L2 stretch of each triangle's parametrization, normalized so that 1 means the chart keeps the surface's proportions with one global scale; >1 is stretch). */
  stretch: number;
  charts?: number;
}

export const UNWRAP_DEFAULTS = { padding: 4 } as const;

/**
 * Half-angle of the normal cone a chart grows in. Wider gives fewer charts and more stretch (a face
 * at angle a to the projection plane's normal is shortened by cos a across the slope); 50 degrees
 * keeps a sphere's mean stretch near 1.1 with a few dozen charts.
 */
const CONE_DEGREES = 50;
/** After growth a chart's mean normal has moved; faces now further than this from it leave the chart. */
const KEEP_DEGREES = 70;
/** Charts under this share of the mesh's area try to join a neighbour (if the union keeps the cone). */
const SMALL_CHART_SHARE = 0.002;
/**
 * A small chart may join a neighbour when its faces lean up to this far from the union's mean
 * normal: wider than the cone charts grow in, since a few steep faces of a bump add little to the
 * mean stretch and each chart spared saves a gutter.
 */
const MERGE_CONE_DEGREES = 65;
/** ... only when it has at most this share of the neighbour's area. */
const MERGE_AREA_RATIO = 0.1;
/**
 * A chart filling less than this share of its rectangle (a strip curving along a tube, say) is cut
 * in two along its length, so that it packs with less waste; charts under `MIN_SPLIT_FACES` faces
 * are left whole.
 */
const MIN_FILL = 0.35;
const MIN_SPLIT_FACES = 200;
/** A chart being packed tries a place every 1/this of its width (every column for narrow ones). */
const PLACES_PER_WIDTH = 16;
/** The packing scale is settled once the largest scale known to fit is within this factor of the smallest known not to. */
const PACK_TOLERANCE = 1.005;
/** Charts narrower than this many texels are not tried the other way round (it would gain little). */
const MIN_FLIP_WIDTH = 16;
/** Hulls with more vertices than this test only this many evenly spaced edge directions. */
const MAX_CALIPER_EDGES = 256;
/** The self-overlap check draws a chart with about this many texels per face, within these bounds. */
const TEXELS_PER_FACE = 16;
const MAX_OVERLAP_TEXELS = 4_000_000;
const MAX_OVERLAP_SIDE = 8192;
/** The stretch of a triangle whose UVs are degenerate (no area) but whose surface is not is counted as this. */
const MAX_TRIANGLE_STRETCH = 10;

const UNASSIGNED = 0xffffffff;

/** Triangles and their edge-connected neighbours (several across a non-manifold edge). */
interface FaceData {
  faces: number;
  /** Unit normal per face; 0, 0, 0 for a face without area. */
  normals: Float64Array;
  areas: Float64Array;
  degenerate: Uint8Array;
  neighbourStart: Uint32Array;
  neighbours: Uint32Array;
}

export function unwrapUvs(positions: Float32Array, indices: Uint32Array, options: UnwrapOptions): Unwrap {
  const resolution = options.resolution;
  const padding = options.padding ?? UNWRAP_DEFAULTS.padding;
  if (!Number.isFinite(resolution) || resolution < 16) throw new Error(`${NAME}: resolution must be a number of texels of at least 16, got ${resolution}`);
  if (!Number.isFinite(padding) || padding < 0) throw new Error(`${NAME}: padding must be a number of texels >= 0, got ${padding}`);
  if (indices.length % 3 !== 0) throw new Error(`${NAME}: indices must hold 3 per triangle, got ${indices.length}`);
  const vertexCount = positions.length / 3;
  for (let i = 0; i < indices.length; i++) {
    if (indices[i]! >= vertexCount) throw new Error(`${NAME}: index ${indices[i]} at ${i} is past the ${vertexCount} vertices`);
  }
  const progress = options.onProgress ?? (() => {});
  const faces = indices.length / 3;
  if (faces === 0) return { cornerUvs: new Float32Array(0), chartOf: new Uint32Array(0), charts: 0 };

  const data = faceData(positions, indices);
  progress(0.2);
  const chartOf = growCharts(data);
  progress(0.5);
  const merged = mergeSmallCharts(data, chartOf);
  progress(0.6);
  const cornerUvs = new Float32Array(faces * 6);
  const rects = projectCharts(positions, indices, data, chartOf, merged, cornerUvs);
  progress(0.8);
  packCharts(rects, chartOf, cornerUvs, resolution, padding);
  progress(1);
  return { cornerUvs, chartOf, charts: rects.length };
}

function faceData(positions: Float32Array, indices: Uint32Array): FaceData {
  const faces = indices.length / 3;
  const vertexCount = positions.length / 3;
  const normals = new Float64Array(faces * 3);
  const areas = new Float64Array(faces);
  const degenerate = new Uint8Array(faces);
  // A face counts as without area below a tiny share of the bounding box's squared diagonal, where
  // its normal is rounding noise.
  const { min, max } = boundsOf(positions);
  const diagonal2 = (max[0] - min[0]) ** 2 + (max[1] - min[1]) ** 2 + (max[2] - min[2]) ** 2;
  const tinyCross = diagonal2 * 1e-14;
  const cross: [number, number, number] = [0, 0, 0];
  for (let f = 0; f < faces; f++) {
    faceCross(positions, indices, f, cross);
    const length = Math.hypot(cross[0], cross[1], cross[2]);
    areas[f] = length / 2;
    if (!(length > tinyCross)) {
      degenerate[f] = 1;
      continue;
    }
    normals[f * 3] = cross[0] / length;
    normals[f * 3 + 1] = cross[1] / length;
    normals[f * 3 + 2] = cross[2] / length;
  }

  // Faces around each vertex, then the neighbours across each edge: the faces around its first
  // vertex that also use its second.
  const vertexStart = new Uint32Array(vertexCount + 1);
  for (let i = 0; i < indices.length; i++) vertexStart[indices[i]! + 1]!++;
  for (let v = 0; v < vertexCount; v++) vertexStart[v + 1]! += vertexStart[v]!;
  const vertexFaces = new Uint32Array(indices.length);
  const fill = vertexStart.slice(0, vertexCount);
  for (let i = 0; i < indices.length; i++) vertexFaces[fill[indices[i]!]!++] = (i / 3) | 0;

  const neighbourStart = new Uint32Array(faces + 1);
  let neighbours = new Uint32Array(faces * 3);
  let count = 0;
  for (let f = 0; f < faces; f++) {
    for (let e = 0; e < 3; e++) {
      const a = indices[f * 3 + e]!;
      const b = indices[f * 3 + ((e + 1) % 3)]!;
      if (a === b) continue;
      for (let k = vertexStart[a]!; k < vertexStart[a + 1]!; k++) {
        const g = vertexFaces[k]!;
        if (g === f) continue;
        if (indices[g * 3] !== b && indices[g * 3 + 1] !== b && indices[g * 3 + 2] !== b) continue;
        if (count === neighbours.length) {
          const grown = new Uint32Array(neighbours.length * 2);
          grown.set(neighbours);
          neighbours = grown;
        }
        neighbours[count++] = g;
      }
    }
    neighbourStart[f + 1] = count;
  }
  return { faces, normals, areas, degenerate, neighbourStart, neighbours: neighbours.subarray(0, count) };
}

/** A min-heap of faces keyed by their deviation from the chart's normal. */
class FaceHeap {
  private keys: Float64Array;
  private items: Uint32Array;
  size = 0;
  constructor(capacity: number) {
    this.keys = new Float64Array(capacity);
    this.items = new Uint32Array(capacity);
  }
  push(item: number, key: number) {
    if (this.size === this.items.length) {
      const keys = new Float64Array(this.size * 2);
      keys.set(this.keys);
      const items = new Uint32Array(this.size * 2);
      items.set(this.items);
      this.keys = keys;
      this.items = items;
    }
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.keys[parent]! <= key) break;
      this.keys[i] = this.keys[parent]!;
      this.items[i] = this.items[parent]!;
      i = parent;
    }
    this.keys[i] = key;
    this.items[i] = item;
  }
  pop(): number {
    const top = this.items[0]!;
    const last = --this.size;
    const key = this.keys[last]!;
    const item = this.items[last]!;
    let i = 0;
    for (;;) {
      let child = i * 2 + 1;
      if (child >= last) break;
      if (child + 1 < last && this.keys[child + 1]! < this.keys[child]!) child++;
      if (this.keys[child]! >= key) break;
      this.keys[i] = this.keys[child]!;
      this.items[i] = this.items[child]!;
      i = child;
    }
    this.keys[i] = key;
    this.items[i] = item;
    return top;
  }
}

/** Charts grown greedily, the least deviating face first, within the normal cone. */
function growCharts(data: FaceData): Uint32Array {
  const { faces, normals, areas, degenerate, neighbourStart, neighbours } = data;
  const cosCone = Math.cos((CONE_DEGREES * Math.PI) / 180);
  const cosKeep = Math.cos((KEEP_DEGREES * Math.PI) / 180);
  const chartOf = new Uint32Array(faces).fill(UNASSIGNED);
  const heap = new FaceHeap(Math.max(16, neighbours.length + 1));
  const members: number[] = [];
  const pending: number[] = [];
  let charts = 0;
  let nextSeed = 0;
  for (;;) {
    let seed = -1;
    while (pending.length > 0) {
      const f = pending.pop()!;
      if (chartOf[f] === UNASSIGNED) {
        seed = f;
        break;
      }
    }
    if (seed < 0) {
      while (nextSeed < faces && chartOf[nextSeed] !== UNASSIGNED) nextSeed++;
      if (nextSeed === faces) break;
      seed = nextSeed;
    }
    const chart = charts++;
    let sx = 0, sy = 0, sz = 0;
    let mx = 0, my = 0, mz = 0;
    let hasNormal = false;
    members.length = 0;
    heap.size = 0;
    heap.push(seed, 0);
    while (heap.size > 0) {
      const f = heap.pop();
      if (chartOf[f] !== UNASSIGNED) continue;
      const nx = normals[f * 3]!, ny = normals[f * 3 + 1]!, nz = normals[f * 3 + 2]!;
      if (!degenerate[f]) {
        if (hasNormal && nx * mx + ny * my + nz * mz < cosCone) continue;
        const a = areas[f]!;
        sx += nx * a;
        sy += ny * a;
        sz += nz * a;
        const length = Math.hypot(sx, sy, sz);
        if (length > 0) {
          mx = sx / length;
          my = sy / length;
          mz = sz / length;
          hasNormal = true;
        }
      }
      chartOf[f] = chart;
      members.push(f);
      for (let k = neighbourStart[f]!; k < neighbourStart[f + 1]!; k++) {
        const g = neighbours[k]!;
        if (chartOf[g] !== UNASSIGNED) continue;
        if (degenerate[g]) {
          heap.push(g, 0);
          continue;
        }
        const deviation = 1 - (normals[g * 3]! * mx + normals[g * 3 + 1]! * my + normals[g * 3 + 2]! * mz);
        if (!hasNormal || deviation <= 1 - cosCone) heap.push(g, hasNormal ? deviation : 0);
      }
    }
    // The mean drifted while the chart grew: faces now far from it would project steeply, so they
    // leave and seed charts of their own. Repeat until the mean settles.
    if (!hasNormal) continue;
    for (let round = 0; round < 4; round++) {
      let ejected = false;
      for (let i = 0; i < members.length; i++) {
        const f = members[i]!;
        if (chartOf[f] !== chart || degenerate[f]) continue;
        const dot = normals[f * 3]! * mx + normals[f * 3 + 1]! * my + normals[f * 3 + 2]! * mz;
        if (dot >= cosKeep || f === seed) continue;
        chartOf[f] = UNASSIGNED;
        pending.push(f);
        const a = areas[f]!;
        sx -= normals[f * 3]! * a;
        sy -= normals[f * 3 + 1]! * a;
        sz -= normals[f * 3 + 2]! * a;
        ejected = true;
      }
      if (!ejected) break;
      const length = Math.hypot(sx, sy, sz);
      mx = sx / length;
      my = sy / length;
      mz = sz / length;
    }
  }
  return chartOf;
}

/**
 * Small charts join the neighbouring chart whose union keeps every face within the cone of the
 * union's mean normal. Returns the number of charts after renumbering `chartOf` densely.
 */
function mergeSmallCharts(data: FaceData, chartOf: Uint32Array): number {
  const { faces, normals, areas, degenerate, neighbourStart, neighbours } = data;
  let charts = 0;
  for (let f = 0; f < faces; f++) if (chartOf[f]! + 1 > charts) charts = chartOf[f]! + 1;
  const coneAngle = (CONE_DEGREES * Math.PI) / 180;
  const mergeAngle = (MERGE_CONE_DEGREES * Math.PI) / 180;

  // Per chart: summed area-weighted normal, area, its faces as a linked list, and the widest angle
  // of a face from its mean normal (so most merge checks need no walk over the faces).
  const sums = new Float64Array(charts * 3);
  const chartArea = new Float64Array(charts);
  const head = new Int32Array(charts).fill(-1);
  const tail = new Int32Array(charts).fill(-1);
  const next = new Int32Array(faces).fill(-1);
  for (let f = faces - 1; f >= 0; f--) {
    const c = chartOf[f]!;
    const a = areas[f]!;
    sums[c * 3]! += normals[f * 3]! * a;
    sums[c * 3 + 1]! += normals[f * 3 + 1]! * a;
    sums[c * 3 + 2]! += normals[f * 3 + 2]! * a;
    chartArea[c]! += a;
    next[f] = head[c]!;
    if (head[c] === -1) tail[c] = f;
    head[c] = f;
  }
  const spread = new Float64Array(charts);
  const mean = (c: number, out: Float64Array) => {
    const length = Math.hypot(sums[c * 3]!, sums[c * 3 + 1]!, sums[c * 3 + 2]!);
    out[0] = length > 0 ? sums[c * 3]! / length : 0;
    out[1] = length > 0 ? sums[c * 3 + 1]! / length : 0;
    out[2] = length > 0 ? sums[c * 3 + 2]! / length : 0;
    return length > 0;
  };
  const axis = new Float64Array(3);
  for (let c = 0; c < charts; c++) {
    if (!mean(c, axis)) continue;
    let widest = 0;
    for (let f = head[c]!; f !== -1; f = next[f]!) {
      if (degenerate[f]) continue;
      const dot = normals[f * 3]! * axis[0]! + normals[f * 3 + 1]! * axis[1]! + normals[f * 3 + 2]! * axis[2]!;
      widest = Math.max(widest, Math.acos(Math.min(1, Math.max(-1, dot))));
    }
    spread[c] = widest;
  }

  const totalArea = chartArea.reduce((sum, a) => sum + a, 0);
  const small: number[] = [];
  for (let c = 0; c < charts; c++) if (chartArea[c]! < totalArea * SMALL_CHART_SHARE) small.push(c);
  small.sort((a, b) => chartArea[a]! - chartArea[b]!);

  const parent = new Uint32Array(charts);
  for (let c = 0; c < charts; c++) parent[c] = c;
  const find = (c: number) => {
    while (parent[c] !== c) {
      parent[c] = parent[parent[c]!]!;
      c = parent[c]!;
    }
    return c;
  };
  const union = new Float64Array(3);
  const own = new Float64Array(3);
  const candidates = new Set<number>();
  for (const c of small) {
    if (find(c) !== c) continue;
    candidates.clear();
    for (let f = head[c]!; f !== -1; f = next[f]!) {
      for (let k = neighbourStart[f]!; k < neighbourStart[f + 1]!; k++) {
        const other = find(chartOf[neighbours[k]!]!);
        if (other !== c) candidates.add(other);
      }
    }
    let best = -1;
    let bestDot = -Infinity;
    let bestSpread = 0;
    for (const other of candidates) {
      union[0] = sums[c * 3]! + sums[other * 3]!;
      union[1] = sums[c * 3 + 1]! + sums[other * 3 + 1]!;
      union[2] = sums[c * 3 + 2]! + sums[other * 3 + 2]!;
      const length = Math.hypot(union[0], union[1], union[2]);
      if (!(length > 0)) continue;
      union[0] /= length;
      union[1] /= length;
      union[2] /= length;
      // The small chart's faces may lean up to the merge cone from the union's axis (they are little
      // of the area, so they add little stretch); the other's may lean no more than they did.
      // Two charts of like size (the sides of a small box) keep the cone: the lean would stretch half of it.
      const lean = chartArea[c]! <= MERGE_AREA_RATIO * chartArea[other]! ? mergeAngle : coneAngle;
      const limitOf = (part: number) => (part === c ? lean : Math.max(coneAngle, spread[part]!));
      // Widest face of each part from the union's axis: bounded by its spread plus how far its axis moves.
      let fitsBound = true;
      let widest = 0;
      for (const part of [c, other]) {
        if (!mean(part, own)) continue;
        const shift = Math.acos(Math.min(1, Math.max(-1, own[0]! * union[0] + own[1]! * union[1] + own[2]! * union[2])));
        if (shift + spread[part]! > limitOf(part)) fitsBound = false;
        widest = Math.max(widest, shift + spread[part]!);
      }
      if (!fitsBound) {
        // The bound is loose; walk the faces for the exact answer.
        widest = 0;
        for (const part of [c, other]) {
          const cosLimit = Math.cos(limitOf(part));
          for (let f = head[part]!; f !== -1; f = next[f]!) {
            if (degenerate[f]) continue;
            const dot = normals[f * 3]! * union[0] + normals[f * 3 + 1]! * union[1] + normals[f * 3 + 2]! * union[2];
            if (dot < cosLimit) {
              widest = Infinity;
              break;
            }
            widest = Math.max(widest, Math.acos(Math.min(1, dot)));
          }
          if (widest === Infinity) break;
        }
        if (widest === Infinity) continue;
      }
      const dot = union[0] * sums[other * 3]! + union[1] * sums[other * 3 + 1]! + union[2] * sums[other * 3 + 2]!;
      if (dot > bestDot) {
        bestDot = dot;
        best = other;
        bestSpread = widest;
      }
    }
    if (best < 0) continue;
    // Merge c into best.
    parent[c] = best;
    sums[best * 3]! += sums[c * 3]!;
    sums[best * 3 + 1]! += sums[c * 3 + 1]!;
    sums[best * 3 + 2]! += sums[c * 3 + 2]!;
    chartArea[best]! += chartArea[c]!;
    spread[best] = bestSpread;
    if (head[c] !== -1) {
      if (head[best] === -1) head[best] = head[c]!;
      else next[tail[best]!] = head[c]!;
      tail[best] = tail[c]!;
    }
  }

  const renumber = new Uint32Array(charts).fill(UNASSIGNED);
  let count = 0;
  for (let f = 0; f < faces; f++) {
    const root = find(chartOf[f]!);
    if (renumber[root] === UNASSIGNED) renumber[root] = count++;
    chartOf[f] = renumber[root]!;
  }
  return count;
}

/** A chart's bounding rectangle in surface units, its corners already turned and moved to start at 0, 0. */
interface ChartRect {
  width: number;
  height: number;
}

/**
 * Projects each chart onto the plane of its mean normal (u along a tangent, v down, so the image is
 * not mirrored when seen from outside), turns it to its minimum-area rectangle, lies it flat (wider
 * than tall) and moves it to the origin. Writes the chart-local UVs into `cornerUvs`. A chart whose
 * projection overlaps itself (the cone keeps faces from folding, but a long strip can still wind
 * over itself, as on a knot) is split in two along its length and tried again; `chartOf` is
 * renumbered to the final charts.
 */
function projectCharts(
  positions: Float32Array,
  indices: Uint32Array,
  data: FaceData,
  chartOf: Uint32Array,
  initialCharts: number,
  cornerUvs: Float32Array,
): ChartRect[] {
  const { faces, normals, areas } = data;
  const faceStart = new Uint32Array(initialCharts + 1);
  for (let f = 0; f < faces; f++) faceStart[chartOf[f]! + 1]!++;
  for (let c = 0; c < initialCharts; c++) faceStart[c + 1]! += faceStart[c]!;
  const chartFaces = new Uint32Array(faces);
  const fill = faceStart.slice(0, initialCharts);
  for (let f = 0; f < faces; f++) chartFaces[fill[chartOf[f]!]!++] = f;
  const work: Uint32Array[] = [];
  for (let c = initialCharts - 1; c >= 0; c--) work.push(chartFaces.subarray(faceStart[c]!, faceStart[c + 1]!));

  const vertexStamp = new Int32Array(positions.length / 3).fill(-1);
  const hullInput: number[] = [];
  const rects: ChartRect[] = [];
  const raster = new OverlapRaster();
  const splitter = new ChartSplitter(data);
  let stamp = 0;
  while (work.length > 0) {
    const list = work.pop()!;
    // Faces that left a chart (or joined it through a merge) can leave it in pieces, which would
    // be packed as one needlessly large rectangle.
    const pieces = list.length > 1 ? splitter.pieces(list) : null;
    if (pieces) {
      work.push(...pieces);
      continue;
    }
    const c = rects.length;
    let nx = 0, ny = 0, nz = 0;
    for (const f of list) {
      chartOf[f] = c;
      nx += normals[f * 3]! * areas[f]!;
      ny += normals[f * 3 + 1]! * areas[f]!;
      nz += normals[f * 3 + 2]! * areas[f]!;
    }
    const length = Math.hypot(nx, ny, nz);
    if (length > 0) {
      nx /= length;
      ny /= length;
      nz /= length;
    } else {
      // Faces without area only: any plane will do.
      nx = 0;
      ny = 0;
      nz = 1;
    }
    // Tangent: the world axis least along the normal, made perpendicular; bitangent = normal x tangent.
    const ax = Math.abs(nx), ay = Math.abs(ny), az = Math.abs(nz);
    let tx: number, ty: number, tz: number;
    if (ax <= ay && ax <= az) [tx, ty, tz] = [0, -nz, ny];
    else if (ay <= az) [tx, ty, tz] = [nz, 0, -nx];
    else [tx, ty, tz] = [-ny, nx, 0];
    const tl = Math.hypot(tx, ty, tz);
    tx /= tl;
    ty /= tl;
    tz /= tl;
    const bx = ny * tz - nz * ty, by = nz * tx - nx * tz, bz = nx * ty - ny * tx;

    hullInput.length = 0;
    stamp++;
    for (const f of list) {
      for (let corner = 0; corner < 3; corner++) {
        const v = indices[f * 3 + corner]!;
        const x = positions[v * 3]!, y = positions[v * 3 + 1]!, z = positions[v * 3 + 2]!;
        const u = x * tx + y * ty + z * tz;
        const w = -(x * bx + y * by + z * bz);
        cornerUvs[(f * 3 + corner) * 2] = u;
        cornerUvs[(f * 3 + corner) * 2 + 1] = w;
        if (vertexStamp[v] !== stamp) {
          vertexStamp[v] = stamp;
          hullInput.push(u, w);
        }
      }
    }
    if (list.length > 1 && raster.overlaps(list, cornerUvs)) {
      const halves = splitter.halves(list);
      work.push(...halves);
      continue;
    }
    const [cos, sin] = minimumAreaDirection(convexHull(hullInput));
    let minU = Infinity, minV = Infinity, maxU = -Infinity, maxV = -Infinity;
    for (const f of list) {
      for (let i = f * 6; i < f * 6 + 6; i += 2) {
        const u = cornerUvs[i]!, w = cornerUvs[i + 1]!;
        // A turn by the rectangle's angle (no mirroring).
        const ru = u * cos + w * sin;
        const rv = -u * sin + w * cos;
        cornerUvs[i] = ru;
        cornerUvs[i + 1] = rv;
        if (ru < minU) minU = ru;
        if (ru > maxU) maxU = ru;
        if (rv < minV) minV = rv;
        if (rv > maxV) maxV = rv;
      }
    }
    let width = maxU - minU;
    let height = maxV - minV;
    if (list.length >= MIN_SPLIT_FACES && projectedArea(list, cornerUvs) < MIN_FILL * width * height) {
      work.push(...splitter.halves(list));
      continue;
    }
    const upright = height > width;
    for (const f of list) {
      for (let i = f * 6; i < f * 6 + 6; i += 2) {
        const u = cornerUvs[i]! - minU, w = cornerUvs[i + 1]! - minV;
        // A quarter turn lies a tall chart flat: (u, v) -> (height - v, u).
        cornerUvs[i] = upright ? height - w : u;
        cornerUvs[i + 1] = upright ? u : w;
      }
    }
    if (upright) [width, height] = [height, width];
    rects.push({ width, height });
  }
  return rects;
}

/**
 * Says whether a projected chart overlaps itself: its triangles are drawn on a raster fine enough to
 * give each about `TEXELS_PER_FACE` texels, and a texel centre strictly inside two of them is an
 * overlap.
 */
class OverlapRaster {
  private texels = new Uint8Array(0);
  overlaps(list: Uint32Array, uvs: Float32Array): boolean {
    let minU = Infinity, minV = Infinity, maxU = -Infinity, maxV = -Infinity;
    for (const f of list) {
      for (let i = f * 6; i < f * 6 + 6; i += 2) {
        const u = uvs[i]!, v = uvs[i + 1]!;
        if (u < minU) minU = u;
        if (u > maxU) maxU = u;
        if (v < minV) minV = v;
        if (v > maxV) maxV = v;
      }
    }
    const spanU = maxU - minU, spanV = maxV - minV;
    if (!(spanU > 0 && spanV > 0)) return false;
    const target = Math.min(MAX_OVERLAP_TEXELS, Math.max(4096, list.length * TEXELS_PER_FACE));
    const cell = Math.sqrt((spanU * spanV) / target);
    const width = Math.min(MAX_OVERLAP_SIDE, Math.ceil(spanU / cell) + 1);
    const height = Math.min(MAX_OVERLAP_SIDE, Math.ceil(spanV / cell) + 1);
    const scaleU = (width - 1) / spanU, scaleV = (height - 1) / spanV;
    if (this.texels.length < width * height) this.texels = new Uint8Array(width * height);
    const texels = this.texels;
    texels.fill(0, 0, width * height);
    for (const f of list) {
      const base = f * 6;
      if (rasterTriangle(
        (uvs[base]! - minU) * scaleU, (uvs[base + 1]! - minV) * scaleV,
        (uvs[base + 2]! - minU) * scaleU, (uvs[base + 3]! - minV) * scaleV,
        (uvs[base + 4]! - minU) * scaleU, (uvs[base + 5]! - minV) * scaleV,
        texels, width, height, true,
      )) return true;
    }
    return false;
  }
}

/** Splits a chart in two: into connected pieces, or a connected chart along its length. */
class ChartSplitter {
  private member: Uint32Array;
  private seen: Uint32Array;
  private queue: Uint32Array;
  private round = 0;
  constructor(private data: FaceData) {
    this.member = new Uint32Array(data.faces);
    this.seen = new Uint32Array(data.faces);
    this.queue = new Uint32Array(data.faces);
  }
  /** Faces of the chart being split in breadth-first order from `seed`; returns how many were reached. */
  private walk(seed: number, chart: number): number {
    const { neighbourStart, neighbours } = this.data;
    const round = ++this.round;
    let head = 0, tail = 0;
    this.queue[tail++] = seed;
    this.seen[seed] = round;
    while (head < tail) {
      const f = this.queue[head++]!;
      for (let k = neighbourStart[f]!; k < neighbourStart[f + 1]!; k++) {
        const g = neighbours[k]!;
        if (this.member[g] !== chart || this.seen[g] === round) continue;
        this.seen[g] = round;
        this.queue[tail++] = g;
      }
    }
    return tail;
  }
  /** The chart's first connected piece and the rest, or null when it is all one piece. */
  pieces(list: Uint32Array): [Uint32Array, Uint32Array] | null {
    const chart = ++this.round;
    for (const f of list) this.member[f] = chart;
    const reached = this.walk(list[0]!, chart);
    return reached === list.length ? null : this.cut(list, reached);
  }
  /** Two halves of a connected chart: the walk from its far end cut in the middle, so each is shorter. */
  halves(list: Uint32Array): [Uint32Array, Uint32Array] {
    const chart = ++this.round;
    for (const f of list) this.member[f] = chart;
    const far = this.queue[this.walk(list[0]!, chart) - 1]!;
    return this.cut(list, Math.ceil(this.walk(far, chart) / 2));
  }
  /** The first `reached` faces of the last walk, and the others. */
  private cut(list: Uint32Array, reached: number): [Uint32Array, Uint32Array] {
    const first = this.queue.slice(0, reached);
    const round = ++this.round;
    for (const f of first) this.seen[f] = round;
    return [first, list.filter((f) => this.seen[f] !== round)];
  }
}

/**
 * Draws one triangle (texel units) into `texels`: bit 0 marks texel centres inside or on its edges,
 * bits 1-2 count (up to 2) the triangles holding a centre strictly inside. With `stopAtOverlap` it
 * returns true at the first centre strictly inside two triangles.
 */
function rasterTriangle(
  x0: number, y0: number, x1: number, y1: number, x2: number, y2: number,
  texels: Uint8Array, width: number, height: number, stopAtOverlap: boolean,
): boolean {
  const area = (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0);
  if (!(area !== 0)) return false; // no area, or not numbers
  if (area < 0) {
    // Swap two corners so the edge functions below are positive inside.
    const x = x0, y = y0;
    x0 = x1;
    y0 = y1;
    x1 = x;
    y1 = y;
  }
  // Texel centres (i + 0.5, j + 0.5) within the clamped bounding box.
  const minI = Math.max(0, Math.ceil(Math.min(x0, x1, x2) - 0.5));
  const maxI = Math.min(width - 1, Math.floor(Math.max(x0, x1, x2) - 0.5));
  const minJ = Math.max(0, Math.ceil(Math.min(y0, y1, y2) - 0.5));
  const maxJ = Math.min(height - 1, Math.floor(Math.max(y0, y1, y2) - 0.5));
  // Edge functions, positive inside for this winding.
  const a0 = y1 - y2, b0 = x2 - x1, c0 = x1 * y2 - x2 * y1;
  const a1 = y2 - y0, b1 = x0 - x2, c1 = x2 * y0 - x0 * y2;
  const a2 = y0 - y1, b2 = x1 - x0, c2 = x0 * y1 - x1 * y0;
  // "Strictly inside" means more than a millionth of a texel from each edge, so a centre on an edge
  // two triangles share is not counted in both through rounding.
  // (|a| + |b| stands for the edge's length, within a factor of 1.5: cheaper than a square root.)
  const d0 = 1e-6 * (Math.abs(a0) + Math.abs(b0)), d1 = 1e-6 * (Math.abs(a1) + Math.abs(b1)), d2 = 1e-6 * (Math.abs(a2) + Math.abs(b2));
  for (let j = minJ; j <= maxJ; j++) {
    const py = j + 0.5;
    const row = j * width;
    for (let i = minI; i <= maxI; i++) {
      const px = i + 0.5;
      const e0 = a0 * px + b0 * py + c0;
      const e1 = a1 * px + b1 * py + c1;
      const e2 = a2 * px + b2 * py + c2;
      if (e0 < 0 || e1 < 0 || e2 < 0) continue;
      const t = texels[row + i]!;
      if (e0 > d0 && e1 > d1 && e2 > d2) {
        if (stopAtOverlap && t & 6) return true;
        texels[row + i] = 1 | (Math.min(2, (t >> 1) + 1) << 1);
      } else texels[row + i] = t | 1;
    }
  }
  return false;
}

/** Area the chart's triangles cover in the plane (they do not overlap). */
function projectedArea(list: Uint32Array, uvs: Float32Array): number {
  let area = 0;
  for (const f of list) {
    const b = f * 6;
    area += Math.abs((uvs[b + 2]! - uvs[b]!) * (uvs[b + 5]! - uvs[b + 1]!) - (uvs[b + 4]! - uvs[b]!) * (uvs[b + 3]! - uvs[b + 1]!));
  }
  return area / 2;
}

/** Convex hull (Andrew's monotone chain) of x, y pairs, counter-clockwise, as x, y pairs. */
function convexHull(points: number[]): number[] {
  const n = points.length / 2;
  if (n < 3) return points.slice();
  const order = Array.from({ length: n }, (_, i) => i);
  order.sort((a, b) => points[a * 2]! - points[b * 2]! || points[a * 2 + 1]! - points[b * 2 + 1]!);
  const hull: number[] = [];
  const turn = (o: number, a: number, b: number) =>
    (points[a * 2]! - points[o * 2]!) * (points[b * 2 + 1]! - points[o * 2 + 1]!) -
    (points[a * 2 + 1]! - points[o * 2 + 1]!) * (points[b * 2]! - points[o * 2]!);
  for (const pass of [order, [...order].reverse()]) {
    const start = hull.length;
    for (const p of pass) {
      while (hull.length >= start + 2 && turn(hull[hull.length - 2]!, hull[hull.length - 1]!, p) <= 0) hull.pop();
      hull.push(p);
    }
    hull.pop();
  }
  const out: number[] = [];
  for (const p of hull) out.push(points[p * 2]!, points[p * 2 + 1]!);
  return out;
}

/**
 * Direction (cos, sin) of the minimum-area bounding rectangle of a convex polygon: one of its sides
 * lies along a hull edge (Freeman and Shapira), so each edge direction is tried.
 */
function minimumAreaDirection(hull: number[]): [number, number] {
  const n = hull.length / 2;
  if (n < 2) return [1, 0];
  const step = Math.max(1, Math.floor(n / MAX_CALIPER_EDGES));
  let best: [number, number] = [1, 0];
  let bestArea = Infinity;
  for (let e = 0; e < n; e += step) {
    const next = (e + 1) % n;
    let dx = hull[next * 2]! - hull[e * 2]!;
    let dy = hull[next * 2 + 1]! - hull[e * 2 + 1]!;
    const length = Math.hypot(dx, dy);
    if (!(length > 0)) continue;
    dx /= length;
    dy /= length;
    let minA = Infinity, maxA = -Infinity, minB = Infinity, maxB = -Infinity;
    for (let i = 0; i < n; i++) {
      const x = hull[i * 2]!, y = hull[i * 2 + 1]!;
      const a = x * dx + y * dy;
      const b = -x * dy + y * dx;
      if (a < minA) minA = a;
      if (a > maxA) maxA = a;
      if (b < minB) minB = b;
      if (b > maxB) maxB = b;
    }
    const area = (maxA - minA) * (maxB - minB);
    if (area < bestArea - 1e-12 * Math.abs(bestArea)) {
      bestArea = area;
      best = [dx, dy];
    }
  }
  return best;
}

/**
 * Packs the charts by their outlines rather than their rectangles, so that a chart can settle into
 * the hollows a rounder neighbour leaves (a chart fills only about half its rectangle on a curved,
 * bumpy surface). The atlas keeps a skyline: per column of texels, the height up to which it is
 * taken. Each chart, at a given scale, is described per column by the lowest and highest texel its
 * triangles reach, grown by half the gutter on every side; it drops, bottom-left, to the lowest place
 * where each of its columns clears the skyline, in either of two orientations (as is, or a half
 * turn). Two charts so placed are at least `padding` texels apart. The scale, uniform for every
 * chart, is the largest at which all of them fit (found by bisection), and the final UVs are written.
 */
function packCharts(rects: ChartRect[], chartOf: Uint32Array, cornerUvs: Float32Array, resolution: number, padding: number) {
  const charts = rects.length;
  const faces = chartOf.length;
  const faceStart = new Uint32Array(charts + 1);
  for (let f = 0; f < faces; f++) faceStart[chartOf[f]! + 1]!++;
  for (let c = 0; c < charts; c++) faceStart[c + 1]! += faceStart[c]!;
  const chartFaces = new Uint32Array(faces);
  const fill = faceStart.slice(0, charts);
  for (let f = 0; f < faces; f++) chartFaces[fill[chartOf[f]!]!++] = f;
  const order = new Uint32Array(charts);
  for (let c = 0; c < charts; c++) order[c] = c;
  order.sort((a, b) => rects[b]!.height - rects[a]!.height || rects[b]!.width - rects[a]!.width);

  // Each face's bounding box in the chart's frame (surface units), in the order of `chartFaces`.
  const boxes = new Float64Array(faces * 4);
  for (let k = 0; k < faces; k++) {
    const b = chartFaces[k]! * 6;
    boxes[k * 4] = Math.min(cornerUvs[b]!, cornerUvs[b + 2]!, cornerUvs[b + 4]!);
    boxes[k * 4 + 1] = Math.max(cornerUvs[b]!, cornerUvs[b + 2]!, cornerUvs[b + 4]!);
    boxes[k * 4 + 2] = Math.min(cornerUvs[b + 1]!, cornerUvs[b + 3]!, cornerUvs[b + 5]!);
    boxes[k * 4 + 3] = Math.max(cornerUvs[b + 1]!, cornerUvs[b + 3]!, cornerUvs[b + 5]!);
  }
  const half = padding / 2;
  // Charts of faces without area still take a sliver, so they have a place of their own.
  const sliver = Math.max(padding, 1e-3);
  // Whole columns of texels (the resolution need not be a whole number).
  const columns = Math.floor(resolution);
  const sky = new Float64Array(columns);
  const bottom = new Float64Array(columns);
  const top = new Float64Array(columns);
  const placeX = new Int32Array(charts);
  const placeY = new Float64Array(charts);
  const flipped = new Uint8Array(charts);
  /** Packs at `scale` with no ceiling and returns the height the charts reach (Infinity if one is too wide). */
  const attempt = (scale: number): number => {
    sky.fill(0);
    let reached = 0;
    for (const c of order) {
      const width = Math.max(1, Math.ceil(rects[c]!.width * scale + padding));
      const height = rects[c]!.height * scale + padding;
      if (width > columns || height > resolution) return Infinity;
      bottom.fill(Infinity, 0, width);
      top.fill(-Infinity, 0, width);
      for (let k = faceStart[c]!; k < faceStart[c + 1]!; k++) {
        // Chart-local texels run from half the gutter; grown by half the gutter, from 0.
        const b = k * 4;
        const from = Math.min(width - 1, Math.max(0, Math.floor(boxes[b]! * scale)));
        const to = Math.min(width - 1, Math.max(from, Math.ceil(boxes[b + 1]! * scale + padding) - 1));
        const low = boxes[b + 2]! * scale;
        const high = Math.max(low + sliver, boxes[b + 3]! * scale + padding);
        for (let i = from; i <= to; i++) {
          if (low < bottom[i]!) bottom[i] = low;
          if (high > top[i]!) top[i] = high;
        }
      }
      let bestY = Infinity, bestX = -1, bestFlip = 0;
      // A wide chart tries every few columns only: it costs its width per place tried.
      const step = Math.max(1, Math.floor(width / PLACES_PER_WIDTH));
      for (let flip = 0; flip < (width >= MIN_FLIP_WIDTH ? 2 : 1); flip++) {
        for (let x = 0; x + width <= columns; x += step) {
          let y = 0;
          for (let i = 0; i < width; i++) {
            // A half turn reads the columns backwards and mirrors each one within the chart's height.
            const column = flip ? width - 1 - i : i;
            const under = bottom[column]!;
            if (under === Infinity) continue;
            const need = sky[x + i]! - (flip ? height - top[column]! : under);
            if (need > y) {
              y = need;
              if (y >= bestY) break;
            }
          }
          if (y < bestY) {
            bestY = y;
            bestX = x;
            bestFlip = flip;
          }
        }
      }
      placeX[c] = bestX;
      placeY[c] = bestY;
      flipped[c] = bestFlip;
      for (let i = 0; i < width; i++) {
        const column = bestFlip ? width - 1 - i : i;
        if (bottom[column] === Infinity) continue;
        sky[bestX + i] = bestY + (bestFlip ? height - bottom[column]! : top[column]!);
        if (sky[bestX + i]! > reached) reached = sky[bestX + i]!;
      }
    }
    return reached;
  };

  let chartArea = 0;
  let longest = 0;
  for (let f = 0; f < faces; f++) chartArea += triangleArea(cornerUvs, f);
  for (const rect of rects) longest = Math.max(longest, rect.width, rect.height);
  if (charts * sliver * sliver > resolution * resolution) {
    throw new Error(`${NAME}: ${charts} charts with ${padding} texels of gutter each do not fit in ${resolution} x ${resolution} texels; use a larger resolution or less padding`);
  }
  // The scale cannot exceed the one at which the triangles alone fill the square, nor the one at
  // which the longest chart spans it.
  let high = Math.min(chartArea > 0 ? resolution / Math.sqrt(chartArea) : Infinity, longest > 0 ? (resolution - padding) / longest : Infinity);
  if (!Number.isFinite(high)) high = 1;
  // The packed height grows about linearly with the scale, so each try aims, along the line through
  // the last two tries (or in proportion, after the first), at the scale that would just fill the
  // square, kept between the largest scale known to fit and the smallest known not to. It stops
  // when a packing fills the square to within `PACK_TOLERANCE` or the two are that close.
  let fits = 0;
  let fails = high * 1.0001;
  let scale = high * 0.8;
  let lastScale = 0, lastReached = 0;
  const goal = resolution * (1 - (PACK_TOLERANCE - 1) / 4);
  const keptX = new Int32Array(charts), keptY = new Float64Array(charts), keptFlip = new Uint8Array(charts);
  for (let tries = 0; fails / fits > PACK_TOLERANCE; tries++) {
    const reached = attempt(scale);
    if (reached <= resolution) {
      fits = scale;
      keptX.set(placeX);
      keptY.set(placeY);
      keptFlip.set(flipped);
      if (reached * PACK_TOLERANCE >= resolution) break;
    } else fails = scale;
    if (fails / fits <= PACK_TOLERANCE) break;
    if (fits === 0 && scale < high * 1e-9) throw new Error(`${NAME}: could not pack ${charts} charts into ${resolution} x ${resolution} texels with ${padding} texels of gutter`);
    let next = scale / 1.25;
    if (Number.isFinite(reached) && reached > 0) {
      next = (scale * goal) / reached;
      if (lastScale > 0 && Number.isFinite(lastReached) && reached !== lastReached) {
        next = scale + ((goal - reached) * (scale - lastScale)) / (reached - lastReached);
      }
    }
    lastScale = scale;
    lastReached = reached;
    // Past a few tries, or when the aim leaves the bracket, halve the bracket instead.
    if (fits > 0 && (tries >= 4 || !(next > fits && next < fails))) next = Math.sqrt(fits * fails);
    else if (fits === 0 && !(next > 0 && next < fails)) next = scale / 1.25;
    scale = next;
  }
  placeX.set(keptX);
  placeY.set(keptY);
  flipped.set(keptFlip);
  scale = fits;
  for (let f = 0; f < faces; f++) {
    const c = chartOf[f]!;
    const width = Math.max(1, Math.ceil(rects[c]!.width * scale + padding));
    const height = rects[c]!.height * scale + padding;
    for (let i = f * 6; i < f * 6 + 6; i += 2) {
      let x = cornerUvs[i]! * scale + half, y = cornerUvs[i + 1]! * scale + half;
      if (flipped[c]) {
        x = width - x;
        y = height - y;
      }
      cornerUvs[i] = Math.min(1, Math.max(0, (placeX[c]! + x) / resolution));
      cornerUvs[i + 1] = Math.min(1, Math.max(0, (placeY[c]! + y) / resolution));
    }
  }
}

/** Area of one triangle's UVs. */
function triangleArea(uvs: Float32Array, f: number): number {
  const b = f * 6;
  return Math.abs((uvs[b + 2]! - uvs[b]!) * (uvs[b + 5]! - uvs[b + 1]!) - (uvs[b + 4]! - uvs[b]!) * (uvs[b + 3]! - uvs[b + 1]!)) / 2;
}

/**
 * How good a UV layout is: coverage and overlap on a raster, corners outside the square, and
 * stretch. Fast enough to judge a mesh's own UVs (a few tens of ms for 200k triangles at 512).
 */
export function measureUvs(positions: Float32Array, indices: Uint32Array, cornerUvs: Float32Array, resolution = 512): UvMeasure {
  const faces = indices.length / 3;
  if (cornerUvs.length !== indices.length * 2) {
    throw new Error(`measureUvs: cornerUvs must hold 2 floats per triangle corner (${indices.length * 2}), got ${cornerUvs.length}`);
  }
  const size = Math.max(1, Math.floor(resolution));
  // Per texel: bit 0 covered (centre inside or on an edge); bits 1-2 how many triangles hold its
  // centre strictly inside, counted up to 2.
  const texels = new Uint8Array(size * size);
  let outside = 0;
  for (let i = 0; i < cornerUvs.length; i += 2) {
    const u = cornerUvs[i]!, v = cornerUvs[i + 1]!;
    if (!(u >= 0 && u <= 1 && v >= 0 && v <= 1)) outside++;
  }

  for (let f = 0; f < faces; f++) {
    const base = f * 6;
    rasterTriangle(
      cornerUvs[base]! * size, cornerUvs[base + 1]! * size,
      cornerUvs[base + 2]! * size, cornerUvs[base + 3]! * size,
      cornerUvs[base + 4]! * size, cornerUvs[base + 5]! * size,
      texels, size, size, false,
    );
  }
  let covered = 0;
  let overlapped = 0;
  for (let k = 0; k < texels.length; k++) {
    const t = texels[k]!;
    if (t & 1) covered++;
    if (t & 4) overlapped++;
  }

  // Stretch: per triangle, Sander's L2 = sqrt((|dP/du|^2 + |dP/dv|^2) / 2), scaled by
  // sqrt(UV area / surface area) of the whole mesh so a uniform scale reads as 1, and averaged over
  // surface area as Sander et al. do (root of the area-weighted mean of squares): that mean is 1
  // only for a layout without distortion and above 1 otherwise, where a plain mean would let
  // squashed triangles (below 1) hide stretched ones.
  const surface = new Float64Array(faces);
  const parameter = new Float64Array(faces);
  let surfaceTotal = 0;
  let parameterTotal = 0;
  const cross: [number, number, number] = [0, 0, 0];
  for (let f = 0; f < faces; f++) {
    faceCross(positions, indices, f, cross);
    const a = Math.hypot(cross[0], cross[1], cross[2]) / 2;
    const base = f * 6;
    const s0 = cornerUvs[base]!, t0 = cornerUvs[base + 1]!;
    const s1 = cornerUvs[base + 2]!, t1 = cornerUvs[base + 3]!;
    const s2 = cornerUvs[base + 4]!, t2 = cornerUvs[base + 5]!;
    const p = ((s1 - s0) * (t2 - t0) - (s2 - s0) * (t1 - t0)) / 2;
    surface[f] = a;
    parameter[f] = Number.isFinite(p) ? p : 0;
    surfaceTotal += a;
    parameterTotal += Math.abs(parameter[f]!);
  }
  let stretchSum = 0;
  if (surfaceTotal > 0 && parameterTotal > 0) {
    const normalize = Math.sqrt(parameterTotal / surfaceTotal);
    for (let f = 0; f < faces; f++) {
      const a = surface[f]!;
      if (a === 0) continue;
      const p = parameter[f]!;
      let stretch = MAX_TRIANGLE_STRETCH;
      if (p !== 0) {
        const base = f * 6;
        const s0 = cornerUvs[base]!, t0 = cornerUvs[base + 1]!;
        const s1 = cornerUvs[base + 2]!, t1 = cornerUvs[base + 3]!;
        const s2 = cornerUvs[base + 4]!, t2 = cornerUvs[base + 5]!;
        const i0 = indices[f * 3]! * 3, i1 = indices[f * 3 + 1]! * 3, i2 = indices[f * 3 + 2]! * 3;
        // Partial derivatives of the surface point along u (ds) and v (dt), per axis.
        const du0 = (t1 - t2) / (2 * p), du1 = (t2 - t0) / (2 * p), du2 = (t0 - t1) / (2 * p);
        const dv0 = (s2 - s1) / (2 * p), dv1 = (s0 - s2) / (2 * p), dv2 = (s1 - s0) / (2 * p);
        const ax = positions[i0]!, ay = positions[i0 + 1]!, az = positions[i0 + 2]!;
        const bx = positions[i1]!, by = positions[i1 + 1]!, bz = positions[i1 + 2]!;
        const cx = positions[i2]!, cy = positions[i2 + 1]!, cz = positions[i2 + 2]!;
        const ssx = ax * du0 + bx * du1 + cx * du2, ssy = ay * du0 + by * du1 + cy * du2, ssz = az * du0 + bz * du1 + cz * du2;
        const stx = ax * dv0 + bx * dv1 + cx * dv2, sty = ay * dv0 + by * dv1 + cy * dv2, stz = az * dv0 + bz * dv1 + cz * dv2;
        const l2 = Math.sqrt((ssx * ssx + ssy * ssy + ssz * ssz + stx * stx + sty * sty + stz * stz) / 2) * normalize;
        stretch = Math.min(MAX_TRIANGLE_STRETCH, l2);
      }
      stretchSum += stretch * stretch * a;
    }
  }
  return {
    coverage: covered / (size * size),
    overlap: covered > 0 ? overlapped / covered : 0,
    outside: faces > 0 ? outside / (faces * 3) : 0,
    stretch: surfaceTotal > 0 && parameterTotal > 0 ? Math.sqrt(stretchSum / surfaceTotal) : MAX_TRIANGLE_STRETCH,
  };
}
