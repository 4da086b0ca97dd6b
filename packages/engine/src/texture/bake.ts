/**
 * Bakes colours into a texture: every triangle is rasterized in its UV layout, each texel centre it
 * covers is mapped back to the surface point and normal there, and the shader gives its colour.
 * Texels no triangle covers are then grown outwards from the charts (`gutter` texels), so filtering
 * and mipmaps never blend in the empty background across a seam; the rest takes the mean colour.
 */

/** Writes the colour (sRGB, 0-1) of triangle t at barycentrics a, b, c (and the point and normal there) to `out` at `at`. */
export type TexelShader = (
  t: number,
  a: number,
  b: number,
  c: number,
  px: number,
  py: number,
  pz: number,
  nx: number,
  ny: number,
  nz: number,
  out: Float32Array,
  at: number,
) => void;

export interface BakeInput {
  count: number;
  /** u, v per corner (six floats per triangle), v down the image. */
  uvs: Float32Array;
  /** World corners, nine floats per triangle. */
  corners: Float32Array;
  /** Unit normals per corner, nine floats per triangle. */
  normals: Float32Array;
}

export interface Baked {
  /** RGB, three bytes per texel, row 0 at v = 0. */
  pixels: Uint8Array;
  /** Texels some triangle covers. */
  covered: number;
}

/** Extra reach (in texels) of the edge test, so texels a seam runs through are painted by both sides. */
const EDGE_REACH = 0.5;

export function bakeTexture(input: BakeInput, size: number, gutter: number, shade: TexelShader, onProgress?: (fraction: number) => void): Baked {
  const { count, uvs, corners, normals } = input;
  const colours = new Uint8ClampedArray(size * size * 3);
  // 2 where a triangle's inside covers the texel centre, 1 where only the widened edge reaches it.
  const owner = new Uint8Array(size * size);
  const colour = new Float32Array(3);
  const report = Math.max(1, Math.floor(count / 20));
  let covered = 0;

  for (let t = 0; t < count; t++) {
    if (onProgress && t % report === 0) onProgress(t / count);
    const o = t * 6;
    const x0 = uvs[o]! * size;
    const y0 = uvs[o + 1]! * size;
    const x1 = uvs[o + 2]! * size;
    const y1 = uvs[o + 3]! * size;
    const x2 = uvs[o + 4]! * size;
    const y2 = uvs[o + 5]! * size;
    const area = (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0);
    if (!(Math.abs(area) > 1e-12)) {
      // Too thin to cover a texel centre: its centroid's texel still gets its colour, if free.
      const cx = Math.floor((x0 + x1 + x2) / 3);
      const cy = Math.floor((y0 + y1 + y2) / 3);
      if (cx < 0 || cy < 0 || cx >= size || cy >= size || owner[cy * size + cx]) continue;
      const third = 1 / 3;
      shadeAt(t, third, third, third);
      write(cy * size + cx, 1);
      continue;
    }
    const inv = 1 / area;
    // The edge reach as a barycentric share: the texel distance over each edge's height.
    const reach0 = (EDGE_REACH * Math.hypot(x2 - x1, y2 - y1)) / Math.abs(area);
    const reach1 = (EDGE_REACH * Math.hypot(x0 - x2, y0 - y2)) / Math.abs(area);
    const reach2 = (EDGE_REACH * Math.hypot(x1 - x0, y1 - y0)) / Math.abs(area);
    const left = Math.max(0, Math.floor(Math.min(x0, x1, x2) - EDGE_REACH));
    const right = Math.min(size - 1, Math.ceil(Math.max(x0, x1, x2) + EDGE_REACH));
    const top = Math.max(0, Math.floor(Math.min(y0, y1, y2) - EDGE_REACH));
    const bottom = Math.min(size - 1, Math.ceil(Math.max(y0, y1, y2) + EDGE_REACH));
    for (let y = top; y <= bottom; y++) {
      const cy = y + 0.5;
      for (let x = left; x <= right; x++) {
        const cx = x + 0.5;
        const a = ((x1 - cx) * (y2 - cy) - (x2 - cx) * (y1 - cy)) * inv;
        const b = ((x2 - cx) * (y0 - cy) - (x0 - cx) * (y2 - cy)) * inv;
        const c = 1 - a - b;
        if (a < -reach0 || b < -reach1 || c < -reach2) continue;
        const inside = a >= 0 && b >= 0 && c >= 0;
        const texel = y * size + x;
        // A texel inside a triangle is its own; one only reached by an edge is painted if free.
        if (owner[texel] === 2 || (!inside && owner[texel] === 1)) continue;
        // Clamped to the triangle, so an edge texel takes the colour at the nearest point of it.
        const ca = Math.max(0, a);
        const cb = Math.max(0, b);
        const cc = Math.max(0, c);
        const sum = ca + cb + cc;
        shadeAt(t, ca / sum, cb / sum, cc / sum);
        write(texel, inside ? 2 : 1);
      }
    }
  }

  function shadeAt(t: number, a: number, b: number, c: number): void {
    const p = t * 9;
    const px = a * corners[p]! + b * corners[p + 3]! + c * corners[p + 6]!;
    const py = a * corners[p + 1]! + b * corners[p + 4]! + c * corners[p + 7]!;
    const pz = a * corners[p + 2]! + b * corners[p + 5]! + c * corners[p + 8]!;
    let nx = a * normals[p]! + b * normals[p + 3]! + c * normals[p + 6]!;
    let ny = a * normals[p + 1]! + b * normals[p + 4]! + c * normals[p + 7]!;
    let nz = a * normals[p + 2]! + b * normals[p + 5]! + c * normals[p + 8]!;
    // Math.hypot is several times slower than this, and it runs for every texel.
    const length = Math.sqrt(nx * nx + ny * ny + nz * nz) || 1;
    nx /= length;
    ny /= length;
    nz /= length;
    shade(t, a, b, c, px, py, pz, nx, ny, nz, colour, 0);
  }

  function write(texel: number, level: 1 | 2): void {
    if (!owner[texel]) covered++;
    owner[texel] = level;
    // A clamped array clamps and rounds.
    colours[texel * 3] = colour[0]! * 255;
    colours[texel * 3 + 1] = colour[1]! * 255;
    colours[texel * 3 + 2] = colour[2]! * 255;
  }

  dilate(colours, owner, size, gutter);
  return { pixels: new Uint8Array(colours.buffer), covered };
}

