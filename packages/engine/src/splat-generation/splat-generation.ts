/**
 * Splat generation: a mesh turned into 3D Gaussians laid on its surface. Samples are spread by
 * area (see `sample-surface.ts`); each becomes a flat gaussian: as wide as the spacing of the
 * samples along the surface, thin along the normal, turned so its thin axis is the normal, nearly
 * opaque, coloured from the texture, vertex colour or material. Written as `splat.ply` (the
 * standard 3DGS layout) and `splat.spz` (see `write-splat.ts`).
 */
import { SPLAT_DEFAULTS, SPLAT_GAUSSIAN_COUNT, type SplatGenerationOptions, type SplatGenerationReport, splatGenerationTool } from '@facet/contract';
import { readGlb } from '../ingest/read-gltf';
import { boundsOf } from '../mesh-math';
import type { PipelineResult, ProgressCallback } from '../pipeline';
import { formatCount } from '../unsupported-file-error';
import { readTriangles } from '../read-triangles';
import { sampleSurface, type SurfaceSamples } from './sample-surface';
import { type Gaussians, SH_C0, writePly, writeSpz } from './write-splat';

// The tool's id: the server shows what follows it as the reason a run failed.
const NAME = splatGenerationTool.id;

export type { SplatGenerationOptions, SplatGenerationReport } from '@facet/contract';

export const SPLAT_ENGINE_DEFAULTS: Required<SplatGenerationOptions> = { ...SPLAT_DEFAULTS };
const OPTION_NAMES = Object.keys(SPLAT_ENGINE_DEFAULTS);

/** Standard deviation along the surface, in sample spacings: neighbours overlap, so no gaps show. */
const SPREAD = 0.6;
/** Standard deviation along the normal, as a share of the one along the surface. */
const THICKNESS = 0.05;
/** Opacity of every gaussian, stored as its logit. */
const OPACITY = 0.95;

/** Reads a GLB and writes `splat.ply` then `splat.spz`. */
export async function splatGeneration(
  input: Uint8Array,
  options: SplatGenerationOptions = {},
  onProgress?: ProgressCallback,
): Promise<PipelineResult<SplatGenerationReport>> {
  const started = performance.now();
  const { gaussian_count: count } = checkOptions(options);
  const progress = (fraction: number, stage: string) => onProgress?.(Math.min(1, Math.max(0, fraction)), stage);

  progress(0, 'Reading mesh');
  const { doc, stats } = await readGlb(input);
  progress(0.1, 'Reading textures');
  const triangles = await readTriangles(doc);

  progress(0.2, 'Sampling the surface');
  const samples = sampleSurface(triangles, count, (fraction) => progress(0.2 + fraction * 0.3, 'Sampling the surface'));
  if (samples.count === 0) {
    throw new Error(
      `${NAME}: This mesh has no area: all of its ${formatCount(stats.triangleCount)} triangles are flat (lines or points), so there is no surface to cover with gaussians.`,
    );
  }

  progress(0.5, 'Shaping gaussians');
  const gaussians = shapeGaussians(samples);

  progress(0.6, 'Writing PLY');
  const ply = writePly(gaussians);
  progress(0.75, 'Writing SPZ');
  const spz = await writeSpz(gaussians);

  const report: SplatGenerationReport = {
    gaussians: count,
    sh_degree: 0,
    triangles: samples.triangles,
    area: samples.area,
    colour_source: samples.source,
    bounds: boundsOf(samples.positions),
    files: [
      { name: 'splat.ply', format: 'ply', size_bytes: ply.byteLength },
      { name: 'splat.spz', format: 'spz', size_bytes: spz.byteLength },
    ],
    time_ms: Math.round(performance.now() - started),
  };
  progress(1, 'Done');
  return {
    files: [
      { name: 'splat.ply', mimeType: 'application/octet-stream', bytes: ply },
      { name: 'splat.spz', mimeType: 'application/octet-stream', bytes: spz },
    ],
    report,
  };
}

function checkOptions(options: SplatGenerationOptions): Required<SplatGenerationOptions> {
  if (typeof options !== 'object' || options === null) throw new Error(`${NAME}: options must be an object.`);
  const unknown = Object.keys(options).find((key) => !OPTION_NAMES.includes(key));
  if (unknown !== undefined) throw new Error(`${NAME}: there is no option "${unknown}"; the options are ${OPTION_NAMES.join(', ')}.`);
  const checked = { ...SPLAT_ENGINE_DEFAULTS, ...Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) };
  const { min, max, step } = SPLAT_GAUSSIAN_COUNT;
  const count = checked.gaussian_count;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < min || count > max || count % step !== 0) {
    throw new Error(`${NAME}: gaussian_count must be a whole number from ${min} to ${max} in steps of ${step}, not ${JSON.stringify(count)}.`);
  }
  if (checked.sh_degree !== 0) throw new Error(`${NAME}: sh_degree must be 0, not ${JSON.stringify(checked.sh_degree)}.`);
  return checked;
}

/** One flat gaussian per sample. */
function shapeGaussians(samples: SurfaceSamples): Gaussians {
  const n = samples.count;
  const spacing = Math.sqrt(samples.area / n);
  const wide = Math.log(spacing * SPREAD);
  const thin = Math.log(spacing * SPREAD * THICKNESS);
  const dc = new Float32Array(n * 3);
  const opacity = new Float32Array(n).fill(Math.log(OPACITY / (1 - OPACITY)));
  const scales = new Float32Array(n * 3);
  const rotations = new Float32Array(n * 4);
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < 3; k++) dc[i * 3 + k] = (samples.colours[i * 3 + k]! - 0.5) / SH_C0;
    scales[i * 3] = wide;
    scales[i * 3 + 1] = wide;
    scales[i * 3 + 2] = thin;
    // The rotation taking +z (the thin axis) to the normal: half-way between them, w >= 0.
    const nx = samples.normals[i * 3]!;
    const ny = samples.normals[i * 3 + 1]!;
    const nz = samples.normals[i * 3 + 2]!;
    let w = 1 + nz;
    let x = -ny;
    let y = nx;
    if (w < 1e-6) {
      // Facing -z: half a turn about x.
      w = 0;
      x = 1;
      y = 0;
    }
    const length = Math.hypot(w, x, y);
    rotations[i * 4] = w / length;
    rotations[i * 4 + 1] = x / length;
    rotations[i * 4 + 2] = y / length;
    rotations[i * 4 + 3] = 0;
  }
  return { count: n, positions: samples.positions, normals: samples.normals, dc, opacity, scales, rotations };
}
