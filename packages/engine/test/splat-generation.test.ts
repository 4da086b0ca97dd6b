import { gunzipSync } from 'node:zlib';
import { SPLAT_GAUSSIAN_COUNT, splatGenerationReportSchema } from '@facet/contract';
import { Document } from '@gltf-transform/core';
import { describe, expect, it } from 'vitest';
import { splatGeneration } from '../src/index';
import { boxDocument, plainIO } from './helpers';
import { texturedSphereDocument } from './meshes';

const SH_C0 = 0.28209479177387814;
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** A 3DGS PLY read with nothing of the engine: the header's properties, then float rows. */
function readPly(bytes: Uint8Array): { count: number; properties: string[]; rows: Float32Array } {
  const text = new TextDecoder('latin1').decode(bytes.subarray(0, 2048));
  const end = text.indexOf('end_header\n') + 'end_header\n'.length;
  const lines = text.slice(0, end).trim().split('\n');
  expect(lines[0]).toBe('ply');
  expect(lines[1]).toBe('format binary_little_endian 1.0');
  const count = Number(/^element vertex (\d+)$/m.exec(text)![1]);
  const properties = lines.filter((line) => line.startsWith('property ')).map((line) => {
    const [, type, name] = line.split(' ');
    expect(type).toBe('float');
    return name!;
  });
  expect(bytes.byteLength).toBe(end + count * properties.length * 4);
  const view = new DataView(bytes.buffer, bytes.byteOffset + end);
  const rows = new Float32Array(count * properties.length);
  for (let i = 0; i < rows.length; i++) rows[i] = view.getFloat32(i * 4, true);
  return { count, properties, rows };
}

/** An SPZ (version 2, SH degree 0) unzipped and decoded back to floats. */
function readSpz(bytes: Uint8Array) {
  const raw = gunzipSync(bytes);
  const header = new DataView(raw.buffer, raw.byteOffset, 16);
  const magic = header.getUint32(0, true);
  const version = header.getUint32(4, true);
  const count = header.getUint32(8, true);
  const shDegree = raw[12]!;
  const bits = raw[13]!;
  expect(raw.byteLength).toBe(16 + count * (9 + 1 + 3 + 3 + 3));
  const positions = new Float32Array(count * 3);
  const alphas = new Float32Array(count);
  const colours = new Float32Array(count * 3);
  const scales = new Float32Array(count * 3);
  const rotations = new Float32Array(count * 4);
  const p = 16;
  const a = p + count * 9;
  const c = a + count;
  const s = c + count * 3;
  const r = s + count * 3;
  for (let i = 0; i < count; i++) {
    for (let k = 0; k < 3; k++) {
      const o = p + i * 9 + k * 3;
      let fixed = raw[o]! | (raw[o + 1]! << 8) | (raw[o + 2]! << 16);
      if (fixed & 0x800000) fixed -= 0x1000000;
      positions[i * 3 + k] = fixed / 2 ** bits;
      colours[i * 3 + k] = (raw[c + i * 3 + k]! / 255 - 0.5) / 0.15;
      scales[i * 3 + k] = raw[s + i * 3 + k]! / 16 - 10;
    }
    alphas[i] = raw[a + i]! / 255;
    const x = raw[r + i * 3]! / 127.5 - 1;
    const y = raw[r + i * 3 + 1]! / 127.5 - 1;
    const z = raw[r + i * 3 + 2]! / 127.5 - 1;
    rotations.set([Math.sqrt(Math.max(0, 1 - x * x - y * y - z * z)), x, y, z], i * 4);
  }
  return { magic, version, count, shDegree, bits, positions, alphas, colours, scales, rotations };
}

/** The quaternion (w, x, y, z) applied to +z. */
function rotatedZ(w: number, x: number, y: number, z: number): [number, number, number] {
  return [2 * (x * z + w * y), 2 * (y * z - w * x), 1 - 2 * (x * x + y * y)];
}

