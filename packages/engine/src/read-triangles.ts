/**
 * The triangles a glTF scene draws, flattened into world coordinates, with what each corner's colour
 * comes from: the base-colour texture at its UV, else the vertex colour, else the material's colour.
 * Textures are decoded once each. Splat generation samples these; the texture tool bakes them.
 */
import { type Accessor, type Document, type mat4, Primitive, type Texture } from '@gltf-transform/core';
import sharp from 'sharp';

export type ColourSource = 'texture' | 'vertex' | 'material';

/** The scene's triangles, flattened: world positions and what each corner's colour comes from. */
export interface Triangles {
  /** Nine floats per triangle: its corners in world coordinates. */
  corners: Float32Array;
  /** Six floats per triangle: the corners' UVs (zeros when its primitive has none). */
  uvs: Float32Array;
  /** Per triangle: 1 when its primitive has UVs. */
  hasUv: Uint8Array;
  /** Nine floats per triangle: the corners' colours times the material's colour, sRGB (when no texture). */
  colours: Float32Array;
  /** Per triangle: its texture's index in `textures`, or -1. */
  texture: Int32Array;
  /** Per triangle: the material's colour factor, sRGB, three floats (multiplies the texture). */
  factor: Float32Array;
  textures: DecodedTexture[];
  count: number;
  source: ColourSource;
  /** The first material's metallic and roughness factors (glTF's defaults, 1 and 1, without one). */
  metallic: number;
  roughness: number;
}

export interface DecodedTexture {
  width: number;
  height: number;
  /** RGBA, 8 bits each. */
  pixels: Uint8Array;
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
      const uvAccessor = primitive.getAttribute(`TEXCOORD_${texCoord}`);
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
        uvs: uvAccessor ? floats(uvAccessor, 2) : null,
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
  const hasUv = new Uint8Array(count);
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
      hasUv[t] = part.uvs ? 1 : 0;
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
  const material = root.listMaterials()[0];
  return {
    corners,
    uvs,
    hasUv,
    colours,
    texture,
    factor,
    textures,
    count,
    source: textured ? 'texture' : hasVertexColour ? 'vertex' : 'material',
    metallic: material?.getMetallicFactor() ?? 1,
    roughness: material?.getRoughnessFactor() ?? 1,
  };
}

/**
 * The colour (sRGB, 0-1) of triangle `t` at barycentrics a, b, c, written to `out` at `at`: the
 * texture's nearest texel (repeat wrapping) times the material's colour, else the corners' colours.
 */
export function surfaceColour(mesh: Triangles, t: number, a: number, b: number, c: number, out: Float32Array, at: number): void {
    const image = mesh.texture[t]!;
  if (image >= 0) {
    const u = a * mesh.uvs[t * 6]! + b * mesh.uvs[t * 6 + 2]! + c * mesh.uvs[t * 6 + 4]!;
    const v = a * mesh.uvs[t * 6 + 1]! + b * mesh.uvs[t * 6 + 3]! + c * mesh.uvs[t * 6 + 5]!;
    const texture = mesh.textures[image]!;
    // Repeat wrapping, nearest texel.
    const x = Math.min(texture.width - 1, Math.floor((u - Math.floor(u)) * texture.width));
    const y = Math.min(texture.height - 1, Math.floor((v - Math.floor(v)) * texture.height));
    const p = (y * texture.width + x) * 4;
    for (let k = 0; k < 3; k++) out[at + k] = (texture.pixels[p + k]! / 255) * mesh.factor[t * 3 + k]!;
  } else {
    const q = t * 9;
    for (let k = 0; k < 3; k++) out[at + k] = a * mesh.colours[q + k]! + b * mesh.colours[q + 3 + k]! + c * mesh.colours[q + 6 + k]!;
  }
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
