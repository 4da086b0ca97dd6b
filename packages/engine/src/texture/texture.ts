/**
 * Texture: a mesh given a base-colour texture (PRODUCT.md, Tools). Its own UVs are kept when they
 * are usable (inside the square and not overlapping); otherwise it is unwrapped into few charts
 * (`unwrap-uvs.ts`). The reference image is projected on it (`project-image.ts`), or without one the
 * mesh's own colours are used, and baked into a 1K, 2K or 4K texture (`bake.ts`). A PBR preset sets
 * metallic and roughness. Out comes one textured GLB, `textured.glb`.
 */
import { textureTool, TEXTURE_DEFAULTS, TEXTURE_PRESETS, TEXTURE_TILES, type TextureOptions, type TextureReport, texturePresets, textureProjections, textureResolutions } from '@facet/contract';
import sharp from 'sharp';
import { readGlb } from '../ingest/read-gltf';
import { computeCreasedNormals, gather, weldPositions } from '../ingest/mesh-data';
import { TripleKeyMap } from '../ingest/typed-lists';
import { writeMeshGlb } from '../ingest/write-mesh-glb';
import { boundsOf, soupCross } from '../mesh-math';
import type { PipelineResult, ProgressCallback } from '../pipeline';
import { readTriangles, surfaceColour } from '../read-triangles';
import { UnionFind } from '../segmentation/segment-mesh';
import { formatCount } from '../unsupported-file-error';
import { bakeTexture, type TexelShader } from './bake';
import { broadestAxis, makeProjector, readReferenceImage } from './project-image';
import { measureUvs, unwrapUvs } from './unwrap-uvs';

// The tool's id: the server shows what follows it as the reason a run failed.
const NAME = textureTool.id;

export type { TextureOptions, TextureReport } from '@facet/contract';

export const TEXTURE_ENGINE_DEFAULTS: Required<TextureOptions> = { ...TEXTURE_DEFAULTS };

/** Faces meeting at a sharper angle than this keep a hard edge in the output's normals. */
const CREASE_ANGLE = Math.PI / 4;
/** A mesh's own UVs are kept when no more than these shares overlap or lie outside the square. */
const KEEP_MAX_OVERLAP = 0.01;
const KEEP_MAX_OUTSIDE = 0;
/** Gutter around charts, in texels of a 1K texture (more at 2K and 4K). */
const GUTTER_1K = 4;
const JPEG_QUALITY = 90;

