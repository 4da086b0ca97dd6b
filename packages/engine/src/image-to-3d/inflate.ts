/**
 * Silhouette inflation: a mask lifted into a closed, rounded body. Each point inside the outline is
 * given a depth from the mask's distance transform: a point `d` from the outline, inside the largest
 * inscribed disc of radius `R` that covers it, stands `sqrt(d (2R - d))` in front (and as far
 * behind), which is a round cross-section where the disc is widest; `thickness` scales it (1 is as
 * deep as wide). `R` per pixel comes from passing each disc's radius on to the pixels it covers (two
 * raster sweeps each way), so thin parts stay as round as thick ones instead of all sharing the
 * thickest part's depth.
 *
 * The surface is a regular grid over the picture, its spacing chosen from the face limit: whole
 * cells inside become quads (or two triangles), cells with three corners inside a triangle, and the
 * grid's rim is moved out onto the outline along the distance's gradient, where the front and the
 * back meet. The front reads the picture; the back reads it too (mirrored, as one sees it from
 * behind) or a softened copy beside it in the texture.
 */
import type { ImageTo3dSymmetry, ImageTo3dTopology } from '@facet/contract';
import sharp from 'sharp';
import { insideDistance, signedDistance } from './distance-transform';

/** The largest texture side written. */
export const MAX_TEXTURE_SIDE = 2048;
const JPEG_QUALITY = 90;

export interface InflateInput {
  /** The region: its mask (1 inside) and its colours, bled out past the outline (`bleedColours`). */
  mask: Uint8Array;
  colours: Uint8Array;
  width: number;
  height: number;
  faceLimit: number;
  thickness: number;
  symmetry: ImageTo3dSymmetry;
  topology: ImageTo3dTopology;
  /** Metres per pixel, and the pixel (x, y) that becomes the model's origin (the bottom middle). */
  metresPerPixel: number;
  origin: { x: number; y: number };
}

export interface InflatedMesh {
  /** The triangle mesh for glTF: front vertices then back vertices, each side with its own UVs. */
  positions: Float32Array;
  normals: Float32Array;
  uvs: Float32Array;
  indices: Uint32Array;
  /** The same surface as polygons (quads and triangles) over shared positions, for an OBJ. */
  polygons: { positions: Float32Array; uvs: Float32Array; faces: { vertices: number[]; uvs: number[] }[] };
  texture: { jpeg: Uint8Array; width: number; height: number };
  gridStep: number;
  faces: number;
  triangles: number;
  quads: number;
  size: { width: number; height: number; depth: number };
}

/** Makes the mask and colours the same on both sides of the subject's vertical middle line (its centroid). */
export function mirrorLeftRight(mask: Uint8Array, colours: Uint8Array, width: number, height: number): { mask: Uint8Array; colours: Uint8Array; width: number; shift: number } {
  let sum = 0;
  let count = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      sum += x;
      count++;
    }
  }
  const axis = Math.round(count > 0 ? sum / count : width / 2);
  const half = Math.max(axis, width - 1 - axis);
  const out = 2 * half + 1;
  const shift = half - axis;
  const outMask = new Uint8Array(out * height);
  const outColours = new Uint8Array(out * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < out; x++) {
      const own = x - shift;
      const mirrored = 2 * half - x - shift;
      const inOwn = own >= 0 && own < width && mask[y * width + own] === 1;
      const inMirrored = mirrored >= 0 && mirrored < width && mask[y * width + mirrored] === 1;
      const source = inOwn ? own : inMirrored ? mirrored : own >= 0 && own < width ? own : Math.min(width - 1, Math.max(0, mirrored));
      outMask[y * out + x] = inOwn || inMirrored ? 1 : 0;
      const from = (y * width + source) * 4;
      outColours.set(colours.subarray(from, from + 4), (y * out + x) * 4);
    }
  }
  return { mask: outMask, colours: outColours, width: out, shift };
}

/**
 * The radius of the largest inscribed disc covering each pixel (at least its own distance). Each
 * pixel keeps the centre of the best disc found so far; a neighbour's disc is taken when it is
 * larger and still covers the pixel, measured exactly from its centre (two raster sweeps each way).
 */
