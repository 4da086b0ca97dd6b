/**
 * Retopology: a lighter version of a mesh at a target triangle count, and up to two further LODs
 * of half the triangles each, as GLBs that keep the input's materials, textures and UVs.
 *
 * `swift` simplifies with meshoptimizer on positions alone, keeping UV and normal seams where they
 * are. `precision` also weighs normals, UVs and colours, asks for evenly sized triangles, and pairs
 * triangles into quads (see `merge-quads.ts`): each primitive's `extras.quads` says how many of its
 * leading triangle pairs are quads. glTF holds only triangles, so precision mode also writes the first
 * LOD as an OBJ with those pairs as quads (`lod0-quads.obj`, after the LODs' files; see `quad-obj.ts`).
 */
import {
  defaultTargetTriangles,
  RETOPOLOGY_LODS,
  RETOPOLOGY_TARGET,
  type RetopologyOptions as RetopologyInputOptions,
  type RetopologyReport,
  retopologyTool,
} from '@facet/contract';
import type { Accessor, Document, Mesh } from '@gltf-transform/core';
import type { InstancedMesh } from '@gltf-transform/extensions';
import { unpartition } from '@gltf-transform/functions';
import { MeshoptSimplifier } from 'meshoptimizer';
import type { PipelineFile, PipelineResult, ProgressCallback } from '../pipeline';
import { gltfIO } from '../ingest/gltf-io';
import { meshStats } from '../ingest/mesh-stats';
import { readGlb } from '../ingest/read-gltf';
import { formatCount } from '../unsupported-file-error';
import { mergeQuads } from './merge-quads';
import { writeQuadObj } from './quad-obj';
import { isTriangles, readPrimitiveSource, writeLodPrimitive } from './primitive-source';
import { simplifyMesh } from './simplify-mesh';

const NAME = retopologyTool.id;

/**
 * The contract's options, with one addition: `target_triangles` may be `auto`, the contract's
 * defaultTargetTriangles of the input. The API says that by leaving the target out; the engine names
 * it, so that its defaults have a value for it and a caller can ask for it outright.
 */
export type RetopologyOptions = Omit<RetopologyInputOptions, 'target_triangles'> & {
  target_triangles?: RetopologyInputOptions['target_triangles'] | 'auto';
};

export type { RetopologyLod, RetopologyReport } from '@facet/contract';

export const RETOPOLOGY_DEFAULTS: Required<RetopologyOptions> = { mode: 'swift', target_triangles: 'auto', lods: 1 };

const MIN_TRIANGLES = RETOPOLOGY_TARGET.min;
const OPTION_NAMES = Object.keys(RETOPOLOGY_DEFAULTS);
/** The geometry is written uncompressed: the engine's writer has decoders but no encoders. */
const COMPRESSION_EXTENSIONS = new Set(['KHR_draco_mesh_compression', 'EXT_meshopt_compression']);

/**
 * Simplifies a GLB into `lod0.glb` ... `lod2.glb`. Options are checked first (an Error starting with
 * `retopology:`); a file that cannot be read throws the reader's UnsupportedFileError.
 */
