import { Document, Logger, NodeIO, Primitive } from '@gltf-transform/core';
import { ALL_EXTENSIONS } from '@gltf-transform/extensions';
import { draco, instance, meshopt, quantize } from '@gltf-transform/functions';
import draco3d from 'draco3dgltf';
import { MeshoptEncoder } from 'meshoptimizer';
import { describe, expect, it } from 'vitest';
import { ingestFile, type MeshIngest } from '../src/index';
import { readGlb } from '../src/ingest/read-gltf';
import { boxDocument, plainIO, refusal, tempFile, validatorErrors } from './helpers';

const GLB = { kind: 'mesh', format: 'glb' } as const;
const GLTF = { kind: 'mesh', format: 'gltf' } as const;

async function ingestGlb(bytes: Uint8Array): Promise<MeshIngest> {
  return (await ingestFile(await tempFile('model.glb', bytes), GLB)) as MeshIngest;
}

function extensionsUsed(glb: Uint8Array): string[] {
  const length = new DataView(glb.buffer, glb.byteOffset).getUint32(12, true);
  return JSON.parse(Buffer.from(glb.subarray(20, 20 + length)).toString('utf8')).extensionsUsed ?? [];
}

/** A .gltf with every buffer and image embedded as data: URIs. */
async function embeddedGltf(doc: Document, io: NodeIO = plainIO()): Promise<string> {
  const { json, resources } = await io.writeJSON(doc);
  for (const buffer of json.buffers ?? []) {
    const bytes = resources[buffer.uri!]!;
    buffer.uri = `data:application/octet-stream;base64,${Buffer.from(bytes).toString('base64')}`;
  }
  return JSON.stringify(json);
}

