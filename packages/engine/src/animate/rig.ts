/**
 * The skeleton. A mesh shaped like a person gets a biped placed from its shape: it is cut in slices
 * along its up axis, and each slice's points are binned across (left to right) into blobs. Legs are
 * two blobs either side of the body's midline in the lower part, and the crotch is where they join;
 * the shoulders are where the outline widens below the narrow head at the top; the arms are what
 * reaches out beyond the torso's width, each hand at its farthest point from its shoulder. Any other
 * mesh gets a chain of bones along its longest principal axis, from the end nearer the ground.
 */
import type { AnimatePreset } from '@facet/contract';
import { add, fromFrame, length, normalize, scale, type ShapeFrame, sub, type Vec3 } from './shape';

export const bipedBones = [
  'hips',
  'spine',
  'chest',
  'neck',
  'head',
  'leftShoulder',
  'leftUpperArm',
  'leftLowerArm',
  'leftHand',
  'rightShoulder',
  'rightUpperArm',
  'rightLowerArm',
  'rightHand',
  'leftUpperLeg',
  'leftLowerLeg',
  'leftFoot',
  'rightUpperLeg',
  'rightLowerLeg',
  'rightFoot',
] as const;
export type BipedBone = (typeof bipedBones)[number];

const bipedParents: Record<BipedBone, BipedBone | null> = {
  hips: null,
  spine: 'hips',
  chest: 'spine',
  neck: 'chest',
  head: 'neck',
  leftShoulder: 'chest',
  leftUpperArm: 'leftShoulder',
  leftLowerArm: 'leftUpperArm',
  leftHand: 'leftLowerArm',
  rightShoulder: 'chest',
  rightUpperArm: 'rightShoulder',
  rightLowerArm: 'rightUpperArm',
  rightHand: 'rightLowerArm',
  leftUpperLeg: 'hips',
  leftLowerLeg: 'leftUpperLeg',
  leftFoot: 'leftLowerLeg',
  rightUpperLeg: 'hips',
  rightLowerLeg: 'rightUpperLeg',
  rightFoot: 'rightLowerLeg',
};

/** Each biped bone's name under each preset. */
const mixamo: Record<BipedBone, string> = {
  hips: 'Hips',
  spine: 'Spine',
  chest: 'Spine1',
  neck: 'Neck',
  head: 'Head',
  leftShoulder: 'LeftShoulder',
  leftUpperArm: 'LeftArm',
  leftLowerArm: 'LeftForeArm',
  leftHand: 'LeftHand',
  rightShoulder: 'RightShoulder',
  rightUpperArm: 'RightArm',
  rightLowerArm: 'RightForeArm',
  rightHand: 'RightHand',
  leftUpperLeg: 'LeftUpLeg',
  leftLowerLeg: 'LeftLeg',
  leftFoot: 'LeftFoot',
  rightUpperLeg: 'RightUpLeg',
  rightLowerLeg: 'RightLeg',
  rightFoot: 'RightFoot',
};
const unreal: Record<BipedBone, string> = {
  hips: 'pelvis',
  spine: 'spine_01',
  chest: 'spine_02',
  neck: 'neck_01',
  head: 'head',
  leftShoulder: 'clavicle_l',
  leftUpperArm: 'upperarm_l',
  leftLowerArm: 'lowerarm_l',
  leftHand: 'hand_l',
  rightShoulder: 'clavicle_r',
  rightUpperArm: 'upperarm_r',
  rightLowerArm: 'lowerarm_r',
  rightHand: 'hand_r',
  leftUpperLeg: 'thigh_l',
  leftLowerLeg: 'calf_l',
  leftFoot: 'foot_l',
  rightUpperLeg: 'thigh_r',
  rightLowerLeg: 'calf_r',
  rightFoot: 'foot_r',
};

/** A biped bone's name: Mixamo's with its `mixamorig:` prefix, Unity's humanoid names, Unreal's mannequin, VRM's humanoid bones. */
export function bipedBoneName(bone: BipedBone, preset: AnimatePreset): string {
  switch (preset) {
    case 'mixamo':
      return `mixamorig:${mixamo[bone]}`;
    case 'unity':
      return bone[0]!.toUpperCase() + bone.slice(1);
    case 'unreal':
      return unreal[bone];
    case 'vrm':
      return bone;
  }
}

