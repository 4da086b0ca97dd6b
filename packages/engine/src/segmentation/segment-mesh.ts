/**
 * Splits a welded triangle mesh into parts: connected components first; inside each, faces are
 * grouped across every edge that is not an inward (concave) crease sharper than the crease angle,
 * so parts meet where the surface folds in (the "minima rule"); then the groups are merged
 * (smallest first, into the neighbour they share most boundary with) or split (two-seed region
 * growing, where crossing a crease costs more than crossing a flat stretch) until the count is in
 * the granularity's range.
 */
import { faceCross } from '../mesh-math';

export interface WeldedMesh {
  /** x, y, z per welded vertex. */
  positions: Float64Array;
  /** Three welded vertex ids per triangle, degenerate triangles already dropped. */
  indices: Uint32Array;
}

export interface SegmentOptions {
  /** Fewest and most parts wanted. */
  range: { min: number; max: number };
  /** Radians: an inward fold sharper than this separates groups. */
  creaseAngle: number;
  onProgress?: (fraction: number) => void;
}

export interface Segmentation {
  /** The part of each face, 0 .. partCount - 1, parts ordered by their first face. */
  partOf: Uint32Array;
  partCount: number;
  /** Connected components of the mesh (through shared edges). */
  components: number;
  /** For each face and each of its edges (face * 3 + k, the edge from corner k to k + 1): the face across it, or -1. */
  across: Int32Array;
}

/** Tiny groups (under this share of their component's area) join a neighbour before counting. */
const TINY_SHARE = 0.002;
/** How much more crossing an inward crease costs than its length alone when growing regions. */
const CONCAVE_WEIGHT = 8;
const CONVEX_WEIGHT = 1;

export function segmentMesh(mesh: WeldedMesh, options: SegmentOptions): Segmentation {
  const { positions, indices } = mesh;
  const faceCount = indices.length / 3;
  const normals = new Float64Array(faceCount * 3);
  const centroids = new Float64Array(faceCount * 3);
  const areas = new Float64Array(faceCount);
  const n: [number, number, number] = [0, 0, 0];
  for (let f = 0; f < faceCount; f++) {
    const a = indices[f * 3]! * 3;
    const b = indices[f * 3 + 1]! * 3;
    const c = indices[f * 3 + 2]! * 3;
    faceCross(positions, indices, f, n);
    const [nx, ny, nz] = n;
    const length = Math.hypot(nx, ny, nz);
    areas[f] = length / 2;
    if (length > 0) {
      normals[f * 3] = nx / length;
      normals[f * 3 + 1] = ny / length;
      normals[f * 3 + 2] = nz / length;
    }
    for (let k = 0; k < 3; k++) centroids[f * 3 + k] = (positions[a + k]! + positions[b + k]! + positions[c + k]!) / 3;
  }

  const across = faceNeighbours(indices, positions.length / 3);
  // Per face edge: how far the faces turn (radians) and whether inward.
  const angle = new Float32Array(faceCount * 3);
  const concave = new Uint8Array(faceCount * 3);
  const edgeLength = new Float32Array(faceCount * 3);
  for (let f = 0; f < faceCount; f++) {
    for (let k = 0; k < 3; k++) {
      const e = f * 3 + k;
      const a = indices[e]! * 3;
      const b = indices[f * 3 + ((k + 1) % 3)]! * 3;
      edgeLength[e] = Math.hypot(positions[b]! - positions[a]!, positions[b + 1]! - positions[a + 1]!, positions[b + 2]! - positions[a + 2]!);
      const g = across[e]!;
      if (g < 0) continue;
      const dot = normals[f * 3]! * normals[g * 3]! + normals[f * 3 + 1]! * normals[g * 3 + 1]! + normals[f * 3 + 2]! * normals[g * 3 + 2]!;
      angle[e] = Math.acos(Math.max(-1, Math.min(1, dot)));
      // Inward when the other face's centre lies in front of this face's plane.
      const dx = centroids[g * 3]! - centroids[f * 3]!;
      const dy = centroids[g * 3 + 1]! - centroids[f * 3 + 1]!;
      const dz = centroids[g * 3 + 2]! - centroids[f * 3 + 2]!;
      concave[e] = normals[f * 3]! * dx + normals[f * 3 + 1]! * dy + normals[f * 3 + 2]! * dz > 1e-9 * (edgeLength[e]! + 1e-30) ? 1 : 0;
    }
  }
  options.onProgress?.(0.2);

  // Connected components.
  const components = new UnionFind(faceCount);
  for (let e = 0; e < faceCount * 3; e++) if (across[e]! >= 0) components.union((e / 3) | 0, across[e]!);
  const componentCount = components.count;

  // Groups: faces joined across everything but inward creases.
  const groups = new UnionFind(faceCount);
  for (let e = 0; e < faceCount * 3; e++) {
    const g = across[e]!;
    if (g >= 0 && !(concave[e] && angle[e]! >= options.creaseAngle)) groups.union((e / 3) | 0, g);
  }
  options.onProgress?.(0.35);

  const regions = new Regions(faceCount, groups, components, areas, centroids, across, edgeLength);
  regions.mergeTiny(TINY_SHARE);
  const target = Math.max(1, Math.min(faceCount, Math.max(options.range.min, Math.min(options.range.max, regions.count))));
  regions.mergeDownTo(target);
  options.onProgress?.(0.5);
  const edgeCost = (e: number) => (concave[e] ? CONCAVE_WEIGHT : CONVEX_WEIGHT) * angle[e]!;
  regions.splitUpTo(target, edgeCost, (fraction) => options.onProgress?.(0.5 + fraction * 0.5));

  const { partOf, partCount } = regions.labels();
  return { partOf, partCount, components: componentCount, across };
}