describe('ingestFile: GLB', () => {
  it('keeps the uploaded bytes and counts triangles, vertices and the world-space box', async () => {
    const glb = await plainIO().writeBinary(boxDocument({ translation: [10, 0, 0], scale: [2, 1, 1] }));
    const result = await ingestGlb(glb);
    expect(result).toMatchObject({ kind: 'mesh', format: 'glb', converted: false, triangleCount: 12, vertexCount: 8 });
    expect(Buffer.from(result.glb).equals(Buffer.from(glb))).toBe(true);
    expect(result.bbox).toEqual({ min: [8, -1, -1], max: [12, 1, 1] });
  });

  it('counts a mesh once per node that places it, and non-indexed primitives, and ignores lines', async () => {
    const doc = new Document();
    const buffer = doc.createBuffer();
    const soup = new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 0, 1, 0, 1, 1]);
    const position = doc.createAccessor().setType('VEC3').setArray(soup).setBuffer(buffer);
    const triangles = doc.createPrimitive().setAttribute('POSITION', position);
    const lines = doc.createPrimitive().setAttribute('POSITION', position).setMode(Primitive.Mode.LINES!);
    const mesh = doc.createMesh().addPrimitive(triangles).addPrimitive(lines);
    const parent = doc.createNode('parent').setTranslation([0, 5, 0]);
    parent.addChild(doc.createNode('a').setMesh(mesh));
    parent.addChild(doc.createNode('b').setMesh(mesh).setTranslation([0, 0, -3]));
    doc.getRoot().setDefaultScene(doc.createScene().addChild(parent));
    const result = await ingestGlb(await plainIO().writeBinary(doc));
    expect(result.triangleCount).toBe(4);
    expect(result.bbox).toEqual({ min: [0, 5, -3], max: [1, 6, 1] });
  });

  it('refuses a truncated GLB, with the numbers', async () => {
    const glb = await plainIO().writeBinary(boxDocument());
    const cut = glb.subarray(0, glb.length - 40);
    expect(await refusal(ingestGlb(cut))).toBe(
      `This GLB file is cut short: it declares ${glb.length.toLocaleString('en-US')} bytes but has ${cut.length.toLocaleString('en-US')}.`,
    );
  });

  it('refuses a GLB with only points or lines, and one with no scene', async () => {
    const doc = new Document();
    const position = doc.createAccessor().setType('VEC3').setArray(new Float32Array([0, 0, 0, 1, 1, 1])).setBuffer(doc.createBuffer());
    const mesh = doc.createMesh().addPrimitive(doc.createPrimitive().setAttribute('POSITION', position).setMode(Primitive.Mode.POINTS!));
    doc.getRoot().setDefaultScene(doc.createScene().addChild(doc.createNode().setMesh(mesh)));
    expect(await refusal(ingestGlb(await plainIO().writeBinary(doc)))).toMatch(/only points or lines/);

    const sceneless = boxDocument();
    for (const scene of sceneless.getRoot().listScenes()) scene.dispose();
    expect(await refusal(ingestGlb(await plainIO().writeBinary(sceneless)))).toMatch(/no scene/);
  });

  it('refuses a GLB whose JSON is damaged, or which is glTF 1', async () => {
    const glb = new Uint8Array(await plainIO().writeBinary(boxDocument()));
    const broken = glb.slice();
    broken[21] = 0x7b; // the JSON chunk starts at byte 20
    broken[22] = 0x7b;
    expect(await refusal(ingestGlb(broken))).toMatch(/JSON chunk is not valid JSON/);
    const version1 = glb.slice();
    new DataView(version1.buffer).setUint32(4, 1, true);
    expect(await refusal(ingestGlb(version1))).toMatch(/glTF version 1/);
  });

  it('reads Draco- and meshopt-compressed GLBs with the bundled decoders', async () => {
    const silent = new Logger(Logger.Verbosity.SILENT);
    const io = new NodeIO()
      .setLogger(silent)
      .registerExtensions(ALL_EXTENSIONS)
      .registerDependencies({ 'draco3d.encoder': await draco3d.createEncoderModule(), 'meshopt.encoder': MeshoptEncoder });
    await MeshoptEncoder.ready;
    const dracoDoc = boxDocument({ translation: [0, 2, 0] }).setLogger(silent);
    await dracoDoc.transform(draco());
    const dracoGlb = await io.writeBinary(dracoDoc);
    expect(extensionsUsed(dracoGlb)).toContain('KHR_draco_mesh_compression');
    const fromDraco = await ingestGlb(dracoGlb);
    expect(fromDraco).toMatchObject({ triangleCount: 12, converted: false });
    expect(fromDraco.bbox.min[1]).toBeCloseTo(1, 2);

    const meshoptDoc = boxDocument().setLogger(silent);
    await meshoptDoc.transform(meshopt({ encoder: MeshoptEncoder, level: 'medium' }));
    const meshoptGlb = await io.writeBinary(meshoptDoc);
    expect(extensionsUsed(meshoptGlb)).toContain('EXT_meshopt_compression');
    const fromMeshopt = await ingestGlb(meshoptGlb);
    expect(fromMeshopt.triangleCount).toBe(12);
    expect(fromMeshopt.bbox.max[0]).toBeCloseTo(1, 2);
    // A compressed view cannot unpack to more than about a thousand times its bytes.
    const inflated = editedGlb(meshoptGlb, (json) => {
      const view = json.bufferViews.find((each) => each.extensions?.EXT_meshopt_compression);
      view!.extensions!.EXT_meshopt_compression!.count = 1_000_000_000;
    });
    expect(await refusal(ingestGlb(inflated))).toMatch(/^This GLB file is damaged: compressed buffer view \d+ declares [\d,]+ bytes once unpacked, more than its \d+ compressed bytes can hold\.$/);
  });
});

