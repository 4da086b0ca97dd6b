// A small skinned, animated model for the viewer's clip stories: a bendy column of four bones on a
// plinth, with three clips, built with three.js and exported as GLB in the browser (no binary fixture).
import {
  AnimationClip,
  Bone,
  CylinderGeometry,
  Float32BufferAttribute,
  Group,
  Mesh,
  MeshStandardMaterial,
  Quaternion,
  QuaternionKeyframeTrack,
  Skeleton,
  SkinnedMesh,
  Uint16BufferAttribute,
  Vector3,
  VectorKeyframeTrack,
} from 'three';
import { GLTFExporter } from 'three/addons/exporters/GLTFExporter.js';

const HEIGHT = 1.6;
const BONES = 4;
const SEGMENT = HEIGHT / BONES;
const FPS = 30;

function column(): { mesh: SkinnedMesh; bones: Bone[] } {
  const geometry = new CylinderGeometry(0.16, 0.24, HEIGHT, 24, 32);
  geometry.translate(0, HEIGHT / 2, 0);
  // Each vertex between the two bones nearest its height, blended linearly.
  const position = geometry.getAttribute('position');
  const joints: number[] = [];
  const weights: number[] = [];
  for (let i = 0; i < position.count; i++) {
    const along = Math.min(BONES - 1, Math.max(0, position.getY(i) / SEGMENT - 0.5));
    const lower = Math.floor(along);
    const upper = Math.min(BONES - 1, lower + 1);
    const share = along - lower;
    joints.push(lower, upper, 0, 0);
    weights.push(upper === lower ? 1 : 1 - share, upper === lower ? 0 : share, 0, 0);
  }
  geometry.setAttribute('skinIndex', new Uint16BufferAttribute(joints, 4));
  geometry.setAttribute('skinWeight', new Float32BufferAttribute(weights, 4));
  const bones = Array.from({ length: BONES }, (_, index) => {
    const bone = new Bone();
    bone.name = `Bone${index}`;
    bone.position.y = index === 0 ? 0 : SEGMENT;
    return bone;
  });
  for (let index = 1; index < BONES; index++) bones[index - 1]!.add(bones[index]!);
  const mesh = new SkinnedMesh(geometry, new MeshStandardMaterial({ color: 0x7b68f6, roughness: 0.45, metalness: 0.05 }));
  mesh.add(bones[0]!);
  mesh.bind(new Skeleton(bones));
  return { mesh, bones };
}

/** A clip sampled at 30 frames a second from a pose at each time. */
function sampled(name: string, duration: number, bones: Bone[], pose: (t: number, bone: number) => Quaternion, lift?: (t: number) => number): AnimationClip {
  const times = Array.from({ length: Math.round(duration * FPS) + 1 }, (_, k) => k / FPS);
  const tracks = bones.map(
    (bone, index) =>
      new QuaternionKeyframeTrack(
        `${bone.name}.quaternion`,
        times,
        times.flatMap((t) => pose(t, index).toArray()),
      ),
  );
  const bonesWithLift = lift ? [new VectorKeyframeTrack(`${bones[0]!.name}.position`, times, times.flatMap((t) => [0, lift(t), 0]))] : [];
  return new AnimationClip(name, duration, [...tracks, ...bonesWithLift]);
}

const about = (axis: Vector3, angle: number) => new Quaternion().setFromAxisAngle(axis, angle);
const Z = new Vector3(0, 0, 1);
const Y = new Vector3(0, 1, 0);

async function exportAnimated(): Promise<string> {
  const { mesh, bones } = column();
  const plinth = new Mesh(new CylinderGeometry(0.5, 0.56, 0.12, 40), new MeshStandardMaterial({ color: 0x3d4150, roughness: 0.75 }));
  plinth.position.y = -0.06;
  const model = new Group();
  model.add(mesh, plinth);
  const clips = [
    sampled('wave', 2, bones, (t, bone) => about(Z, bone === 0 ? 0 : 0.35 * Math.sin(Math.PI * t - bone * 0.6) * (bone / BONES))),
    sampled('bounce', 1, bones, (t, bone) => about(Z, bone === 0 ? 0 : 0.08 * Math.cos(2 * Math.PI * t)), (t) => 0.3 * Math.sin(Math.PI * t)),
    sampled('spin', 2, bones, (t, bone) => (bone === 0 ? about(Y, Math.PI * t) : about(Z, 0))),
  ];
  const glb = await new GLTFExporter().parseAsync(model, { binary: true, animations: clips });
  if (!(glb instanceof ArrayBuffer)) throw new Error('The exporter did not return a GLB.');
  return URL.createObjectURL(new Blob([glb], { type: 'model/gltf-binary' }));
}

let animatedUrl: Promise<string> | undefined;

/** A Blob URL of the animated story model, made once per page. */
export function storyAnimatedModelUrl(): Promise<string> {
  animatedUrl ??= exportAnimated();
  return animatedUrl;
}
