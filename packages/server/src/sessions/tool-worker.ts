/**
 * The worker side of the spine (ARCHITECTURE.md, The spine, step 3): mark the job running, read its
 * inputs from storage, run the engine with throttled progress, store the outputs as new assets next
 * to the input, settle the job, and tell the owner's sockets at each step. A job that cannot succeed
 * is failed once and refunded once, both keyed by the job id.
 */
import { inputAssetId, referenceAssetIds } from '@facet/contract';
import type { AssetRow, JobRow, SessionRow } from '../db/schema';
import { type PipelineFile, type PipelineResult, UnsupportedFileError } from '@facet/engine/light';
import type { FastifyBaseLogger } from 'fastify';
import { uuidv7 } from '../lib/ids';
import { readAll } from '../lib/read-all';
import type { Store } from '../db/store';
import type { FileStorage } from '../storage';
import { contentTypeOf } from '../storage/storage';
import { assetFileKey, type AssetsService } from '../assets/assets.service';
import type { CreditsService } from '../credits/credits.service';
import { EngineClosedError, EngineLimitError, type EnginePool } from './engine-pool';
import type { PreviewsService } from '../assets/previews.service';
import type { SessionsService } from './sessions.service';
import type { Delivery } from '../queue/job-queue';
import { toolPipelineOf, type ToolPipeline } from './tool-pipelines';

/** A failure that another attempt would only repeat: the input is what is wrong. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export interface ToolWorkerOptions {
  /** Least time between two progress writes of one job. */
  progressIntervalMs: number;
}

const GENERIC_FAILURE = 'The tool stopped with an error on our side.';
/**
 * A run whose engine thread took it this long after its delivery began (it waited for a thread
 * behind other runs) has its delivery's expiry started again: a tool's time limit stays below the
 * queue's expiry only when counted from the same moment. A run that starts sooner costs no write.
 */
export const RENEW_LEASE_AFTER_MS = 1_000;

export class ToolWorker {
  constructor(
    private readonly store: Store,
    private readonly storage: FileStorage,
    private readonly assets: Pick<AssetsService, 'published'>,
    private readonly sessions: Pick<SessionsService, 'publishJob'>,
    private readonly credits: CreditsService,
    private readonly previews: Pick<PreviewsService, 'enqueue'>,
    private readonly engine: Pick<EnginePool, 'runTool'>,
    private readonly logger: FastifyBaseLogger,
    private readonly options: ToolWorkerOptions = { progressIntervalMs: 250 },
  ) {}

  /**
   * Runs one job. Returns when it is settled; throws when another attempt may succeed (the queue
   * retries it, and after the last attempt `fail` settles it). `delivery`: the queue's, whose expiry
   * is started again when the run waited for an engine thread, and which is told once the engine is
   * done with the job.
   */
  async run(jobId: string, delivery?: Pick<Delivery, 'renew' | 'finishing'>): Promise<void> {
    const taken = performance.now();
    const start = await this.store.sessions.startJobWithInput(jobId);
    if (!start) {
      // Settled already: a delivery again after an attempt settled the job but did not live to
      // say so (or to tell the queue). The owner hears the result now, whatever the first attempt sent.
      await this.republishSettled(jobId);
      return;
    }
    const started = start.job;
    // Whose organization hears of it: known here, not looked up for each event.
    const organizationId = start.session?.organizationId ?? null;
    this.sessions.publishJob(started, organizationId);
    try {
      const onEngineStarted = () => {
        if (!delivery || performance.now() - taken < RENEW_LEASE_AFTER_MS) return;
        delivery.renew().catch((error: unknown) => this.logger.warn({ err: error, jobId }, 'could not renew the delivery of a job that waited for an engine thread'));
      };
      const { pipeline, result, source } = await this.execute(started, start.session, start.input, onEngineStarted);
      // The engine is done with it: the next job may start while the outputs are stored.
      delivery?.finishing();
      await this.succeed(started, pipeline, result, source, organizationId);
    } catch (error) {
      if (error instanceof PermanentJobError) {
        await this.fail(jobId, error.message);
        return;
      }
      // The server is stopping: the queue has the job back, and this attempt says nothing about it.
      if (error instanceof EngineClosedError) throw error;
      this.logger.error({ err: error, jobId }, 'tool job attempt failed');
      const updated = await this.store.sessions.updateJob(jobId, { error: GENERIC_FAILURE });
      if (updated) this.sessions.publishJob(updated, organizationId);
      throw error;
    }
  }