function coveringRadius(mask: Uint8Array, distance: Float32Array, width: number, height: number): Float32Array {
  const radius = Float32Array.from(distance);
  const centre = new Int32Array(width * height);
  for (let p = 0; p < centre.length; p++) centre[p] = p;
  const take = (p: number, x: number, y: number, q: number) => {
    if (!mask[q]) return;
    const c = centre[q]!;
    const r = distance[c]!;
    if (r <= radius[p]!) return;
    const cx = c % width;
    const cy = (c - cx) / width;
    // Covered: within the disc's radius plus half a pixel (its distance is to the outline, half a pixel in).
    if ((x - cx) * (x - cx) + (y - cy) * (y - cy) > (r + 0.5) * (r + 0.5)) return;
    radius[p] = r;
    centre[p] = c;
  };
  for (let sweep = 0; sweep < 2; sweep++) {
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const p = y * width + x;
        if (!mask[p]) continue;
        if (x > 0) take(p, x, y, p - 1);
        if (y > 0) {
          take(p, x, y, p - width);
          if (x > 0) take(p, x, y, p - width - 1);
          if (x < width - 1) take(p, x, y, p - width + 1);
        }
      }
    }
    for (let y = height - 1; y >= 0; y--) {
      for (let x = width - 1; x >= 0; x--) {
        const p = y * width + x;
        if (!mask[p]) continue;
        if (x < width - 1) take(p, x, y, p + 1);
        if (y < height - 1) {
          take(p, x, y, p + width);
          if (x < width - 1) take(p, x, y, p + width + 1);
          if (x > 0) take(p, x, y, p + width - 1);
        }
      }
    }
  }
  return radius;
}

/**
 * Each pixel's depth in front of the middle plane, smoothed: two box blurs over the subject only
 * (weights normalized by the mask), which take the terraces of a distance measured in whole pixels
 * and the seams between discs of different radii out of the surface.
 */
function depthField(mask: Uint8Array, distance: Float32Array, radius: Float32Array, width: number, height: number, thickness: number, blur: number): Float32Array {
  const depth = new Float32Array(width * height);
  const weight = new Float32Array(width * height);
  for (let p = 0; p < depth.length; p++) {
    if (!mask[p]) continue;
    const d = Math.max(0, distance[p]!);
    const r = Math.max(d, radius[p]!);
    depth[p] = thickness * Math.sqrt(Math.max(0, d * (2 * r - d)));
    weight[p] = 1;
  }
  for (let pass = 0; pass < 2; pass++) {
    boxBlur(depth, width, height, blur);
    boxBlur(weight, width, height, blur);
  }
  for (let p = 0; p < depth.length; p++) depth[p] = mask[p] && weight[p]! > 1e-6 ? depth[p]! / weight[p]! : 0;
  return depth;
}

/** A box blur of half-width `r`, rows then columns, with running sums (the same cost for any r). */
function boxBlur(field: Float32Array, width: number, height: number, r: number): void {
  const line = new Float64Array(Math.max(width, height));
  const run = (start: number, stride: number, count: number) => {
    for (let i = 0; i < count; i++) line[i] = field[start + i * stride]!;
    let sum = 0;
    for (let i = 0; i <= Math.min(r, count - 1); i++) sum += line[i]!;
    for (let i = 0; i < count; i++) {
      field[start + i * stride] = sum / (2 * r + 1);
      if (i + r + 1 < count) sum += line[i + r + 1]!;
      if (i - r >= 0) sum -= line[i - r]!;
    }
  };
  for (let y = 0; y < height; y++) run(y * width, 1, width);
  for (let x = 0; x < width; x++) run(x, width, height);
}

/** Bilinear sample of a field at (x, y) in pixel centres, clamped to the image. */
function sample(field: Float32Array, width: number, height: number, x: number, y: number): number {
  const cx = Math.min(width - 1, Math.max(0, x));
  const cy = Math.min(height - 1, Math.max(0, y));
  const x0 = Math.min(width - 2, Math.floor(cx));
  const y0 = Math.min(height - 2, Math.floor(cy));
  if (x0 < 0 || y0 < 0) return field[Math.round(cy) * width + Math.round(cx)]!;
  const fx = cx - x0;
  const fy = cy - y0;
  const p = y0 * width + x0;
  return (field[p]! * (1 - fx) + field[p + 1]! * fx) * (1 - fy) + (field[p + width]! * (1 - fx) + field[p + width + 1]! * fx) * fy;
}