export async function retopology(
  input: Uint8Array,
  options: RetopologyOptions = {},
  onProgress?: ProgressCallback,
): Promise<PipelineResult<RetopologyReport>> {
  const started = performance.now();
  const { mode, target_triangles, lods } = checkOptions(options);
  const progress = forwardProgress(onProgress);

  progress(0, 'Reading mesh');
  const [{ doc, stats }] = await Promise.all([readGlb(input), MeshoptSimplifier.ready]);
  const before = stats.triangleCount;
  const targets = lodTargets(before, target_triangles, lods);
  for (const extension of doc.getRoot().listExtensionsUsed()) {
    if (COMPRESSION_EXTENSIONS.has(extension.extensionName)) extension.dispose();
  }
  // A GLB holds one binary buffer, where every LOD's accessors go.
  await doc.transform(unpartition());
  const buffer = doc.getRoot().listBuffers()[0] ?? doc.createBuffer();

  progress(0.1, 'Welding vertices');
  const placements = placementCounts(doc);
  const sources = doc
    .getRoot()
    .listMeshes()
    .flatMap((mesh) =>
      mesh
        .listPrimitives()
        .filter(isTriangles)
        .map((primitive) => readPrimitiveSource(primitive, placements.get(mesh) ?? 0, mode === 'precision')),
    );

  if (mode === 'swift') {
    // An input that came out of precision mode says which triangles pair into quads; swift does not keep them.
    for (const { primitive } of sources) {
      const { quads: _stale, ...extras } = primitive.getExtras() as Record<string, unknown>;
      primitive.setExtras(extras);
    }
  }

  const io = await gltfIO();
  const files: PipelineFile[] = [];
  const report: RetopologyReport = { mode, triangles_before: before, triangles_after: 0, lods: [], time_ms: 0 };
  let current = sources.map((source) => source.indices);
  let written: Accessor[] = [];
  // Precision mode's first LOD as quads: a GLB holds only triangles, so its layout goes out as an OBJ too.
  let quadObj: PipelineFile | undefined;
  // The first LOD starts from the full mesh and takes most of the time; later ones start from the LOD before.
  const weights = targets.map((_, k) => (k === 0 ? 3 : 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  for (let k = 0; k < targets.length; k++) {
    const start = 0.2 + (0.78 * weights.slice(0, k).reduce((sum, weight) => sum + weight, 0)) / total;
    const span = (0.78 * weights[k]!) / total;
    const label = lods > 1 ? ` LOD ${k + 1}` : '';

    progress(start, `Simplifying${label}`);
    current = simplifyMesh(sources, current, targets[k]!, mode);
    let lodIndices = current;
    let quads = 0;
    let unpaired = 0;
    if (mode === 'precision') {
      progress(start + span * 0.5, `Merging quads${label}`);
      lodIndices = current.map((indices, i) => {
        const source = sources[i]!;
        const merged = mergeQuads(indices, source.positions);
        source.primitive.setExtras({ ...source.primitive.getExtras(), quads: merged.quads });
        quads += merged.quads * source.placements;
        unpaired += merged.unpaired * source.placements;
        return merged.indices;
      });
    }

    progress(start + span * 0.7, `Writing LOD ${k + 1}`);
    for (const accessor of written) accessor.dispose();
    written = sources.flatMap((source, i) => writeLodPrimitive(doc, buffer, source, lodIndices[i]!));
    const bytes = await io.writeBinary(doc);
    const lodStats = meshStats(doc);
    const name = `lod${k}`;
    files.push({ name: `${name}.glb`, mimeType: 'model/gltf-binary', bytes });
    report.lods.push({
      name,
      triangles: lodStats.triangleCount,
      vertices: lodStats.vertexCount,
      bytes: bytes.length,
      ...(mode === 'precision' ? { quads } : {}),
    });
    if (k === 0 && mode === 'precision') {
      quadObj = {
        name: `${name}-quads.obj`,
        mimeType: 'model/obj',
        bytes: writeQuadObj(doc, `LOD 0 of a quad-dominant retopology: ${quads} quads, ${unpaired} triangles`),
        view: bytes,
      };
      report.quads = quads;
      report.triangles_unpaired = unpaired;
      report.quad_ratio = quads + unpaired > 0 ? quads / (quads + unpaired) : 0;
    }
  }
  // After the LODs, so each LOD keeps its place (file i is LOD i).
  if (quadObj) files.push(quadObj);
  report.triangles_after = report.lods[0]!.triangles;
  report.time_ms = Math.round(performance.now() - started);
  progress(1, 'Done');
  return { files, report };
}

function checkOptions(options: RetopologyOptions): Required<RetopologyOptions> {
  if (typeof options !== 'object' || options === null) throw new Error(`${NAME}: options must be an object.`);
  const unknown = Object.keys(options).find((key) => !OPTION_NAMES.includes(key));
  if (unknown !== undefined) {
    throw new Error(`${NAME}: there is no option "${unknown}"; the options are ${OPTION_NAMES.join(', ')}.`);
  }
  const checked = { ...RETOPOLOGY_DEFAULTS, ...withoutUndefined(options) };
  if (checked.mode !== 'swift' && checked.mode !== 'precision') {
    throw new Error(`${NAME}: mode must be "swift" or "precision", not ${JSON.stringify(checked.mode)}.`);
  }
  const target = checked.target_triangles;
  if (
    target !== 'auto' &&
    (typeof target !== 'number' || !Number.isInteger(target) || target < RETOPOLOGY_TARGET.min || target > RETOPOLOGY_TARGET.max)
  ) {
    throw new Error(
      `${NAME}: target_triangles must be a whole number from ${RETOPOLOGY_TARGET.min} to ${formatCount(RETOPOLOGY_TARGET.max)}, or "auto", not ${JSON.stringify(target)}.`,
    );
  }
  if (!Number.isInteger(checked.lods) || checked.lods < RETOPOLOGY_LODS.min || checked.lods > RETOPOLOGY_LODS.max) {
    throw new Error(`${NAME}: lods must be a whole number from ${RETOPOLOGY_LODS.min} to ${RETOPOLOGY_LODS.max}, not ${JSON.stringify(checked.lods)}.`);
  }
  return checked;
}

const withoutUndefined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;

/** Triangle targets of each LOD, checked against the input. */
function lodTargets(before: number, requested: number | 'auto', lods: number): number[] {
  let first: number;
  if (requested === 'auto') {
    first = defaultTargetTriangles(before);
    if (first < MIN_TRIANGLES) throw new Error(`${NAME}: the mesh has only ${formatCount(before)} triangles, too few to simplify.`);
  } else {
    if (requested >= before) {
      throw new Error(
        `${NAME}: target_triangles must be below the mesh's ${formatCount(before)} triangles, not ${formatCount(requested)}.`,
      );
    }
    first = requested;
  }
  const targets = [first];
  while (targets.length < lods) targets.push(Math.floor(targets.at(-1)! / 2));
  const last = targets.at(-1)!;
  if (last < MIN_TRIANGLES) {
    throw new Error(
      `${NAME}: ${lods} LODs from ${formatCount(first)} triangles would leave the last with ${last}, fewer than ${MIN_TRIANGLES}; ask for fewer LODs or more triangles.`,
    );
  }
  return targets;
}

/** How many times the scene draws each mesh: once per node, or per GPU instance. */
function placementCounts(doc: Document): Map<Mesh, number> {
  const root = doc.getRoot();
  const counts = new Map<Mesh, number>();
  (root.getDefaultScene() ?? root.listScenes()[0])?.traverse((node) => {
    const mesh = node.getMesh();
    if (!mesh) return;
    const instanced = node.getExtension<InstancedMesh>('EXT_mesh_gpu_instancing');
    const instances = instanced
      ? ((instanced.getAttribute('TRANSLATION') ?? instanced.getAttribute('ROTATION') ?? instanced.getAttribute('SCALE'))?.getCount() ?? 0)
      : 1;
    counts.set(mesh, (counts.get(mesh) ?? 0) + instances);
  });
  return counts;
}

/** Passes progress on, never going backwards and staying in [0, 1]. */
function forwardProgress(onProgress: ProgressCallback | undefined): ProgressCallback {
  let last = 0;
  return (fraction, stage) => {
    last = Math.min(1, Math.max(last, fraction));
    onProgress?.(last, stage);
  };
}