  /**
   * Fails the job and refunds its credits, once however often it is called. Outputs an attempt had
   * reserved are removed with their files: a failed, refunded run leaves nothing behind.
   */
  async fail(jobId: string, message?: string): Promise<void> {
    const settled = await this.store.transaction(async (repositories) => {
      const job = await repositories.sessions.lockJob(jobId);
      if (!job || job.status === 'succeeded' || job.status === 'failed') return undefined;
      if (job.credits > 0) {
        await this.credits.applyWithin(repositories, { userId: job.ownerId, amount: job.credits, reason: 'refund', reference: job.id });
      }
      await repositories.sessions.updateSession(job.sessionId, { status: 'failed' });
      const dropped = await repositories.assets.dropHiddenJobOutputs(jobId);
      const updated = await repositories.sessions.updateJob(jobId, {
        status: 'failed',
        error: message ?? job.error ?? GENERIC_FAILURE,
        refunded: job.credits > 0,
        finishedAt: new Date(),
      });
      return updated ? { job: updated, dropped } : undefined;
    });
    if (!settled) {
      // Failed before: an attempt to fail it again (a dead letter delivered again) comes when the
      // first one may not have lived to tell the owner.
      await this.republishSettled(jobId);
      return;
    }
    this.sessions.publishJob(settled.job);
    await this.removeFiles(settled.dropped);
  }

  /**
   * Tells the owner's sockets of a settled job (and of a succeeded job's outputs) once more. A
   * process can stop between a settle's commit and its events; events are idempotent, so saying it
   * twice is safe where saying it never is not.
   */
  private async republishSettled(jobId: string): Promise<void> {
    const job = await this.store.sessions.findJob(jobId);
    if (!job || (job.status !== 'succeeded' && job.status !== 'failed')) return;
    this.sessions.publishJob(job);
    if (job.status !== 'succeeded') return;
    for (const row of await this.store.assets.shownJobOutputs(jobId)) await this.assets.published(row);
  }

  /** The stored files of output rows that are gone, removed after the rows' removal committed. */
  private async removeFiles(rows: readonly AssetRow[]): Promise<void> {
    for (const row of rows) {
      for (const key of new Set([row.data.file_key, row.data.view_file_key, row.data.image_key])) {
        if (typeof key !== 'string') continue;
        await this.storage.delete(key).catch((error: unknown) => this.logger.warn({ err: error, key }, 'could not remove a failed job output file'));
      }
    }
  }

  /** Runs the job's engine on its input (`firstInput`: the job's first asset, when it is live). */
  private async execute(
    job: JobRow,
    session: SessionRow | undefined,
    firstInput: AssetRow | undefined,
    onEngineStarted: () => void,
  ): Promise<{ pipeline: ToolPipeline; result: PipelineResult<unknown>; source: AssetRow }> {
    const pipeline = toolPipelineOf(job.type);
    if (!pipeline) throw new PermanentJobError('This tool cannot run on this server yet.');
    if (!session) throw new PermanentJobError('The session of this job is gone.');
    const { definition } = pipeline;
    const input = definition.input.parse(session.input);
    // The input is in the session's library: the runner's own, or the organization's it was started in.
    const inLibrary = async (id: string) => {
      const row = id === firstInput?.id ? firstInput : await this.store.assets.findLive(id);
      const reached = row && (row.organizationId ? row.organizationId === session.organizationId : row.ownerId === job.ownerId);
      return reached ? row : undefined;
    };
    const source = await inLibrary(inputAssetId(definition, input));
    // A file the engines do not read (a printable STL or 3MF) has a GLB beside it.
    const fileKey = source?.data.view_file_key ?? source?.data.file_key;
    if (!source || source.isDeleted || typeof fileKey !== 'string') {
      throw new PermanentJobError(`The input ${source?.type ?? 'asset'} was deleted before the job ran.`);
    }
    const bytes = await readAll(await this.storage.get(fileKey));
    const references: Record<string, Uint8Array> = {};
    for (const { reference, id } of referenceAssetIds(definition, input)) {
      const referenced = await inLibrary(id);
      const key = referenced?.data.file_key;
      if (!referenced || referenced.isDeleted || typeof key !== 'string') throw new PermanentJobError(`The ${reference.label} was deleted before the job ran.`);
      references[reference.key] = await readAll(await this.storage.get(key));
    }
    try {
      // In a thread of the engine pool: the event loop here goes on answering requests meanwhile.
      const progress = this.progressWriter(job, session.organizationId);
      const result = await this.engine.runTool(definition.sessionType, bytes, input, progress.report, references, { progressFrom: progress.from, onStarted: onEngineStarted });
      return { pipeline, source, result };
    } catch (error) {
      // A run past its limits would only be ended again.
      if (error instanceof EngineLimitError) throw new PermanentJobError(error.message);
      if (error instanceof UnsupportedFileError) throw new PermanentJobError(`The ${source.type} could not be read: ${error.message}`);
      // The engine says what is wrong with the input in an error named for the tool.
      const prefix = `${definition.id}:`;
      if (error instanceof Error && error.message.startsWith(prefix)) throw new PermanentJobError(error.message.slice(prefix.length).trim());
      throw error;
    }
  }

