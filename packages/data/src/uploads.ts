/**
 * Uploads in progress (valtio: client state, not server data): each file's progress and result, run
 * three at a time. Finished assets are merged into the lists by the caller's `onUploaded`.
 */
import type { Asset } from '@facet/contract';
import { proxy, useSnapshot } from 'valtio';
import { uploadAsset } from './assets';
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
  assetId?: string;
}

const CONCURRENT_UPLOADS = 3;

export const uploadsStore = proxy<{ items: UploadItem[] }>({ items: [] });

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

let counter = 0;

/** Starts uploading `files` into `parentId` (null: top level); resolves when all are settled. */
export async function startUploads(
  files: readonly File[],
  parentId: string | null,
  onUploaded: (asset: Asset) => void,
): Promise<void> {
  const ids = files.map((file) => {
    counter += 1;
    const id = `upload-${Date.now().toString(36)}-${counter}`;
    uploadsStore.items.push({ id, name: file.name, size: file.size, progress: 0, status: 'queued' });
    return id;
  });
  await Promise.all(
    files.map(async (file, index) => {
      const id = ids[index]!;
      await slot();
      const controller = new AbortController();
      controllers.set(id, controller);
      try {
        if (item(id)?.status === 'cancelled') return;
        Object.assign(item(id) ?? {}, { status: 'uploading' });
        const asset = await uploadAsset(file, {
          parentId,
          signal: controller.signal,
          onProgress: (sent, total) => {
            const entry = item(id);
            if (!entry) return;
            entry.progress = total > 0 ? Math.min(1, sent / total) : 0;
            // All bytes sent: the server is checking and converting the file.
            if (entry.progress >= 1) entry.status = 'processing';
          },
        });
        Object.assign(item(id) ?? {}, { status: 'done', progress: 1, assetId: asset.id });
        onUploaded(asset);
      } catch (error) {
        const entry = item(id);
        if (!entry) return;
        if (error instanceof DOMException && error.name === 'AbortError') entry.status = 'cancelled';
        else {
          entry.status = 'failed';
          entry.error = error instanceof ApiError || error instanceof Error ? error.message : 'The upload failed.';
        }
      } finally {
        controllers.delete(id);
        release();
      }
    }),
  );
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
  if (entry && entry.status !== 'uploading' && entry.status !== 'queued' && entry.status !== 'processing') uploadsStore.items.splice(index, 1);
}

export function useUploads(): readonly UploadItem[] {
  return useSnapshot(uploadsStore).items as readonly UploadItem[];
}
