/**
 * Exact Euclidean distance transforms of a mask in linear time (Felzenszwalb and Huttenlocher,
 * "Distance Transforms of Sampled Functions": the lower envelope of parabolas, one pass down each
 * column and one along each row), with the nearest pixel of each answer when asked for.
 */

const FAR = 1e20;

/**
 * The 1D transform of `f` (length `n`, read at `offset + i * stride`) into `d`, and the index of the
 * sample each answer comes from into `from`. `v`, `z` are scratch of length n and n + 1.
 */
function transform1d(
  f: Float64Array,
  n: number,
  d: Float64Array,
  from: Int32Array,
  v: Int32Array,
  z: Float64Array,
): void {
  let k = 0;
  v[0] = 0;
  z[0] = -Infinity;
  z[1] = Infinity;
  for (let q = 1; q < n; q++) {
    if (f[q]! >= FAR) continue;
    if (f[v[0]!]! >= FAR) {
      // The envelope so far is all "far": start it over at q.
      v[0] = q;
      continue;
    }
    let s = (f[q]! + q * q - (f[v[k]!]! + v[k]! * v[k]!)) / (2 * q - 2 * v[k]!);
    while (s <= z[k]!) {
      k--;
      s = (f[q]! + q * q - (f[v[k]!]! + v[k]! * v[k]!)) / (2 * q - 2 * v[k]!);
    }
    k++;
    v[k] = q;
    z[k] = s;
    z[k + 1] = Infinity;
  }
  if (f[v[0]!]! >= FAR) {
    d.fill(FAR, 0, n);
    from.fill(-1, 0, n);
    return;
  }
  k = 0;
  for (let q = 0; q < n; q++) {
    while (z[k + 1]! < q) k++;
    const at = v[k]!;
    d[q] = (q - at) * (q - at) + f[at]!;
    from[q] = at;
  }
}

/**
 * Squared distance from each pixel to the nearest pixel where `target(p)` holds (0 on those), and
 * that pixel's index; -1 and a huge distance when there is none.
 */
export function squaredDistanceTo(width: number, height: number, target: (p: number) => boolean): { distance: Float32Array; nearest: Int32Array } {
  const n = Math.max(width, height);
  const f = new Float64Array(n);
  const d = new Float64Array(n);
  const from = new Int32Array(n);
  const v = new Int32Array(n);
  const z = new Float64Array(n + 1);
  // Down each column: the distance to the nearest target in that column, and its row.
  const columnDistance = new Float64Array(width * height);
  const columnRow = new Int32Array(width * height);
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) f[y] = target(y * width + x) ? 0 : FAR;
    transform1d(f, height, d, from, v, z);
    for (let y = 0; y < height; y++) {
      columnDistance[y * width + x] = d[y]!;
      columnRow[y * width + x] = from[y]!;
    }
  }
  // Along each row, over the columns' answers.
  const distance = new Float32Array(width * height);
  const nearest = new Int32Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) f[x] = columnDistance[row + x]!;
    transform1d(f, width, d, from, v, z);
    for (let x = 0; x < width; x++) {
      const column = from[x]!;
      const targetRow = column >= 0 ? columnRow[row + column]! : -1;
      if (column < 0 || targetRow < 0 || d[x]! >= FAR) {
        distance[row + x] = FAR;
        nearest[row + x] = -1;
      } else {
        distance[row + x] = d[x]!;
        nearest[row + x] = targetRow * width + column;
      }
    }
  }
  return { distance, nearest };
}

/**
 * Distance from each foreground pixel's centre to the outline (half a pixel short of the nearest
 * background pixel's centre; the image's edge counts as background), 0 outside.
 */
export function insideDistance(mask: Uint8Array, width: number, height: number): Float32Array {
  // One pixel of background all round, so a subject touching the edge still has an outline there.
  const w = width + 2;
  const h = height + 2;
  const { distance } = squaredDistanceTo(w, h, (p) => {
    const x = (p % w) - 1;
    const y = ((p - x - 1) / w) - 1;
    return x < 0 || y < 0 || x >= width || y >= height || mask[y * width + x] === 0;
  });
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      out[y * width + x] = Math.sqrt(distance[(y + 1) * w + x + 1]!) - 0.5;
    }
  }
  return out;
}

/** Signed distance to the outline in pixels: negative inside the mask, positive outside. */
export function signedDistance(mask: Uint8Array, width: number, height: number): Float32Array {
  const inside = insideDistance(mask, width, height);
  const { distance: toForeground } = squaredDistanceTo(width, height, (p) => mask[p] === 1);
  const out = new Float32Array(width * height);
  for (let p = 0; p < out.length; p++) out[p] = mask[p] ? -inside[p]! : Math.sqrt(toForeground[p]!) - 0.5;
  return out;
}
