/**
 * Area-weighted sampling of every triangle the scene draws: each sample a point on the surface in
 * world coordinates, the surface's normal there, and its colour from the base-colour texture at the
 * sample's UV (else the vertex colour, else the material's colour), as display (sRGB) values 0-1.
 */
import { type Accessor, type Document, type mat4, Primitive, type Texture } from '@gltf-transform/core';
import sharp from 'sharp';

export type ColourSource = 'texture' | 'vertex' | 'material';

/** The scene's triangles, flattened: world positions and what each corner's colour comes from. */
interface Triangles {
  /** Nine floats per triangle: its corners in world coordinates. */
  corners: Float32Array;
  /** Six floats per triangle: the corners' UVs (zeros when it has no texture). */
  uvs: Float32Array;
  /** Nine floats per triangle: the corners' colours times the material's colour, sRGB (when no texture). */
  colours: Float32Array;
  /** Per triangle: its texture's index in `textures`, or -1. */
  texture: Int32Array;
  /** Per triangle: the material's colour factor, sRGB, three floats (multiplies the texture). */
  factor: Float32Array;
  textures: DecodedTexture[];
  count: number;
  source: ColourSource;
}

interface DecodedTexture {
  width: number;
  height: number;
  /** RGBA, 8 bits each. */
  pixels: Uint8Array;
}

export interface SurfaceSamples {
  count: number;
  /** Three floats per sample. */
  positions: Float32Array;
  normals: Float32Array;
  /** sRGB, 0-1. */
  colours: Float32Array;
  /** Total area sampled, and the triangles with area. */
  area: number;
  triangles: number;
  source: ColourSource;
}

/** Reads the scene's triangles; textures are decoded once each. */
export async function readTriangles(doc: Document): Promise<Triangles> {
  const root = doc.getRoot();
  const scene = root.getDefaultScene() ?? root.listScenes()[0];
  const parts: { positions: Float32Array; uvs: Float32Array | null; colours: Float32Array | null; indices: ArrayLike<number>; texture: number; factor: [number, number, number] }[] = [];
  const textureIndex = new Map<Texture, number>();
  const pending: Promise<DecodedTexture | null>[] = [];
  let hasVertexColour = false;
  scene?.traverse((node) => {
    const mesh = node.getMesh();
    if (!mesh) return;
    const matrix = node.getWorldMatrix();
    for (const primitive of mesh.listPrimitives()) {
      if (primitive.getMode() !== Primitive.Mode.TRIANGLES) continue;
      const position = primitive.getAttribute('POSITION');
      if (!position) continue;
      const positions = transformed(floats(position, 3), matrix);
      const material = primitive.getMaterial();
      const baseFactor = material?.getBaseColorFactor() ?? [1, 1, 1, 1];
      const factor: [number, number, number] = [toSrgb(baseFactor[0]), toSrgb(baseFactor[1]), toSrgb(baseFactor[2])];
      const texture = material?.getBaseColorTexture() ?? null;
      const texCoord = material?.getBaseColorTextureInfo()?.getTexCoord() ?? 0;
      const uvAccessor = texture ? primitive.getAttribute(`TEXCOORD_${texCoord}`) : null;
      let index = -1;
      if (texture && uvAccessor) {
        index = textureIndex.get(texture) ?? -1;
        if (index < 0) {
          index = pending.length;
          textureIndex.set(texture, index);
          pending.push(decodeTexture(texture));
        }
      }
      const colourAccessor = primitive.getAttribute('COLOR_0');
      if (colourAccessor) hasVertexColour = true;
      const indexAccessor = primitive.getIndices();
      parts.push({
        positions,
        uvs: index >= 0 && uvAccessor ? floats(uvAccessor, 2) : null,
        colours: colourAccessor ? floats(colourAccessor, colourAccessor.getElementSize()) : null,
        indices: indexAccessor ? indexAccessor.getArray()! : identity(position.getCount()),
        texture: index,
        factor,
      });
    }
  });
  const decoded = await Promise.all(pending);
  const textures: DecodedTexture[] = decoded.map((each) => each ?? { width: 1, height: 1, pixels: new Uint8Array([255, 255, 255, 255]) });

  let count = 0;
  for (const part of parts) count += Math.floor(part.indices.length / 3);
  const corners = new Float32Array(count * 9);
  const uvs = new Float32Array(count * 6);
  const colours = new Float32Array(count * 9);
  const texture = new Int32Array(count);
  const factor = new Float32Array(count * 3);
  let t = 0;
  let textured = false;
  for (const part of parts) {
    const stride = part.colours ? part.colours.length / (part.positions.length / 3) : 0;
    if (part.texture >= 0 && decoded[part.texture]) textured = true;
    for (let i = 0; i + 2 < part.indices.length; i += 3, t++) {
      texture[t] = part.texture;
      factor.set(part.factor, t * 3);
      for (let k = 0; k < 3; k++) {
        const v = part.indices[i + k]!;
        corners[t * 9 + k * 3] = part.positions[v * 3]!;
        corners[t * 9 + k * 3 + 1] = part.positions[v * 3 + 1]!;
        corners[t * 9 + k * 3 + 2] = part.positions[v * 3 + 2]!;
        if (part.uvs) {
          uvs[t * 6 + k * 2] = part.uvs[v * 2]!;
          uvs[t * 6 + k * 2 + 1] = part.uvs[v * 2 + 1]!;
        }
        for (let c = 0; c < 3; c++) {
          // Vertex colours are linear; the material's factor is already sRGB here.
          const vertex = part.colours ? toSrgb(part.colours[v * stride + c]!) : 1;
          colours[t * 9 + k * 3 + c] = vertex * part.factor[c]!;
        }
      }
    }
  }
  return { corners, uvs, colours, texture, factor, textures, count, source: textured ? 'texture' : hasVertexColour ? 'vertex' : 'material' };
}

