import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { video3dReportSchema } from '@facet/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreviewRenderer, type PreviewRenderer, video3d } from '../src/index';
import { ffmpegBinary } from '../src/video-3d/ffmpeg';
import { boxDocument, plainIO } from './helpers';

/** The boxes at the top level of an MP4, and those inside `path` (e.g. moov/trak/mdia/minf/stbl). */
function mp4Box(bytes: Uint8Array, path: string[]): DataView | undefined {
  let view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (const name of path) {
    let found: DataView | undefined;
    for (let offset = 0; offset + 8 <= view.byteLength; ) {
      const size = view.getUint32(offset);
      const type = String.fromCharCode(...new Uint8Array(view.buffer, view.byteOffset + offset + 4, 4));
      if (size < 8) break;
      if (type === name) {
        found = new DataView(view.buffer, view.byteOffset + offset + 8, size - 8);
        break;
      }
      offset += size;
    }
    if (!found) return undefined;
    view = found;
  }
  return view;
}

const run = promisify(execFile);

/** The frames ffmpeg decodes from a file, and the RGB of frame `at` (decoded by the same ffmpeg that encoded it). */
async function decode(file: Uint8Array, extension: string, at: number, size: { width: number; height: number }) {
  const directory = await mkdtemp(join(tmpdir(), 'video-3d-test-'));
  try {
    const path = join(directory, `in.${extension}`);
    await writeFile(path, file);
    const { path: ffmpeg } = await ffmpegBinary('test');
    const { stderr } = await run(ffmpeg, ['-hide_banner', '-i', path, '-map', '0:v', '-f', 'null', '-']);
    const frames = Number([...stderr.matchAll(/frame=\s*(\d+)/g)].at(-1)?.[1]);
    const { stdout } = await run(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-i', path, '-vf', `select=eq(n\\,${at})`, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], {
      encoding: 'buffer',
      maxBuffer: 64 << 20,
    });
    expect(stdout.byteLength).toBe(size.width * size.height * 3);
    const pixel = (x: number, y: number) => [...stdout.subarray((y * size.width + x) * 3, (y * size.width + x) * 3 + 3)];
    return { frames, pixel, rgb: stdout };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

const near = (a: number[], b: number[], tolerance: number) => a.every((value, index) => Math.abs(value - b[index]!) <= tolerance);

describe('3D video', () => {
  let renderer: PreviewRenderer;
  let box: Uint8Array;

  beforeAll(async () => {
    renderer = await createPreviewRenderer();
    box = new Uint8Array(await plainIO().writeBinary(boxDocument()));
  }, 60_000);
  afterAll(() => renderer?.close());

  it('renders a one-second 480p turntable into an MP4 and a WebM of 30 frames each, with a poster', async () => {
    const stages: string[] = [];
    const { files, report } = await video3d(box, { duration: 1, resolution: '480p', background: 'black', lighting: 'studio' }, (_fraction, stage) => stages.push(stage), {
      renderer,
    });
    expect(video3dReportSchema.parse(report)).toEqual(report);
    expect(report).toMatchObject({ motion: 'turntable', frames: 30, fps: 30, duration_s: 1, width: 854, height: 480, triangles: 12, background: 'black' });
    expect(report.encoder).toMatch(/^ffmpeg .*H\.264 \(libx264\) and VP9 \(libvpx-vp9\)$/);
    expect(report.render_seconds).toBeGreaterThan(0);
    expect(report.encode_seconds).toBeGreaterThan(0);
    expect(stages).toContain('Rendering frame 30 of 30');
    expect(stages.at(-1)).toBe('Done');

    expect(files).toHaveLength(1);
    const [file] = files;
    expect(file).toMatchObject({ name: 'video.mp4', mimeType: 'video/mp4' });
    const mp4 = file!.bytes;
    const webm = file!.view!;
    expect(mp4.byteLength).toBe(report.mp4_bytes);
    expect(webm.byteLength).toBe(report.webm_bytes);
    // An MP4 starts with its ftyp box; faststart puts the moov before the mdat.
    expect(Buffer.from(mp4.subarray(4, 8)).toString('latin1')).toBe('ftyp');
    // Its one track holds 30 samples lasting one second.
    const stbl = ['moov', 'trak', 'mdia', 'minf', 'stbl'];
    const stsz = mp4Box(mp4, [...stbl, 'stsz'])!;
    expect(stsz.getUint32(8)).toBe(30);
    const mdhd = mp4Box(mp4, ['moov', 'trak', 'mdia', 'mdhd'])!;
    expect(mdhd.getUint8(0)).toBe(0);
    expect(mdhd.getUint32(16) / mdhd.getUint32(12)).toBeCloseTo(1, 2);
    const avc1 = mp4Box(mp4, [...stbl, 'stsd'])!;
    expect(Buffer.from(avc1.buffer, avc1.byteOffset + 12, 4).toString('latin1')).toBe('avc1');
    // A WebM starts with the EBML header, its DocType webm.
    expect(Buffer.from(webm.subarray(0, 4)).toString('hex')).toBe('1a45dfa3');
    expect(Buffer.from(webm.subarray(0, 64)).toString('latin1')).toContain('webm');
    expect(Buffer.from(webm).includes(Buffer.from('V_VP9', 'latin1'))).toBe(true);

    // Both decode to 30 frames: the black background at the corner, the lit box in the middle.
    for (const [bytes, extension] of [
      [mp4, 'mp4'],
      [webm, 'webm'],
    ] as const) {
      const { frames, pixel } = await decode(bytes, extension, 10, report);
      expect(frames, extension).toBe(30);
      expect(near(pixel(4, 4), [12, 12, 14], 6), `${extension} corner ${pixel(4, 4).join()}`).toBe(true);
      const middle = pixel(427, 240);
      expect(Math.max(...middle), `${extension} middle ${middle.join()}`).toBeGreaterThan(60);
    }

    const poster = await sharp(file!.poster!).metadata();
    expect([poster.format, poster.width, poster.height]).toEqual(['webp', 854, 480]);
  }, 120_000);

  it('turns the box in a turntable and moves the camera up and down in an orbit', async () => {
    const options = { duration: 1, resolution: '480p', background: 'white', lighting: 'dramatic' } as const;
    const turntable = await video3d(box, { ...options, motion: 'turntable' }, undefined, { renderer });
    const orbit = await video3d(box, { ...options, motion: 'orbit' }, undefined, { renderer });
    const size = { width: 854, height: 480 };
    // The first frames are the same view; a quarter of the way round the orbit looks from higher up.
    const [first, firstOrbit, quarter, quarterOrbit] = await Promise.all([
      decode(turntable.files[0]!.bytes, 'mp4', 0, size),
      decode(orbit.files[0]!.bytes, 'mp4', 0, size),
      decode(turntable.files[0]!.bytes, 'mp4', 7, size),
      decode(orbit.files[0]!.bytes, 'mp4', 7, size),
    ]);
    const difference = (a: Buffer, b: Buffer) => {
      let sum = 0;
      for (let index = 0; index < a.length; index++) sum += Math.abs(a[index]! - b[index]!);
      return sum / a.length;
    };
    expect(difference(first.rgb, firstOrbit.rgb)).toBeLessThan(2);
    expect(difference(quarter.rgb, quarterOrbit.rgb)).toBeGreaterThan(4);
    // The turntable's box has turned: its frame 7 is not its frame 0.
    expect(difference(first.rgb, quarter.rgb)).toBeGreaterThan(2);
    expect(near(first.pixel(4, 4), [255, 255, 255], 6)).toBe(true);
  }, 120_000);

  it('refuses options past the limits and a file that is not a model, in words', async () => {
    await expect(video3d(box, { duration: 61 }, undefined, { renderer })).rejects.toThrow(/^3d-video: A video lasts at most 60 seconds\.$/);
    await expect(video3d(box, { resolution: '4k' as never }, undefined, { renderer })).rejects.toThrow(/^3d-video: The resolution must be one of 480p, 720p, 1080p/);
    await expect(video3d(box, { fps: 60 } as never, undefined, { renderer })).rejects.toThrow(/^3d-video: Unknown option "fps"\.$/);
    await expect(video3d(new Uint8Array([1, 2, 3, 4]), { duration: 1, resolution: '480p' }, undefined, { renderer })).rejects.toThrow(
      /^3d-video: The video could not be rendered: /,
    );
    // The renderer draws the next video after a failed one.
    const { report } = await video3d(box, { duration: 1, resolution: '480p' }, undefined, { renderer });
    expect(report.frames).toBe(30);
  }, 120_000);
});
