/**
 * The ffmpeg that encodes videos: FFMPEG_PATH when it is set (a system ffmpeg, say), else the
 * binary that ships inside the `@ffmpeg-installer/ffmpeg` package, so a fresh install with only
 * Node and npm encodes too. Raw frames go in on its standard input, one at a time; it writes
 * an MP4 (H.264) and a WebM (VP9) from the same frames in one pass.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

export interface FfmpegBinary {
  path: string;
  /** E.g. `ffmpeg 4.1.0 (from @ffmpeg-installer/ffmpeg)` or `ffmpeg 5.1.6 (FFMPEG_PATH)`. */
  label: string;
}

let found: Promise<FfmpegBinary> | undefined;

/** The ffmpeg to run, found once per process. */
export function ffmpegBinary(name: string): Promise<FfmpegBinary> {
  if (!found) {
    found = findFfmpeg(name);
    found.catch(() => (found = undefined));
  }
  return found;
}

async function findFfmpeg(name: string): Promise<FfmpegBinary> {
  const fromEnvironment = process.env.FFMPEG_PATH;
  if (fromEnvironment) {
    if (!existsSync(fromEnvironment)) throw new Error(`${name}: FFMPEG_PATH is set to ${fromEnvironment}, which does not exist.`);
    const { stdout } = await promisify(execFile)(fromEnvironment, ['-hide_banner', '-version'], { timeout: 10_000 });
    const version = /ffmpeg version (\S+)/.exec(stdout)?.[1]?.replace(/[-+].*$/, '') ?? 'unknown';
    return { path: fromEnvironment, label: `ffmpeg ${version} (FFMPEG_PATH)` };
  }
  let installer: { path: string; version: string };
  try {
    installer = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string; version: string };
  } catch (error) {
    throw new Error(`${name}: no ffmpeg was found: set FFMPEG_PATH, or install the @ffmpeg-installer/ffmpeg package.`, { cause: error });
  }
  return { path: installer.path, label: `ffmpeg ${installer.version} (from @ffmpeg-installer/ffmpeg)` };
}

/** The frames' colours, said on the input and written into both files so players read them right. */
const COLOUR = ['-color_range', 'tv', '-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709'];

export interface EncodeSettings {
  width: number;
  height: number;
  fps: number;
  mp4Path: string;
  webmPath: string;
}

export interface Encoder {
  /** Writes one frame (YUV 4:2:0, BT.709 limited range, bottom row first); resolves when ffmpeg has room for the next. */
  write(frame: Buffer): Promise<void>;
  /** Ends the input and waits for both files; resolves to ffmpeg's own CPU seconds. */
  finish(): Promise<{ cpuSeconds: number }>;
  /** Stops ffmpeg (a render that failed half way). */
  abort(): void;
  /** ffmpeg's process id. */
  readonly pid: number | undefined;
}

/**
 * H.264 with x264's `veryfast` preset at CRF 20 (yuv420p, `faststart` so playback starts before the
 * whole file is in), and VP9 with libvpx's realtime speed 8 at CRF 32, row-multithreaded: both
 * chosen by measuring (README, 3D video). The frames come as YUV 4:2:0 (BT.709, limited range),
 * bottom row first as WebGL reads them, and are flipped once before the two encoders.
 */
export function startEncoder(binary: FfmpegBinary, settings: EncodeSettings, name: string): Encoder {
  const { width, height, fps, mp4Path, webmPath } = settings;
  const args = [
    '-hide_banner',
    '-nostats',
    '-loglevel',
    'info',
    '-benchmark',
    '-y',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'yuv420p',
    ...COLOUR,
    '-s',
    `${width}x${height}`,
    '-r',
    String(fps),
    '-i',
    '-',
    '-filter_complex',
    '[0:v]vflip,split=2[mp4][webm]',
    '-map',
    '[mp4]',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '20',
    '-movflags',
    '+faststart',
    ...COLOUR,
    '-an',
    mp4Path,
    '-map',
    '[webm]',
    '-c:v',
    'libvpx-vp9',
    '-deadline',
    'realtime',
    '-cpu-used',
    '8',
    '-row-mt',
    '1',
    '-crf',
    '32',
    '-b:v',
    '0',
    ...COLOUR,
    '-an',
    webmPath,
  ];
  const child = spawn(binary.path, args, { stdio: ['pipe', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-16_384);
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', (error) => reject(new Error(`${name}: ffmpeg could not start (${binary.path}): ${error.message}.`, { cause: error })));
    child.on('close', (code) => resolve(code));
  });
  // A write after ffmpeg died fails with EPIPE: the exit says why.
  child.stdin.on('error', () => undefined);
  let ended = false;
  const failure = (code: number | null) => {
    const line = stderr
      .split('\n')
      .map((each) => each.trim())
      .filter((each) => each && !each.startsWith('bench:'))
      .at(-1);
    return new Error(`${name}: encoding failed (ffmpeg exited with ${code ?? 'a signal'}${line ? `: ${line}` : ''}).`);
  };

  return {
    pid: child.pid,
    async write(frame) {
      if (ended) throw new Error(`${name}: the encoder was already finished.`);
      if (child.exitCode !== null) throw failure(child.exitCode);
      if (child.stdin.write(frame)) return;
      await new Promise<void>((resolve, reject) => {
        const drained = () => {
          child.off('close', closed);
          resolve();
        };
        const closed = (code: number | null) => {
          child.stdin.off('drain', drained);
          reject(failure(code));
        };
        child.stdin.once('drain', drained);
        child.once('close', closed);
      });
    },
    async finish() {
      ended = true;
      child.stdin.end();
      const code = await exited;
      if (code !== 0) throw failure(code);
      // bench: utime=1.234s stime=0.056s rtime=2.345s
      const bench = /bench: utime=([\d.]+)s stime=([\d.]+)s/.exec(stderr);
      return { cpuSeconds: bench ? Number(bench[1]) + Number(bench[2]) : Number.NaN };
    },
    abort() {
      ended = true;
      child.stdin.destroy();
      child.kill('SIGKILL');
    },
  };
}
