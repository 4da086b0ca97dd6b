/** The asset calls of SPEC.md section 7 (Assets), as plain functions over `request`. */
import {
  PAGE_SIZES,
  type Asset,
  type AssetListResponse,
  type BatchParentRequest,
  type BatchParentResponse,
  endpointPath,
  endpointRoutes,
  type SetUnitRequest,
  type SetUpAxisRequest,
  type ShowcaseResponse,
  type UpdateAssetRequest,
  UPLOAD_KEY_HEADER,
} from '@facet/contract';
import type { AssetListFilter } from './asset-merge';
import { apiErrorFromText, call, getApiBaseUrl, productHeaders } from './request';

export function fetchAssetPage(filter: AssetListFilter, cursor: string | undefined, limit: number): Promise<AssetListResponse> {
  if (filter.q?.trim()) {
    // Search has its own call; its filter is the same.
    return call(endpointRoutes.searchAssets, {
      body: {
        search_text: filter.q.trim(),
        cursor,
        limit,
        include_types: filter.include_types?.length ? [...filter.include_types] : filter.type ? [filter.type] : undefined,
        parent_id: filter.parent_id,
        organization_id: filter.organization_id,
      },
    });
  }
  return call(endpointRoutes.listAssets, {
    query: {
      cursor,
      limit,
      parent_id: filter.parent_id,
      type: filter.type,
      include_types: filter.include_types?.join(','),
      exclude_types: filter.exclude_types?.join(','),
      organization_id: filter.organization_id,
    },
  });
}

export function fetchShowcasePage(cursor: string | undefined, limit = PAGE_SIZES.showcase): Promise<ShowcaseResponse> {
  return call(endpointRoutes.showcase, { query: { cursor, limit }, anonymous: true });
}

export function fetchAsset(id: string): Promise<Asset> {
  return call(endpointRoutes.getAsset, { params: { id } });
}

export function createFolder(body: { name: string; parent_id: string | null; organization_id?: string }): Promise<Asset> {
  return call(endpointRoutes.createAsset, { body: { type: 'folder', ...body } });
}

export function updateAsset(id: string, body: UpdateAssetRequest): Promise<Asset> {
  return call(endpointRoutes.updateAsset, { params: { id }, body });
}

/** Reads an uploaded OBJ, STL or PLY again with this up axis; answers the asset with its new view file and bounds. */
export function setUpAxis(id: string, body: SetUpAxisRequest): Promise<Asset> {
  return call(endpointRoutes.setUpAxis, { params: { id }, body });
}

/** Reads an uploaded OBJ, STL or PLY again in this unit; answers the asset with its new view file and bounds. */
export function setUnit(id: string, body: SetUnitRequest): Promise<Asset> {
  return call(endpointRoutes.setUnit, { params: { id }, body });
}

export function moveAssets(body: BatchParentRequest): Promise<BatchParentResponse> {
  return call(endpointRoutes.moveAssets, { body });
}

export async function deleteAsset(id: string): Promise<void> {
  await call(endpointRoutes.deleteAsset, { params: { id } });
}

export interface UploadOptions {
  parentId?: string | null;
  name?: string;
  /** Bytes sent so far out of the total. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
  /**
   * Sent as the `Idempotency-Key` header: one key per file, the same on every send of it, so a send
   * whose answer was lost can be repeated without making a second asset.
   */
  uploadKey?: string;
  /** The organization whose library a top-level upload goes to; inside a folder, the folder's library is taken. */
  organizationId?: string | null;
  /**
   * How long the upload may go without a sign of life (bytes going out, or the answer) before it
   * counts as cut off (5 minutes unless told): the server's reading of a large mesh takes a while,
   * but a request that will never be answered must not show "Processing…" for ever.
   */
  stalledAfterMs?: number;
}

/**
 * The upload got no answer: the connection failed or went silent. Whether the server made the asset
 * is unknown, so it is sent again with the same key, which answers the asset if it was made.
 */
export class UploadConnectionError extends Error {
  override readonly name = 'UploadConnectionError';
}

const UPLOAD_STALLED_AFTER_MS = 5 * 60_000;

/**
 * `POST /v3/assets/upload` (multipart, field `file`). XMLHttpRequest rather than fetch, because only
 * it reports upload progress.
 */
export function uploadAsset(file: Blob & { name?: string }, options: UploadOptions = {}): Promise<Asset> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    if (options.parentId) form.append('parent_id', options.parentId);
    else if (options.organizationId) form.append('organization_id', options.organizationId);
    if (options.name) form.append('name', options.name);
    form.append('file', file, file.name ?? 'upload');
    const xhr = new XMLHttpRequest();
    xhr.open(endpointRoutes.uploadAsset.method, new URL(endpointPath(endpointRoutes.uploadAsset), getApiBaseUrl()).toString());
    for (const [name, value] of Object.entries(productHeaders())) xhr.setRequestHeader(name, value);
    if (options.uploadKey) xhr.setRequestHeader(UPLOAD_KEY_HEADER, options.uploadKey);
    let stalled = false;
    let stallTimer: ReturnType<typeof setTimeout> | undefined;
    const alive = () => {
      clearTimeout(stallTimer);
      stallTimer = setTimeout(() => {
        stalled = true;
        xhr.abort();
      }, options.stalledAfterMs ?? UPLOAD_STALLED_AFTER_MS);
    };
    xhr.upload.onprogress = (event) => {
      alive();
      options.onProgress?.(event.loaded, event.lengthComputable ? event.total : file.size);
    };
    xhr.onloadend = () => clearTimeout(stallTimer);
    xhr.onload = () => {
      if (xhr.status === 200 || xhr.status === 201) {
        try {
          resolve(JSON.parse(xhr.responseText) as Asset);
        } catch {
          reject(apiErrorFromText(xhr.status, xhr.responseText));
        }
      } else {
        reject(apiErrorFromText(xhr.status, xhr.responseText));
      }
    };
    xhr.onerror = () => reject(new UploadConnectionError('The upload could not reach the server. Check your connection and try again.'));
    xhr.onabort = () =>
      reject(
        stalled
          ? new UploadConnectionError('The server stopped answering during the upload. Check your connection and try again.')
          : new DOMException('The upload was cancelled.', 'AbortError'),
      );
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    alive();
    xhr.send(form);
  });
}
