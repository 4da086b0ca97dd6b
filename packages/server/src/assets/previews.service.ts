/**
 * Mesh and splat previews, rendered in this process after an upload or a tool's output answers: one
 * render at a time through one shared headless Chromium, started on first use and closed when idle.
 * A stand-in for the job queue, which will take the same work (`enqueue(assetId)`) to a worker.
 */
import { createPreviewRenderer, type PreviewRenderer } from '@facet/engine/light';
import type { FastifyBaseLogger } from 'fastify';
import { readAll } from '../lib/read-all';
import { StorageUnavailableError } from '../lib/unavailable';
import type { Repositories } from '../db/store';
import type { FileStorage } from '../storage';
import { assetFileKey, type AssetsService } from './assets.service';
import type { EnginePool } from '../sessions/engine-pool';

export interface PreviewsOptions {
  /** False: nothing is rendered and meshes and splats stay `pending` (a rendering server picks them up at start). */
  enabled: boolean;
  chromiumPath?: string | undefined;
  /** Side of the square preview in pixels: 512 stays sharp on high-density screens. */
  size?: number;
  /** The browser is closed after this long without work. */
  idleCloseMs?: number;
  /** How previews are drawn; the engine's Chromium renderer unless a test passes another. */
  createRenderer?: (options: { executablePath?: string }) => Promise<PreviewRenderer>;
  /** Reads a splat's preview points off the event loop (the engine's threads); in this process otherwise. */
  engine?: Pick<EnginePool, 'splatPreviewPoints'>;
}

/** Pending previews picked up at start, at most (the rest wait for the next start or the job queue). */
const RESUME_LIMIT = 1000;
/** A preview the file storage could not serve is tried again after this, doubling up to the cap. */
const STORAGE_RETRY_FIRST_MS = 2000;
const STORAGE_RETRY_MAX_MS = 60_000;

export class PreviewsService {
  private readonly queue: string[] = [];
  private running: Promise<void> | undefined;
  private renderer: Promise<PreviewRenderer> | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  private closed = false;
  /** Previews waiting out a storage outage: their next try, and the delay before the one after. */
  private readonly retries = new Map<string, { timer: NodeJS.Timeout; nextDelayMs: number }>();

  constructor(
    private readonly repositories: Pick<Repositories, 'assets'>,
    private readonly storage: FileStorage,
    private readonly assets: Pick<AssetsService, 'published'>,
    private readonly logger: FastifyBaseLogger,
    private readonly options: PreviewsOptions,
  ) {}

  get enabled(): boolean {
    return this.options.enabled;
  }

  /** Renders the mesh's or splat's preview soon; the owner gets an `asset_update` when it is ready or failed. */
  enqueue(assetId: string): void {
    if (!this.options.enabled || this.closed || this.queue.includes(assetId)) return;
    this.queue.push(assetId);
    this.drain();
  }

  /** Queues the meshes and splats still `pending`, e.g. those a previous run did not get to before it stopped. */
  async resumePending(): Promise<void> {
    if (!this.options.enabled) return;
    for (const id of await this.repositories.assets.pendingPreviews(RESUME_LIMIT)) this.enqueue(id);
  }

  /** Resolves once nothing is queued or rendering. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Drops what is queued, lets the current render finish, and closes the browser. */
  async close(): Promise<void> {
    this.closed = true;
    this.queue.length = 0;
    for (const { timer } of this.retries.values()) clearTimeout(timer);
    this.retries.clear();
    await this.idle();
    await this.closeRenderer();
  }

  private drain(): void {
    if (this.running) return;
    clearTimeout(this.idleTimer);
    this.running = (async () => {
      for (let id = this.queue.shift(); id !== undefined && !this.closed; id = this.queue.shift()) await this.render(id);
    })().finally(() => {
      this.running = undefined;
      if (this.queue.length > 0 && !this.closed) return this.drain();
      this.idleTimer = setTimeout(() => void this.closeRenderer(), this.options.idleCloseMs ?? 60_000);
      this.idleTimer.unref();
    });
  }

