/**
 * Animate (PRODUCT.md, Tools): a mesh rigged along its principal axes, skinned, and given procedural
 * clips, written as one skinned, animated GLB.
 *
 * The meshes are first put in the file's world space (each node's transform applied to a copy of
 * its primitives), then points are spread over the surface and their principal axes found
 * (`shape.ts`). A mesh shaped like a person gets a biped, any other a chain (`rig.ts`); asking for a
 * biped of a mesh that is not one fails with the reason. Vertices are bound to at most four bones
 * (`skin.ts`), and the clips (`clips.ts`) are keyed on the joints. Joints rest unrotated at their
 * heads, so each inverse bind matrix is a translation back from its joint.
 */
import {
  ANIMATE_DEFAULTS,
  ANIMATE_MAX_TRIANGLES,
  animateMotions,
  animatePresets,
  type AnimateOptions,
  type AnimateReport,
  animateRigs,
  animateTool,
} from '@facet/contract';
import type { Document, Node, Primitive } from '@gltf-transform/core';
import { prune, transformPrimitive, unpartition } from '@gltf-transform/functions';
import { gltfIO } from '../ingest/gltf-io';
import { readGlb } from '../ingest/read-gltf';
import type { PipelineResult, ProgressCallback } from '../pipeline';
import { makeClips } from './clips';
import { bipedSkeleton, chainSkeleton, detectHumanoid, faceByFeet, type Skeleton } from './rig';
import { sampleSurface, shapeFrame } from './shape';
import { skinWeights } from './skin';

// The tool's id: the server shows what follows it as the reason a run failed.
const NAME = animateTool.id;

export type { AnimateOptions, AnimateReport } from '@facet/contract';

export const ANIMATE_ENGINE_DEFAULTS: Required<AnimateOptions> = { ...ANIMATE_DEFAULTS };

/** Points spread over the surface to read its shape: enough for a hand to show, few enough to be quick. */
const SURFACE_SAMPLES = 40_000;
const COMPRESSION_EXTENSIONS = new Set(['KHR_draco_mesh_compression', 'EXT_meshopt_compression']);
const TRIANGLES = 4;

const formatCount = (value: number) => value.toLocaleString('en-US');

