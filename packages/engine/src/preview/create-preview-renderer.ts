/**
 * Mesh previews: one long-lived headless Chromium page draws GLBs with three.js on the CPU
 * (Mesa llvmpipe through ANGLE, or SwiftShader where that gives no WebGL). Renders run one at a
 * time; a crash or a hang costs that render only, the page or browser is started again for the next.
 *
 * The browser is the one given, else CHROMIUM_PATH, else a system Chromium at the usual install
 * paths, else the Chromium that ships inside the `@sparticuz/chromium` package (unpacked to the
 * temporary folder on first use, a couple of seconds), so previews render on a machine with none.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import sharp from 'sharp';
import { PREVIEW_HTML, PREVIEW_ORIGIN, PREVIEW_SCRIPT } from './preview-page';
import { splatPreviewPoints } from './read-splat-points';

const NAME = 'preview';

export interface PreviewRenderer {
  /** Draws the GLB from a three-quarter view (or `view: 'front'`) on a transparent background; resolves to a WebP image. */
  render(glb: Uint8Array, options?: PreviewRenderOptions): Promise<Uint8Array>;
  /** Draws a splat (PLY or SPZ) as soft round points, framed as a mesh is; resolves to a WebP image. */
  renderSplat(splat: Uint8Array, options?: { size?: number }): Promise<Uint8Array>;
  /** Draws points `splatPreviewPoints` packed (which a caller may do off its event loop, in a thread). */
  renderSplatPoints(points: Uint8Array, options?: { size?: number }): Promise<Uint8Array>;
  /**
   * Draws a video of the GLB frame by frame and hands each frame to `onFrame` as planar YUV 4:2:0
   * (BT.709, limited range; bottom row first, as WebGL reads them; width and height even), awaiting it before the next: a slow consumer slows the drawing
   * instead of frames piling up. Resolves to the triangles drawn.
   */
  renderVideo(glb: Uint8Array, settings: VideoRenderSettings, onFrame: (yuv: Buffer, index: number) => Promise<void>): Promise<VideoRenderResult>;
  close(): Promise<void>;
  /**
   * The process ids of the browser's main process (empty where they cannot be found): for a caller
   * that may be ended without a chance to close it (a worker thread stopped at its time limit), to
   * end it from outside. Its other processes end with it.
   */
  processIds(): number[];
  /** The browser drawing the previews, for the logs. */
  readonly chromium: ChromiumInfo;
}

/** Where the Chromium came from: the `executablePath` option, CHROMIUM_PATH, a system install, or the npm package. */
export type ChromiumSource = 'executablePath' | 'CHROMIUM_PATH' | 'system' | '@sparticuz/chromium';

export interface ChromiumInfo {
  source: ChromiumSource;
  executablePath: string;
  /** Its version, e.g. `153.0.8010.0`. */
  version: string;
  /** The WebGL renderer the page got, e.g. llvmpipe or SwiftShader through ANGLE. */
  webgl: string;
}

export interface PreviewRendererOptions {
  /** Chromium or Chrome to run; otherwise CHROMIUM_PATH, then `systemPaths`, then `@sparticuz/chromium`. */
  executablePath?: string;
  /** Where a system Chromium is looked for, in order; the usual install paths by default. */
  systemPaths?: readonly string[];
}

/** What drawing a video found: the triangles drawn, and the seconds the page spent drawing and reading pixels (the rest of the time is the frames' way out). */
export interface VideoRenderResult {
  triangles: number;
  drawSeconds: number;
}

/** What a video's frames are: their size and count, the camera's move and the look. */
export interface VideoRenderSettings {
  width: number;
  height: number;
  frames: number;
  motion: 'turntable' | 'orbit';
  /** The background's top and bottom colours (`#rrggbb`); the same for a plain one. */
  background: { top: string; bottom: string };
  lighting: 'studio' | 'soft' | 'dramatic';
}

export interface PreviewRenderOptions {
  /** Width and height of the square image, in pixels. */
  size?: number;
  /** Where the camera looks from: the front right and a little above, or straight at the front (+Z), level. */
  view?: 'three-quarter' | 'front';
}

export const PREVIEW_DEFAULTS: Required<PreviewRenderOptions> = { size: 512, view: 'three-quarter' };
const MIN_SIZE = 16;
const MAX_SIZE = 2048;
/** A render that takes longer than this is stopped and its page replaced. */
const RENDER_TIMEOUT_MS = 90_000;
const PAGE_TIMEOUT_MS = 30_000;
const CLOSE_TIMEOUT_MS = 10_000;