  private async render(assetId: string): Promise<void> {
    const row = await this.repositories.assets.findLive(assetId).catch((error: unknown) => {
      this.logger.error({ err: error, assetId }, 'mesh preview: could not read the asset');
      return undefined;
    });
    // A file viewers cannot read (STL, 3MF) has a GLB beside it.
    const fileField = typeof row?.data.view_file_key === 'string' ? 'view_file_key' : 'file_key';
    const fileKey = row?.data[fileField];
    if (!row || (row.type !== 'mesh' && row.type !== 'splat') || row.data.preview_status !== 'pending' || typeof fileKey !== 'string') return;
    const kind = row.type;
    const previewKey = assetFileKey(row.ownerId, row.id, 'preview.webp');
    let outcome: Record<string, unknown>;
    try {
      const started = Date.now();
      const file = await readAll(await this.storage.get(fileKey));
      const renderer = await this.rendererInstance();
      const options = { size: this.options.size ?? 512 };
      const { engine } = this.options;
      const webp =
        kind === 'mesh'
          ? await renderer.render(file, options)
          : engine
            ? await renderer.renderSplatPoints(await engine.splatPreviewPoints(file), options)
            : await renderer.renderSplat(file, options);
      await this.storage.put(previewKey, webp, 'image/webp');
      outcome = { image_key: previewKey, preview_status: 'ready' };
      this.logger.info({ assetId, ms: Date.now() - started }, `${kind} preview rendered`);
    } catch (error) {
      // The storage is down, not the file bad: it stays pending and is tried again later (and at
      // the next start, should this process stop meanwhile).
      if (error instanceof StorageUnavailableError) return this.retryLater(assetId, error);
      this.logger.error({ err: error, assetId }, `${kind} preview failed`);
      outcome = { preview_status: 'failed' };
    }
    this.retries.delete(assetId);
    try {
      // Recorded only while the asset still has the file that was drawn: one read again with another
      // up axis meanwhile has had its own render queued, which this one must not answer for.
      const updated = await this.repositories.assets.mergeData(assetId, outcome, { [fileField]: fileKey });
      if (updated) await this.assets.published(updated);
      // Deleted while rendering: its preview has no asset to show it.
      else if (outcome.image_key && !(await this.repositories.assets.findLive(assetId))) await this.storage.delete(previewKey);
    } catch (error) {
      this.logger.error({ err: error, assetId }, 'mesh preview: could not record the outcome');
    }
  }

  private retryLater(assetId: string, error: StorageUnavailableError): void {
    if (this.closed) return;
    const delayMs = this.retries.get(assetId)?.nextDelayMs ?? STORAGE_RETRY_FIRST_MS;
    this.logger.warn({ err: error, assetId, retryInMs: delayMs }, 'preview: the file storage did not answer; it will be tried again');
    const timer = setTimeout(() => this.enqueue(assetId), delayMs).unref();
    this.retries.set(assetId, { timer, nextDelayMs: Math.min(delayMs * 2, STORAGE_RETRY_MAX_MS) });
  }

  private rendererInstance(): Promise<PreviewRenderer> {
    if (!this.renderer) {
      const create = this.options.createRenderer ?? createPreviewRenderer;
      const executablePath = this.options.chromiumPath;
      const started = Date.now();
      this.renderer = create(executablePath ? { executablePath } : {});
      this.renderer.then(
        ({ chromium }) => {
          // Which browser draws the previews: CHROMIUM_PATH, a system one, or the npm package's.
          const source = chromium.source === 'executablePath' ? 'CHROMIUM_PATH' : chromium.source;
          this.logger.info({ ...chromium, source, ms: Date.now() - started }, `mesh previews: Chromium ${chromium.version} from ${source}`);
        },
        // A browser that failed to start is tried again for the next preview, not remembered as broken.
        () => {
          this.renderer = undefined;
        },
      );
    }
    return this.renderer;
  }

  private async closeRenderer(): Promise<void> {
    clearTimeout(this.idleTimer);
    const renderer = this.renderer;
    this.renderer = undefined;
    if (!renderer) return;
    try {
      await (await renderer).close();
    } catch (error) {
      this.logger.warn({ err: error }, 'mesh preview: the renderer did not close cleanly');
    }
  }
}
