/** Meshes built in code for tests and benchmarks: a box and a textured, finely divided sphere. */
import { Document } from '@gltf-transform/core';
import sharp from 'sharp';

/** Corners and triangles of an axis-aligned box from `min` to `max`. */
export function boxGeometry(min: [number, number, number], max: [number, number, number]) {
  const positions: number[] = [];
  for (let i = 0; i < 8; i++) positions.push(i & 1 ? max[0] : min[0], i & 2 ? max[1] : min[1], i & 4 ? max[2] : min[2]);
  // Outward-facing triangles, two per side.
  const indices = [
    0, 2, 1, 1, 2, 3, // z = min
    4, 5, 6, 5, 7, 6, // z = max
    0, 1, 4, 1, 5, 4, // y = min
    2, 6, 3, 3, 6, 7, // y = max
    0, 4, 2, 2, 4, 6, // x = min
    1, 3, 5, 3, 7, 5, // x = max
  ];
  return { positions, indices };
}

/** A document with one box mesh, optionally placed by a node transform. */
export function boxDocument(options: { translation?: [number, number, number]; scale?: [number, number, number] } = {}) {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const { positions, indices } = boxGeometry([-1, -1, -1], [1, 1, 1]);
  const primitive = doc
    .createPrimitive()
    .setAttribute('POSITION', doc.createAccessor().setType('VEC3').setArray(new Float32Array(positions)).setBuffer(buffer))
    .setIndices(doc.createAccessor().setType('SCALAR').setArray(new Uint16Array(indices)).setBuffer(buffer))
    .setMaterial(doc.createMaterial('Grey').setBaseColorFactor([0.5, 0.5, 0.5, 1]));
  const node = doc.createNode('Box').setMesh(doc.createMesh('Box').addPrimitive(primitive));
  if (options.translation) node.setTranslation(options.translation);
  if (options.scale) node.setScale(options.scale);
  doc.getRoot().setDefaultScene(doc.createScene().addChild(node));
  return doc;
}


/**
 * A bumpy sphere with normals, UVs and a 1024 px checker texture: about `2 * rings * segments`
 * triangles, a stand-in for a scanned, textured asset.
 */
export async function texturedSphereDocument(rings: number, segments: number): Promise<Document> {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const columns = segments + 1;
  const rows = rings + 1;
  const positions = new Float32Array(rows * columns * 3);
  const uvs = new Float32Array(rows * columns * 2);
  const point = (ring: number, segment: number): [number, number, number] => {
    const theta = (ring / rings) * Math.PI;
    const phi = (segment / segments) * Math.PI * 2;
    const radius = 1 + 0.06 * Math.sin(theta * 7) * Math.sin(phi * 9);
    return [radius * Math.sin(theta) * Math.cos(phi), radius * Math.cos(theta), radius * Math.sin(theta) * Math.sin(phi)];
  };
  const normals = new Float32Array(rows * columns * 3);
  for (let ring = 0; ring < rows; ring++) {
    for (let segment = 0; segment < columns; segment++) {
      const v = ring * columns + segment;
      positions.set(point(ring, segment), v * 3);
      uvs.set([segment / segments, ring / rings], v * 2);
      // Normal from the surface's slopes along the two grid directions (the poles use the radius).
      const du = point(ring, segment + 1).map((value, k) => value - point(ring, segment - 1)[k]!);
      const dv = point(Math.min(rings, ring + 1), segment).map((value, k) => value - point(Math.max(0, ring - 1), segment)[k]!);
      let n = [du[1]! * dv[2]! - du[2]! * dv[1]!, du[2]! * dv[0]! - du[0]! * dv[2]!, du[0]! * dv[1]! - du[1]! * dv[0]!];
      let length = Math.hypot(n[0]!, n[1]!, n[2]!);
      if (length < 1e-9) {
        n = point(ring, segment);
        length = Math.hypot(n[0]!, n[1]!, n[2]!);
      }
      // Point outwards.
      const outwards = n[0]! * positions[v * 3]! + n[1]! * positions[v * 3 + 1]! + n[2]! * positions[v * 3 + 2]! < 0 ? -1 : 1;
      normals.set(n.map((value) => (value / length) * outwards), v * 3);
    }
  }
  const indices = new Uint32Array(rings * segments * 6);
  let i = 0;
  for (let ring = 0; ring < rings; ring++) {
    for (let segment = 0; segment < segments; segment++) {
      const a = ring * columns + segment;
      const b = a + columns;
      indices.set([a, a + 1, b, a + 1, b + 1, b], i);
      i += 6;
    }
  }
  const size = 1024;
  const pixels = Buffer.alloc(size * size * 3);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const checker = ((x >> 6) + (y >> 6)) % 2 === 0;
      pixels.set(checker ? [230, 120 + (y >> 3), 40] : [30, 90, 200 - (x >> 3)], (y * size + x) * 3);
    }
  }
  const png = await sharp(pixels, { raw: { width: size, height: size, channels: 3 } }).png().toBuffer();
  const texture = doc.createTexture('Checker').setImage(png).setMimeType('image/png');
  const material = doc.createMaterial('Checker').setBaseColorTexture(texture).setRoughnessFactor(0.6).setMetallicFactor(0);
  const primitive = doc
    .createPrimitive()
    .setMaterial(material)
    .setAttribute('POSITION', doc.createAccessor().setType('VEC3').setArray(positions).setBuffer(buffer))
    .setAttribute('NORMAL', doc.createAccessor().setType('VEC3').setArray(normals).setBuffer(buffer))
    .setAttribute('TEXCOORD_0', doc.createAccessor().setType('VEC2').setArray(uvs).setBuffer(buffer))
    .setIndices(doc.createAccessor().setType('SCALAR').setArray(indices).setBuffer(buffer));
  const node = doc.createNode('Sphere').setMesh(doc.createMesh('Sphere').addPrimitive(primitive));
  doc.getRoot().setDefaultScene(doc.createScene().addChild(node));
  return doc;
}