describe('ingestFile: GLB layouts', () => {
  it('counts GPU instances (EXT_mesh_gpu_instancing) and bounds them all', async () => {
    const doc = boxDocument().setLogger(new Logger(Logger.Verbosity.SILENT));
    const scene = doc.getRoot().getDefaultScene()!;
    const mesh = doc.getRoot().listMeshes()[0]!;
    for (const x of [4, 8]) scene.addChild(doc.createNode().setMesh(mesh).setTranslation([x, 0, 0]));
    await doc.transform(instance({ min: 2 }));
    const glb = await new NodeIO().registerExtensions(ALL_EXTENSIONS).writeBinary(doc);
    expect(extensionsUsed(glb)).toContain('EXT_mesh_gpu_instancing');
    const result = await ingestGlb(glb);
    expect(result).toMatchObject({ triangleCount: 36, vertexCount: 24, bbox: { min: [-1, -1, -1], max: [9, 1, 1] } });
  });

  it('decodes quantized positions (KHR_mesh_quantization) for the box', async () => {
    const doc = boxDocument({ translation: [0, 10, 0] }).setLogger(new Logger(Logger.Verbosity.SILENT));
    await doc.transform(quantize());
    const glb = await new NodeIO().registerExtensions(ALL_EXTENSIONS).writeBinary(doc);
    expect(extensionsUsed(glb)).toContain('KHR_mesh_quantization');
    const { bbox } = await ingestGlb(glb);
    bbox.min.forEach((value, axis) => expect(value).toBeCloseTo([-1, 9, -1][axis]!, 3));
    bbox.max.forEach((value, axis) => expect(value).toBeCloseTo([1, 11, 1][axis]!, 3));
  });

  it('reads interleaved vertex data of every component type as it was written, and a layout the fast read cannot view', async () => {
    const doc = new Document();
    const buffer = doc.createBuffer();
    const count = 5;
    const values = <T extends Int8Array | Uint8Array | Int16Array | Uint16Array | Uint32Array | Float32Array>(array: T, scale: number) =>
      array.map((_, i) => (i * 37 + 11) % scale) as T;
    const arrays = {
      POSITION: ['VEC3', values(new Float32Array(count * 3), 1000).map((v) => v / 7)],
      NORMAL: ['VEC3', values(new Int8Array(count * 3), 127)],
      TEXCOORD_0: ['VEC2', values(new Uint16Array(count * 2), 65535)],
      COLOR_0: ['VEC4', values(new Uint8Array(count * 4), 255)],
      _SHORTS: ['SCALAR', values(new Int16Array(count), 30000).map((v) => v - 15000)],
      _IDS: ['SCALAR', values(new Uint32Array(count), 4_000_000_000)],
    } as const;
    const primitive = doc.createPrimitive();
    for (const [semantic, [type, array]] of Object.entries(arrays)) {
      primitive.setAttribute(semantic, doc.createAccessor().setType(type).setArray(array).setBuffer(buffer).setNormalized(semantic !== 'POSITION' && !semantic.startsWith('_')));
    }
    primitive.setIndices(doc.createAccessor().setArray(new Uint16Array([0, 1, 2, 2, 3, 4])).setBuffer(buffer));
    doc.getRoot().setDefaultScene(doc.createScene().addChild(doc.createNode().setMesh(doc.createMesh().addPrimitive(primitive))));
    const glb = await plainIO().writeBinary(doc);
    const length = new DataView(glb.buffer, glb.byteOffset).getUint32(12, true);
    const json = JSON.parse(Buffer.from(glb.subarray(20, 20 + length)).toString('utf8'));
    expect(json.bufferViews.some((view: { byteStride?: number }) => view.byteStride! > 0)).toBe(true);

    const readBack = async (bytes: Uint8Array) => (await readGlb(bytes)).doc.getRoot().listMeshes()[0]!.listPrimitives()[0]!;
    const read = await readBack(glb);
    for (const [semantic, [, array]] of Object.entries(arrays)) expect(read.getAttribute(semantic)!.getArray()).toEqual(array);

    // An offset that is not a whole number of the component's bytes is read value by value, as before.
    const shorts = json.accessors.findIndex((accessor: { componentType: number }) => accessor.componentType === 5122);
    const { bufferView, byteOffset } = json.accessors[shorts];
    const { byteOffset: viewOffset = 0, byteStride } = json.bufferViews[bufferView];
    const odd = editedGlb(glb, (edited) => {
      edited.accessors[shorts]!.byteOffset = byteOffset + 1;
    });
    const binStart = new DataView(odd.buffer).getUint32(12, true) + 28;
    const bin = new DataView(odd.buffer, odd.byteOffset + binStart);
    const expected = Int16Array.from({ length: count }, (_, i) => bin.getInt16(viewOffset + byteOffset + 1 + i * byteStride, true));
    expect((await readBack(odd)).getAttribute('_SHORTS')!.getArray()).toEqual(expected);
  });

  it('refuses a file that requires an extension it cannot read', async () => {
    const json = JSON.parse(await embeddedGltf(boxDocument()));
    json.extensionsUsed = json.extensionsRequired = ['EXT_made_up'];
    const path = await tempFile('scene.gltf', JSON.stringify(json));
    expect(await refusal(ingestFile(path, GLTF))).toBe('This glTF file needs the glTF extension EXT_made_up, which is not supported.');
  });
});