/** A chain bone's name (`index` from 0, the root first). */
export function chainBoneName(index: number, preset: AnimatePreset): string {
  const number = String(index).padStart(2, '0');
  switch (preset) {
    case 'mixamo':
      return index === 0 ? 'mixamorig:Root' : `mixamorig:Bone${number}`;
    case 'unity':
      return index === 0 ? 'Root' : `Bone${number}`;
    case 'unreal':
      return index === 0 ? 'root' : `bone_${number}`;
    case 'vrm':
      return index === 0 ? 'root' : `bone${number}`;
  }
}

/** One bone: where its joint is (its head), where it ends (its tail), and its parent's index. */
export interface Bone {
  key: string;
  name: string;
  parent: number;
  head: Vec3;
  tail: Vec3;
  /** Whether vertices are bound to it (a chain's root only carries the others). */
  deforms: boolean;
}

export interface Skeleton {
  kind: 'biped' | 'chain';
  bones: Bone[];
  /** The frame the clips move in: up, forward and left, and the model's height along up. */
  up: Vec3;
  forward: Vec3;
  left: Vec3;
  height: number;
  /** Biped only: the legs' length (hip to sole), for the stride. */
  legLength: number;
}

/** One slice's blobs across: runs of occupied bins, as [from, to] along left. */
interface Slice {
  bottom: number;
  top: number;
  blobs: [number, number][];
}

const SLICES = 48;

/** The blobs of each slice along up, binned at a hundredth of the height. */
function slices(frame: ShapeFrame): { slices: Slice[]; low: number; high: number } {
  const { coords, count } = frame;
  let low = Infinity;
  let high = -Infinity;
  let leftMin = Infinity;
  let leftMax = -Infinity;
  for (let i = 0; i < count; i++) {
    low = Math.min(low, coords[i * 3 + 1]!);
    high = Math.max(high, coords[i * 3 + 1]!);
    leftMin = Math.min(leftMin, coords[i * 3]!);
    leftMax = Math.max(leftMax, coords[i * 3]!);
  }
  const height = Math.max(high - low, 1e-9);
  const bin = height / 100;
  const bins = Math.max(1, Math.ceil((leftMax - leftMin) / bin) + 1);
  const occupied = Array.from({ length: SLICES }, () => new Uint32Array(bins));
  for (let i = 0; i < count; i++) {
    const slice = Math.min(SLICES - 1, Math.floor(((coords[i * 3 + 1]! - low) / height) * SLICES));
    occupied[slice]![Math.min(bins - 1, Math.floor((coords[i * 3]! - leftMin) / bin))]!++;
  }
  // A gap is two empty bins or more: sparse sampling leaves single empty bins inside a solid part.
  const out: Slice[] = occupied.map((row, index) => {
    const blobs: [number, number][] = [];
    let start = -1;
    let lastFull = -1;
    for (let b = 0; b < bins; b++) {
      if (row[b]! === 0) continue;
      if (start < 0) start = b;
      else if (b - lastFull > 2) {
        blobs.push([leftMin + start * bin, leftMin + (lastFull + 1) * bin]);
        start = b;
      }
      lastFull = b;
    }
    if (start >= 0) blobs.push([leftMin + start * bin, leftMin + (lastFull + 1) * bin]);
    return { bottom: low + (index / SLICES) * height, top: low + ((index + 1) / SLICES) * height, blobs };
  });
  return { slices: out, low, high };
}

const width = (slice: Slice) => (slice.blobs.length === 0 ? 0 : slice.blobs[slice.blobs.length - 1]![1] - slice.blobs[0]![0]);
const blobAt = (slice: Slice, at: number) => slice.blobs.find(([from, to]) => from <= at && at <= to);
/** Whether a slice has parts either side of `at` and nothing at it: two legs apart. */
const apartAt = (slice: Slice, at: number) => !blobAt(slice, at) && slice.blobs.some(([, to]) => to < at) && slice.blobs.some(([from]) => from > at);

/** Where the humanoid's landmarks are along up, or why the mesh is not one. */
export type Humanoid =
  | { humanoid: true; crotch: number; shoulders: number; low: number; high: number; midline: number; torsoHalfWidth: number }
  | { humanoid: false; reason: string };

