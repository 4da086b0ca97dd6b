/**
 * 3D video against the running server: a plan without the flag and options past the limits (over a
 * minute, above 1080p) are refused before anything is charged; a one-second 480p turntable of a mesh
 * becomes one video asset, its MP4 (an ftyp box, 30 samples over one second) downloaded under its
 * name, the WebM of the same frames beside it and the first frame as its picture; a render that runs
 * past its time limit fails in words and is refunded once.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { TokenResponse } from '@facet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSignIn, json, register } from './accounts-helpers';
import { absolute } from './assets-helpers';
import type { TestServer } from './helpers';
import { credits, expectFailedAndRefundedOnce, expectRefusedBeforeCharging, runTool, sessionOutputs, setTier, startTool, uploadGrid } from './sessions-helpers';
import { startToolServer } from './worker-helpers';

/** The payload of the box at `path` (each a four-letter type, nested), or undefined. */
function mp4Box(bytes: Buffer, path: string[]): Buffer | undefined {
  let view: Buffer | undefined = bytes;
  for (const name of path) {
    let found: Buffer | undefined;
    for (let offset = 0; view && offset + 8 <= view.byteLength; ) {
      const size = view.readUInt32BE(offset);
      if (size < 8) break;
      if (view.toString('latin1', offset + 4, offset + 8) === name) {
        found = view.subarray(offset + 8, offset + size);
        break;
      }
      offset += size;
    }
    view = found;
  }
  return view;
}