export async function inflate(input: InflateInput): Promise<InflatedMesh> {
  const { mask, colours, width, height, thickness, symmetry, topology, metresPerPixel, origin } = input;
  const distance = insideDistance(mask, width, height);
  // Signed (negative outside), so it reads true across the outline where the rim is placed.
  // Blurred a little: the mask's pixel stairs would otherwise show as teeth along a slanted outline.
  const outline = signedDistance(mask, width, height);
  for (let pass = 0; pass < 2; pass++) boxBlur(outline, width, height, 1);
  const radius = coveringRadius(mask, distance, width, height);
  let area = 0;
  for (let p = 0; p < mask.length; p++) area += mask[p]!;
  // Faces per grid cell: both sides, two triangles each (or one quad).
  const perCell = topology === 'quads' ? 2 : 4;
  let step = Math.max(1, Math.sqrt((perCell * area) / input.faceLimit));
  let grid = buildGrid(mask, width, height, step, topology);
  while (grid.faceCount > input.faceLimit) {
    step *= 1.08;
    grid = buildGrid(mask, width, height, step, topology);
  }
  if (grid.cells.length === 0) {
    // A subject thinner than one cell: the finest grid there is.
    step = 1;
    grid = buildGrid(mask, width, height, step, topology);
  }
  const { columns, used, cells } = grid;
  const depth = depthField(mask, distance, radius, width, height, thickness, Math.max(2, Math.round(step * 1.5)));

  // The rim: edges of one front face.
  const edgeCount = new Map<number, number>();
  const total = columns * grid.rows;
  const edgeKey = (a: number, b: number) => (a < b ? a * total + b : b * total + a);
  for (const cell of cells) {
    for (let k = 0; k < cell.length; k++) {
      const key = edgeKey(cell[k]!, cell[(k + 1) % cell.length]!);
      edgeCount.set(key, (edgeCount.get(key) ?? 0) + 1);
    }
  }
  const rim = new Uint8Array(total);
  for (const cell of cells) {
    for (let k = 0; k < cell.length; k++) {
      const a = cell[k]!;
      const b = cell[(k + 1) % cell.length]!;
      if (edgeCount.get(edgeKey(a, b)) === 1) {
        rim[a] = 1;
        rim[b] = 1;
      }
    }
  }

  // The ring just inside the rim: placed at one distance from the outline, so the steep band round
  // the body is as wide everywhere (grid points fall at any distance from a slanted outline).
  const ring = new Uint8Array(total);
  for (const cell of cells) {
    if (!cell.some((g) => rim[g])) continue;
    for (const g of cell) if (!rim[g]) ring[g] = 1;
  }

  // Geometric vertices: one per used grid point on the front, and one more behind each point off the rim.
  const frontId = new Int32Array(total).fill(-1);
  const backId = new Int32Array(total).fill(-1);
  const points: number[] = [];
  const pixel: number[] = [];
  let geometric = 0;
  const place = (x: number, y: number, z: number) => {
    points.push((x - origin.x) * metresPerPixel, (origin.y - y) * metresPerPixel, z * metresPerPixel);
    pixel.push(x, y);
    return geometric++;
  };
  for (let g = 0; g < total; g++) {
    if (!used[g]) continue;
    let x = (g % columns) * step;
    let y = Math.floor(g / columns) * step;
    if (rim[g]) {
      // Onto the outline, down the signed distance's slope (two Newton steps: it is not exactly linear).
      const startX = x;
      const startY = y;
      for (let iteration = 0; iteration < 2; iteration++) {
        const d = -sample(outline, width, height, x, y);
        const gx = sample(outline, width, height, x - 0.5, y) - sample(outline, width, height, x + 0.5, y);
        const gy = sample(outline, width, height, x, y - 0.5) - sample(outline, width, height, x, y + 0.5);
        const length = Math.hypot(gx, gy);
        if (length < 1e-6) break;
        x -= (gx / length) * d;
        y -= (gy / length) * d;
      }
      // Never further than a cell and a half from the grid point, so rim faces cannot fold over.
      const moved = Math.hypot(x - startX, y - startY);
      if (moved > 1.5 * step) {
        x = startX + ((x - startX) * 1.5 * step) / moved;
        y = startY + ((y - startY) * 1.5 * step) / moved;
      }
      frontId[g] = place(x, y, 0);
      backId[g] = frontId[g]!;
      continue;
    }
    if (ring[g]) {
      const target = 0.75 * step;
      for (let iteration = 0; iteration < 2; iteration++) {
        const d = -sample(outline, width, height, x, y);
        const gx = sample(outline, width, height, x - 0.5, y) - sample(outline, width, height, x + 0.5, y);
        const gy = sample(outline, width, height, x, y - 0.5) - sample(outline, width, height, x, y + 0.5);
        const length = Math.hypot(gx, gy);
        if (length < 1e-6) break;
        const shift = Math.max(-0.5 * step, Math.min(0.5 * step, d - target));
        x -= (gx / length) * shift;
        y -= (gy / length) * shift;
      }
    }
    const z = sample(depth, width, height, x, y);
    frontId[g] = place(x, y, z);
    backId[g] = place(x, y, -z);
  }

  // Polygons: the front as the cells wind (facing +Z), the back reversed.
  const frontFaces = cells.map((cell) => cell.map((g) => frontId[g]!));
  const backFaces = cells.map((cell) => [...cell].reverse().map((g) => backId[g]!));

  // Smooth normals over the geometric vertices, so the rim where front and back meet is not creased.
  const normalSum = new Float64Array(geometric * 3);
  const triangleList: number[] = [];
  for (const face of [...frontFaces, ...backFaces]) {
    for (let k = 1; k + 1 < face.length; k++) triangleList.push(face[0]!, face[k]!, face[k + 1]!);
  }
  for (let t = 0; t < triangleList.length; t += 3) {
    const [a, b, c] = [triangleList[t]! * 3, triangleList[t + 1]! * 3, triangleList[t + 2]! * 3];
    const e1 = [points[b]! - points[a]!, points[b + 1]! - points[a + 1]!, points[b + 2]! - points[a + 2]!];
    const e2 = [points[c]! - points[a]!, points[c + 1]! - points[a + 1]!, points[c + 2]! - points[a + 2]!];
    const n = [e1[1]! * e2[2]! - e1[2]! * e2[1]!, e1[2]! * e2[0]! - e1[0]! * e2[2]!, e1[0]! * e2[1]! - e1[1]! * e2[0]!];
    for (const v of [a, b, c]) for (let k = 0; k < 3; k++) normalSum[v + k]! += n[k]!;
  }

  // glTF vertices: the front's (every geometric vertex on the front) and the back's, each with its UV.
  const backRegion = symmetry === 'none';
  const atlasWidth = backRegion ? width * 2 : width;
  const frontOf = new Int32Array(geometric).fill(-1);
  const backOf = new Int32Array(geometric).fill(-1);
  const outPositions: number[] = [];
  const outNormals: number[] = [];
  const outUvs: number[] = [];
  let vertexCount = 0;
  const emit = (v: number, back: boolean) => {
    outPositions.push(points[v * 3]!, points[v * 3 + 1]!, points[v * 3 + 2]!);
    const nx = normalSum[v * 3]!;
    const ny = normalSum[v * 3 + 1]!;
    const nz = normalSum[v * 3 + 2]!;
    const length = Math.hypot(nx, ny, nz) || 1;
    outNormals.push(nx / length, ny / length, length === 1 && nz === 0 ? (back ? -1 : 1) : nz / length);
    const px = Math.min(width - 0.5, Math.max(0.5, pixel[v * 2]! + 0.5));
    const py = Math.min(height - 0.5, Math.max(0.5, pixel[v * 2 + 1]! + 0.5));
    outUvs.push(((back && backRegion ? width : 0) + px) / atlasWidth, py / height);
    return vertexCount++;
  };
  const indices: number[] = [];
  for (const face of frontFaces) {
    const ids = face.map((v) => (frontOf[v]! >= 0 ? frontOf[v]! : (frontOf[v] = emit(v, false))));
    for (let k = 1; k + 1 < ids.length; k++) indices.push(ids[0]!, ids[k]!, ids[k + 1]!);
  }
  for (const face of backFaces) {
    const ids = face.map((v) => (backOf[v]! >= 0 ? backOf[v]! : (backOf[v] = emit(v, true))));
    for (let k = 1; k + 1 < ids.length; k++) indices.push(ids[0]!, ids[k]!, ids[k + 1]!);
  }

  // The OBJ's polygons: shared positions, the front's UVs and the back's.
  const objUvs: number[] = [];
  const frontUv = new Int32Array(geometric).fill(-1);
  const backUv = new Int32Array(geometric).fill(-1);
  const uvOf = (v: number, back: boolean) => {
    const table = back ? backUv : frontUv;
    if (table[v]! >= 0) return table[v]!;
    const px = Math.min(width - 0.5, Math.max(0.5, pixel[v * 2]! + 0.5));
    const py = Math.min(height - 0.5, Math.max(0.5, pixel[v * 2 + 1]! + 0.5));
    objUvs.push(((back && backRegion ? width : 0) + px) / atlasWidth, py / height);
    return (table[v] = objUvs.length / 2 - 1);
  };
  const polygons = [
    ...frontFaces.map((face) => ({ vertices: face, uvs: face.map((v) => uvOf(v, false)) })),
    ...backFaces.map((face) => ({ vertices: face, uvs: face.map((v) => uvOf(v, true)) })),
  ];

  const texture = await encodeTexture(colours, width, height, backRegion);
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  let minZ = Infinity;
  let maxZ = -Infinity;
  for (let v = 0; v < geometric; v++) {
    minX = Math.min(minX, points[v * 3]!);
    maxX = Math.max(maxX, points[v * 3]!);
    minY = Math.min(minY, points[v * 3 + 1]!);
    maxY = Math.max(maxY, points[v * 3 + 1]!);
    minZ = Math.min(minZ, points[v * 3 + 2]!);
    maxZ = Math.max(maxZ, points[v * 3 + 2]!);
  }
  const quads = topology === 'quads' ? polygons.filter((face) => face.vertices.length === 4).length : 0;
  return {
    positions: Float32Array.from(outPositions),
    normals: Float32Array.from(outNormals),
    uvs: Float32Array.from(outUvs),
    indices: Uint32Array.from(indices),
    polygons: { positions: Float32Array.from(points), uvs: Float32Array.from(objUvs), faces: polygons },
    texture,
    gridStep: step,
    faces: topology === 'quads' ? polygons.length : indices.length / 3,
    triangles: indices.length / 3,
    quads,
    size: { width: maxX - minX, height: maxY - minY, depth: maxZ - minZ },
  };
}