/** A small, fast, seeded generator, so the same mesh and count give the same splat. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 15), z | 1);
    z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
    return ((z ^ (z >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` samples spread by area: stratified along the triangles' running area, so every triangle
 * gets its share (a triangle of a thousandth of the area about a thousandth of the samples), each
 * placed uniformly at random inside its triangle.
 */
export function sampleSurface(mesh: Triangles, count: number, onProgress?: (fraction: number) => void): SurfaceSamples {
  const { corners } = mesh;
  const areas = new Float64Array(mesh.count);
  const faceNormals = new Float32Array(mesh.count * 3);
  let area = 0;
  let triangles = 0;
  for (let t = 0; t < mesh.count; t++) {
    const o = t * 9;
    const ux = corners[o + 3]! - corners[o]!;
    const uy = corners[o + 4]! - corners[o + 1]!;
    const uz = corners[o + 5]! - corners[o + 2]!;
    const vx = corners[o + 6]! - corners[o]!;
    const vy = corners[o + 7]! - corners[o + 1]!;
    const vz = corners[o + 8]! - corners[o + 2]!;
    const nx = uy * vz - uz * vy;
    const ny = uz * vx - ux * vz;
    const nz = ux * vy - uy * vx;
    const length = Math.hypot(nx, ny, nz);
    if (!(length > 0) || !Number.isFinite(length)) continue;
    areas[t] = length / 2;
    area += length / 2;
    triangles++;
    faceNormals[t * 3] = nx / length;
    faceNormals[t * 3 + 1] = ny / length;
    faceNormals[t * 3 + 2] = nz / length;
  }
  const positions = new Float32Array(count * 3);
  const normals = new Float32Array(count * 3);
  const colours = new Float32Array(count * 3);
  if (!(area > 0)) return { count: 0, positions, normals, colours, area: 0, triangles: 0, source: mesh.source };

  const next = random(0x5eed ^ count ^ mesh.count);
  const step = area / count;
  let t = 0;
  let after = areas[0]!;
  const report = Math.max(1, Math.floor(count / 20));
  for (let i = 0; i < count; i++) {
    const target = (i + next()) * step;
    while (after < target && t < mesh.count - 1) {
      t++;
      after += areas[t]!;
    }
    // Uniform in the triangle: barycentrics from two uniforms.
    const r1 = Math.sqrt(next());
    const r2 = next();
    const a = 1 - r1;
    const b = r1 * (1 - r2);
    const c = r1 * r2;
    const o = t * 9;
    for (let k = 0; k < 3; k++) {
      positions[i * 3 + k] = a * corners[o + k]! + b * corners[o + 3 + k]! + c * corners[o + 6 + k]!;
      normals[i * 3 + k] = faceNormals[t * 3 + k]!;
    }
    const image = mesh.texture[t]!;
    if (image >= 0) {
      const u = a * mesh.uvs[t * 6]! + b * mesh.uvs[t * 6 + 2]! + c * mesh.uvs[t * 6 + 4]!;
      const v = a * mesh.uvs[t * 6 + 1]! + b * mesh.uvs[t * 6 + 3]! + c * mesh.uvs[t * 6 + 5]!;
      const texture = mesh.textures[image]!;
      // Repeat wrapping, nearest texel.
      const x = Math.min(texture.width - 1, Math.floor((u - Math.floor(u)) * texture.width));
      const y = Math.min(texture.height - 1, Math.floor((v - Math.floor(v)) * texture.height));
      const p = (y * texture.width + x) * 4;
      for (let k = 0; k < 3; k++) colours[i * 3 + k] = (texture.pixels[p + k]! / 255) * mesh.factor[t * 3 + k]!;
    } else {
      const q = t * 9;
      for (let k = 0; k < 3; k++) colours[i * 3 + k] = a * mesh.colours[q + k]! + b * mesh.colours[q + 3 + k]! + c * mesh.colours[q + 6 + k]!;
    }
    if (onProgress && i % report === 0) onProgress(i / count);
  }
  return { count, positions, normals, colours, area, triangles, source: mesh.source };
}