/** This process's child processes that are a video's browser or encoder: `pid command`. */
function videoChildren(): string[] {
  const found: string[] = [];
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const parent = Number(readFileSync(`/proc/${entry}/stat`, 'latin1').split(') ')[1]!.split(' ')[1]);
      if (parent !== process.pid) continue;
      const args = readFileSync(`/proc/${entry}/cmdline`, 'latin1').split('\0');
      if (args.some((arg) => arg.startsWith('--facet-renderer=')) || args.some((arg) => arg.includes('facet-video-'))) found.push(`${entry} ${args[0]}`);
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

async function download(server: TestServer, url: string): Promise<{ bytes: Buffer; headers: Headers }> {
  const response = await fetch(absolute(server, url));
  expect(response.status).toBe(200);
  return { bytes: Buffer.from(await response.arrayBuffer()), headers: response.headers };
}

describe('3D video on the server', () => {
  let server: TestServer;
  let person: TokenResponse;

  beforeAll(async () => {
    ({ server, person } = await startToolServer('video-3d@example.com'));
    await setTier(server, (await adminSignIn(server)).token, person, 'studio');
  }, 60_000);
  afterAll(() => server?.close(), 120_000);

  it('refuses a plan without the flag (403) and a video past the limits (400), charging nothing', async () => {
    const pro = await register(server, 'pro-video-3d@example.com');
    await setTier(server, (await adminSignIn(server)).token, pro, 'pro');
    const theirs = await uploadGrid(server, pro.token, 4, 'Grid');
    const before = await credits(server, pro.token);
    expect(await json(await startTool(server, pro.token, 'video_3d', { asset: theirs.id }), 403)).toMatchObject({ code: 'TOOL_LOCKED' });
    expect(await credits(server, pro.token)).toBe(before);

    const mesh = await uploadGrid(server, person.token, 4, 'Grid');
    await expectRefusedBeforeCharging(server, person.token, 'video_3d', [
      { asset: mesh.id, duration: 61 },
      { asset: mesh.id, duration: 0 },
      { asset: mesh.id, duration: 2.5 },
      { asset: mesh.id, resolution: '1440p' },
      { asset: mesh.id, resolution: '4k' },
      { asset: mesh.id, motion: 'spin' },
      { asset: mesh.id, background: 'transparent' },
      { asset: mesh.id, lighting: 'neon' },
    ]);
    const long = await json<{ message: string; code: string }>(await startTool(server, person.token, 'video_3d', { asset: mesh.id, duration: 90 }), 400);
    expect(long.code).toBe('VALIDATION_FAILED');
    expect(long.message).toContain('A video lasts at most 60 seconds.');
    const large = await json<{ message: string }>(await startTool(server, person.token, 'video_3d', { asset: mesh.id, resolution: '2160p' }), 400);
    expect(large.message).toContain('1080p at most');
  }, 60_000);

  it('films a one-second 480p turntable into one video asset: the MP4 as its file, the WebM beside it, the first frame as its picture', async () => {
    const mesh = await uploadGrid(server, person.token, 4, 'Grid');
    const { session, job, charged } = await runTool(server, person.token, 'video_3d', {
      asset: mesh.id,
      motion: 'turntable',
      duration: 1,
      resolution: '480p',
      background: 'black',
      lighting: 'soft',
    });
    expect(charged).toBe(40);
    expect(job.status, job.error ?? '').toBe('succeeded');
    expect(job.report).toMatchObject({ motion: 'turntable', frames: 30, fps: 30, duration_s: 1, width: 854, height: 480, triangles: 32, lighting: 'soft' });
    const [video, ...more] = await sessionOutputs(server, person.token, session.id, 'videos');
    expect(more).toHaveLength(0);
    expect(video).toMatchObject({ name: 'Grid turntable', type: 'video' });
    expect(video!.data).toMatchObject({ format: 'mp4', width: 854, height: 480, duration_s: 1, frames: 30, fps: 30, source_asset_id: mesh.id });
    // A video has no size in metres of its own, nor the mesh's.
    expect(video!.data.bbox).toBeUndefined();

    const mp4 = await download(server, video!.data.file_url!);
    expect(mp4.headers.get('content-disposition')).toContain('filename="Grid-turntable.mp4"');
    expect(mp4.headers.get('content-type')).toBe('video/mp4');
    expect(mp4.bytes.byteLength).toBe(video!.data.size_bytes);
    expect(mp4.bytes.toString('latin1', 4, 8)).toBe('ftyp');
    const stsz = mp4Box(mp4.bytes, ['moov', 'trak', 'mdia', 'minf', 'stbl', 'stsz'])!;
    expect(stsz.readUInt32BE(8)).toBe(30);
    const mdhd = mp4Box(mp4.bytes, ['moov', 'trak', 'mdia', 'mdhd'])!;
    expect(mdhd.readUInt32BE(16) / mdhd.readUInt32BE(12)).toBeCloseTo(1, 2);

    const webm = await download(server, String(video!.data.view_file_url));
    expect(webm.headers.get('content-type')).toBe('video/webm');
    expect(webm.bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(webm.bytes.includes(Buffer.from('V_VP9', 'latin1'))).toBe(true);
    expect(webm.bytes.byteLength).toBe(video!.data.webm_size_bytes);

    const poster = await download(server, video!.data.image_url!);
    expect(poster.bytes.toString('latin1', 0, 4)).toBe('RIFF');
    expect(poster.bytes.toString('latin1', 8, 12)).toBe('WEBP');
  }, 120_000);
});

describe('3D video past its time limit', () => {
  let server: TestServer;
  let person: TokenResponse;

  beforeAll(async () => {
    ({ server, person } = await startToolServer('video-3d-limit@example.com', { VIDEO_3D_TIME_LIMIT_SECONDS: '5' }));
    await setTier(server, (await adminSignIn(server)).token, person, 'studio');
  }, 60_000);
  afterAll(() => server?.close(), 120_000);

  it('fails a render that runs past the limit in words, refunds it once, and ends its browser and encoder with its thread', async () => {
    const mesh = await uploadGrid(server, person.token, 4, 'Grid');
    // A browser another test's thread keeps for its next video may be there already.
    const before = new Set(videoChildren());
    const run = await runTool(server, person.token, 'video_3d', { asset: mesh.id, duration: 60, resolution: '1080p' });
    expect(run.charged).toBe(40);
    await expectFailedAndRefundedOnce(server, person.token, run, 'The run went past its time limit of 5 seconds.');
    await expect.poll(() => videoChildren().filter((child) => !before.has(child)), { timeout: 10_000 }).toEqual([]);
    expect(await sessionOutputs(server, person.token, run.session.id, 'videos').catch(() => [])).toHaveLength(0);
  }, 60_000);
});
