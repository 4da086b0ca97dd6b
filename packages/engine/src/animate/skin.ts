/**
 * Linear-blend skin weights: each vertex is bound to the (at most) four bones nearest it, each by
 * the inverse of its distance to the bone's segment (raised to the fourth power, softened near the
 * bone so a vertex on it does not take it alone), normalised to sum to one. Nearby bones share a
 * vertex in proportion, so the skin bends smoothly across a joint.
 */
import type { Bone } from './rig';

export const MAX_INFLUENCES = 4;

export interface SkinWeights {
  /** Four joint indices per vertex (unused slots 0 with weight 0). */
  joints: Uint8Array;
  /** Four weights per vertex, summing to 1 in float32. */
  weights: Float32Array;
  /** The most bones with weight any vertex has. */
  maxInfluences: number;
}

/** Squared distance from a point to a segment. */
function segmentDistanceSquared(px: number, py: number, pz: number, bone: Bone): number {
  const [ax, ay, az] = bone.head;
  const dx = bone.tail[0] - ax;
  const dy = bone.tail[1] - ay;
  const dz = bone.tail[2] - az;
  const lengthSquared = dx * dx + dy * dy + dz * dz;
  let t = lengthSquared > 0 ? ((px - ax) * dx + (py - ay) * dy + (pz - az) * dz) / lengthSquared : 0;
  t = Math.min(1, Math.max(0, t));
  const qx = ax + t * dx - px;
  const qy = ay + t * dy - py;
  const qz = az + t * dz - pz;
  return qx * qx + qy * qy + qz * qz;
}

/** Weights of `positions` (x, y, z per vertex) to the deforming bones; `size` sets the softening. */
export function skinWeights(positions: Float32Array, bones: Bone[], size: number): SkinWeights {
  const count = positions.length / 3;
  const joints = new Uint8Array(count * 4);
  const weights = new Float32Array(count * 4);
  const deforming = bones.map((bone, index) => ({ bone, index })).filter(({ bone }) => bone.deforms);
  const soft = (0.03 * size) ** 2;
  const best = new Float64Array(MAX_INFLUENCES);
  const bestIndex = new Int32Array(MAX_INFLUENCES);
  let maxInfluences = 0;
  for (let v = 0; v < count; v++) {
    best.fill(0);
    bestIndex.fill(-1);
    const px = positions[v * 3]!;
    const py = positions[v * 3 + 1]!;
    const pz = positions[v * 3 + 2]!;
    for (const { bone, index } of deforming) {
      const d2 = segmentDistanceSquared(px, py, pz, bone) + soft;
      const w = 1 / (d2 * d2);
      // Keep the four largest, largest first.
      if (w <= best[MAX_INFLUENCES - 1]!) continue;
      let slot = MAX_INFLUENCES - 1;
      while (slot > 0 && best[slot - 1]! < w) {
        best[slot] = best[slot - 1]!;
        bestIndex[slot] = bestIndex[slot - 1]!;
        slot--;
      }
      best[slot] = w;
      bestIndex[slot] = index;
    }
    let total = 0;
    for (let k = 0; k < MAX_INFLUENCES; k++) total += best[k]!;
    // Influences under half a percent are dropped (they only blur), and the rest normalised again.
    let kept = 0;
    let keptTotal = 0;
    for (let k = 0; k < MAX_INFLUENCES; k++) {
      if (bestIndex[k]! >= 0 && best[k]! / total >= 0.005) {
        kept++;
        keptTotal += best[k]!;
      }
    }
    let sum = 0;
    for (let k = 0; k < kept; k++) {
      joints[v * 4 + k] = bestIndex[k]!;
      weights[v * 4 + k] = best[k]! / keptTotal;
      if (k > 0) sum += weights[v * 4 + k]!;
    }
    // The largest takes what float32 rounding left, so the four sum to 1 as stored.
    weights[v * 4] = 1 - sum;
    maxInfluences = Math.max(maxInfluences, kept);
  }
  return { joints, weights, maxInfluences };
}
