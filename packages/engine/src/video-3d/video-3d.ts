/**
 * 3D video (PRODUCT.md, Tools): a turntable or an orbit of a mesh, drawn frame by frame by the
 * preview renderer (three.js in headless Chromium, on the CPU) and encoded by ffmpeg into an MP4
 * (H.264) and a WebM (VP9) in one pass. Frames stream: each is read back from the page and written
 * to ffmpeg's standard input before the next is drawn, so the video is never held in memory whole.
 * The page hands frames over as YUV 4:2:0 (three eighths of RGBA's bytes: the hand-over, not the
 * drawing, was half of each frame's time). The first frame, the three-quarter view, becomes the
 * poster (WebP).
 *
 * The renderer is the caller's, or one browser kept for the thread this runs in (started on first
 * use, closed after a minute without work), as the server keeps one for previews.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  VIDEO_3D_BACKGROUNDS,
  VIDEO_3D_DEFAULTS,
  VIDEO_3D_FPS,
  VIDEO_3D_RESOLUTIONS,
  type Video3dOptions,
  type Video3dReport,
  video3dInputSchema,
  video3dTool,
} from '@facet/contract';
import sharp from 'sharp';
import type { PipelineResult, ProgressCallback } from '../pipeline';
import { createPreviewRenderer, type PreviewRenderer } from '../preview/create-preview-renderer';
import { ffmpegBinary, startEncoder } from './ffmpeg';

// The tool's id: the server shows what follows it as the reason a run failed.
const NAME = video3dTool.id;

export type { Video3dOptions, Video3dReport } from '@facet/contract';

export const VIDEO_3D_ENGINE_DEFAULTS: Required<Video3dOptions> = { ...VIDEO_3D_DEFAULTS };

export interface Video3dContext {
  /** The renderer to draw with; otherwise this thread's own (see `acquireShared`). */
  renderer?: PreviewRenderer;
  /**
   * Told the ids of the processes the run works through (the browser, ffmpeg) once they run: a
   * caller that may end this thread from outside ends them too, or they would outlive it.
   */
  onProcesses?(pids: number[]): void;
}

const optionsSchema = video3dInputSchema.omit({ asset: true }).strict();