/** For each face edge, the one other face sharing it; -1 on a border, and on an edge of three or more faces. */
function faceNeighbours(indices: Uint32Array, vertexCount: number): Int32Array {
  const faceCount = indices.length / 3;
  const across = new Int32Array(faceCount * 3).fill(-1);
  const firstOf = new Map<number, number>();
  const uses = new Map<number, number>();
  for (let e = 0; e < faceCount * 3; e++) {
    const f = (e / 3) | 0;
    const a = indices[e]!;
    const b = indices[f * 3 + ((e - f * 3 + 1) % 3)]!;
    const key = Math.min(a, b) * vertexCount + Math.max(a, b);
    const count = (uses.get(key) ?? 0) + 1;
    uses.set(key, count);
    if (count === 1) firstOf.set(key, e);
    else if (count === 2) {
      const other = firstOf.get(key)!;
      across[e] = (other / 3) | 0;
      across[other] = f;
    } else {
      // Three or more faces on one edge: none of them counts as a neighbour there.
      const other = firstOf.get(key)!;
      if (across[other]! >= 0) {
        const second = across[other]!;
        for (let k = 0; k < 3; k++) if (across[second * 3 + k] === ((other / 3) | 0)) across[second * 3 + k] = -1;
        across[other] = -1;
      }
    }
  }
  return across;
}

export class UnionFind {
  private readonly parent: Int32Array;
  count: number;
  constructor(size: number) {
    this.parent = new Int32Array(size);
    for (let i = 0; i < size; i++) this.parent[i] = i;
    this.count = size;
  }
  find(i: number): number {
    let root = i;
    while (this.parent[root] !== root) root = this.parent[root]!;
    while (this.parent[i] !== root) {
      const next = this.parent[i]!;
      this.parent[i] = root;
      i = next;
    }
    return root;
  }
  union(a: number, b: number): boolean {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra === rb) return false;
    this.parent[rb] = ra;
    this.count--;
    return true;
  }
}

/** A binary min-heap of integer items keyed by numbers. */
export class MinHeap {
  private keys: number[] = [];
  private items: number[] = [];
  get size(): number {
    return this.items.length;
  }
  push(key: number, item: number): void {
    this.keys.push(key);
    this.items.push(item);
    let i = this.items.length - 1;
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
  /** The smallest key's item and key; undefined when empty. */
  pop(): { key: number; item: number } | undefined {
    if (this.items.length === 0) return undefined;
    const top = { key: this.keys[0]!, item: this.items[0]! };
    const lastKey = this.keys.pop()!;
    const lastItem = this.items.pop()!;
    const n = this.items.length;
    if (n > 0) {
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        if (left >= n) break;
        const right = left + 1;
        const child = right < n && this.keys[right]! < this.keys[left]! ? right : left;
        if (this.keys[child]! >= lastKey) break;
        this.keys[i] = this.keys[child]!;
        this.items[i] = this.items[child]!;
        i = child;
      }
      this.keys[i] = lastKey;
      this.items[i] = lastItem;
    }
    return top;
  }
}

/** Groups of faces as they are merged and split, each with its area, faces and neighbours. */
class Regions {
  /** Region id of each face. */
  readonly regionOf: Int32Array;
  private readonly faces = new Map<number, number[]>();
  private readonly area = new Map<number, number>();
  private readonly componentOf = new Map<number, number>();
  /** Area-weighted sums of face centres, so a region's centre is known without walking its faces. */
  private readonly weighted = new Map<number, [number, number, number]>();
  private nextId = 0;