export const SYSTEM_CHROMIUM_PATHS: readonly string[] = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

const COMMON_ARGS = ['--no-sandbox', '--headless', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/**
 * Mesa's llvmpipe through EGL is about twice as fast as SwiftShader; `--ignore-gpu-blocklist` is
 * what enables WebGL on it. `--disable-gpu` is left out on purpose: with it Chromium ignores
 * `--use-angle=gl-egl` and falls back to SwiftShader.
 */
const SYSTEM_GRAPHICS: readonly GraphicsMode[] = [
  { name: 'llvmpipe', args: ['--use-angle=gl-egl', '--ignore-gpu-blocklist'] },
  { name: 'swiftshader', args: ['--disable-gpu', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'] },
];

/**
 * Of `@sparticuz/chromium`'s recommended flags, those made for AWS Lambda are left out: one process
 * for everything (`--single-process`, `--no-zygote`: a crashed page would take the browser down with
 * it) and relaxed web security, which a page that fetches nothing from the network has no use for.
 * `--headless` comes with the common flags. Its WebGL flags stay: WebGL2 through ANGLE on the
 * SwiftShader it ships, in the browser process. (The llvmpipe flags do not apply: this build has no
 * system GL to reach and lands on SwiftShader with them anyway.)
 */
const BUNDLED_FLAGS_LEFT_OUT = new Set([
  '--single-process',
  '--no-zygote',
  '--disable-web-security',
  '--allow-running-insecure-content',
  '--disable-site-isolation-trials',
  '--disable-setuid-sandbox',
  '--disable-features',
  '--headless',
]);

interface GraphicsMode {
  name: string;
  args: readonly string[];
}

/** The Chromium to launch and how. */
interface ChromiumChoice {
  source: ChromiumSource;
  executablePath: string;
  /** Graphics set-ups in the order they are tried: the next one when the page gets no WebGL. */
  graphics: readonly GraphicsMode[];
  /** The browser's environment, when it needs more than this process's. */
  env?: Record<string, string | undefined>;
}

/**
 * Finds the browser in the documented order, unpacking the packaged one when there is no other;
 * throws naming what is missing or broken.
 */
async function chooseChromium(options: PreviewRendererOptions): Promise<ChromiumChoice> {
  const { executablePath } = options;
  if (executablePath) {
    if (!existsSync(executablePath)) throw new Error(`${NAME}: the Chromium given as executablePath, ${executablePath}, does not exist.`);
    return { source: 'executablePath', executablePath, graphics: SYSTEM_GRAPHICS };
  }
  const fromEnvironment = process.env.CHROMIUM_PATH;
  if (fromEnvironment) {
    if (!existsSync(fromEnvironment)) throw new Error(`${NAME}: CHROMIUM_PATH is set to ${fromEnvironment}, which does not exist.`);
    return { source: 'CHROMIUM_PATH', executablePath: fromEnvironment, graphics: SYSTEM_GRAPHICS };
  }
  const found = (options.systemPaths ?? SYSTEM_CHROMIUM_PATHS).find((path) => existsSync(path));
  if (found) return { source: 'system', executablePath: found, graphics: SYSTEM_GRAPHICS };
  return packagedChromium();
}

let packaged: Promise<ChromiumChoice> | undefined;

/** The Chromium of `@sparticuz/chromium`, unpacked once per process (and kept in the temporary folder). */
function packagedChromium(): Promise<ChromiumChoice> {
  if (!packaged) {
    packaged = unpackChromium();
    // A failed unpack is tried again by the next renderer, not remembered.
    packaged.catch(() => (packaged = undefined));
  }
  return packaged;
}

async function unpackChromium(): Promise<ChromiumChoice> {
  const { default: sparticuz, inflate } = await import('@sparticuz/chromium');
  let executablePath: string;
  try {
    executablePath = await sparticuz.executablePath();
    // Unpacked next to it by the first call; put back if the temporary folder was cleaned since.
    await inflate(join(packagedBinaries(), 'swiftshader.tar.br'));
  } catch (error) {
    throw new Error(`${NAME}: no Chromium was found for mesh previews and the one in @sparticuz/chromium could not be unpacked: ${reasonOf(error)}.`, {
      cause: error,
    });
  }
  const choice: ChromiumChoice = {
    source: '@sparticuz/chromium',
    executablePath,
    graphics: [{ name: 'swiftshader', args: sparticuz.args.filter((arg) => !BUNDLED_FLAGS_LEFT_OUT.has(arg.split('=')[0]!)) }],
  };
  // It needs a few libraries beyond the C library (NSS, NSPR, expat) that a bare machine may lack.
  // The package ships them, built for Amazon Linux 2023, and unpacks them only on AWS Lambda;
  // here they are used only when the system's own are missing, as they need a newer C library.
  const missing = await missingLibraries(executablePath);
  if (!missing) return choice;
  const libraries = join(await inflate(join(packagedBinaries(), 'al2023.tar.br')), 'lib');
  const env = { ...process.env, LD_LIBRARY_PATH: [libraries, process.env.LD_LIBRARY_PATH].filter(Boolean).join(':') };
  const still = await missingLibraries(executablePath, env);
  if (still) throw new Error(`${NAME}: the Chromium of @sparticuz/chromium at ${executablePath} does not start here: ${still}.`);
  return { ...choice, env };
}

/** The package's folder of compressed browser files. */
function packagedBinaries(): string {
  // Its entry is build/index.js; the files are in bin/ beside build/.
  return join(dirname(dirname(createRequire(import.meta.url).resolve('@sparticuz/chromium'))), 'bin');
}

/**
 * Runs the packaged browser for its version: undefined when it starts, the loader's complaint when
 * a shared library is missing; throws for anything else, such as a binary left half unpacked.
 */
async function missingLibraries(executablePath: string, env?: NodeJS.ProcessEnv): Promise<string | undefined> {
  try {
    await promisify(execFile)(executablePath, ['--version'], { env, timeout: PAGE_TIMEOUT_MS });
    return undefined;
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '');
    const complaint = stderr.split('\n').find((line) => line.includes('error while loading shared libraries'));
    if (complaint) return complaint.trim();
    throw new Error(
      `${NAME}: the Chromium of @sparticuz/chromium at ${executablePath} does not start: ${reasonOf(error)} (if it was left half unpacked, delete it and it is unpacked again).`,
      { cause: error },
    );
  }
}

/** One long-lived headless Chromium page with three.js; renders are serialized. */
export async function createPreviewRenderer(options: PreviewRendererOptions = {}): Promise<PreviewRenderer> {
  const renderer = new ChromiumPreviewRenderer(await chooseChromium(options));
  await renderer.start();
  return renderer;
}

class NoWebGLError extends Error {}

/** The page's video calls, as `page.evaluate` reaches them. */
interface VideoPage {
  facetPreview: { videoBegin(settings: VideoRenderSettings): Promise<unknown>; videoFrame(index: number): Promise<unknown> };
}

interface PageAnswer {
  ok: boolean;
  image?: string;
  error?: string;
  fatal?: boolean;
}

class ChromiumPreviewRenderer implements PreviewRenderer {
  private browser: Browser | undefined;
  private context: BrowserContext | undefined;
  private page: Page | undefined;
  /** Index in the choice's graphics set-ups of the one in use. */
  private graphics = 0;
  private webgl = '';
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;
  private nextModel = 0;
  /** Where GLBs are written for the page to read; removed on close. */
  private directory: string | undefined;
  private readonly files = new Map<string, Buffer>();
  private readonly threeRoot = threePackageRoot();
  private readonly marker = randomUUID();

  constructor(private readonly choice: ChromiumChoice) {}

  get chromium(): ChromiumInfo {
    const { source, executablePath } = this.choice;
    return { source, executablePath, version: this.browser?.version() ?? '', webgl: this.webgl };
  }

  processIds(): number[] {
    if (!this.browser?.isConnected()) return [];
    const wanted = `--facet-renderer=${this.marker}`;
    const found: number[] = [];
    let entries: string[];
    try {
      entries = readdirSync('/proc');
    } catch {
      return [];
    }
    for (const entry of entries) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const args = readFileSync(`/proc/${entry}/cmdline`, 'latin1').split('\0');
        // The main process only: its helpers carry the switch too but have a --type.
        if (args.includes(wanted) && !args.some((arg) => arg.startsWith('--type='))) found.push(Number(entry));
      } catch {
        // Gone meanwhile.
      }
    }
    return found;
  }

  /** Opens the browser and page once, so the first render does not pay for it. */
  async start(): Promise<void> {
    await this.ensurePage();
  }

  render(glb: Uint8Array, options: PreviewRenderOptions = {}): Promise<Uint8Array> {
    const view = options.view ?? PREVIEW_DEFAULTS.view;
    return this.enqueue(options, (size) => this.renderNow(glb, size, 'mesh', view));
  }

  renderSplat(splat: Uint8Array, options: PreviewRenderOptions = {}): Promise<Uint8Array> {
    let points: Uint8Array;
    try {
      points = splatPreviewPoints(splat);
    } catch (error) {
      return Promise.reject(new Error(`${NAME}: the splat preview could not be rendered: ${reasonOf(error)}.`, { cause: error }));
    }
    return this.renderSplatPoints(points, options);
  }

  renderSplatPoints(points: Uint8Array, options: PreviewRenderOptions = {}): Promise<Uint8Array> {
    return this.enqueue(options, (size) => this.renderNow(points, size, 'splat'));
  }

  renderVideo(glb: Uint8Array, settings: VideoRenderSettings, onFrame: (yuv: Buffer, index: number) => Promise<void>): Promise<VideoRenderResult> {
    const { width, height, frames } = settings;
    for (const [name, value] of [['width', width], ['height', height]] as const) {
      if (!Number.isInteger(value) || value < MIN_SIZE || value > MAX_SIZE) {
        return Promise.reject(new Error(`${NAME}: the video's ${name} must be a whole number of pixels from ${MIN_SIZE} to ${MAX_SIZE}, not ${value}.`));
      }
    }
    if (width % 2 !== 0 || height % 2 !== 0) return Promise.reject(new Error(`${NAME}: a video's width and height must be even (4:2:0 chroma), not ${width} x ${height}.`));
    if (!Number.isInteger(frames) || frames < 1) return Promise.reject(new Error(`${NAME}: a video needs a whole number of frames, at least 1, not ${frames}.`));
    const run = this.queue.then(() => this.renderVideoNow(glb, settings, onFrame));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async renderVideoNow(glb: Uint8Array, settings: VideoRenderSettings, onFrame: (yuv: Buffer, index: number) => Promise<void>): Promise<VideoRenderResult> {
    if (this.closed) throw new Error(`${NAME}: the renderer is closed.`);
    this.directory ??= await mkdtemp(join(tmpdir(), 'facet-preview-'));
    const file = join(this.directory, `${++this.nextModel}.glb`);
    const failed = async (reason: string, fatal: boolean | undefined, cause?: unknown): Promise<never> => {
      if (fatal) await this.resetPage();
      throw new Error(`${NAME}: the video could not be rendered: ${reason}.`, cause === undefined ? undefined : { cause });
    };
    let page: Page;
    let begun: PageAnswer & { triangles?: number };
    try {
      await writeFile(file, glb);
      page = await this.ensurePage();
      try {
        begun = await withTimeout(
          (async () => {
            await page.setInputFiles('#model', file, { timeout: RENDER_TIMEOUT_MS });
            return (await page.evaluate((value) => (globalThis as unknown as VideoPage).facetPreview.videoBegin(value), settings)) as PageAnswer & { triangles?: number };
          })(),
          RENDER_TIMEOUT_MS,
          `loading the model took longer than ${RENDER_TIMEOUT_MS / 1000} s`,
        );
      } catch (error) {
        return await failed(reasonOf(error), true, error);
      }
    } finally {
      await rm(file, { force: true });
    }
    if (!begun.ok) return failed(begun.error ?? 'the model did not load', begun.fatal);
    let drawMs = 0;
    try {
      for (let index = 0; index < settings.frames; index++) {
        let answer: PageAnswer & { data?: string; draw?: number };
        try {
          answer = await withTimeout(
            page.evaluate((value) => (globalThis as unknown as VideoPage).facetPreview.videoFrame(value), index) as Promise<PageAnswer & { data?: string; draw?: number }>,
            RENDER_TIMEOUT_MS,
            `frame ${index + 1} took longer than ${RENDER_TIMEOUT_MS / 1000} s`,
          );
        } catch (error) {
          return await failed(reasonOf(error), true, error);
        }
        if (!answer.ok || answer.data === undefined) return await failed(answer.error ?? `frame ${index + 1} came back empty`, answer.fatal);
        drawMs += answer.draw ?? 0;
        const yuv = Buffer.from(answer.data, 'base64');
        if (yuv.byteLength !== (settings.width * settings.height * 3) / 2) return await failed(`frame ${index + 1} came back the wrong size`, false);
        await onFrame(yuv, index);
      }
    } finally {
      if (this.page === page && !page.isClosed()) await withTimeout(page.evaluate('window.facetPreview.videoEnd()'), CLOSE_TIMEOUT_MS, 'the page did not let the video go').catch(() => this.resetPage());
    }
    return { triangles: begun.triangles ?? 0, drawSeconds: drawMs / 1000 };
  }

  private enqueue(options: PreviewRenderOptions, draw: (size: number) => Promise<Uint8Array>): Promise<Uint8Array> {
    const size = options.size ?? PREVIEW_DEFAULTS.size;
    if (!Number.isInteger(size) || size < MIN_SIZE || size > MAX_SIZE) {
      return Promise.reject(new Error(`${NAME}: size must be a whole number of pixels from ${MIN_SIZE} to ${MAX_SIZE}, not ${size}.`));
    }
    const run = this.queue.then(() => draw(size));
    this.queue = run.catch(() => undefined);
    return run;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.queue;
    await this.closeBrowser();
    if (this.directory) await rm(this.directory, { recursive: true, force: true });
    this.directory = undefined;
  }

  private async renderNow(model: Uint8Array, size: number, kind: 'mesh' | 'splat', view: PreviewRenderOptions['view'] = PREVIEW_DEFAULTS.view): Promise<Uint8Array> {
    if (this.closed) throw new Error(`${NAME}: the renderer is closed.`);
    this.directory ??= await mkdtemp(join(tmpdir(), 'facet-preview-'));
    const file = join(this.directory, `${++this.nextModel}.${kind === 'mesh' ? 'glb' : 'points'}`);
    let answer: PageAnswer;
    try {
      await writeFile(file, model);
      try {
        answer = await this.renderFile(file, size, kind, view);
      } catch {
        // The page crashed, hung or the browser died. That may have been a page already broken
        // before this render began, so it gets one more try on a fresh page.
        await this.resetPage();
        try {
          answer = await this.renderFile(file, size, kind, view);
        } catch (again) {
          await this.resetPage();
          throw new Error(`${NAME}: the ${kind} preview could not be rendered: ${reasonOf(again)}.`, { cause: again });
        }
      }
    } finally {
      await rm(file, { force: true });
    }
    if (!answer.ok || !answer.image) {
      if (answer.fatal) await this.resetPage();
      throw new Error(`${NAME}: the ${kind} preview could not be rendered: ${answer.error ?? 'no image came back'}.`);
    }
    const png = Buffer.from(answer.image.slice(answer.image.indexOf(',') + 1), 'base64');
    const webp = await sharp(png).webp({ quality: 85, alphaQuality: 90 }).toBuffer();
    return new Uint8Array(webp.buffer, webp.byteOffset, webp.byteLength);
  }

  /** Hands the file to the page and draws it; rejects only when the page or browser fails. */
  private async renderFile(file: string, size: number, kind: 'mesh' | 'splat', view: PreviewRenderOptions['view']): Promise<PageAnswer> {
    const page = await this.ensurePage();
    return withTimeout(
      (async () => {
        await page.setInputFiles('#model', file, { timeout: RENDER_TIMEOUT_MS });
        return (await page.evaluate(`window.facetPreview.${kind === 'mesh' ? `render(${size}, ${JSON.stringify(view)})` : `renderSplat(${size})`}`)) as PageAnswer;
      })(),
      RENDER_TIMEOUT_MS,
      `the render took longer than ${RENDER_TIMEOUT_MS / 1000} s`,
    );
  }

  private async ensurePage(): Promise<Page> {
    if (this.page && !this.page.isClosed() && this.browser?.isConnected()) return this.page;
    await this.resetPage();
    try {
      return await this.openPage();
    } catch (error) {
      if (!(error instanceof NoWebGLError) || this.graphics === this.choice.graphics.length - 1) throw error;
      // No WebGL through EGL on this machine: SwiftShader is slower but always there.
      this.graphics += 1;
      await this.closeBrowser();
      return this.openPage();
    }
  }

  private async openPage(): Promise<Page> {
    if (!this.browser?.isConnected()) {
      const { executablePath, graphics, env } = this.choice;
      // Loaded with the first browser: Playwright takes half a second to load, which a server
      // start need not spend before it has a preview to render.
      const { chromium } = await import('playwright-core');
      this.browser = await chromium.launch({
        executablePath,
        // The marker finds this browser's process among the others (processIds); Chromium ignores it.
        args: [...COMMON_ARGS, ...graphics[this.graphics]!.args, `--facet-renderer=${this.marker}`],
        ...(env ? { env } : {}),
        timeout: PAGE_TIMEOUT_MS,
      });
    }
    const context = await this.browser.newContext({ viewport: { width: 64, height: 64 }, deviceScaleFactor: 1 });
    this.context = context;
    await context.route('**/*', (route) => this.serve(route));
    const page = await context.newPage();
    // A crashed page is replaced before the next render instead of failing it too.
    page.on('crash', () => {
      if (this.page === page) this.page = undefined;
    });
    try {
      await page.goto(`${PREVIEW_ORIGIN}/`, { timeout: PAGE_TIMEOUT_MS });
      await page.waitForFunction('window.facetPreview !== undefined', undefined, { timeout: PAGE_TIMEOUT_MS });
    } catch (error) {
      await this.resetPage();
      throw new Error(`${NAME}: the preview page did not load: ${reasonOf(error)}.`, { cause: error });
    }
    try {
      this.webgl = String(await withTimeout(page.evaluate('window.facetPreview.ready'), PAGE_TIMEOUT_MS, 'WebGL did not start in time'));
    } catch (error) {
      await this.resetPage();
      const mode = this.choice.graphics[this.graphics]!.name;
      throw new NoWebGLError(`${NAME}: the preview page has no WebGL with ${mode}: ${reasonOf(error)}.`, { cause: error });
    }
    this.page = page;
    return page;
  }

  /** Drops the page (its context goes with it); the browser too when it is gone or stuck. */
  private async resetPage(): Promise<void> {
    const context = this.context;
    this.page = undefined;
    this.context = undefined;
    if (context) {
      try {
        await withTimeout(context.close(), CLOSE_TIMEOUT_MS, 'the page did not close');
      } catch {
        await this.closeBrowser();
      }
    }
    if (this.browser && !this.browser.isConnected()) this.browser = undefined;
  }

  private async closeBrowser(): Promise<void> {
    const browser = this.browser;
    this.browser = undefined;
    this.page = undefined;
    this.context = undefined;
    await browser?.close().catch(() => undefined);
  }

  /** Answers every request of the page from memory or the three.js package; nothing reaches the network. */
  private async serve(route: Route): Promise<void> {
    const url = new URL(route.request().url());
    if (url.origin !== PREVIEW_ORIGIN) return route.abort('blockedbyclient');
    const path = decodeURIComponent(url.pathname);
    if (path === '/') return route.fulfill({ contentType: 'text/html', body: PREVIEW_HTML });
    if (path === '/preview.js') return route.fulfill({ contentType: 'text/javascript', body: PREVIEW_SCRIPT });
    if (path.startsWith('/three/')) {
      const file = normalize(join(this.threeRoot, path.slice('/three/'.length)));
      if (!file.startsWith(this.threeRoot + sep)) return route.fulfill({ status: 404 });
      try {
        const body = this.files.get(file) ?? (await readFile(file));
        this.files.set(file, body);
        return route.fulfill({ contentType: CONTENT_TYPES[extname(file)] ?? 'application/octet-stream', body });
      } catch {
        return route.fulfill({ status: 404 });
      }
    }
    return route.fulfill({ status: 404 });
  }
}

const CONTENT_TYPES: Record<string, string> = { '.js': 'text/javascript', '.wasm': 'application/wasm', '.json': 'application/json' };

function threePackageRoot(): string {
  // `three` resolves to build/three.cjs for require; the package root is two levels up.
  return dirname(dirname(createRequire(import.meta.url).resolve('three')));
}

/** The first line of an error, without Playwright's `page.method:` prefix or a final full stop. */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]!.replace(/^[a-zA-Z]+\.[a-zA-Z]+: /, '').trim().replace(/\.$/, '');
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