/** Renders and encodes the video of a GLB: `<name>.mp4` with the WebM as its `view` and the poster beside. */
export async function video3d(
  glb: Uint8Array,
  options: Video3dOptions = {},
  onProgress?: ProgressCallback,
  context: Video3dContext = {},
): Promise<PipelineResult<Video3dReport>> {
  const started = performance.now();
  const parsed = optionsSchema.safeParse(options);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${NAME}: ${issue.code === 'unrecognized_keys' ? `Unknown option "${issue.keys[0]}".` : issue.message}`);
  }
  const { motion, duration, resolution, background, lighting } = parsed.data;
  const { width, height } = VIDEO_3D_RESOLUTIONS[resolution];
  const fps = VIDEO_3D_FPS;
  const frames = duration * fps;
  const progress = (fraction: number, stage: string) => onProgress?.(Math.min(1, Math.max(0, fraction)), stage);

  progress(0, 'Starting the renderer');
  const binary = await ffmpegBinary(NAME);
  const renderer = context.renderer ?? (await acquireShared());
  const directory = await mkdtemp(join(tmpdir(), 'facet-video-'));
  const mp4Path = join(directory, 'video.mp4');
  const webmPath = join(directory, 'video.webm');
  try {
    const encoder = startEncoder(binary, { width, height, fps, mp4Path, webmPath }, NAME);
    context.onProcesses?.([...renderer.processIds(), ...(encoder.pid === undefined ? [] : [encoder.pid])]);
    let poster: Buffer | undefined;
    let renderSeconds = 0;
    let triangles: number;
    try {
      progress(0.02, 'Loading the model');
      const renderStarted = performance.now();
      let waiting = 0;
      ({ triangles } = await renderer.renderVideo(
        glb,
        { width, height, frames, motion, background: VIDEO_3D_BACKGROUNDS[background], lighting },
        async (frame, index) => {
          if (index === 0) poster = yuvToRgb(frame, width, height);
          const before = performance.now();
          await encoder.write(frame);
          waiting += performance.now() - before;
          if (index % 5 === 4 || index === frames - 1) progress(0.03 + (0.9 * (index + 1)) / frames, `Rendering frame ${index + 1} of ${frames}`);
        },
      ));
      // Drawing and reading back, less the time spent waiting for the encoder to take a frame.
      renderSeconds = (performance.now() - renderStarted - waiting) / 1000;
    } catch (error) {
      encoder.abort();
      throw error instanceof Error && error.message.startsWith('preview: ')
        ? new Error(`${NAME}: ${error.message.slice('preview: '.length).replace(/^./, (first) => first.toUpperCase())}`, { cause: error })
        : error;
    }
    progress(0.94, 'Encoding MP4 and WebM');
    const { cpuSeconds } = await encoder.finish();
    const [mp4, webm] = await Promise.all([readFile(mp4Path), readFile(webmPath)]);
    progress(0.98, 'Making the poster');
    const posterWebp = await sharp(poster!, { raw: { width, height, channels: 3 } })
      .flip()
      .webp({ quality: 85 })
      .toBuffer();
    progress(1, 'Done');
    const report: Video3dReport = {
      motion,
      background,
      lighting,
      frames,
      fps,
      duration_s: frames / fps,
      width,
      height,
      triangles,
      encoder: `${binary.label}: H.264 (libx264) and VP9 (libvpx-vp9)`,
      render_seconds: round(renderSeconds),
      encode_seconds: round(cpuSeconds),
      mp4_bytes: mp4.byteLength,
      webm_bytes: webm.byteLength,
      renderer: renderer.chromium.webgl || 'unknown',
      time_ms: Math.round(performance.now() - started),
    };
    return {
      files: [{ name: 'video.mp4', mimeType: 'video/mp4', bytes: bytesOf(mp4), view: bytesOf(webm), poster: bytesOf(posterWebp) }],
      report,
    };
  } finally {
    if (!context.renderer) releaseShared();
    await rm(directory, { recursive: true, force: true });
  }
}

/** A YUV 4:2:0 frame (BT.709, limited range) back to RGB bytes, for the poster. */
function yuvToRgb(frame: Buffer, width: number, height: number): Buffer {
  const rgb = Buffer.alloc(width * height * 3);
  const chromaWidth = width >> 1;
  const uOffset = width * height;
  const vOffset = uOffset + chromaWidth * (height >> 1);
  const byte = (value: number) => Math.min(255, Math.max(0, Math.round(value)));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const c = (y >> 1) * chromaWidth + (x >> 1);
      const luma = ((frame[y * width + x]! - 16) * 255) / 219;
      const cb = ((frame[uOffset + c]! - 128) * 255) / 224;
      const cr = ((frame[vOffset + c]! - 128) * 255) / 224;
      const p = (y * width + x) * 3;
      rgb[p] = byte(luma + 1.5748 * cr);
      rgb[p + 1] = byte(luma - 0.1873 * cb - 0.4681 * cr);
      rgb[p + 2] = byte(luma + 1.8556 * cb);
    }
  }
  return rgb;
}

const round = (seconds: number) => Math.round(seconds * 100) / 100;
const bytesOf = (buffer: Buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);

/**
 * A thread's browser is closed after this long without a video: well before the server's engine
 * pool ends an idle thread (a minute), which would leave the browser running.
 */
const IDLE_CLOSE_MS = 10_000;
let shared: Promise<PreviewRenderer> | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let users = 0;

/** One browser for the thread (or process) this runs in, as the server keeps one for previews. */
async function acquireShared(): Promise<PreviewRenderer> {
  clearTimeout(idleTimer);
  if (!shared) {
    shared = createPreviewRenderer();
    shared.catch(() => (shared = undefined));
  }
  const renderer = await shared;
  users += 1;
  return renderer;
}

/** Closes the thread's browser once no video has used it for a while; the timer does not keep the thread alive. */
function releaseShared(): void {
  users = Math.max(0, users - 1);
  if (users > 0) return;
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => void closeVideoRenderer(), IDLE_CLOSE_MS);
  idleTimer.unref();
}

/** Closes this thread's browser now (tests, benchmarks). */
export async function closeVideoRenderer(): Promise<void> {
  clearTimeout(idleTimer);
  const closing = shared;
  shared = undefined;
  users = 0;
  await (await closing?.catch(() => undefined))?.close();
}