  constructor(
    faceCount: number,
    groups: UnionFind,
    private readonly components: UnionFind,
    private readonly faceArea: Float64Array,
    private readonly centroids: Float64Array,
    private readonly across: Int32Array,
    private readonly edgeLength: Float32Array,
  ) {
    this.regionOf = new Int32Array(faceCount);
    const idOfRoot = new Map<number, number>();
    for (let f = 0; f < faceCount; f++) {
      const root = groups.find(f);
      let id = idOfRoot.get(root);
      if (id === undefined) {
        id = this.nextId++;
        idOfRoot.set(root, id);
        this.faces.set(id, []);
        this.area.set(id, 0);
        this.componentOf.set(id, components.find(f));
      }
      this.regionOf[f] = id;
      this.faces.get(id)!.push(f);
      this.area.set(id, this.area.get(id)! + faceArea[f]!);
    }
    for (const id of this.faces.keys()) this.weighted.set(id, this.sumOf(this.faces.get(id)!));
  }

  private sumOf(faces: readonly number[]): [number, number, number] {
    const out: [number, number, number] = [0, 0, 0];
    for (const f of faces) {
      const w = this.faceArea[f]! + 1e-30;
      for (let k = 0; k < 3; k++) out[k]! += this.centroids[f * 3 + k]! * w;
    }
    return out;
  }

  get count(): number {
    return this.faces.size;
  }

  /** Shared boundary length with each neighbouring region. */
  private neighbours(id: number): Map<number, number> {
    const shared = new Map<number, number>();
    for (const f of this.faces.get(id)!) {
      for (let k = 0; k < 3; k++) {
        const g = this.across[f * 3 + k]!;
        if (g < 0) continue;
        const other = this.regionOf[g]!;
        if (other !== id) shared.set(other, (shared.get(other) ?? 0) + this.edgeLength[f * 3 + k]!);
      }
    }
    return shared;
  }

  private merge(into: number, from: number): void {
    const target = this.faces.get(into)!;
    for (const f of this.faces.get(from)!) {
      this.regionOf[f] = into;
      target.push(f);
    }
    this.area.set(into, this.area.get(into)! + this.area.get(from)!);
    const sum = this.weighted.get(into)!;
    const added = this.weighted.get(from)!;
    this.weighted.set(into, [sum[0] + added[0], sum[1] + added[1], sum[2] + added[2]]);
    this.faces.delete(from);
    this.area.delete(from);
    this.componentOf.delete(from);
    this.weighted.delete(from);
  }

  /** The region sharing the most boundary with `id`; failing that, the one whose centre is nearest. */
  private partnerOf(id: number): number | undefined {
    let best: number | undefined;
    let bestShared = 0;
    for (const [other, shared] of this.neighbours(id)) {
      if (shared > bestShared) {
        best = other;
        bestShared = shared;
      }
    }
    if (best !== undefined) return best;
    const centre = this.centreOf(id);
    let bestDistance = Infinity;
    for (const other of this.faces.keys()) {
      if (other === id) continue;
      const c = this.centreOf(other);
      const distance = Math.hypot(c[0] - centre[0], c[1] - centre[1], c[2] - centre[2]);
      if (distance < bestDistance) {
        bestDistance = distance;
        best = other;
      }
    }
    return best;
  }

  private centreOf(id: number): [number, number, number] {
    const sum = this.weighted.get(id)!;
    const total = this.area.get(id)! + this.faces.get(id)!.length * 1e-30;
    return [sum[0] / total, sum[1] / total, sum[2] / total];
  }

  /** Regions under `share` of their component's area join the neighbour they share most boundary with. */
  mergeTiny(share: number): void {
    const componentArea = new Map<number, number>();
    for (const [id, area] of this.area) {
      const component = this.componentOf.get(id)!;
      componentArea.set(component, (componentArea.get(component) ?? 0) + area);
    }
    const heap = new MinHeap();
    for (const [id, area] of this.area) heap.push(area, id);
    for (let next = heap.pop(); next; next = heap.pop()) {
      const id = next.item;
      const area = this.area.get(id);
      if (area === undefined || area !== next.key) continue;
      if (area >= share * componentArea.get(this.componentOf.get(id)!)!) break;
      let best: number | undefined;
      let bestShared = 0;
      for (const [other, shared] of this.neighbours(id)) {
        if (shared > bestShared) {
          best = other;
          bestShared = shared;
        }
      }
      if (best === undefined) continue;
      this.merge(best, id);
      heap.push(this.area.get(best)!, best);
    }
  }

  /** The smallest region joins its best partner until `target` are left. */
  mergeDownTo(target: number): void {
    if (this.count <= target) return;
    const heap = new MinHeap();
    for (const [id, area] of this.area) heap.push(area, id);
    while (this.count > target) {
      const next = heap.pop();
      if (!next) break;
      const area = this.area.get(next.item);
      if (area === undefined || area !== next.key) continue;
      const partner = this.partnerOf(next.item);
      if (partner === undefined) break;
      this.merge(partner, next.item);
      heap.push(this.area.get(partner)!, partner);
    }
  }