interface Grid {
  columns: number;
  rows: number;
  /** Grid points some face uses. */
  used: Uint8Array;
  /** Front faces as grid point indices, wound to face +Z (the picture's y runs down). */
  cells: number[][];
  faceCount: number;
}

function buildGrid(mask: Uint8Array, width: number, height: number, step: number, topology: ImageTo3dTopology): Grid {
  const columns = Math.floor((width - 1) / step) + 1;
  const rows = Math.floor((height - 1) / step) + 1;
  const inside = new Uint8Array(columns * rows);
  for (let j = 0; j < rows; j++) {
    const y = Math.min(height - 1, Math.round(j * step));
    for (let i = 0; i < columns; i++) inside[j * columns + i] = mask[y * width + Math.min(width - 1, Math.round(i * step))]!;
  }
  const used = new Uint8Array(columns * rows);
  const cells: number[][] = [];
  let triangles = 0;
  for (let j = 0; j + 1 < rows; j++) {
    for (let i = 0; i + 1 < columns; i++) {
      const a = j * columns + i;
      const b = a + 1;
      const c = a + columns + 1;
      const d = a + columns;
      // Counter-clockwise seen from the front, with y up: top-left, bottom-left, bottom-right, top-right.
      const ring = [a, d, c, b].filter((g) => inside[g]);
      if (ring.length < 3) continue;
      if (ring.length === 4 && topology === 'triangles') {
        cells.push([a, d, c], [a, c, b]);
        triangles += 2;
      } else {
        cells.push(ring);
        triangles += ring.length - 2;
      }
      for (const g of ring) used[g] = 1;
    }
  }
  return { columns, rows, used, cells, faceCount: 2 * (topology === 'quads' ? cells.length : triangles) };
}