describe('ingestFile: glTF', () => {
  it('converts a self-contained .gltf to a GLB that passes the Khronos validator', async () => {
    const json = await embeddedGltf(boxDocument({ translation: [0, 0, 4] }));
    const result = (await ingestFile(await tempFile('scene.gltf', json), GLTF)) as MeshIngest;
    expect(result).toMatchObject({ kind: 'mesh', format: 'gltf', converted: true, triangleCount: 12, vertexCount: 8 });
    expect(result.bbox).toEqual({ min: [-1, -1, 3], max: [1, 1, 5] });
    expect(await validatorErrors(result.glb)).toEqual({ count: 0, messages: [] });
  });

  it('writes a Draco-compressed .gltf as a plain, validator-clean GLB', async () => {
    const silent = new Logger(Logger.Verbosity.SILENT);
    const io = new NodeIO()
      .setLogger(silent)
      .registerExtensions(ALL_EXTENSIONS)
      .registerDependencies({ 'draco3d.encoder': await draco3d.createEncoderModule() });
    const doc = boxDocument().setLogger(silent);
    await doc.transform(draco());
    const json = await embeddedGltf(doc, io);
    expect(json).toContain('KHR_draco_mesh_compression');
    const result = (await ingestFile(await tempFile('scene.gltf', json), GLTF)) as MeshIngest;
    expect(result.triangleCount).toBe(12);
    expect(extensionsUsed(result.glb)).not.toContain('KHR_draco_mesh_compression');
    expect(await validatorErrors(result.glb)).toEqual({ count: 0, messages: [] });
  });

  it('refuses a .gltf that points at a separate file, saying to upload a GLB or embed it', async () => {
    const { json } = await plainIO().writeJSON(boxDocument(), { basename: 'scene' });
    const path = await tempFile('scene.gltf', JSON.stringify(json));
    expect(await refusal(ingestFile(path, GLTF))).toBe(
      'This glTF file needs the separate file "scene.bin", which is not part of the upload: upload a GLB, or a .gltf with its files embedded.',
    );
  });
});

/** The parts of a GLB's JSON these tests change. */
interface GlbJson {
  accessors: { count: number; componentType?: number; type?: string; byteOffset?: number }[];
  bufferViews: { byteOffset?: number; extensions?: { EXT_meshopt_compression?: { count: number } } }[];
  buffers: { byteLength: number }[];
}

/** A GLB with its JSON chunk changed by `edit` (the binary chunk kept as it is). */
function editedGlb(glb: Uint8Array, edit: (json: GlbJson) => void): Uint8Array {
  const view = new DataView(glb.buffer, glb.byteOffset, glb.byteLength);
  const jsonLength = view.getUint32(12, true);
  const json = JSON.parse(Buffer.from(glb.subarray(20, 20 + jsonLength)).toString('utf8'));
  edit(json);
  let text = JSON.stringify(json);
  text += ' '.repeat((4 - (text.length % 4)) % 4);
  const rest = glb.subarray(20 + jsonLength);
  const out = new Uint8Array(20 + text.length + rest.length);
  const outView = new DataView(out.buffer);
  out.set(glb.subarray(0, 12));
  outView.setUint32(8, out.length, true);
  outView.setUint32(12, text.length, true);
  outView.setUint32(16, 0x4e4f534a, true);
  out.set(new TextEncoder().encode(text), 20);
  out.set(rest, 20 + text.length);
  return out;
}

/** One primitive of the given positions and indices (and normals, when given) in a scene. */
function meshDocument(positions: number[], indices: number[] | null, normals?: number[]): Document {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const primitive = doc.createPrimitive().setAttribute('POSITION', doc.createAccessor().setType('VEC3').setArray(new Float32Array(positions)).setBuffer(buffer));
  if (indices) primitive.setIndices(doc.createAccessor().setType('SCALAR').setArray(new Uint16Array(indices)).setBuffer(buffer));
  if (normals) primitive.setAttribute('NORMAL', doc.createAccessor().setType('VEC3').setArray(new Float32Array(normals)).setBuffer(buffer));
  doc.getRoot().setDefaultScene(doc.createScene().addChild(doc.createNode().setMesh(doc.createMesh().addPrimitive(primitive))));
  return doc;
}