async function decodeTexture(texture: Texture): Promise<DecodedTexture | null> {
  const image = texture.getImage();
  if (!image) return null;
  try {
    const { data, info } = await sharp(image, { limitInputPixels: 16384 * 16384 }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, pixels: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
  } catch {
    // A texture that cannot be read leaves the material's colour.
    return null;
  }
}

/** An accessor's elements as floats, normalized integers read as 0-1. */
function floats(accessor: Accessor, size: number): Float32Array {
  const count = accessor.getCount();
  const out = new Float32Array(count * size);
  const element: number[] = [];
  for (let v = 0; v < count; v++) {
    accessor.getElement(v, element);
    for (let k = 0; k < size; k++) out[v * size + k] = element[k] ?? 1;
  }
  return out;
}

function transformed(positions: Float32Array, m: mat4): Float32Array {
  for (let v = 0; v < positions.length; v += 3) {
    const x = positions[v]!;
    const y = positions[v + 1]!;
    const z = positions[v + 2]!;
    positions[v] = m[0] * x + m[4] * y + m[8] * z + m[12];
    positions[v + 1] = m[1] * x + m[5] * y + m[9] * z + m[13];
    positions[v + 2] = m[2] * x + m[6] * y + m[10] * z + m[14];
  }
  return positions;
}

function identity(count: number): Uint32Array {
  const out = new Uint32Array(count);
  for (let i = 0; i < count; i++) out[i] = i;
  return out;
}

/** Linear 0-1 to the sRGB curve. */
function toSrgb(linear: number): number {
  const x = Math.min(1, Math.max(0, linear));
  return x <= 0.0031308 ? x * 12.92 : 1.055 * x ** (1 / 2.4) - 0.055;
}
