/** A mesh made in the test: a gently curved grid with UVs, as a GLB. */
/** A GLB of a flat `cells` x `cells` grid with UVs: 2 * cells^2 triangles, something to simplify. */
export function gridGlb(cells: number): Uint8Array {
  const side = cells + 1;
  const positions = new Float32Array(side * side * 3);
  const uvs = new Float32Array(side * side * 2);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const v = y * side + x;
      positions.set([x / cells, 0.05 * Math.sin((x / cells) * Math.PI), y / cells], v * 3);
      uvs.set([x / cells, y / cells], v * 2);
    }
  }
  const indices = new Uint32Array(cells * cells * 6);
  let at = 0;
  for (let y = 0; y < cells; y++) {
    for (let x = 0; x < cells; x++) {
      const a = y * side + x;
      const b = a + 1;
      const c = a + side;
      const d = c + 1;
      indices.set([a, c, b, b, c, d], at);
      at += 6;
    }
  }
  const views = [positions, uvs, indices].map((array) => Buffer.from(array.buffer, array.byteOffset, array.byteLength));
  const offsets = views.reduce<number[]>((list, view, index) => [...list, index === 0 ? 0 : list[index - 1]! + views[index - 1]!.length], []);
  let maxY = 0;
  for (let i = 1; i < positions.length; i += 3) maxY = Math.max(maxY, positions[i]!);
  const gltf = {
    asset: { version: '2.0' },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ mesh: 0 }],
    meshes: [{ primitives: [{ attributes: { POSITION: 0, TEXCOORD_0: 1 }, indices: 2 }] }],
    accessors: [
      { bufferView: 0, componentType: 5126, count: side * side, type: 'VEC3', min: [0, 0, 0], max: [1, maxY, 1] },
      { bufferView: 1, componentType: 5126, count: side * side, type: 'VEC2' },
      { bufferView: 2, componentType: 5125, count: indices.length, type: 'SCALAR' },
    ],
    bufferViews: views.map((view, index) => ({
      buffer: 0,
      byteOffset: offsets[index],
      byteLength: view.length,
      ...(index === 2 ? { target: 34963 } : { target: 34962 }),
    })),
    buffers: [{ byteLength: views.reduce((sum, view) => sum + view.length, 0) }],
  };
  return glbOf(gltf, Buffer.concat(views));
}

/** A GLB container: the glTF JSON chunk, padded with spaces, then the binary chunk. */
export function glbOf(gltf: object, bin: Buffer): Uint8Array {
  const jsonText = JSON.stringify(gltf);
  const jsonChunk = Buffer.alloc(Math.ceil(jsonText.length / 4) * 4, 0x20);
  jsonChunk.write(jsonText);
  const binChunk = Buffer.concat([bin, Buffer.alloc((4 - (bin.length % 4)) % 4)]);
  const total = 12 + 8 + jsonChunk.length + 8 + binChunk.length;
  const out = Buffer.alloc(total);
  out.write('glTF', 0);
  out.writeUInt32LE(2, 4);
  out.writeUInt32LE(total, 8);
  out.writeUInt32LE(jsonChunk.length, 12);
  out.writeUInt32LE(0x4e4f534a, 16);
  jsonChunk.copy(out, 20);
  const binAt = 20 + jsonChunk.length;
  out.writeUInt32LE(binChunk.length, binAt);
  out.writeUInt32LE(0x004e4942, binAt + 4);
  binChunk.copy(out, binAt + 8);
  return new Uint8Array(out);
}
