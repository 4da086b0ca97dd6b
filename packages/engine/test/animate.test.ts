import { ANIMATE_MAX_INFLUENCES, animateReportSchema } from '@facet/contract';
import type { Document, Node, Primitive } from '@gltf-transform/core';
import { describe, expect, it } from 'vitest';
import { animate } from '../src/index';
import { boxesDocument, humanoidDocument } from './animate-meshes';
import { plainIO, validatorErrors } from './helpers';

const glbOf = async (doc: Document) => new Uint8Array(await plainIO().writeBinary(doc));

/** The skinned output read back: its joints by name (world position of each), and every vertex's joints and weights. */
async function readSkinned(glb: Uint8Array) {
  const doc = await plainIO().readBinary(glb);
  const root = doc.getRoot();
  const [skin, ...moreSkins] = root.listSkins();
  expect(moreSkins).toHaveLength(0);
  const joints = skin!.listJoints();
  const jointAt = (name: string) => {
    const joint = joints.find((node) => node.getName() === name);
    expect(joint, name).toBeDefined();
    return joint!.getWorldTranslation();
  };
  const primitives = root.listMeshes().flatMap((mesh) => mesh.listPrimitives());
  const skinned = root.listNodes().filter((node: Node) => node.getSkin() === skin);
  return { doc, skin: skin!, joints, jointAt, primitives, skinned };
}

/** Checks every vertex's weights: at most four bones with weight, summing to 1. */
function checkWeights(primitives: Primitive[], jointCount: number) {
  let most = 0;
  for (const primitive of primitives) {
    const weights = primitive.getAttribute('WEIGHTS_0')!;
    const joints = primitive.getAttribute('JOINTS_0')!;
    expect(weights.getCount()).toBe(primitive.getAttribute('POSITION')!.getCount());
    const w: number[] = [];
    const j: number[] = [];
    for (let v = 0; v < weights.getCount(); v++) {
      weights.getElement(v, w);
      joints.getElement(v, j);
      expect(Math.abs(w.reduce((sum, value) => sum + value, 0) - 1)).toBeLessThan(1e-6);
      const used = w.filter((value) => value > 0).length;
      expect(w.every((value) => value >= 0)).toBe(true);
      expect(j.every((index) => index < jointCount)).toBe(true);
      most = Math.max(most, used);
    }
  }
  return most;
}

/** The joint (by name) with the most weight on the vertices inside a box. */
function dominantJoint(primitives: Primitive[], names: string[], min: number[], max: number[]): string {
  const totals = new Map<string, number>();
  for (const primitive of primitives) {
    const position = primitive.getAttribute('POSITION')!;
    const weights = primitive.getAttribute('WEIGHTS_0')!;
    const joints = primitive.getAttribute('JOINTS_0')!;
    const p: number[] = [];
    const w: number[] = [];
    const j: number[] = [];
    for (let v = 0; v < position.getCount(); v++) {
      position.getElement(v, p);
      if (p.some((value, axis) => value < min[axis]! || value > max[axis]!)) continue;
      weights.getElement(v, w);
      joints.getElement(v, j);
      for (let k = 0; k < 4; k++) totals.set(names[j[k]!]!, (totals.get(names[j[k]!]!) ?? 0) + w[k]!);
    }
  }
  return [...totals].sort((a, b) => b[1] - a[1])[0]![0];
}

