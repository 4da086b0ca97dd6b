/** Meshes built in code for the animate tool's tests and benchmark: a humanoid of boxes, and shapes that are not one. */
import { Document } from '@gltf-transform/core';

type Corner = [number, number, number];

/** A box from `min` to `max` with each face cut into `cuts` × `cuts` squares: 12 × cuts² triangles. */
function dividedBox(min: Corner, max: Corner, cuts: number, positions: number[], indices: number[]) {
  // Each face: a fixed axis and side, and the two axes it spans (ordered so the face looks outward).
  const faces: [number, number, number, number][] = [
    [0, 0, 2, 1],
    [0, 1, 1, 2],
    [1, 0, 0, 2],
    [1, 1, 2, 0],
    [2, 0, 1, 0],
    [2, 1, 0, 1],
  ];
  for (const [axis, side, u, v] of faces) {
    const base = positions.length / 3;
    for (let j = 0; j <= cuts; j++) {
      for (let i = 0; i <= cuts; i++) {
        const point: Corner = [0, 0, 0];
        point[axis] = side ? max[axis]! : min[axis]!;
        point[u] = min[u]! + ((max[u]! - min[u]!) * i) / cuts;
        point[v] = min[v]! + ((max[v]! - min[v]!) * j) / cuts;
        positions.push(...point);
      }
    }
    for (let j = 0; j < cuts; j++) {
      for (let i = 0; i < cuts; i++) {
        const a = base + j * (cuts + 1) + i;
        indices.push(a, a + 1, a + cuts + 2, a, a + cuts + 2, a + cuts + 1);
      }
    }
  }
}

/** One mesh of boxes, in a document of its own (placed by a node transform when given). */
export function boxesDocument(boxes: [Corner, Corner][], cuts = 1, name = 'Boxes', translation?: Corner): Document {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const positions: number[] = [];
  const indices: number[] = [];
  for (const [min, max] of boxes) dividedBox(min, max, cuts, positions, indices);
  const primitive = doc
    .createPrimitive()
    .setAttribute('POSITION', doc.createAccessor().setType('VEC3').setArray(new Float32Array(positions)).setBuffer(buffer))
    .setIndices(doc.createAccessor().setType('SCALAR').setArray(new Uint32Array(indices)).setBuffer(buffer))
    .setMaterial(doc.createMaterial('Clay').setBaseColorFactor([0.7, 0.6, 0.5, 1]));
  const node = doc.createNode(name).setMesh(doc.createMesh(name).addPrimitive(primitive));
  if (translation) node.setTranslation(translation);
  doc.getRoot().setDefaultScene(doc.createScene().addChild(node));
  return doc;
}

/**
 * A person 1.8 units tall made of boxes, facing +Z with +Y up: legs and feet, a torso, neck and
 * head, and arms straight out to the sides (a T-pose) or hanging down and out (an A-pose).
 * `cuts` divides each box's faces: in a T-pose 9 boxes × 12 × cuts² triangles (cuts 22 makes 52,272).
 */
export function humanoidDocument(options: { cuts?: number; pose?: 't' | 'a'; translation?: Corner } = {}): Document {
  const { cuts = 2, pose = 't' } = options;
  const boxes: [Corner, Corner][] = [];
  for (const side of [1, -1]) {
    const x = (a: number, b: number): [number, number] => (side > 0 ? [a, b] : [-b, -a]);
    const [legFrom, legTo] = x(0.05, 0.2);
    boxes.push([[legFrom, 0.08, -0.08], [legTo, 0.86, 0.08]]);
    boxes.push([[legFrom, 0, -0.08], [legTo, 0.08, 0.2]]);
    if (pose === 't') {
      const [armFrom, armTo] = x(0.22, 0.86);
      boxes.push([[armFrom, 1.33, -0.05], [armTo, 1.43, 0.05]]);
    } else {
      // Hanging down and out: a staircase of three boxes from the shoulder toward the hip's side.
      for (let step = 0; step < 3; step++) {
        const [from, to] = x(0.23 + step * 0.06, 0.33 + step * 0.06);
        boxes.push([[from, 1.2 - step * 0.22, -0.05], [to, 1.43 - step * 0.22, 0.05]]);
      }
    }
  }
  boxes.push([[-0.22, 0.86, -0.12], [0.22, 1.45, 0.12]]);
  boxes.push([[-0.05, 1.45, -0.05], [0.05, 1.53, 0.05]]);
  boxes.push([[-0.1, 1.53, -0.1], [0.1, 1.8, 0.12]]);
  return boxesDocument(boxes, cuts, 'Person', options.translation);
}
