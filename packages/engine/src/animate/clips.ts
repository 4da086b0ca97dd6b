/**
 * Procedural clips, sampled at 30 frames a second. Every bone's rest rotation is the identity (the
 * joints are placed, not turned), so a turn about one of the model's axes (left, up, forward) reads
 * the same in each bone's own frame. Each clip keys every bone's rotation, so one clip's pose never
 * lingers into another, and the root's translation (the biped's hips, the chain's root): a bob, a
 * hop, and with `moving` the walk's and bounce's travel forward.
 */
import type { AnimateClip, AnimateMotion } from '@facet/contract';
import type { Skeleton } from './rig';
import { add, cross, dot, normalize, scale, sub, type Vec3 } from './shape';

export const FPS = 30;

export type Quat = [number, number, number, number];

export interface Track {
  bone: number;
  path: 'rotation' | 'translation';
  /** 4 (rotation) or 3 (translation) numbers per key. */
  values: Float32Array;
}

export interface Clip {
  name: AnimateClip;
  duration: number;
  times: Float32Array;
  tracks: Track[];
}

const IDENTITY: Quat = [0, 0, 0, 1];
const degrees = (value: number) => (value * Math.PI) / 180;

export function axisAngle(axis: Vec3, angle: number): Quat {
  const s = Math.sin(angle / 2);
  return [axis[0] * s, axis[1] * s, axis[2] * s, Math.cos(angle / 2)];
}

export function multiply(a: Quat, b: Quat): Quat {
  return [
    a[3] * b[0] + a[0] * b[3] + a[1] * b[2] - a[2] * b[1],
    a[3] * b[1] - a[0] * b[2] + a[1] * b[3] + a[2] * b[0],
    a[3] * b[2] + a[0] * b[1] - a[1] * b[0] + a[2] * b[3],
    a[3] * b[3] - a[0] * b[0] - a[1] * b[1] - a[2] * b[2],
  ];
}

/** The shortest turn taking direction `from` to direction `to`. */
export function fromTo(from: Vec3, to: Vec3): Quat {
  const a = normalize(from);
  const b = normalize(to);
  const c = dot(a, b);
  if (c < -0.999999) {
    const axis = normalize(Math.abs(a[0]) < 0.9 ? cross(a, [1, 0, 0]) : cross(a, [0, 1, 0]));
    return [axis[0], axis[1], axis[2], 0];
  }
  const axis = cross(a, b);
  const q: Quat = [axis[0], axis[1], axis[2], 1 + c];
  const size = Math.hypot(...q);
  return [q[0] / size, q[1] / size, q[2] / size, q[3] / size];
}

/** A direction turned by a quaternion. */
export function rotate(q: Quat, v: Vec3): Vec3 {
  const u: Vec3 = [q[0], q[1], q[2]];
  const t = scale(cross(u, v), 2);
  return add(add(v, scale(t, q[3])), cross(u, t));
}

const conjugate = (q: Quat): Quat => [-q[0], -q[1], -q[2], q[3]];
const smooth = (x: number) => {
  const t = Math.min(1, Math.max(0, x));
  return t * t * (3 - 2 * t);
};

/** A pose at a time: a rotation per bone (identity when left out) and the root's offset from rest. */
interface Pose {
  rotations: Map<number, Quat>;
  offset: Vec3;
}

function sampleClip(name: AnimateClip, duration: number, skeleton: Skeleton, root: number, poseAt: (t: number) => Pose): Clip {
  const frames = Math.round(duration * FPS);
  const times = new Float32Array(frames + 1);
  for (let k = 0; k <= frames; k++) times[k] = k / FPS;
  const rotations = skeleton.bones.map(() => new Float32Array((frames + 1) * 4));
  const translation = new Float32Array((frames + 1) * 3);
  // Kept on one side of the quaternion sphere from key to key, so interpolation takes the short way.
  const previous: Quat[] = skeleton.bones.map(() => IDENTITY);
  for (let k = 0; k <= frames; k++) {
    const pose = poseAt(k / FPS);
    for (let bone = 0; bone < skeleton.bones.length; bone++) {
      let q = pose.rotations.get(bone) ?? IDENTITY;
      if (dot([q[0], q[1], q[2]], [previous[bone]![0], previous[bone]![1], previous[bone]![2]]) + q[3] * previous[bone]![3] < 0) q = [-q[0], -q[1], -q[2], -q[3]];
      previous[bone] = q;
      rotations[bone]!.set(q, k * 4);
    }
    const rest = skeleton.bones[root]!.head;
    translation.set(add(rest, pose.offset), k * 3);
  }
  const tracks: Track[] = rotations.map((values, bone) => ({ bone, path: 'rotation', values }));
  tracks.push({ bone: root, path: 'translation', values: translation });
  return { name, duration, times, tracks };
}