/**
 * Grows the painted texels outwards `gutter` rings, each new texel the mean of its painted
 * neighbours; what is still empty after that gets the mean colour of everything painted.
 */
function dilate(colours: Uint8ClampedArray, owner: Uint8Array, size: number, gutter: number): void {
  // 1 once painted; 2 while waiting in the next ring, so no texel is queued twice.
  // (A plain loop: Uint8Array.from with a mapping function is slow at 16 million texels.)
  const painted = new Uint8Array(owner.length);
  for (let texel = 0; texel < owner.length; texel++) if (owner[texel]) painted[texel] = 1;
  let frontier: number[] = [];
  for (let texel = 0; texel < owner.length; texel++) {
    if (owner[texel]) continue;
    const x = texel % size;
    const y = (texel - x) / size;
    if ((x > 0 && owner[texel - 1]) || (x < size - 1 && owner[texel + 1]) || (y > 0 && owner[texel - size]) || (y < size - 1 && owner[texel + size])) {
      frontier.push(texel);
      painted[texel] = 2;
    }
  }
  for (let ring = 0; ring < gutter && frontier.length > 0; ring++) {
    const ringTexels: number[] = [];
    for (const texel of frontier) {
      const x = texel % size;
      const y = (texel - x) / size;
      let r = 0;
      let g = 0;
      let b = 0;
      let n = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= size || ny >= size) continue;
          const q = ny * size + nx;
          if (painted[q] !== 1) continue;
          r += colours[q * 3]!;
          g += colours[q * 3 + 1]!;
          b += colours[q * 3 + 2]!;
          n++;
        }
      }
      if (n === 0) continue;
      colours[texel * 3] = r / n;
      colours[texel * 3 + 1] = g / n;
      colours[texel * 3 + 2] = b / n;
      ringTexels.push(texel);
    }
    // A ring is marked after it is coloured, so each ring reads only the ones before it.
    const next: number[] = [];
    for (const texel of frontier) if (painted[texel] === 2) painted[texel] = 0;
    for (const texel of ringTexels) painted[texel] = 1;
    const queue = (texel: number) => {
      if (painted[texel]) return;
      painted[texel] = 2;
      next.push(texel);
    };
    for (const texel of ringTexels) {
      const x = texel % size;
      const y = (texel - x) / size;
      if (x > 0) queue(texel - 1);
      if (x < size - 1) queue(texel + 1);
      if (y > 0) queue(texel - size);
      if (y < size - 1) queue(texel + size);
    }
    frontier = next;
  }
  let r = 0;
  let g = 0;
  let b = 0;
  let n = 0;
  for (let texel = 0; texel < owner.length; texel++) {
    if (!owner[texel]) continue;
    r += colours[texel * 3]!;
    g += colours[texel * 3 + 1]!;
    b += colours[texel * 3 + 2]!;
    n++;
  }
  if (n === 0) return;
  for (let texel = 0; texel < painted.length; texel++) {
    if (painted[texel] === 1) continue;
    colours[texel * 3] = r / n;
    colours[texel * 3 + 1] = g / n;
    colours[texel * 3 + 2] = b / n;
  }
}
