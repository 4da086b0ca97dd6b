import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ingestFile, sniffFile, UnsupportedFileError } from '../src/index';
import { tempFile } from './helpers';

const SPLAT_PROPERTIES = ['x', 'y', 'z', 'nx', 'ny', 'nz', 'f_dc_0', 'f_dc_1', 'f_dc_2', 'opacity', 'scale_0', 'scale_1', 'scale_2', 'rot_0', 'rot_1', 'rot_2', 'rot_3'];

/** A binary 3D Gaussian splat PLY with `points` splats of float properties. */
function splatPly(points: number, bodyBytes = points * SPLAT_PROPERTIES.length * 4): Uint8Array {
  const header = ['ply', 'format binary_little_endian 1.0', `element vertex ${points}`, ...SPLAT_PROPERTIES.map((name) => `property float ${name}`), 'end_header', ''].join('\n');
  return new Uint8Array([...new TextEncoder().encode(header), ...new Uint8Array(bodyBytes)]);
}

function spz(points: number, version = 2): Uint8Array {
  const header = new Uint8Array(16 + points * 9);
  const view = new DataView(header.buffer);
  view.setUint32(0, 0x5053474e, true);
  view.setUint32(4, version, true);
  view.setUint32(8, points, true);
  view.setUint8(12, 0);
  view.setUint8(13, 12);
  return gzipSync(header);
}

async function ingest(name: string, bytes: Uint8Array) {
  const sniffed = sniffFile(bytes, name);
  if (!sniffed) throw new Error(`${name} was not recognised`);
  return ingestFile(await tempFile(name, bytes), sniffed);
}

describe('ingestFile: splats and videos', () => {
  it('takes a Gaussian splat PLY as a splat, with the point count from its header', async () => {
    expect(await ingest('scan.ply', splatPly(250))).toEqual({ kind: 'splat', format: 'ply', pointCount: 250 });
  });

  it('refuses a splat PLY whose points are cut short', async () => {
    const error = await ingest('scan.ply', splatPly(250, 1000)).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(UnsupportedFileError);
    expect((error as Error).message).toMatch(/^This splat PLY file is cut short: its header declares 250 points \(/);
  });

  it('reads the point count of an SPZ from its gunzipped header', async () => {
    expect(await ingest('scan.spz', spz(1234))).toEqual({ kind: 'splat', format: 'spz', pointCount: 1234 });
    expect(await ingest('scan.spz', spz(1234, 99))).toEqual({ kind: 'splat', format: 'spz', pointCount: null });
  });

  it('keeps MP4 and WebM videos as they are', async () => {
    const mp4 = new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom'), 0, 0, 2, 0, ...new Uint8Array(64)]);
    expect(await ingest('clip.mp4', mp4)).toEqual({ kind: 'video', format: 'mp4' });
    const webm = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84, ...new TextEncoder().encode('webm')]);
    expect(await ingest('clip.webm', webm)).toEqual({ kind: 'video', format: 'webm' });
  });
});