  /** The largest region is split in two by region growing from two far-apart seeds, until `target` regions. */
  splitUpTo(target: number, edgeCost: (e: number) => number, onProgress: (fraction: number) => void): void {
    const start = this.count;
    const unsplittable = new Set<number>();
    while (this.count < target) {
      let largest: number | undefined;
      for (const [id, area] of this.area) {
        if (unsplittable.has(id) || this.faces.get(id)!.length < 2) continue;
        if (largest === undefined || area > this.area.get(largest)!) largest = id;
      }
      if (largest === undefined) return;
      if (!this.split(largest, edgeCost)) unsplittable.add(largest);
      onProgress((this.count - start) / Math.max(1, target - start));
    }
  }

  private split(id: number, edgeCost: (e: number) => number): boolean {
    const faces = this.faces.get(id)!;
    const distance = new Float64Array(this.regionOf.length);
    const owner = new Int32Array(this.regionOf.length);
    // The seeds: the face farthest from any face, then the face farthest from that.
    const first = this.farthest(id, [faces[0]!], distance, owner, edgeCost);
    const second = this.farthest(id, [first], distance, owner, edgeCost);
    if (second === first) return false;
    this.grow(id, [first, second], distance, owner, edgeCost);
    const fresh = this.nextId++;
    const kept: number[] = [];
    const moved: number[] = [];
    for (const f of faces) (owner[f] === 1 ? moved : kept).push(f);
    if (moved.length === 0 || kept.length === 0) {
      this.nextId--;
      return false;
    }
    let movedArea = 0;
    for (const f of moved) {
      this.regionOf[f] = fresh;
      movedArea += this.faceArea[f]!;
    }
    this.faces.set(id, kept);
    this.faces.set(fresh, moved);
    this.weighted.set(id, this.sumOf(kept));
    this.weighted.set(fresh, this.sumOf(moved));
    this.area.set(fresh, movedArea);
    this.area.set(id, this.area.get(id)! - movedArea);
    this.componentOf.set(fresh, this.componentOf.get(id)!);
    return true;
  }

  private farthest(id: number, seeds: number[], distance: Float64Array, owner: Int32Array, edgeCost: (e: number) => number): number {
    const reached = this.grow(id, seeds, distance, owner, edgeCost);
    let best = seeds[0]!;
    for (const f of reached) if (distance[f]! > distance[best]!) best = f;
    return best;
  }

  /** Multi-source Dijkstra over the region's faces; `owner` gets the index of the nearest seed. */
  private grow(id: number, seeds: number[], distance: Float64Array, owner: Int32Array, edgeCost: (e: number) => number): number[] {
    const reached: number[] = [];
    const heap = new MinHeap();
    for (const f of this.faces.get(id)!) {
      distance[f] = Infinity;
      // Faces no seed reaches (a region of pieces that do not touch) stay with the first seed.
      owner[f] = 0;
    }
    seeds.forEach((seed, index) => {
      distance[seed] = 0;
      owner[seed] = index;
      heap.push(0, seed);
    });
    for (let next = heap.pop(); next; next = heap.pop()) {
      const f = next.item;
      if (next.key > distance[f]!) continue;
      reached.push(f);
      for (let k = 0; k < 3; k++) {
        const e = f * 3 + k;
        const g = this.across[e]!;
        if (g < 0 || this.regionOf[g] !== id) continue;
        const step =
          Math.hypot(
            this.centroids[g * 3]! - this.centroids[f * 3]!,
            this.centroids[g * 3 + 1]! - this.centroids[f * 3 + 1]!,
            this.centroids[g * 3 + 2]! - this.centroids[f * 3 + 2]!,
          ) *
          (1 + edgeCost(e));
        const candidate = distance[f]! + step;
        if (candidate < distance[g]!) {
          distance[g] = candidate;
          owner[g] = owner[f]!;
          heap.push(candidate, g);
        }
      }
    }
    return reached;
  }

  /** Dense part numbers, in the order of each part's first face. */
  labels(): { partOf: Uint32Array; partCount: number } {
    const partOf = new Uint32Array(this.regionOf.length);
    const number = new Map<number, number>();
    for (let f = 0; f < this.regionOf.length; f++) {
      const region = this.regionOf[f]!;
      let part = number.get(region);
      if (part === undefined) {
        part = number.size;
        number.set(region, part);
      }
      partOf[f] = part;
    }
    return { partOf, partCount: number.size };
  }
}