describe('splat generation', () => {
  it('covers a box by area with flat gaussians facing out of its sides, written as 3DGS PLY and SPZ', async () => {
    // A 4 x 2 x 2 box: the x sides hold 8 of its 40 units of area.
    const glb = await plainIO().writeBinary(boxDocument({ scale: [2, 1, 1] }));
    const stages = new Set<string>();
    const { files, report } = await splatGeneration(glb, { gaussian_count: 10_000 }, (fraction, stage) => {
      expect(fraction).toBeGreaterThanOrEqual(0);
      expect(fraction).toBeLessThanOrEqual(1);
      stages.add(stage);
    });
    expect(splatGenerationReportSchema.parse(report)).toEqual(report);
    expect([...stages]).toEqual(expect.arrayContaining(['Reading mesh', 'Sampling the surface', 'Writing PLY', 'Writing SPZ', 'Done']));
    expect(report.gaussians).toBe(10_000);
    expect(report.triangles).toBe(12);
    expect(report.area).toBeCloseTo(40, 4);
    expect(report.colour_source).toBe('material');
    for (let k = 0; k < 3; k++) {
      expect(report.bounds.min[k]).toBeGreaterThanOrEqual([-2, -1, -1][k]! - 1e-5);
      expect(report.bounds.min[k]).toBeLessThan([-2, -1, -1][k]! + 0.05);
      expect(report.bounds.max[k]).toBeLessThanOrEqual([2, 1, 1][k]! + 1e-5);
      expect(report.bounds.max[k]).toBeGreaterThan([2, 1, 1][k]! - 0.05);
    }
    expect(files.map((file) => file.name)).toEqual(['splat.ply', 'splat.spz']);
    expect(report.files.map((file) => file.size_bytes)).toEqual(files.map((file) => file.bytes.byteLength));

    const ply = readPly(files[0]!.bytes);
    expect(ply.count).toBe(10_000);
    expect(ply.properties).toEqual(['x', 'y', 'z', 'nx', 'ny', 'nz', 'f_dc_0', 'f_dc_1', 'f_dc_2', 'opacity', 'scale_0', 'scale_1', 'scale_2', 'rot_0', 'rot_1', 'rot_2', 'rot_3']);
    const stride = ply.properties.length;
    const at = (i: number, name: string) => ply.rows[i * stride + ply.properties.indexOf(name)]!;
    // Linear grey 0.5 is sRGB 0.735.
    const grey = 1.055 * 0.5 ** (1 / 2.4) - 0.055;
    const spacing = Math.sqrt(40 / 10_000);
    let onX = 0;
    for (let i = 0; i < ply.count; i++) {
      const p = [at(i, 'x'), at(i, 'y'), at(i, 'z')];
      const n = [at(i, 'nx'), at(i, 'ny'), at(i, 'nz')];
      // On a side, with that side's normal.
      const side = [Math.abs(p[0]!) / 2, Math.abs(p[1]!), Math.abs(p[2]!)].findIndex((value) => Math.abs(value - 1) < 1e-5);
      expect(side).toBeGreaterThanOrEqual(0);
      expect(Math.abs(n[side]!)).toBeCloseTo(1, 5);
      if (side === 0) onX++;
      for (let k = 0; k < 3; k++) expect(at(i, `f_dc_${k}`) * SH_C0 + 0.5).toBeCloseTo(grey, 4);
      expect(sigmoid(at(i, 'opacity'))).toBeCloseTo(0.95, 4);
      // Wide along the side, thin across it; the thin axis (z of the gaussian) along the normal.
      expect(Math.exp(at(i, 'scale_0'))).toBeCloseTo(spacing * 0.6, 5);
      expect(Math.exp(at(i, 'scale_1'))).toBeCloseTo(spacing * 0.6, 5);
      expect(Math.exp(at(i, 'scale_2'))).toBeLessThan(spacing * 0.1);
      const q = [at(i, 'rot_0'), at(i, 'rot_1'), at(i, 'rot_2'), at(i, 'rot_3')] as const;
      expect(Math.hypot(...q)).toBeCloseTo(1, 5);
      const axis = rotatedZ(...q);
      expect(Math.abs(axis[0] * n[0]! + axis[1] * n[1]! + axis[2] * n[2]!)).toBeCloseTo(1, 4);
    }
    expect(onX / ply.count).toBeCloseTo(0.2, 1);
    expect(Math.abs(onX / ply.count - 0.2)).toBeLessThan(0.01);

    const spz = readSpz(files[1]!.bytes);
    expect(spz.magic).toBe(0x5053474e);
    expect(spz.version).toBe(2);
    expect(spz.count).toBe(10_000);
    expect(spz.shDegree).toBe(0);
    expect(spz.bits).toBe(12);
    for (let i = 0; i < spz.count; i++) {
      for (let k = 0; k < 3; k++) {
        expect(Math.abs(spz.positions[i * 3 + k]! - ply.rows[i * stride + k]!)).toBeLessThanOrEqual(0.5 / 4096 + 1e-6);
        expect(Math.abs(spz.colours[i * 3 + k]! - at(i, `f_dc_${k}`))).toBeLessThan(0.03);
        expect(Math.abs(spz.scales[i * 3 + k]! - at(i, `scale_${k}`))).toBeLessThanOrEqual(1 / 32 + 1e-6);
      }
      expect(spz.alphas[i]).toBeCloseTo(0.95, 2);
      const q = Array.from(spz.rotations.subarray(i * 4, i * 4 + 4)) as [number, number, number, number];
      const axis = rotatedZ(...q);
      const n = [at(i, 'nx'), at(i, 'ny'), at(i, 'nz')];
      expect(Math.abs(axis[0] * n[0]! + axis[1] * n[1]! + axis[2] * n[2]!)).toBeGreaterThan(0.99);
    }
  });

  it('colours gaussians from the base-colour texture at their UVs', async () => {
    const glb = await plainIO().writeBinary(await texturedSphereDocument(40, 60));
    const { files, report } = await splatGeneration(glb, { gaussian_count: 20_000 });
    expect(report.colour_source).toBe('texture');
    const ply = readPly(files[0]!.bytes);
    const stride = ply.properties.length;
    // The checker's squares are orange (red 230) or blue (red 30): every gaussian is one of them.
    let orange = 0;
    for (let i = 0; i < ply.count; i++) {
      const red = ply.rows[i * stride + 6]! * SH_C0 + 0.5;
      const isOrange = Math.abs(red - 230 / 255) < 1e-3;
      expect(isOrange || Math.abs(red - 30 / 255) < 1e-3).toBe(true);
      if (isOrange) orange++;
    }
    expect(orange / ply.count).toBeGreaterThan(0.3);
    expect(orange / ply.count).toBeLessThan(0.7);
    // Centres on the bumpy unit sphere.
    for (let i = 0; i < ply.count; i++) {
      const radius = Math.hypot(ply.rows[i * stride]!, ply.rows[i * stride + 1]!, ply.rows[i * stride + 2]!);
      expect(radius).toBeGreaterThan(0.9);
      expect(radius).toBeLessThan(1.07);
    }
  });

  it('takes vertex colours when there is no texture', async () => {
    const doc = boxDocument();
    const primitive = doc.getRoot().listMeshes()[0]!.listPrimitives()[0]!;
    const colours = new Float32Array(8 * 4);
    for (let v = 0; v < 8; v++) colours.set([1, 0, 0, 1], v * 4);
    primitive.setAttribute('COLOR_0', doc.createAccessor().setType('VEC4').setArray(colours).setBuffer(doc.getRoot().listBuffers()[0]!));
    primitive.getMaterial()!.setBaseColorFactor([1, 1, 1, 1]);
    const { files, report } = await splatGeneration(await plainIO().writeBinary(doc), { gaussian_count: 10_000 });
    expect(report.colour_source).toBe('vertex');
    const ply = readPly(files[0]!.bytes);
    expect(ply.rows[6]! * SH_C0 + 0.5).toBeCloseTo(1, 4);
    expect(ply.rows[7]! * SH_C0 + 0.5).toBeCloseTo(0, 4);
  });

  it('checks its options and refuses a mesh with no area', async () => {
    const glb = await plainIO().writeBinary(boxDocument());
    await expect(splatGeneration(glb, { gaussian_count: SPLAT_GAUSSIAN_COUNT.max + SPLAT_GAUSSIAN_COUNT.step })).rejects.toThrow(/gaussian_count must be/);
    await expect(splatGeneration(glb, { gaussian_count: 12_345 })).rejects.toThrow(/steps of 10000/);
    await expect(splatGeneration(glb, { sh_degree: 3 as never })).rejects.toThrow(/sh_degree must be 0/);
    await expect(splatGeneration(glb, { colour: 'red' } as never)).rejects.toThrow(/no option "colour"/);

    const flat = new Document();
    const buffer = flat.createBuffer();
    const primitive = flat
      .createPrimitive()
      .setAttribute('POSITION', flat.createAccessor().setType('VEC3').setArray(new Float32Array([0, 0, 0, 1, 0, 0, 2, 0, 0])).setBuffer(buffer));
    flat.getRoot().setDefaultScene(flat.createScene().addChild(flat.createNode('Line').setMesh(flat.createMesh('Line').addPrimitive(primitive))));
    await expect(splatGeneration(await plainIO().writeBinary(flat))).rejects.toThrow(/no area/);
  });
});