/** Reads a GLB (and the reference image, when there is one) and writes `textured.glb`. */
export async function texture(
  input: Uint8Array,
  reference: Uint8Array | undefined,
  options: TextureOptions = {},
  onProgress?: ProgressCallback,
): Promise<PipelineResult<TextureReport>> {
  const started = performance.now();
  const { projection, resolution, preset, tiles, keep_uvs: keepUvs } = checkOptions(options);
  const progress = (fraction: number, stage: string) => onProgress?.(Math.min(1, Math.max(0, fraction)), stage);

  progress(0, 'Reading mesh');
  const { doc, stats } = await readGlb(input);
  const soup = await readTriangles(doc);
  const image = reference ? await readReferenceImage(reference, projection) : undefined;
  if (soup.count === 0) throw new Error(`${NAME}: This mesh has no triangles to texture.`);

  progress(0.1, 'Welding');
  const welded = weldPositions(soup.corners);
  const indices = welded.ids;
  const positions = welded.unique;
  const bounds = boundsOf(positions);
  if (!hasArea(soup.corners, soup.count)) {
    throw new Error(
      `${NAME}: This mesh has no area: all of its ${formatCount(stats.triangleCount)} triangles are flat (lines or points), so there is no surface to paint.`,
    );
  }

  // UVs: the mesh's own when usable, else unwrapped.
  progress(0.15, 'Checking UVs');
  const unwrapStarted = performance.now();
  let uvSource: TextureReport['uv_source'] = 'unwrapped';
  let uvNote: string | undefined;
  let cornerUvs: Float32Array = soup.uvs;
  let charts = 0;
  // The kept layout's measure, so it is not measured twice.
  let measuredOwn: ReturnType<typeof measureUvs> | undefined;
  const hasAllUvs = soup.hasUv.every((flag) => flag === 1);
  const hasSomeUvs = soup.hasUv.some((flag) => flag === 1);
  if (hasAllUvs && keepUvs) {
    const own = measureUvs(positions, indices, soup.uvs);
    if (own.outside > KEEP_MAX_OUTSIDE) {
      uvNote = `Its UVs reach outside the texture (${percent(own.outside)} of corners, a tiled layout), so new ones were unwrapped.`;
    } else if (own.overlap > KEEP_MAX_OVERLAP) {
      uvNote = `Its UVs overlap (${percent(own.overlap)} of the covered texture), so new ones were unwrapped.`;
    } else {
      uvSource = 'kept';
      measuredOwn = own;
      charts = countCharts(indices, soup.uvs);
    }
  } else if (hasSomeUvs && !hasAllUvs) {
    uvNote = 'Only part of it had UVs, so new ones were unwrapped for all of it.';
  } else if (hasAllUvs) {
    uvNote = 'Its own UVs were replaced, as asked.';
  }
  if (uvSource === 'unwrapped') {
    progress(0.2, 'Unwrapping UVs');
    const unwrap = unwrapUvs(positions, indices, {
      resolution,
      padding: gutterFor(resolution),
      onProgress: (fraction) => progress(0.2 + fraction * 0.25, 'Unwrapping UVs'),
    });
    cornerUvs = unwrap.cornerUvs;
    charts = unwrap.charts;
  }
  const unwrapMs = performance.now() - unwrapStarted;
  const measured = measuredOwn ?? measureUvs(positions, indices, cornerUvs);

  // The output mesh: vertices split where UVs or creased normals differ.
  progress(0.45, 'Building the textured mesh');
  const mesh = splitMesh(positions, indices, cornerUvs);
  const cornerNormals = new Float32Array(soup.count * 9);
  for (let corner = 0; corner < mesh.indices.length; corner++) {
    const vertex = mesh.indices[corner]!;
    cornerNormals[corner * 3] = mesh.normals[vertex * 3]!;
    cornerNormals[corner * 3 + 1] = mesh.normals[vertex * 3 + 1]!;
    cornerNormals[corner * 3 + 2] = mesh.normals[vertex * 3 + 2]!;
  }

  progress(0.5, `Baking a ${resolution} px texture`);
  const bakeStarted = performance.now();
  const projector = image && makeProjector(image, projection, bounds, tiles, broadestAxis(soup.corners, soup.count));
  const shade: TexelShader = projector
    ? (_t, _a, _b, _c, px, py, pz, nx, ny, nz, out, at) => projector(px, py, pz, nx, ny, nz, out, at)
    : (t, a, b, c, _px, _py, _pz, _nx, _ny, _nz, out, at) => surfaceColour(soup, t, a, b, c, out, at);
  const baked = bakeTexture({ count: soup.count, uvs: cornerUvs, corners: soup.corners, normals: cornerNormals }, resolution, gutterFor(resolution), shade, (fraction) =>
    progress(0.5 + fraction * 0.35, `Baking a ${resolution} px texture`),
  );
  const bakeMs = performance.now() - bakeStarted;

  progress(0.88, 'Writing GLB');
  const jpeg = await sharp(baked.pixels, { raw: { width: resolution, height: resolution, channels: 3 } })
    // Full-resolution colour: chroma subsampling would bleed colours across chart seams.
    .jpeg({ quality: JPEG_QUALITY, chromaSubsampling: '4:4:4', mozjpeg: false })
    .toBuffer();
  const look = TEXTURE_PRESETS[preset];
  const metallic = look.metallic ?? soup.metallic;
  const roughness = look.roughness ?? soup.roughness;
  const { glb } = await writeMeshGlb({ positions: mesh.positions, indices: mesh.indices, normals: mesh.normals, uvs: mesh.uvs }, 'Textured', {
    baseColorTexture: { image: new Uint8Array(jpeg), mimeType: 'image/jpeg', name: 'Base colour' },
    metallic,
    roughness,
  });

  progress(1, 'Done');
  const report: TextureReport = {
    triangles: soup.count,
    vertices: mesh.positions.length / 3,
    uv_source: uvSource,
    ...(uvNote ? { uv_note: uvNote } : {}),
    charts,
    uv_coverage: round(measured.coverage, 4),
    stretch: round(measured.stretch, 3),
    resolution,
    projection,
    colour_source: image ? 'image' : soup.source,
    preset,
    metallic,
    roughness,
    size_bytes: glb.byteLength,
    texture_bytes: jpeg.byteLength,
    unwrap_ms: Math.round(unwrapMs),
    bake_ms: Math.round(bakeMs),
    time_ms: Math.round(performance.now() - started),
  };
  return { files: [{ name: 'textured.glb', mimeType: 'model/gltf-binary', bytes: glb }], report };
}