/** Reads a GLB and writes `animated.glb`: the mesh, its skin, and every clip. */
export async function animate(input: Uint8Array, options: AnimateOptions = {}, onProgress?: ProgressCallback): Promise<PipelineResult<AnimateReport>> {
  const started = performance.now();
  const { rig, preset, motion } = checkOptions(options);
  const progress = (fraction: number, stage: string) => onProgress?.(Math.min(1, Math.max(0, fraction)), stage);

  progress(0, 'Reading mesh');
  const { doc, stats } = await readGlb(input);
  if (stats.triangleCount > ANIMATE_MAX_TRIANGLES) {
    throw new Error(`${NAME}: The mesh has ${formatCount(stats.triangleCount)} triangles; at most ${formatCount(ANIMATE_MAX_TRIANGLES)} can be animated. Simplify it with retopology first.`);
  }
  const primitives = bakeWorldSpace(doc);
  if (primitives.length === 0) throw new Error(`${NAME}: The file has no mesh to animate.`);

  progress(0.1, 'Reading the shape');
  const rigStarted = performance.now();
  const { positions, triangles } = gather(primitives);
  const frame = shapeFrame(sampleSurface(positions, triangles, SURFACE_SAMPLES));
  let skeleton: Skeleton;
  let humanoidNote: string | undefined;
  if (rig === 'chain') {
    skeleton = chainSkeleton(frame, preset);
  } else {
    const body = detectHumanoid(frame);
    if (body.humanoid) {
      skeleton = bipedSkeleton(frame, faceByFeet(frame, body), preset);
    } else if (rig === 'biped') {
      throw new Error(`${NAME}: This mesh does not look like a humanoid: ${body.reason}. Rig it as a chain, or pick Auto.`);
    } else {
      humanoidNote = `Not a humanoid: ${body.reason}.`;
      skeleton = chainSkeleton(frame, preset);
    }
  }
  const rigMs = performance.now() - rigStarted;

  progress(0.35, 'Binding the skin');
  const skinStarted = performance.now();
  const size = Math.max(skeleton.height, Math.sqrt(frame.spread[0]) * 2, 1e-6);
  let maxInfluences = 0;
  const buffer = doc.getRoot().listBuffers()[0] ?? doc.createBuffer();
  const mesh = doc.createMesh('Animated');
  for (const primitive of primitives) {
    const position = primitive.getAttribute('POSITION')!.getArray() as Float32Array;
    const weights = skinWeights(position instanceof Float32Array ? position : Float32Array.from(position), skeleton.bones, size);
    maxInfluences = Math.max(maxInfluences, weights.maxInfluences);
    primitive
      .setAttribute('JOINTS_0', doc.createAccessor().setType('VEC4').setArray(weights.joints).setBuffer(buffer))
      .setAttribute('WEIGHTS_0', doc.createAccessor().setType('VEC4').setArray(weights.weights).setBuffer(buffer));
    mesh.addPrimitive(primitive);
  }
  const skinMs = performance.now() - skinStarted;

  progress(0.6, 'Building the skeleton');
  const joints: Node[] = skeleton.bones.map((bone) => doc.createNode(bone.name));
  skeleton.bones.forEach((bone, index) => {
    const parent = bone.parent >= 0 ? skeleton.bones[bone.parent]!.head : [0, 0, 0];
    joints[index]!.setTranslation([bone.head[0] - parent[0]!, bone.head[1] - parent[1]!, bone.head[2] - parent[2]!]);
    if (bone.parent >= 0) joints[bone.parent]!.addChild(joints[index]!);
  });
  const inverseBind = new Float32Array(skeleton.bones.length * 16);
  skeleton.bones.forEach((bone, index) => {
    inverseBind.set([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, -bone.head[0], -bone.head[1], -bone.head[2], 1], index * 16);
  });
  const skin = doc
    .createSkin('Armature')
    .setSkeleton(joints[0]!)
    .setInverseBindMatrices(doc.createAccessor('inverseBindMatrices').setType('MAT4').setArray(inverseBind).setBuffer(buffer));
  for (const joint of joints) skin.addJoint(joint);
  const meshNode = doc.createNode('Animated mesh').setMesh(mesh).setSkin(skin);
  const scene = doc.getRoot().getDefaultScene() ?? doc.getRoot().listScenes()[0] ?? doc.createScene('Scene');
  doc.getRoot().setDefaultScene(scene);
  scene.addChild(meshNode).addChild(joints[0]!);

  progress(0.7, 'Baking clips');
  const clips = makeClips(skeleton, motion);
  for (const clip of clips) {
    const animation = doc.createAnimation(clip.name);
    const times = doc.createAccessor(`${clip.name} times`).setType('SCALAR').setArray(clip.times).setBuffer(buffer);
    for (const track of clip.tracks) {
      const output = doc
        .createAccessor()
        .setType(track.path === 'rotation' ? 'VEC4' : 'VEC3')
        .setArray(track.values)
        .setBuffer(buffer);
      const sampler = doc.createAnimationSampler().setInput(times).setOutput(output).setInterpolation('LINEAR');
      animation.addSampler(sampler).addChannel(doc.createAnimationChannel().setTargetNode(joints[track.bone]!).setTargetPath(track.path).setSampler(sampler));
    }
  }

  progress(0.85, 'Writing GLB');
  for (const extension of doc.getRoot().listExtensionsUsed()) {
    if (COMPRESSION_EXTENSIONS.has(extension.extensionName)) extension.dispose();
  }
  await doc.transform(prune({ keepAttributes: true, keepLeaves: false }));
  if (doc.getRoot().listBuffers().length > 1) await doc.transform(unpartition());
  const glb = await (await gltfIO()).writeBinary(doc);

  progress(1, 'Done');
  const report: AnimateReport = {
    triangles: stats.triangleCount,
    vertices: stats.vertexCount,
    rig,
    skeleton: skeleton.kind,
    ...(humanoidNote ? { humanoid_note: humanoidNote } : {}),
    bones: skeleton.bones.length,
    root_bone: skeleton.bones[0]!.name,
    preset,
    motion,
    clips: clips.map((clip) => ({ name: clip.name, duration_s: clip.duration })),
    max_influences: maxInfluences,
    size_bytes: glb.byteLength,
    rig_ms: Math.round(rigMs),
    skin_ms: Math.round(skinMs),
    time_ms: Math.round(performance.now() - started),
  };
  return { files: [{ name: 'animated.glb', mimeType: 'model/gltf-binary', bytes: glb }], report };
}