describe('ingestFile: GLB counts and geometry checked against the bytes', () => {
  it('refuses an accessor, a buffer view or a JSON chunk that claims more bytes than there are, without allocating for it', async () => {
    const glb = new Uint8Array(await plainIO().writeBinary(boxDocument()));
    // The box's positions are accessor 0: 8 vertices, 96 bytes.
    expect(await refusal(ingestGlb(editedGlb(glb, (json) => (json.accessors[0]!.count = 9))))).toBe(
      'This GLB file is damaged: accessor 0 declares 9 values (108 bytes), but its buffer view holds 96.',
    );
    expect(await refusal(ingestGlb(editedGlb(glb, (json) => (json.accessors[0]!.count = 2_000_000_000))))).toMatch(
      /^This GLB file is damaged: accessor 0 declares 2,000,000,000 values \(24,000,000,000 bytes\), but its buffer view holds 96\.$/,
    );
    let buffer = 0;
    expect(
      await refusal(
        ingestGlb(
          editedGlb(glb, (json) => {
            buffer = json.buffers[0]!.byteLength;
            json.bufferViews[0]!.byteOffset = buffer - 8;
          }),
        ),
      ),
    ).toBe(`This GLB file is damaged: buffer view 0 spans bytes ${buffer - 8} to ${buffer + 88} of a buffer that has ${buffer}.`);
    // All zeros (no view) is legal, but not two billion of them behind a 96-byte mesh.
    const zeros = editedGlb(glb, (json) => json.accessors.push({ componentType: 5126, type: 'VEC3', count: 2_000_000_000 }));
    expect(await refusal(ingestGlb(zeros))).toBe(
      'This GLB file is damaged: accessor 2 declares 2,000,000,000 values with no data behind them, more than any accessor with data has (36).',
    );
    // Each accessor fits its view, but a thousand over the same bytes would each be copied.
    const aliased = editedGlb(glb, (json) => json.accessors.push(...Array.from({ length: 1000 }, () => ({ ...json.accessors[0]! }))));
    expect(await refusal(ingestGlb(aliased))).toMatch(/^This GLB file is damaged: its accessors declare [\d,]+ bytes of values, far more than the [\d,]+ bytes of its buffer views hold\.$/);
    const longJson = glb.slice();
    new DataView(longJson.buffer).setUint32(12, 0x7fffffff, true);
    expect(await refusal(ingestGlb(longJson))).toBe(
      `This GLB file is damaged: its JSON chunk declares 2,147,483,647 bytes but only ${(glb.length - 20).toLocaleString('en-US')} follow.`,
    );
  });

  it('refuses indices past the last vertex, triangles not three corners each, attributes of a different count, zero-area faces and NaN positions, as STL and OBJ are', async () => {
    const triangle = [0, 0, 0, 1, 0, 0, 0, 1, 0];
    expect(await refusal(ingestGlb(await plainIO().writeBinary(meshDocument(triangle, [0, 1, 7]))))).toBe(
      'This GLB file has a face that refers to a vertex it does not have.',
    );
    expect(await refusal(ingestGlb(await plainIO().writeBinary(meshDocument(triangle, [0, 1, 2, 1]))))).toBe(
      'This GLB file is damaged: a mesh lists 4 triangle corners, which is not a multiple of 3.',
    );
    expect(await refusal(ingestGlb(await plainIO().writeBinary(meshDocument(triangle, [0, 1, 2], [0, 0, 1, 0, 0, 1]))))).toBe(
      'This GLB file is damaged: a mesh has 3 vertices but 2 values of NORMAL.',
    );
    // The same sentence as for an STL or OBJ of zero-area faces.
    const flat = [0, 0, 0, 1, 1, 1, 2, 2, 2, 0, 0, 0];
    expect(await refusal(ingestGlb(await plainIO().writeBinary(meshDocument(flat, [0, 1, 2, 0, 3, 3]))))).toBe(
      'Every face of this GLB file has zero area, so there is nothing to show.',
    );
    expect(await refusal(ingestGlb(await plainIO().writeBinary(meshDocument([0, 0, 0, 1, 0, 0, 0, Number.NaN, 0], null))))).toBe(
      'This GLB file has vertex positions that are not numbers (NaN or infinite), so it cannot be shown.',
    );
    // One face with area is enough, as for the other formats.
    const result = await ingestGlb(await plainIO().writeBinary(meshDocument([...flat, 0, 1, 0], [0, 1, 2, 0, 3, 3, 0, 1, 4])));
    expect(result.triangleCount).toBe(3);
  });
});