function checkOptions(options: TextureOptions): Required<TextureOptions> {
  const chosen = { ...TEXTURE_ENGINE_DEFAULTS, ...options };
  const known = new Set(Object.keys(TEXTURE_ENGINE_DEFAULTS));
  for (const key of Object.keys(options)) if (!known.has(key)) throw new Error(`${NAME}: Unknown option "${key}".`);
  if (!textureProjections.includes(chosen.projection)) throw new Error(`${NAME}: Projection must be front, planar or triplanar.`);
  if (!(textureResolutions as readonly number[]).includes(chosen.resolution)) throw new Error(`${NAME}: The texture size must be 1024, 2048 or 4096 pixels.`);
  if (!texturePresets.includes(chosen.preset)) throw new Error(`${NAME}: The preset must be one of ${texturePresets.join(', ')}.`);
  if (!Number.isInteger(chosen.tiles) || chosen.tiles < TEXTURE_TILES.min || chosen.tiles > TEXTURE_TILES.max) {
    throw new Error(`${NAME}: Tiles must be a whole number from ${TEXTURE_TILES.min} to ${TEXTURE_TILES.max}.`);
  }
  return chosen;
}

/** The gutter grows with the texture, so it is the same share of it at every size. */
const gutterFor = (resolution: number) => Math.round((GUTTER_1K * resolution) / 1024);

const percent = (share: number) => `${Math.max(0.1, Math.round(share * 1000) / 10)}%`;
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

function hasArea(corners: Float32Array, count: number): boolean {
  const cross: [number, number, number] = [0, 0, 0];
  for (let t = 0; t < count; t++) {
    soupCross(corners, t, cross);
    if (Math.hypot(cross[0], cross[1], cross[2]) > 0) return true;
  }
  return false;
}

/**
 * The textured mesh: one vertex per distinct (position, UV), then split again where creased
 * normals differ, so a box keeps flat sides and charts meet along seams.
 */
function splitMesh(positions: Float32Array, indices: Uint32Array, cornerUvs: Float32Array) {
  const map = new TripleKeyMap(indices.length);
  const scratch = new Float32Array(2);
  const bits = new Uint32Array(scratch.buffer);
  const split = new Uint32Array(indices.length);
  const firstCorner: number[] = [];
  for (let corner = 0; corner < indices.length; corner++) {
    scratch[0] = cornerUvs[corner * 2]!;
    scratch[1] = cornerUvs[corner * 2 + 1]!;
    const id = map.getOrSet(indices[corner]!, bits[0]!, bits[1]!, map.size);
    if (id === firstCorner.length) firstCorner.push(corner);
    split[corner] = id;
  }
  const splitPositions = new Float32Array(firstCorner.length * 3);
  const splitUvs = new Float32Array(firstCorner.length * 2);
  for (const [vertex, corner] of firstCorner.entries()) {
    splitPositions.set(positions.subarray(indices[corner]! * 3, indices[corner]! * 3 + 3), vertex * 3);
    splitUvs.set(cornerUvs.subarray(corner * 2, corner * 2 + 2), vertex * 2);
  }
  const creased = computeCreasedNormals(splitPositions, split, CREASE_ANGLE);
  if (!creased) throw new Error(`${NAME}: This mesh has no area, so there is no surface to paint.`);
  return {
    positions: gather(splitPositions, creased.vertexOf, 3),
    uvs: gather(splitUvs, creased.vertexOf, 2),
    normals: creased.normals,
    indices: creased.indices,
  };
}

/** Charts of a kept layout: groups of faces joined through corners that share a position and a UV. */
function countCharts(indices: Uint32Array, cornerUvs: Float32Array): number {
  const map = new TripleKeyMap(indices.length);
  const scratch = new Float32Array(2);
  const bits = new Uint32Array(scratch.buffer);
  const charts = new UnionFind(indices.length / 3);
  for (let corner = 0; corner < indices.length; corner++) {
    scratch[0] = cornerUvs[corner * 2]!;
    scratch[1] = cornerUvs[corner * 2 + 1]!;
    const face = (corner / 3) | 0;
    charts.union(face, map.getOrSet(indices[corner]!, bits[0]!, bits[1]!, face));
  }
  return charts.count;
}