  /**
   * Progress to the database and the sockets at most every `progressIntervalMs`, and never
   * backwards (`report`). The first comes one interval into the run (`from`, in ms since the epoch:
   * the engine's thread sends none sooner): a job done sooner than that says only running and
   * settled, and costs no progress messages, writes or events.
   */
  private progressWriter(job: JobRow, organizationId: string | null): { report: (fraction: number, stage: string) => void; from: number } {
    const began = Date.now();
    let last = began;
    let writing: Promise<void> = Promise.resolve();
    const report = (fraction: number, stage: string) => {
      const now = Date.now();
      if (now - began < this.options.progressIntervalMs) return;
      if (now - last < this.options.progressIntervalMs && fraction < 1) return;
      last = now;
      // Reserve the last hundredth for storing the outputs.
      const shown = Math.min(0.99, Math.max(0, fraction) * 0.95);
      writing = writing.then(async () => {
        const row = await this.store.sessions.reportProgress(job.id, shown, stage).catch(() => undefined);
        if (row) this.sessions.publishJob(row, organizationId);
      });
    };
    return { report, from: began + this.options.progressIntervalMs };
  }

  /** Stores the outputs beside the input, checked to be in the session's library when the job ran. */
  private async succeed(job: JobRow, pipeline: ToolPipeline, result: PipelineResult<unknown>, source: AssetRow, organizationId: string | null): Promise<void> {
    const outputIds: string[] = [];
    for (const [index, file] of result.files.entries()) {
      const row = await this.reserveOutput(job, pipeline, source, file, index, result.report);
      // Written again on a re-run: the same key, the same bytes' place.
      await this.storage.put(String(row.data.file_key), file.bytes, contentTypeOf(String(row.data.file_key)));
      if (file.view && typeof row.data.view_file_key === 'string') await this.storage.put(row.data.view_file_key, file.view, contentTypeOf(row.data.view_file_key));
      if (file.poster && typeof row.data.image_key === 'string') await this.storage.put(row.data.image_key, file.poster, contentTypeOf(row.data.image_key));
      outputIds.push(row.id);
    }
    const settled = await this.store.sessions.settleSucceeded(job, {
      sessionOutput: { [pipeline.definition.sessionOutput]: outputIds },
      report: (result.report ?? null) as Record<string, unknown> | null,
      assetIds: [...job.assetIds, ...outputIds],
    });
    if (!settled) {
      // The job ended while this attempt ran (it ran past its lease and failed): what this attempt
      // reserved and stored after that end goes too.
      const ended = await this.store.transaction(async (repositories) => {
        const locked = await repositories.sessions.lockJob(job.id);
        return locked?.status === 'failed' ? repositories.assets.dropHiddenJobOutputs(job.id) : [];
      });
      await this.removeFiles(ended);
      return;
    }
    // The job first, so the cards' badges clear before the new assets arrive.
    this.sessions.publishJob(settled.job, organizationId);
    for (const row of settled.shown) {
      await this.assets.published(row, []);
      if (row.data.preview_status === 'pending') this.previews.enqueue(row.id);
    }
  }

  /** The output's row, reserved on this attempt or found from an earlier one. */
  private async reserveOutput(
    job: JobRow,
    pipeline: ToolPipeline,
    source: AssetRow,
    file: PipelineFile,
    index: number,
    report: unknown,
  ): Promise<AssetRow> {
    const outputKey = file.name;
    const assetId = uuidv7();
    const name = pipeline.definition.outputName(source.name, index, report);
    const output = pipeline.outputAsset(file, index, report, name);
    const reserved = await this.store.assets.reserveJobOutput({
      id: assetId,
      ownerId: job.ownerId,
      organizationId: source.organizationId,
      parentId: source.parentId,
      type: output.type,
      name,
      sessionId: job.sessionId,
      sourceJobId: job.id,
      outputKey,
      data: {
        // The input's size, unless the output says its own (a model's; a video has none).
        ...(source.data.bbox && (output.type === 'mesh' || output.type === 'splat') ? { bbox: source.data.bbox } : {}),
        ...output.data,
        // Meshes and splats get a rendered picture (see PreviewsService).
        ...(output.type === 'mesh' || output.type === 'splat' ? { preview_status: 'pending' } : {}),
        file_key: assetFileKey(job.ownerId, assetId, output.fileName),
        // An image output is its own preview picture.
        ...(output.type === 'image' ? { image_key: assetFileKey(job.ownerId, assetId, output.fileName) } : {}),
        ...(output.viewFileName ? { view_file_key: assetFileKey(job.ownerId, assetId, output.viewFileName) } : {}),
        // A picture the engine made (a video's poster).
        ...(output.posterFileName ? { image_key: assetFileKey(job.ownerId, assetId, output.posterFileName) } : {}),
        source_asset_id: source.id,
      },
    });
    if (reserved) return reserved;
    // Reserved by an earlier attempt of this job (or one running beside it): that row it is.
    const earlier = await this.store.assets.findJobOutput(job.id, outputKey);
    if (!earlier) throw new Error(`Output ${outputKey} of job ${job.id} conflicted but is not there`);
    return earlier;
  }
}
