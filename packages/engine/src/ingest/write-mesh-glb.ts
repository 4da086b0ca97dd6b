/**
 * Writes a prepared triangle mesh as a GLB: one node, one primitive, one material: neutral, or the
 * `look` given (a base-colour texture on the mesh's UVs, metallic and roughness).
 */
import { Document } from '@gltf-transform/core';
import { gltfIO } from './gltf-io';
import type { MeshData } from './mesh-data';

export interface MeshLook {
  baseColorTexture: { image: Uint8Array; mimeType: 'image/jpeg' | 'image/png'; name: string };
  metallic: number;
  roughness: number;
}

export async function writeMeshGlb(mesh: MeshData, name: string, look?: MeshLook): Promise<{ doc: Document; glb: Uint8Array }> {
  const doc = new Document();
  doc.getRoot().getAsset().generator = 'Facet';
  const buffer = doc.createBuffer();
  const vertexCount = mesh.positions.length / 3;
  const accessor = (type: 'VEC2' | 'VEC3' | 'VEC4' | 'SCALAR', array: Float32Array | Uint16Array | Uint32Array) =>
    doc.createAccessor().setType(type).setArray(array).setBuffer(buffer);

  // Vertex colours multiply the base colour, so it is white when the file brings its own colours.
  const material = doc
    .createMaterial('Default')
    .setBaseColorFactor(mesh.colors ? [1, 1, 1, 1] : [0.8, 0.8, 0.8, 1])
    .setMetallicFactor(0)
    .setRoughnessFactor(0.6)
    // Converted formats do not agree on which side of a face is the front.
    .setDoubleSided(true);
  if (mesh.colorComponents === 4) material.setAlphaMode('BLEND');
  if (look) {
    const { image, mimeType, name: textureName } = look.baseColorTexture;
    material
      .setBaseColorFactor([1, 1, 1, 1])
      .setBaseColorTexture(doc.createTexture(textureName).setImage(image).setMimeType(mimeType))
      .setMetallicFactor(look.metallic)
      .setRoughnessFactor(look.roughness);
  }

  const primitive = doc
    .createPrimitive()
    .setMaterial(material)
    .setAttribute('POSITION', accessor('VEC3', mesh.positions))
    // 16-bit indices when they fit; 65535 is reserved as the primitive-restart value.
    .setIndices(accessor('SCALAR', vertexCount < 65535 ? Uint16Array.from(mesh.indices) : mesh.indices));
  if (mesh.normals) primitive.setAttribute('NORMAL', accessor('VEC3', mesh.normals));
  if (mesh.uvs) primitive.setAttribute('TEXCOORD_0', accessor('VEC2', mesh.uvs));
  if (mesh.colors) primitive.setAttribute('COLOR_0', accessor(mesh.colorComponents === 4 ? 'VEC4' : 'VEC3', mesh.colors));

  const node = doc.createNode(name).setMesh(doc.createMesh(name).addPrimitive(primitive));
  const scene = doc.createScene(name).addChild(node);
  doc.getRoot().setDefaultScene(scene);
  const io = await gltfIO();
  return { doc, glb: await io.writeBinary(doc) };
}
