import sharp from 'sharp';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sniffFile } from '../src/index';
import { boxDocument, plainIO } from './helpers';
import { compressedPly, gaussianPly, variedGaussians } from './splat-layouts';

const text = (value: string) => new TextEncoder().encode(value);

function binaryStl(triangles: number): Uint8Array {
  const bytes = new Uint8Array(84 + triangles * 50);
  const view = new DataView(bytes.buffer);
  view.setUint32(80, triangles, true);
  for (let t = 0; t < triangles; t++) view.setFloat32(84 + t * 50 + 12 + 4 * 3, 1, true);
  return bytes;
}

describe('sniffFile', () => {
  it('knows a GLB by its signature, whatever its name', async () => {
    const glb = await plainIO().writeBinary(boxDocument());
    expect(sniffFile(glb, 'model.glb')).toEqual({ kind: 'mesh', format: 'glb' });
    expect(sniffFile(glb, 'model.bin')).toEqual({ kind: 'mesh', format: 'glb' });
  });

  it('says a text file named .glb is nothing', () => {
    expect(sniffFile(text('hello, this is not a mesh\n'), 'model.glb')).toBeUndefined();
  });

  it('says a JPEG named .stl is an image, never an STL', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } }).jpeg().toBuffer();
    expect(sniffFile(jpeg, 'part.stl')).toEqual({ kind: 'image', format: 'jpeg' });
  });

  it('knows PNG and WebP by their signatures', async () => {
    const image = sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } });
    expect(sniffFile(await image.clone().png().toBuffer(), 'a')).toEqual({ kind: 'image', format: 'png' });
    expect(sniffFile(await image.clone().webp().toBuffer(), 'a.png')).toEqual({ kind: 'image', format: 'webp' });
  });

  it('reads a .gltf by its JSON, and an ASCII STL by its keywords', () => {
    expect(sniffFile(text('{\n  "asset": { "version": "2.0" }\n}'), 'scene.gltf')).toEqual({ kind: 'mesh', format: 'gltf' });
    expect(sniffFile(text('{ "name": "package" }'), 'scene.gltf')).toBeUndefined();
    const stl = 'solid part\n facet normal 0 0 1\n  outer loop\n   vertex 0 0 0\n   vertex 1 0 0\n   vertex 0 1 0\n  endloop\n endfacet\nendsolid part\n';
    expect(sniffFile(text(stl), 'part.stl')).toEqual({ kind: 'mesh', format: 'stl' });
  });

  it('takes OBJ and binary STL only with their extension, as they have no signature', () => {
    const obj = text('# exported\nv 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n');
    expect(sniffFile(obj, 'model.obj')).toEqual({ kind: 'mesh', format: 'obj' });
    expect(sniffFile(obj, 'model.txt')).toBeUndefined();
    expect(sniffFile(binaryStl(3), 'part.stl')).toEqual({ kind: 'mesh', format: 'stl' });
    expect(sniffFile(binaryStl(3), 'part.bin')).toBeUndefined();
    expect(sniffFile(text('just some words\n'), 'part.stl')).toBeUndefined();
  });

  it('tells a Gaussian splat PLY from a mesh PLY by its vertex properties', () => {
    const mesh = 'ply\nformat ascii 1.0\nelement vertex 3\nproperty float x\nproperty float y\nproperty float z\nelement face 1\nproperty list uchar int vertex_indices\nend_header\n';
    const splat = 'ply\nformat binary_little_endian 1.0\nelement vertex 1000\nproperty float x\nproperty float y\nproperty float z\nproperty float f_dc_0\nproperty float f_dc_1\nproperty float f_dc_2\nproperty float opacity\nproperty float scale_0\nproperty float rot_0\nend_header\n';
    expect(sniffFile(text(mesh), 'a.ply')).toEqual({ kind: 'mesh', format: 'ply' });
    expect(sniffFile(text(splat), 'a.ply')).toEqual({ kind: 'splat', format: 'ply' });
    expect(sniffFile(text('ply\nthis header is broken\n'), 'a.ply')).toBeUndefined();
  });

  it('takes every splat PLY layout as a splat, so that ingesting it says whether the viewer opens it', () => {
    const g = variedGaussians(20);
    for (const bytes of [
      gaussianPly(g),
      gaussianPly(g, { format: 'ascii' }),
      gaussianPly(g, { format: 'binary_big_endian' }),
      compressedPly(g),
      compressedPly(g, { colourBounds: true, harmonics: 9 }),
    ]) {
      expect(sniffFile(bytes, 'scan.ply')).toEqual({ kind: 'splat', format: 'ply' });
    }
  });

  it('knows SPZ once gunzipped, and no other gzip', () => {
    const header = new Uint8Array(16);
    new DataView(header.buffer).setUint32(0, 0x5053474e, true);
    expect(sniffFile(gzipSync(header), 'scan.spz')).toEqual({ kind: 'splat', format: 'spz' });
    expect(sniffFile(gzipSync(text('not a splat at all')), 'scan.spz')).toBeUndefined();
  });

  it('knows MP4 by its ftyp box and WebM by its EBML doc type, but not HEIC or Matroska', () => {
    const ftyp = (brand: string) => new Uint8Array([0, 0, 0, 0x18, ...text('ftyp'), ...text(brand), 0, 0, 0, 0]);
    expect(sniffFile(ftyp('isom'), 'clip.mp4')).toEqual({ kind: 'video', format: 'mp4' });
    expect(sniffFile(ftyp('heic'), 'photo.mp4')).toBeUndefined();
    const ebml = (docType: string) =>
      new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x80 | docType.length, ...text(docType)]);
    expect(sniffFile(ebml('webm'), 'clip.webm')).toEqual({ kind: 'video', format: 'webm' });
    expect(sniffFile(ebml('matroska'), 'clip.webm')).toBeUndefined();
  });

  it('refuses known unsupported formats and empty files', () => {
    expect(sniffFile(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]), 'model.obj')).toBeUndefined();
    expect(sniffFile(new Uint8Array(0), 'model.glb')).toBeUndefined();
  });
});
