/**
 * Uploads in progress (valtio: client state, not server data): each file's progress and result, run
 * three at a time. Finished assets are merged into the lists by the caller's `onUploaded`.
 *
 * An upload is done when its own HTTP answer says so, whether or not the realtime connection is up.
 * Each file gets one key (`Idempotency-Key`) for all its sends: a send cut off before its answer is
 * sent again by itself, and a failed one can be tried again by the person, and neither can make a
 * second asset, because the server answers a repeated key with the asset it made.
 */
import type { Asset } from '@facet/contract';
import { proxy, useSnapshot } from 'valtio';
import { UploadConnectionError, uploadAsset } from './assets';
import { ApiError } from './request';

export type UploadStatus = 'queued' | 'uploading' | 'processing' | 'done' | 'failed' | 'cancelled';

export interface UploadItem {
  id: string;
  name: string;
  size: number;
  /** 0 to 1 of the bytes sent. */
  progress: number;
  status: UploadStatus;
  /** A sentence for the person, when it failed. */
  error?: string;
  /** It failed for the connection's sake, not the file's: `retryUpload` may succeed. */
  canRetry?: boolean;
  assetId?: string;
}

export interface UploadTiming {
  /** Pauses before each automatic resend of a send that got no answer. */
  retryDelaysMs?: readonly number[];
  /** Passed on to `uploadAsset`. */
  stalledAfterMs?: number;
  /** The organization whose library top-level uploads go to; the person's own when absent. */
  organizationId?: string | null;
}

const CONCURRENT_UPLOADS = 3;
const RETRY_DELAYS_MS = [1000, 4000];
/** Answers that say the server was not reached or could not take it for now; anything else is about the file. */
const PASSING_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

export const uploadsStore = proxy<{ items: UploadItem[] }>({ items: [] });

interface PendingFile {
  file: File;
  parentId: string | null;
  /** The `Idempotency-Key` of every send of this file. */
  uploadKey: string;
  onUploaded: (asset: Asset) => void;
  timing: UploadTiming;
}

/** Kept outside the store: the person's file is not state to render. */
const pending = new Map<string, PendingFile>();
const controllers = new Map<string, AbortController>();
const waiting: Array<() => void> = [];
let running = 0;

function item(id: string): UploadItem | undefined {
  return uploadsStore.items.find((entry) => entry.id === id);
}

async function slot(): Promise<void> {
  if (running < CONCURRENT_UPLOADS) {
    running += 1;
    return;
  }
  await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
}

function release(): void {
  running -= 1;
  waiting.shift()?.();
}

/** 128 random bits as hex. Not `crypto.randomUUID`, which a page served over plain HTTP off localhost lacks. */
function newUploadKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const isPassing = (error: unknown) => error instanceof UploadConnectionError || (error instanceof ApiError && PASSING_STATUSES.has(error.status));

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** Sends one file, again after a pause while the connection is what fails; settles its row. */
async function send(id: string): Promise<void> {
  const upload = pending.get(id);
  if (!upload) return;
  await slot();
  const controller = new AbortController();
  controllers.set(id, controller);
  try {
    const delays = upload.timing.retryDelaysMs ?? RETRY_DELAYS_MS;
    for (let attempt = 0; ; attempt += 1) {
      if (item(id)?.status === 'cancelled') {
        pending.delete(id);
        return;
      }
      Object.assign(item(id) ?? {}, { status: 'uploading', progress: 0 });
      try {
        const asset = await uploadAsset(upload.file, {
          parentId: upload.parentId,
          organizationId: upload.timing.organizationId,
          signal: controller.signal,
          uploadKey: upload.uploadKey,
          stalledAfterMs: upload.timing.stalledAfterMs,
          onProgress: (sent, total) => {
            const entry = item(id);
            if (!entry) return;
            entry.progress = total > 0 ? Math.min(1, sent / total) : 0;
            // All bytes sent: the server is checking and converting the file.
            if (entry.progress >= 1) entry.status = 'processing';
          },
        });
        Object.assign(item(id) ?? {}, { status: 'done', progress: 1, assetId: asset.id });
        pending.delete(id);
        upload.onUploaded(asset);
        return;
      } catch (error) {
        const delay = delays[attempt];
        if (!isPassing(error) || delay === undefined) throw error;
        await wait(delay, controller.signal);
      }
    }
  } catch (error) {
    const entry = item(id);
    if (!entry) return;
    if (error instanceof DOMException && error.name === 'AbortError') {
      entry.status = 'cancelled';
      pending.delete(id);
    } else {
      entry.status = 'failed';
      entry.error = error instanceof ApiError || error instanceof Error ? error.message : 'The upload failed.';
      entry.canRetry = isPassing(error);
      if (!entry.canRetry) pending.delete(id);
    }
  } finally {
    controllers.delete(id);
    release();
  }
}

let counter = 0;

/** Starts uploading `files` into `parentId` (null: top level); resolves when all are settled. */
export async function startUploads(
  files: readonly File[],
  parentId: string | null,
  onUploaded: (asset: Asset) => void,
  timing: UploadTiming = {},
): Promise<void> {
  const ids = files.map((file) => {
    counter += 1;
    const id = `upload-${Date.now().toString(36)}-${counter}`;
    pending.set(id, { file, parentId, uploadKey: newUploadKey(), onUploaded, timing });
    uploadsStore.items.push({ id, name: file.name, size: file.size, progress: 0, status: 'queued' });
    return id;
  });
  await Promise.all(ids.map(send));
}

/**
 * Sends a failed upload again, under the key of its first send: if that send did make the asset
 * (and only its answer was lost), the server answers that asset instead of making another.
 */
export async function retryUpload(id: string): Promise<void> {
  const entry = item(id);
  if (!entry || entry.status !== 'failed' || !entry.canRetry) return;
  Object.assign(entry, { status: 'queued', progress: 0, error: undefined, canRetry: undefined });
  await send(id);
}

export function cancelUpload(id: string): void {
  const entry = item(id);
  if (entry && (entry.status === 'queued' || entry.status === 'uploading')) entry.status = 'cancelled';
  controllers.get(id)?.abort();
}

/** Removes a finished, failed or cancelled row. */
export function dismissUpload(id: string): void {
  const index = uploadsStore.items.findIndex((entry) => entry.id === id);
  const entry = uploadsStore.items[index];
  if (entry && entry.status !== 'uploading' && entry.status !== 'queued' && entry.status !== 'processing') {
    uploadsStore.items.splice(index, 1);
    pending.delete(id);
  }
}

export function useUploads(): readonly UploadItem[] {
  return useSnapshot(uploadsStore).items as readonly UploadItem[];
}