function checkOptions(options: AnimateOptions): Required<AnimateOptions> {
  const chosen = { ...ANIMATE_ENGINE_DEFAULTS, ...options };
  const known = new Set(Object.keys(ANIMATE_ENGINE_DEFAULTS));
  for (const key of Object.keys(options)) if (!known.has(key)) throw new Error(`${NAME}: Unknown option "${key}".`);
  if (!animateRigs.includes(chosen.rig)) throw new Error(`${NAME}: The rig must be auto, biped or chain.`);
  if (!animatePresets.includes(chosen.preset)) throw new Error(`${NAME}: The bone names must be one of ${animatePresets.join(', ')}.`);
  if (!animateMotions.includes(chosen.motion)) throw new Error(`${NAME}: Motion must be in_place or moving.`);
  return chosen;
}

/**
 * Every primitive the scene draws, copied into world space (a mesh drawn twice is copied twice), and
 * the old nodes, skins, animations and morph targets dropped: the skin is the only thing that moves
 * the mesh now, and a skinned mesh's own node transform is ignored.
 */
function bakeWorldSpace(doc: Document): Primitive[] {
  const root = doc.getRoot();
  const scene = root.getDefaultScene() ?? root.listScenes()[0];
  const drawn: Primitive[] = [];
  const visit = (node: Node) => {
    const mesh = node.getMesh();
    if (mesh) {
      const matrix = node.getWorldMatrix();
      for (const primitive of mesh.listPrimitives()) {
        if (!primitive.getAttribute('POSITION')) continue;
        const copy = primitive.clone();
        for (const semantic of copy.listSemantics()) {
          if (semantic.startsWith('JOINTS_') || semantic.startsWith('WEIGHTS_')) copy.setAttribute(semantic, null);
          else copy.setAttribute(semantic, primitive.getAttribute(semantic)!.clone());
        }
        for (const target of copy.listTargets()) copy.removeTarget(target);
        // The positions as float32, as the skin and the validator read them.
        const position = copy.getAttribute('POSITION')!;
        if (!(position.getArray() instanceof Float32Array) || position.getNormalized()) {
          const element: number[] = [];
          const out = new Float32Array(position.getCount() * 3);
          for (let i = 0; i < position.getCount(); i++) out.set(position.getElement(i, element), i * 3);
          position.setArray(out).setNormalized(false);
        }
        transformPrimitive(copy, matrix);
        drawn.push(copy);
      }
    }
    for (const child of node.listChildren()) visit(child);
  };
  for (const node of scene?.listChildren() ?? []) visit(node);
  for (const animation of root.listAnimations()) animation.dispose();
  for (const skin of root.listSkins()) skin.dispose();
  for (const node of root.listNodes()) node.dispose();
  for (const mesh of root.listMeshes()) mesh.dispose();
  return drawn;
}

/** All positions in one array and the triangles' corners as indices into it. */
function gather(primitives: Primitive[]): { positions: Float32Array; triangles: Uint32Array } {
  let vertexCount = 0;
  let cornerCount = 0;
  for (const primitive of primitives) {
    const count = primitive.getAttribute('POSITION')!.getCount();
    vertexCount += count;
    if (primitive.getMode() === TRIANGLES) cornerCount += primitive.getIndices()?.getCount() ?? count - (count % 3);
  }
  const positions = new Float32Array(vertexCount * 3);
  const triangles = new Uint32Array(cornerCount);
  let vertexOffset = 0;
  let cornerOffset = 0;
  for (const primitive of primitives) {
    const position = primitive.getAttribute('POSITION')!;
    positions.set(position.getArray() as Float32Array, vertexOffset * 3);
    if (primitive.getMode() === TRIANGLES) {
      const indices = primitive.getIndices()?.getArray();
      const count = indices ? indices.length : position.getCount() - (position.getCount() % 3);
      for (let i = 0; i < count; i++) triangles[cornerOffset + i] = vertexOffset + (indices ? indices[i]! : i);
      cornerOffset += count;
    }
    vertexOffset += position.getCount();
  }
  return { positions, triangles };
}