/** Every clip for the skeleton: idle, walk (bipeds), bounce, spin and wave. */
export function makeClips(skeleton: Skeleton, motion: AnimateMotion): Clip[] {
  return skeleton.kind === 'biped' ? bipedClips(skeleton, motion) : chainClips(skeleton, motion);
}

function bipedClips(skeleton: Skeleton, motion: AnimateMotion): Clip[] {
  const { up, left, forward, height, legLength } = skeleton;
  const index = (key: string) => skeleton.bones.findIndex((bone) => bone.key === key);
  const bone = (key: string) => skeleton.bones[index(key)]!;
  const hips = index('hips');
  const moving = motion === 'moving';
  const armDirection = (side: 'left' | 'right') => normalize(sub(bone(`${side}Hand`).tail, bone(`${side}UpperArm`).head));
  /** The upper arm turned from its rest direction to hang down by the side, a little out. */
  const armDown = (side: 'left' | 'right') => fromTo(armDirection(side), add(scale(up, -0.96), scale(left, side === 'left' ? 0.28 : -0.28)));

  const idle = sampleClip('idle', 2.4, skeleton, hips, (t) => {
    const breath = Math.sin((2 * Math.PI * t) / 2.4);
    return {
      rotations: new Map([
        [index('spine'), axisAngle(left, degrees(1.5) * breath)],
        [index('chest'), axisAngle(left, degrees(2.5) * breath)],
        [index('neck'), axisAngle(up, degrees(3) * Math.sin((2 * Math.PI * t) / 2.4 + 1))],
        [index('head'), axisAngle(up, degrees(5) * Math.sin((2 * Math.PI * t) / 2.4 + 1))],
        [index('leftUpperArm'), axisAngle(forward, degrees(3) * breath)],
        [index('rightUpperArm'), axisAngle(forward, degrees(-3) * breath)],
      ]),
      offset: scale(up, -0.004 * height * (1 - Math.cos((2 * Math.PI * t) / 2.4))),
    };
  });

  // Two steps a second; a stride per step of twice the leg's reach at 25 degrees.
  const walkDuration = 1;
  const swing = degrees(25);
  const cycleLength = 4 * legLength * Math.sin(swing);
  const walk = sampleClip('walk', walkDuration, skeleton, hips, (t) => {
    const phase = (2 * Math.PI * t) / walkDuration;
    const s = Math.sin(phase);
    const c = Math.cos(phase);
    return {
      rotations: new Map([
        [index('leftUpperLeg'), axisAngle(left, -swing * s)],
        [index('rightUpperLeg'), axisAngle(left, swing * s)],
        [index('leftLowerLeg'), axisAngle(left, degrees(5 + 40 * Math.max(0, c)))],
        [index('rightLowerLeg'), axisAngle(left, degrees(5 + 40 * Math.max(0, -c)))],
        [index('leftFoot'), axisAngle(left, degrees(-10 * Math.max(0, c)))],
        [index('rightFoot'), axisAngle(left, degrees(-10 * Math.max(0, -c)))],
        [index('leftUpperArm'), multiply(axisAngle(left, degrees(20) * s), armDown('left'))],
        [index('rightUpperArm'), multiply(axisAngle(left, degrees(-20) * s), armDown('right'))],
        [index('leftLowerArm'), axisAngle(left, degrees(-15))],
        [index('rightLowerArm'), axisAngle(left, degrees(-15))],
        [index('spine'), axisAngle(up, degrees(5) * s)],
        [index('chest'), axisAngle(up, degrees(-4) * s)],
      ]),
      offset: add(scale(up, 0.012 * height * Math.cos(2 * phase)), scale(forward, moving ? (cycleLength * t) / walkDuration : 0)),
    };
  });

  const bounceDuration = 0.8;
  const hop = 0.12 * height;
  const bounce = sampleClip('bounce', bounceDuration, skeleton, hips, (t) => {
    const phase = t / bounceDuration;
    const air = Math.sin(Math.PI * phase);
    // Crouched on landing and take-off, straight in the air.
    const crouch = Math.max(0, Math.cos(Math.PI * phase * 2)) ** 2;
    return {
      rotations: new Map([
        [index('leftUpperLeg'), axisAngle(left, degrees(-35) * crouch)],
        [index('rightUpperLeg'), axisAngle(left, degrees(-35) * crouch)],
        [index('leftLowerLeg'), axisAngle(left, degrees(60) * crouch)],
        [index('rightLowerLeg'), axisAngle(left, degrees(60) * crouch)],
        [index('leftFoot'), axisAngle(left, degrees(-25) * crouch)],
        [index('rightFoot'), axisAngle(left, degrees(-25) * crouch)],
        [index('spine'), axisAngle(left, degrees(10) * crouch)],
        [index('leftUpperArm'), axisAngle(forward, degrees(30) * air)],
        [index('rightUpperArm'), axisAngle(forward, degrees(-30) * air)],
      ]),
      offset: add(scale(up, hop * air - 0.08 * legLength * crouch), scale(forward, moving ? 0.3 * height * phase : 0)),
    };
  });

  const spin = sampleClip('spin', 2, skeleton, hips, (t) => ({
    rotations: new Map([[hips, axisAngle(up, (2 * Math.PI * t) / 2)]]),
    offset: [0, 0, 0],
  }));

  // The right arm raised up and out, the forearm waving three times; lowered again to loop.
  const waveDuration = 2.4;
  const raised = fromTo(armDirection('right'), add(scale(up, 0.8), scale(left, -0.6)));
  const wave = sampleClip('wave', waveDuration, skeleton, hips, (t) => {
    const lift = smooth(t / 0.4) * smooth((waveDuration - t) / 0.4);
    const upper = slerpIdentity(raised, lift);
    // The forearm turns about the model's forward axis as the raised upper arm's frame sees it.
    const axis = rotate(conjugate(upper), forward);
    const beat = Math.sin((2 * Math.PI * 3 * (t - 0.4)) / (waveDuration - 0.8));
    return {
      rotations: new Map([
        [index('rightUpperArm'), upper],
        [index('rightLowerArm'), axisAngle(axis, lift * (degrees(-20) + degrees(28) * beat))],
        [index('rightHand'), axisAngle(axis, lift * degrees(10) * beat)],
        [index('head'), axisAngle(forward, lift * degrees(-6))],
        [index('leftUpperArm'), slerpIdentity(armDown('left'), 0.6)],
      ]),
      offset: [0, 0, 0],
    };
  });
  return [idle, walk, bounce, spin, wave];
}