describe('animate', () => {
  it('rigs a humanoid of boxes as a biped with Mixamo names, skins it with four influences at most, and bakes every clip into one valid GLB', async () => {
    const stages: string[] = [];
    const { files, report } = await animate(await glbOf(humanoidDocument({ translation: [2, 0, -1] })), {}, (_fraction, stage) => stages.push(stage));
    expect(animateReportSchema.parse(report)).toEqual(report);
    expect(report).toMatchObject({ rig: 'auto', skeleton: 'biped', bones: 19, root_bone: 'mixamorig:Hips', preset: 'mixamo', motion: 'in_place' });
    expect(report.humanoid_note).toBeUndefined();
    expect(report.clips.map((clip) => clip.name)).toEqual(['idle', 'walk', 'bounce', 'spin', 'wave']);
    expect(report.clips.every((clip) => clip.duration_s > 0)).toBe(true);
    expect(report.max_influences).toBeLessThanOrEqual(ANIMATE_MAX_INFLUENCES);
    expect(report.max_influences).toBeGreaterThan(1);
    expect(stages).toContain('Binding the skin');
    expect(files).toHaveLength(1);
    const [file] = files;
    expect(file).toMatchObject({ name: 'animated.glb', mimeType: 'model/gltf-binary' });

    const { messages } = await validatorErrors(file!.bytes);
    expect(messages).toEqual([]);

    const { doc, joints, jointAt, primitives, skinned } = await readSkinned(file!.bytes);
    expect(skinned).toHaveLength(1);
    expect(checkWeights(primitives, joints.length)).toBe(report.max_influences);
    // The skeleton sits in the body, where the node's translation put it: left is +X for a model facing +Z.
    const hips = jointAt('mixamorig:Hips');
    expect(hips[0]).toBeCloseTo(2, 1);
    expect(hips[1]).toBeGreaterThan(0.8);
    expect(hips[1]).toBeLessThan(1.05);
    expect(jointAt('mixamorig:Head')[1]).toBeGreaterThan(1.5);
    expect(jointAt('mixamorig:LeftUpLeg')[0]).toBeGreaterThan(2.05);
    expect(jointAt('mixamorig:RightUpLeg')[0]).toBeLessThan(1.95);
    expect(jointAt('mixamorig:LeftFoot')[1]).toBeLessThan(0.2);
    expect(jointAt('mixamorig:LeftForeArm')[0]).toBeGreaterThan(2.35);
    expect(jointAt('mixamorig:RightHand')[0]).toBeLessThan(1.4);
    // Each part is bound to its own bones: the left foot to the left leg's, the right hand to the right arm's.
    const names = joints.map((joint) => joint.getName());
    expect(dominantJoint(primitives, names, [2.05, 0, -1.08], [2.2, 0.06, -0.85])).toMatch(/mixamorig:Left(Foot|Leg)/);
    expect(dominantJoint(primitives, names, [1.1, 1.3, -1.1], [1.3, 1.5, -0.9])).toMatch(/mixamorig:Right(Hand|ForeArm)/);
    expect(dominantJoint(primitives, names, [1.9, 1.6, -1.2], [2.1, 1.85, -0.8])).toBe('mixamorig:Head');

    // Every clip, keyed from 0 to its length, times rising, on the joints.
    const animations = doc.getRoot().listAnimations();
    expect(animations.map((animation) => animation.getName())).toEqual(report.clips.map((clip) => clip.name));
    for (const [index, animation] of animations.entries()) {
      const times = animation.listSamplers()[0]!.getInput()!.getArray()!;
      expect(times[0]).toBe(0);
      expect(times[times.length - 1]).toBeCloseTo(report.clips[index]!.duration_s, 5);
      for (let k = 1; k < times.length; k++) expect(times[k]!).toBeGreaterThan(times[k - 1]!);
      for (const channel of animation.listChannels()) expect(joints).toContain(channel.getTargetNode());
    }
    // In place: the walk's hips end where they started.
    const walk = animations[1]!;
    const hipsTrack = walk.listChannels().find((channel) => channel.getTargetPath() === 'translation')!.getSampler()!.getOutput()!.getArray()!;
    expect(Math.abs(hipsTrack[hipsTrack.length - 1]! - hipsTrack[2]!)).toBeLessThan(0.01);
  });

  it('reads which way a humanoid faces from its feet: turned to face -Z, its left leg is still its own left', async () => {
    const doc = humanoidDocument({ cuts: 3 });
    doc.getRoot().listNodes()[0]!.setRotation([0, 1, 0, 0]);
    const { report, files } = await animate(await glbOf(doc));
    expect(report.skeleton).toBe('biped');
    const { jointAt } = await readSkinned(files[0]!.bytes);
    // Its left (+X before the turn) is now -X, and its toes point to -Z.
    expect(jointAt('mixamorig:LeftUpLeg')[0]).toBeLessThan(-0.05);
    expect(jointAt('mixamorig:RightUpLeg')[0]).toBeGreaterThan(0.05);
    expect(jointAt('mixamorig:LeftHand')[0]).toBeLessThan(-0.5);
  });

  it('names the bones after the preset, and carries walk and bounce forward when moving', async () => {
    const person = await glbOf(humanoidDocument({ pose: 'a' }));
    const unreal = await animate(person, { preset: 'unreal', motion: 'moving', rig: 'biped' });
    expect(unreal.report).toMatchObject({ skeleton: 'biped', root_bone: 'pelvis', preset: 'unreal', motion: 'moving' });
    expect((await validatorErrors(unreal.files[0]!.bytes)).messages).toEqual([]);
    const { jointAt, doc } = await readSkinned(unreal.files[0]!.bytes);
    for (const name of ['spine_01', 'thigh_l', 'calf_r', 'upperarm_l', 'hand_r', 'clavicle_l', 'neck_01', 'head']) jointAt(name);
    // Moving forward (+Z) through the walk.
    const walk = doc.getRoot().listAnimations().find((animation) => animation.getName() === 'walk')!;
    const track = walk.listChannels().find((channel) => channel.getTargetPath() === 'translation')!.getSampler()!.getOutput()!.getArray()!;
    expect(track[track.length - 1]! - track[2]!).toBeGreaterThan(0.3);

    const vrm = await animate(person, { preset: 'vrm' });
    const vrmJoints = (await readSkinned(vrm.files[0]!.bytes)).joints.map((joint) => joint.getName());
    expect(vrmJoints).toEqual(expect.arrayContaining(['hips', 'leftUpperLeg', 'rightLowerArm', 'leftFoot', 'chest']));
    const unity = await animate(person, { preset: 'unity' });
    expect((await readSkinned(unity.files[0]!.bytes)).joints.map((joint) => joint.getName())).toEqual(expect.arrayContaining(['Hips', 'LeftUpperLeg', 'RightHand']));
  });

  it('rigs a shape that is not a humanoid as a chain along its longest axis, with a sway for its wave and no walk', async () => {
    // A post, taller than wide, standing on the ground.
    const post = await glbOf(boxesDocument([[[-0.15, 0, -0.1], [0.15, 1.2, 0.1]]], 6, 'Post'));
    const { files, report } = await animate(post);
    expect(report).toMatchObject({ rig: 'auto', skeleton: 'chain', bones: 6, root_bone: 'mixamorig:Root' });
    expect(report.humanoid_note).toBe('Not a humanoid: it has no two separate legs in its lower part.');
    expect(report.clips.map((clip) => clip.name)).toEqual(['idle', 'bounce', 'spin', 'wave']);
    expect((await validatorErrors(files[0]!.bytes)).messages).toEqual([]);
    const { jointAt, joints, primitives } = await readSkinned(files[0]!.bytes);
    expect(checkWeights(primitives, joints.length)).toBeLessThanOrEqual(4);
    // The chain climbs the post from the bottom up.
    const heights = ['mixamorig:Bone01', 'mixamorig:Bone02', 'mixamorig:Bone03', 'mixamorig:Bone04', 'mixamorig:Bone05'].map((name) => jointAt(name)[1]);
    expect(heights[0]).toBeLessThan(0.05);
    for (let k = 1; k < heights.length; k++) expect(heights[k]!).toBeGreaterThan(heights[k - 1]! + 0.15);

    const chosen = await animate(await glbOf(humanoidDocument()), { rig: 'chain', preset: 'unreal' });
    expect(chosen.report).toMatchObject({ skeleton: 'chain', root_bone: 'root', bones: 6 });
  });

  it('refuses a biped for a mesh that is not a humanoid, saying why', async () => {
    const post = await glbOf(boxesDocument([[[-0.15, 0, -0.1], [0.15, 1.2, 0.1]]], 2, 'Post'));
    await expect(animate(post, { rig: 'biped' })).rejects.toThrow('animate: This mesh does not look like a humanoid: it has no two separate legs in its lower part.');
    // A table: four legs (two apart, seen from the front), but no body, arms or head above them.
    const table = glbOf(
      boxesDocument(
        [
          ...[-0.55, 0.45].flatMap((x) => [-0.35, 0.25].map((z) => [[x, 0, z], [x + 0.1, 0.7, z + 0.1]] as [[number, number, number], [number, number, number]])),
          [[-0.6, 0.7, -0.4], [0.6, 0.76, 0.4]],
        ],
        2,
        'Table',
      ),
    );
    await expect(animate(await table, { rig: 'biped' })).rejects.toThrow(/^animate: This mesh does not look like a humanoid: it/);
  });

  it('refuses unknown options', async () => {
    const post = await glbOf(boxesDocument([[[-0.15, 0, -0.1], [0.15, 1.2, 0.1]]], 1));
    await expect(animate(post, { rig: 'quadruped' as never })).rejects.toThrow('animate: The rig must be auto, biped or chain.');
    await expect(animate(post, { speed: 2 } as never)).rejects.toThrow('animate: Unknown option "speed".');
  });
});