/** The texture: the region's colours, with a softened copy beside them for a back that is not mirrored. */
async function encodeTexture(colours: Uint8Array, width: number, height: number, backRegion: boolean): Promise<{ jpeg: Uint8Array; width: number; height: number }> {
  let atlas = sharp(Buffer.from(colours.buffer, colours.byteOffset, colours.byteLength), { raw: { width, height, channels: 4 } }).removeAlpha();
  if (backRegion) {
    const front = await atlas.raw().toBuffer();
    // The back, unseen: the front's colours blurred into broad areas of the same hues.
    const sigma = Math.max(2, Math.min(width, height) / 24);
    const back = await sharp(front, { raw: { width, height, channels: 3 } }).blur(sigma).raw().toBuffer();
    const joined = Buffer.alloc(width * 2 * height * 3);
    for (let y = 0; y < height; y++) {
      front.copy(joined, y * width * 6, y * width * 3, (y + 1) * width * 3);
      back.copy(joined, y * width * 6 + width * 3, y * width * 3, (y + 1) * width * 3);
    }
    atlas = sharp(joined, { raw: { width: width * 2, height, channels: 3 } });
  }
  const atlasWidth = backRegion ? width * 2 : width;
  const scale = Math.min(1, MAX_TEXTURE_SIDE / Math.max(atlasWidth, height));
  const outWidth = Math.max(1, Math.round(atlasWidth * scale));
  const outHeight = Math.max(1, Math.round(height * scale));
  if (scale < 1) atlas = sharp(await atlas.raw().toBuffer(), { raw: { width: atlasWidth, height, channels: 3 } }).resize(outWidth, outHeight, { fit: 'fill' });
  const jpeg = await atlas.jpeg({ quality: JPEG_QUALITY, chromaSubsampling: '4:4:4' }).toBuffer();
  return { jpeg: new Uint8Array(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength), width: outWidth, height: outHeight };
}