function chainClips(skeleton: Skeleton, motion: AnimateMotion): Clip[] {
  const { up, forward, left, height } = skeleton;
  const root = 0;
  const chain = skeleton.bones.map((_, index) => index).filter((index) => index !== root);
  const moving = motion === 'moving';
  // The chain sways about the axis across it that is level (its left-right), or about left when it stands along up.
  const direction = normalize(sub(skeleton.bones[chain[chain.length - 1]!]!.tail, skeleton.bones[chain[0]!]!.head));
  const across = cross(direction, up);
  const sway = Math.hypot(...across) > 0.3 ? normalize(across) : left;
  const share = (k: number) => (k + 1) / chain.length;

  const idle = sampleClip('idle', 2.4, skeleton, root, (t) => ({
    rotations: new Map(chain.map((bone, k) => [bone, axisAngle(sway, degrees(2.5) * Math.sin((2 * Math.PI * t) / 2.4 - share(k)))])),
    offset: [0, 0, 0],
  }));
  const bounceDuration = 0.8;
  const bounce = sampleClip('bounce', bounceDuration, skeleton, root, (t) => {
    const phase = t / bounceDuration;
    const air = Math.sin(Math.PI * phase);
    return {
      rotations: new Map(chain.map((bone, k) => [bone, axisAngle(sway, degrees(6) * Math.cos(2 * Math.PI * phase) * share(k))])),
      offset: add(scale(up, 0.15 * height * air), scale(forward, moving ? 0.3 * height * phase : 0)),
    };
  });
  const spin = sampleClip('spin', 2, skeleton, root, (t) => ({
    rotations: new Map([[root, axisAngle(up, (2 * Math.PI * t) / 2)]]),
    offset: [0, 0, 0],
  }));
  // The top half sways, more toward the tip: a wave of the chain's end.
  const waveDuration = 2.4;
  const wave = sampleClip('wave', waveDuration, skeleton, root, (t) => ({
    rotations: new Map(
      chain.map((bone, k) => {
        const weight = Math.max(0, share(k) - 0.4) / 0.6;
        return [bone, axisAngle(sway, degrees(14) * weight * Math.sin((2 * Math.PI * 2 * t) / waveDuration - share(k) * 1.5))];
      }),
    ),
    offset: [0, 0, 0],
  }));
  return [idle, bounce, spin, wave];
}

/** Part of the way from the identity to `q`. */
function slerpIdentity(q: Quat, fraction: number): Quat {
  const angle = 2 * Math.acos(Math.min(1, Math.max(-1, q[3])));
  const s = Math.sqrt(Math.max(0, 1 - q[3] * q[3]));
  if (s < 1e-9) return IDENTITY;
  return axisAngle([q[0] / s, q[1] / s, q[2] / s], angle * fraction);
}
