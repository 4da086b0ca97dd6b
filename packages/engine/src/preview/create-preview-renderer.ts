/**
 * Mesh previews: one long-lived headless Chromium page draws GLBs with three.js on the CPU
 * (Mesa llvmpipe through ANGLE, or SwiftShader where that gives no WebGL). Renders run one at a
 * time; a crash or a hang costs that render only, the page or browser is started again for the next.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type Route } from 'playwright-core';
import sharp from 'sharp';
import { PREVIEW_HTML, PREVIEW_ORIGIN, PREVIEW_SCRIPT } from './preview-page';

const NAME = 'preview';

export interface PreviewRenderer {
  /** Draws the GLB from a three-quarter view on a transparent background; resolves to a WebP image. */
  render(glb: Uint8Array, options?: { size?: number }): Promise<Uint8Array>;
  close(): Promise<void>;
}

export interface PreviewRendererOptions {
  /** Chromium or Chrome to run; otherwise CHROMIUM_PATH, then the usual install paths. */
  executablePath?: string;
}

export interface PreviewRenderOptions {
  /** Width and height of the square image, in pixels. */
  size?: number;
}

export const PREVIEW_DEFAULTS: Required<PreviewRenderOptions> = { size: 512 };
const MIN_SIZE = 16;
const MAX_SIZE = 2048;
/** A render that takes longer than this is stopped and its page replaced. */
const RENDER_TIMEOUT_MS = 90_000;
const PAGE_TIMEOUT_MS = 30_000;
const CLOSE_TIMEOUT_MS = 10_000;

const DEFAULT_EXECUTABLES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

const COMMON_ARGS = ['--no-sandbox', '--headless', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/**
 * Mesa's llvmpipe through EGL is about twice as fast as SwiftShader; `--ignore-gpu-blocklist` is
 * what enables WebGL on it. `--disable-gpu` is left out on purpose: with it Chromium ignores
 * `--use-angle=gl-egl` and falls back to SwiftShader.
 */
const GRAPHICS_ARGS = {
  llvmpipe: ['--use-angle=gl-egl', '--ignore-gpu-blocklist'],
  swiftshader: ['--disable-gpu', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
} as const;
type Graphics = keyof typeof GRAPHICS_ARGS;

/** Finds the browser in the documented order; throws naming what is missing. */
export function findChromium(executablePath?: string): string {
  if (executablePath) {
    if (!existsSync(executablePath)) throw new Error(`${NAME}: the Chromium given as executablePath, ${executablePath}, does not exist.`);
    return executablePath;
  }
  const fromEnvironment = process.env.CHROMIUM_PATH;
  if (fromEnvironment) {
    if (!existsSync(fromEnvironment)) throw new Error(`${NAME}: CHROMIUM_PATH is set to ${fromEnvironment}, which does not exist.`);
    return fromEnvironment;
  }
  const found = DEFAULT_EXECUTABLES.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      `${NAME}: no Chromium was found for mesh previews (looked for ${DEFAULT_EXECUTABLES.join(', ')}); install Chromium or set CHROMIUM_PATH to a Chromium or Chrome executable.`,
    );
  }
  return found;
}

/** One long-lived headless Chromium page with three.js; renders are serialized. */
export async function createPreviewRenderer(options: PreviewRendererOptions = {}): Promise<PreviewRenderer> {
  const renderer = new ChromiumPreviewRenderer(findChromium(options.executablePath));
  await renderer.start();
  return renderer;
}

class NoWebGLError extends Error {}

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
  private graphics: Graphics = 'llvmpipe';
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;
  private nextModel = 0;
  /** Where GLBs are written for the page to read; removed on close. */
  private directory: string | undefined;
  private readonly files = new Map<string, Buffer>();
  private readonly threeRoot = threePackageRoot();

  constructor(private readonly executablePath: string) {}

  /** Opens the browser and page once, so the first render does not pay for it. */
  async start(): Promise<void> {
    await this.ensurePage();
  }

  render(glb: Uint8Array, options: PreviewRenderOptions = {}): Promise<Uint8Array> {
    const size = options.size ?? PREVIEW_DEFAULTS.size;
    if (!Number.isInteger(size) || size < MIN_SIZE || size > MAX_SIZE) {
      return Promise.reject(new Error(`${NAME}: size must be a whole number of pixels from ${MIN_SIZE} to ${MAX_SIZE}, not ${size}.`));
    }
    const run = this.queue.then(() => this.renderNow(glb, size));
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

  private async renderNow(glb: Uint8Array, size: number): Promise<Uint8Array> {
    if (this.closed) throw new Error(`${NAME}: the renderer is closed.`);
    this.directory ??= await mkdtemp(join(tmpdir(), 'facet-preview-'));
    const file = join(this.directory, `${++this.nextModel}.glb`);
    let answer: PageAnswer;
    try {
      await writeFile(file, glb);
      try {
        answer = await this.renderFile(file, size);
      } catch {
        // The page crashed, hung or the browser died. That may have been a page already broken
        // before this render began, so it gets one more try on a fresh page.
        await this.resetPage();
        try {
          answer = await this.renderFile(file, size);
        } catch (again) {
          await this.resetPage();
          throw new Error(`${NAME}: the mesh preview could not be rendered: ${reasonOf(again)}.`, { cause: again });
        }
      }
    } finally {
      await rm(file, { force: true });
    }
    if (!answer.ok || !answer.image) {
      if (answer.fatal) await this.resetPage();
      throw new Error(`${NAME}: the mesh preview could not be rendered: ${answer.error ?? 'no image came back'}.`);
    }
    const png = Buffer.from(answer.image.slice(answer.image.indexOf(',') + 1), 'base64');
    const webp = await sharp(png).webp({ quality: 85, alphaQuality: 90 }).toBuffer();
    return new Uint8Array(webp.buffer, webp.byteOffset, webp.byteLength);
  }

  /** Hands the file to the page and draws it; rejects only when the page or browser fails. */
  private async renderFile(file: string, size: number): Promise<PageAnswer> {
    const page = await this.ensurePage();
    return withTimeout(
      (async () => {
        await page.setInputFiles('#model', file, { timeout: RENDER_TIMEOUT_MS });
        return (await page.evaluate(`window.facetPreview.render(${size})`)) as PageAnswer;
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
      if (!(error instanceof NoWebGLError) || this.graphics === 'swiftshader') throw error;
      // No WebGL through EGL on this machine: SwiftShader is slower but always there.
      this.graphics = 'swiftshader';
      await this.closeBrowser();
      return this.openPage();
    }
  }

  private async openPage(): Promise<Page> {
    if (!this.browser?.isConnected()) {
      this.browser = await chromium.launch({
        executablePath: this.executablePath,
        args: [...COMMON_ARGS, ...GRAPHICS_ARGS[this.graphics]],
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
      await withTimeout(page.evaluate('window.facetPreview.ready'), PAGE_TIMEOUT_MS, 'WebGL did not start in time');
    } catch (error) {
      await this.resetPage();
      throw new NoWebGLError(`${NAME}: the preview page has no WebGL with ${this.graphics}: ${reasonOf(error)}.`, { cause: error });
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
