/**
 * Brings the triangles a scene draws to a target count with meshoptimizer, sharing the target among
 * primitives in proportion to their triangles (counted once per placement in the scene).
 *
 * A person asked for a count, so no error bound stops the simplifier short of it: the simplifier
 * collapses the cheapest edges first whatever the bound, which only decides where it stops. A first
 * pass with a small bound may also remove small disconnected pieces; if it stops above the target, a
 * second pass without a bound goes on. Where topology still stops it (UV seams, hard normals,
 * borders), later stages let collapses cross attribute seams while UV seam vertices only slide
 * along their seam, and last use `simplifySloppy`, which ignores topology altogether.
 */
import { MeshoptSimplifier, type SimplifierFlags } from 'meshoptimizer';
import type { PrimitiveSource } from './primitive-source';

export type SimplifyMode = 'swift' | 'precision';

/** A count within this fraction above its target is on target. */
const TARGET_TOLERANCE = 0.1;

/** Relative to the primitive's extent, so 1 never stops a collapse the target asks for. */
const NO_ERROR_LIMIT = 1;
/**
 * With `Prune`, meshoptimizer removes disconnected pieces when it cannot otherwise reach the
 * target, up to pieces as large as its error limit; this limit keeps that to pieces under 2% of the
 * primitive's extent (with no limit, a primitive stuck above its target would be removed whole).
 */
export const PRUNE_ERROR_LIMIT = 0.02;
const STAGES = ['topology', 'permissive', 'sloppy'] as const;
type Stage = (typeof STAGES)[number];
/** Rounds in a stage that hand the share of primitives stuck above their target to the others. */
const ROUNDS = 3;

/**
 * Index buffers, one per source, that together draw about `target` triangles. `from` holds each
 * source's current triangles (its welded input, or the previous LOD), so LODs can be chained.
 * `MeshoptSimplifier.ready` must have resolved.
 */
export function simplifyMesh(sources: PrimitiveSource[], from: Uint32Array[], target: number, mode: SimplifyMode): Uint32Array[] {
  const current = from.slice();
  const drawn = (only?: (index: number) => boolean) =>
    sources.reduce((sum, source, i) => (only && !only(i) ? sum : sum + (source.placements * current[i]!.length) / 3), 0);

  for (const stage of STAGES) {
    const stuck = new Set<number>();
    for (let round = 0; round < ROUNDS; round++) {
      if (drawn() <= target * (1 + TARGET_TOLERANCE)) return current;
      const fixed = drawn((i) => stuck.has(i));
      const free = drawn((i) => !stuck.has(i));
      const ratio = (target - fixed) / free;
      if (!(ratio > 0) || !Number.isFinite(ratio)) break;
      let progressed = false;
      sources.forEach((source, i) => {
        const triangles = current[i]!.length / 3;
        const wanted = Math.max(1, Math.floor(triangles * ratio));
        if (stuck.has(i) || wanted >= triangles) return;
        const result = simplifyPrimitive(source, current[i]!, wanted, stage, mode);
        // A primitive simplified to nothing would leave an empty primitive, which glTF forbids.
        if (result.length === 0) {
          stuck.add(i);
          return;
        }
        if (result.length / 3 > wanted * (1 + TARGET_TOLERANCE)) stuck.add(i);
        if (result.length < current[i]!.length) progressed = true;
        current[i] = result;
      });
      if (!progressed) break;
    }
  }
  return current;
}

function simplifyPrimitive(source: PrimitiveSource, indices: Uint32Array, triangles: number, stage: Stage, mode: SimplifyMode): Uint32Array {
  const { positions, attributes, attributeStride, attributeWeights } = source;
  const targetIndices = triangles * 3;
  const regularize: SimplifierFlags[] = mode === 'precision' ? ['Regularize'] : [];
  const run = (from: Uint32Array, error: number, flags: SimplifierFlags[]) =>
    mode === 'precision'
      ? MeshoptSimplifier.simplifyWithAttributes(from, positions, 3, attributes, attributeStride, attributeWeights, null, targetIndices, error, flags)[0]
      : MeshoptSimplifier.simplify(from, positions, 3, targetIndices, error, flags)[0];
  switch (stage) {
    case 'topology': {
      const pruned = run(indices, PRUNE_ERROR_LIMIT, ['Prune', ...regularize]);
      // Nothing left means the primitive is all small pieces; those are kept for the next stages.
      const start = pruned.length > 0 ? pruned : indices;
      return start.length / 3 > triangles * (1 + TARGET_TOLERANCE) ? run(start, NO_ERROR_LIMIT, regularize) : start;
    }
    case 'permissive': {
      // 2 keeps a seam vertex on its seam, so textures do not tear where UV islands meet.
      const lock = source.uvSeams.map((seam) => (seam ? 2 : 0));
      return MeshoptSimplifier.simplifyWithAttributes(indices, positions, 3, attributes, attributeStride, attributeWeights, lock, targetIndices, NO_ERROR_LIMIT, [
        ...regularize,
        'Permissive',
      ])[0];
    }
    case 'sloppy':
      return MeshoptSimplifier.simplifySloppy(indices, positions, 3, null, targetIndices, NO_ERROR_LIMIT)[0];
  }
}