/** Reads the slices for legs, arms and a head. */
export function detectHumanoid(frame: ShapeFrame): Humanoid {
  const { slices: cut, low, high } = slices(frame);
  const height = high - low;
  const sliceOf = (fraction: number) => cut[Math.min(SLICES - 1, Math.max(0, Math.floor(fraction * SLICES)))]!;
  // The midline: the middle of the samples in the torso's band, half to three quarters up.
  let sum = 0;
  let n = 0;
  for (let i = 0; i < frame.count; i++) {
    const up = (frame.coords[i * 3 + 1]! - low) / height;
    if (up >= 0.5 && up <= 0.75) {
      sum += frame.coords[i * 3]!;
      n++;
    }
  }
  const midline = n > 0 ? sum / n : 0;
  const across = Math.max(...cut.map(width));
  if (height < 0.6 * across) return { humanoid: false, reason: 'it is much wider than it is tall' };

  // Legs: most slices from a tenth to a third of the way up have parts either side of the midline, none on it.
  const legBand = cut.filter((slice) => (slice.bottom - low) / height >= 0.08 && (slice.top - low) / height <= 0.36);
  const apart = legBand.filter((slice) => apartAt(slice, midline)).length;
  if (legBand.length === 0 || apart / legBand.length < 0.6) return { humanoid: false, reason: 'it has no two separate legs in its lower part' };
  // The crotch: the top of the run of apart slices from the feet up.
  let crotchIndex = Math.floor(0.08 * SLICES);
  while (crotchIndex + 1 < SLICES && apartAt(cut[crotchIndex + 1]!, midline)) crotchIndex++;
  const crotch = cut[crotchIndex]!.top;
  const crotchFraction = (crotch - low) / height;
  if (crotchFraction > 0.65) return { humanoid: false, reason: 'its legs reach too high, with no body above them' };

  // The torso's width: its narrowest central blob a little above the crotch.
  let torsoWidth = Infinity;
  for (const slice of cut) {
    const up = (slice.bottom - low) / height;
    if (up < crotchFraction + 0.04 || up > crotchFraction + 0.25) continue;
    const blob = blobAt(slice, midline);
    if (blob) torsoWidth = Math.min(torsoWidth, blob[1] - blob[0]);
  }
  if (!Number.isFinite(torsoWidth)) return { humanoid: false, reason: 'it has no body joining its legs' };

  // A head: the top slices well narrower than the torso.
  const headWidth = Math.max(width(sliceOf(0.97)), width(sliceOf(0.94)));
  if (headWidth > 0.85 * torsoWidth) return { humanoid: false, reason: 'it has no head narrower than its body at the top' };

  // Arms: somewhere above the crotch the outline is half as wide again as the torso.
  const span = Math.max(...cut.filter((slice) => slice.bottom >= crotch).map(width));
  if (span < 1.5 * torsoWidth) return { humanoid: false, reason: 'it has no arms reaching out wider than its body' };

  // The shoulders: going down from the head, the first slice much wider than the head.
  let shoulders = crotch + 0.62 * (high - crotch);
  for (let index = SLICES - 1; index > crotchIndex; index--) {
    const slice = cut[index]!;
    if ((slice.top - low) / height > 0.99) continue;
    if (width(slice) > Math.max(1.8 * headWidth, 0.9 * torsoWidth) && (slice.top - crotch) / (high - crotch) > 0.4) {
      shoulders = slice.top;
      break;
    }
  }
  return { humanoid: true, crotch, shoulders, low, high, midline, torsoHalfWidth: torsoWidth / 2 };
}

/**
 * Which way the humanoid faces: its front is taken as +Z (glTF's convention) unless its feet say
 * otherwise, reaching out behind its torso rather than in front. Then the frame is turned round
 * (forward and left reversed), and the landmarks read again in it.
 */
export function faceByFeet(frame: ShapeFrame, body: Extract<Humanoid, { humanoid: true }>): Extract<Humanoid, { humanoid: true }> {
  const height = body.high - body.low;
  const feet = meanWhere(frame, (_a, b) => b < body.low + 0.05 * height, [0, 0, 0])[2];
  const torso = meanWhere(frame, (_a, b) => b > body.crotch && b < body.shoulders, [0, 0, 0])[2];
  if (feet >= torso - 0.01 * height) return body;
  frame.forward = scale(frame.forward, -1);
  frame.left = scale(frame.left, -1);
  for (let i = 0; i < frame.count; i++) {
    frame.coords[i * 3] = -frame.coords[i * 3]!;
    frame.coords[i * 3 + 2] = -frame.coords[i * 3 + 2]!;
  }
  const again = detectHumanoid(frame);
  return again.humanoid ? again : body;
}

/** The mean of the samples that pass `keep`, in frame coordinates; `fallback` when none do. */
function meanWhere(frame: ShapeFrame, keep: (a: number, b: number, d: number) => boolean, fallback: Vec3): Vec3 {
  const sum: Vec3 = [0, 0, 0];
  let n = 0;
  for (let i = 0; i < frame.count; i++) {
    const a = frame.coords[i * 3]!;
    const b = frame.coords[i * 3 + 1]!;
    const d = frame.coords[i * 3 + 2]!;
    if (!keep(a, b, d)) continue;
    sum[0] += a;
    sum[1] += b;
    sum[2] += d;
    n++;
  }
  return n > 0 ? scale(sum, 1 / n) : fallback;
}

/** A biped placed from the landmarks; coordinates are worked out in the frame, then put in the file's. */
export function bipedSkeleton(frame: ShapeFrame, body: Extract<Humanoid, { humanoid: true }>, preset: AnimatePreset): Skeleton {
  const { crotch, shoulders, low, high, midline, torsoHalfWidth } = body;
  const height = high - low;
  const torsoLength = shoulders - crotch;
  const headLength = high - shoulders;
  const torsoDepth = meanWhere(frame, (a, b) => Math.abs(a - midline) < torsoHalfWidth && b > crotch && b < shoulders, [0, 0, 0])[2];
  const at = (a: number, b: number, d = torsoDepth): Vec3 => [a, b, d];

  const hips = at(midline, crotch + 0.08 * torsoLength);
  const spine = at(midline, crotch + 0.35 * torsoLength);
  const chest = at(midline, crotch + 0.68 * torsoLength);
  const neck = at(midline, shoulders + 0.05 * headLength);
  const head = at(midline, shoulders + 0.35 * headLength);
  const crown = at(midline, high);
  const joints: Partial<Record<BipedBone, [Vec3, Vec3]>> = {
    hips: [hips, spine],
    spine: [spine, chest],
    chest: [chest, neck],
    neck: [neck, head],
    head: [head, crown],
  };

  for (const side of [1, -1] as const) {
    const prefix = side === 1 ? 'left' : 'right';
    const onSide = (a: number) => (a - midline) * side > 0;
    // The leg: its centre near the crotch, the knee halfway down, the ankle near the sole, the toe forward.
    const legAt = (b: number, band: number) => meanWhere(frame, (a, bb) => onSide(a) && Math.abs(bb - b) < band, at(midline + side * torsoHalfWidth * 0.5, b));
    const band = 0.04 * height;
    const hipJoint = legAt(crotch - band, band);
    hipJoint[1] = crotch - 0.02 * height;
    const knee = legAt(low + 0.5 * (crotch - low), band);
    const ankle = legAt(low + 0.1 * (crotch - low), band * 0.6);
    const toeDepth = Math.max(...Array.from({ length: frame.count }, (_, i) => i).filter((i) => onSide(frame.coords[i * 3]!) && frame.coords[i * 3 + 1]! < ankle[1]).map((i) => frame.coords[i * 3 + 2]!), ankle[2] + 0.05 * height);
    const toe = at(ankle[0], low, toeDepth);
    joints[`${prefix}UpperLeg`] = [hipJoint, knee];
    joints[`${prefix}LowerLeg`] = [knee, ankle];
    joints[`${prefix}Foot`] = [ankle, toe];

    // The arm: everything above the crotch reaching out past the torso; the hand at its farthest point.
    const shoulderJoint = at(midline + side * torsoHalfWidth * 0.85, shoulders - 0.035 * height);
    const clavicle = at(midline + side * torsoHalfWidth * 0.15, shoulders - 0.045 * height);
    let tip: Vec3 | undefined;
    let farthest = 0;
    for (let i = 0; i < frame.count; i++) {
      const a = frame.coords[i * 3]!;
      const b = frame.coords[i * 3 + 1]!;
      if (b < crotch || (a - midline) * side < torsoHalfWidth * 1.08) continue;
      const point = at(a, b, frame.coords[i * 3 + 2]!);
      const distance = length(sub(point, shoulderJoint));
      if (distance > farthest) {
        farthest = distance;
        tip = point;
      }
    }
    tip ??= at(midline + side * (torsoHalfWidth + 0.3 * height), shoulderJoint[1]);
    const along = sub(tip, shoulderJoint);
    const axis = normalize(along);
    const reach = length(along);
    // Elbow and wrist at their share of the reach, moved to the middle of the arm's cross-section there.
    const onArm = (fraction: number): Vec3 => {
      const guess = add(shoulderJoint, scale(along, fraction));
      return meanWhere(
        frame,
        (a, b, d) => {
          if ((a - midline) * side < torsoHalfWidth * 1.02 || b < crotch) return false;
          const offset = sub([a, b, d], shoulderJoint);
          const t = (offset[0] * axis[0] + offset[1] * axis[1] + offset[2] * axis[2]) / reach;
          return Math.abs(t - fraction) < 0.04 && length(sub([a, b, d], guess)) < 0.25 * reach;
        },
        guess,
      );
    };
    const elbow = onArm(0.43);
    const wrist = onArm(0.78);
    joints[`${prefix}Shoulder`] = [clavicle, shoulderJoint];
    joints[`${prefix}UpperArm`] = [shoulderJoint, elbow];
    joints[`${prefix}LowerArm`] = [elbow, wrist];
    joints[`${prefix}Hand`] = [wrist, tip];
  }

  const bones: Bone[] = bipedBones.map((key) => {
    const [head, tail] = joints[key]!;
    const parent = bipedParents[key];
    return {
      key,
      name: bipedBoneName(key, preset),
      parent: parent === null ? -1 : bipedBones.indexOf(parent),
      head: fromFrame(frame, ...head),
      tail: fromFrame(frame, ...tail),
      deforms: true,
    };
  });
  return { kind: 'biped', bones, up: frame.up, forward: frame.forward, left: frame.left, height, legLength: crotch - low };
}

/** The chain's bones: a root on the ground under the centre, then `segments` bones along the longest axis. */
export function chainSkeleton(frame: ShapeFrame, preset: AnimatePreset, segments = 5): Skeleton {
  const axisOf = frame.axes[0];
  // Along the longest axis from the end nearer the ground.
  let tMin = Infinity;
  let tMax = -Infinity;
  let upMin = Infinity;
  let upMax = -Infinity;
  const along = new Float64Array(frame.count);
  const upDot = axisOf[0] * frame.up[0] + axisOf[1] * frame.up[1] + axisOf[2] * frame.up[2];
  const direction = upDot < 0 ? scale(axisOf, -1) : axisOf;
  // The direction in frame coordinates (left, up, forward).
  const inFrame: Vec3 = [
    direction[0] * frame.left[0] + direction[1] * frame.left[1] + direction[2] * frame.left[2],
    direction[0] * frame.up[0] + direction[1] * frame.up[1] + direction[2] * frame.up[2],
    direction[0] * frame.forward[0] + direction[1] * frame.forward[1] + direction[2] * frame.forward[2],
  ];
  for (let i = 0; i < frame.count; i++) {
    const t = frame.coords[i * 3]! * inFrame[0] + frame.coords[i * 3 + 1]! * inFrame[1] + frame.coords[i * 3 + 2]! * inFrame[2];
    along[i] = t;
    tMin = Math.min(tMin, t);
    tMax = Math.max(tMax, t);
    upMin = Math.min(upMin, frame.coords[i * 3 + 1]!);
    upMax = Math.max(upMax, frame.coords[i * 3 + 1]!);
  }
  const span = Math.max(tMax - tMin, 1e-9);
  // Each joint at the middle of the samples in its slab across the axis (so the chain follows a bent shape).
  const jointAt = (t: number): Vec3 => {
    const band = span / (segments * 2);
    const mean = meanWhere(frame, (a, b, d) => Math.abs(a * inFrame[0] + b * inFrame[1] + d * inFrame[2] - t) < band, scale(inFrame, t));
    const offset = mean[0] * inFrame[0] + mean[1] * inFrame[1] + mean[2] * inFrame[2] - t;
    return sub(mean, scale(inFrame, offset));
  };
  const joints = Array.from({ length: segments + 1 }, (_, k) => jointAt(tMin + (k / segments) * span));
  const bones: Bone[] = [{ key: 'root', name: chainBoneName(0, preset), parent: -1, head: fromFrame(frame, 0, upMin, 0), tail: fromFrame(frame, ...joints[0]!), deforms: false }];
  for (let k = 0; k < segments; k++) {
    bones.push({ key: `bone${k + 1}`, name: chainBoneName(k + 1, preset), parent: k, head: fromFrame(frame, ...joints[k]!), tail: fromFrame(frame, ...joints[k + 1]!), deforms: true });
  }
  return { kind: 'chain', bones, up: frame.up, forward: frame.forward, left: frame.left, height: upMax - upMin, legLength: 0 };
}
