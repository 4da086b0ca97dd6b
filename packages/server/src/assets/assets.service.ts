import {
  type Asset,
  type AssetData,
  type AssetListResponse,
  type Job,
  type AssetType,
  boundedRecord,
  type assetListQuerySchema,
  type BatchParentResponse,
  type batchParentRequestSchema,
  type createAssetRequestSchema,
  type DeleteAssetResponse,
  type PublicAsset,
  type PublicAssetData,
  publicAssetDataSchema,
  ROOT_PARENT,
  type searchAssetsRequestSchema,
  type ShowcaseResponse,
  type showcaseQuerySchema,
  SOCKET_EVENTS,
  type updateAssetRequestSchema,
} from '@facet/contract';
import { z } from 'zod';
import type { AssetRow, JobRow } from '../db/schema';
import { type Caller, reachAsset, reachAssets, reachFolder, type Scope, scopeOf, scopeOfRecord } from '../access/access';
import { decodeCursor, pageOf } from '../lib/cursor';
import { HttpError } from '../lib/http-error';
import type { Realtime } from '../realtime/socket';
import type { AssetListFilter } from './assets.repository';
import type { Repositories, Store } from '../db/store';
import type { FileStorage } from '../storage';
import { jobToApi } from '../sessions/sessions.service';

/** How long a file URL in an answer stays usable, at least; fetch the asset again for a fresh one. */
export const FILE_URL_TTL_SECONDS = 2 * 60 * 60;

/** Storage keys kept in `data`, and the signed URL each becomes in the API. */
const FILE_KEYS = { file_key: 'file_url', image_key: 'image_url', original_file_key: 'original_file_url', view_file_key: 'view_file_url' } as const;

/** The figures of `data` a showcase visitor sees besides the links. */
const PUBLIC_FIGURES = ['format', 'size_bytes', 'triangle_count', 'vertex_count', 'point_count', 'bbox', 'width', 'height'] as const;

/** What the server writes in `data` (file details, previews, lineage); clients may set the rest. */
const SERVER_DATA_KEYS = new Set<string>([
  ...Object.keys(FILE_KEYS),
  ...Object.values(FILE_KEYS),
  'format',
  'size_bytes',
  'preview_status',
  'triangle_count',
  'vertex_count',
  'bbox',
  'width',
  'height',
  'original_format',
  'up_axis',
  'unit',
  'point_count',
  'source_asset_id',
]);

/** Where an asset's files are stored: one directory (prefix) per asset, under its owner. */
export function assetFileKey(ownerId: string, assetId: string, fileName: string): string {
  return `users/${ownerId}/assets/${assetId}/${fileName}`;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const ASSET_FILE_KEY = new RegExp(`^users/(${UUID})/assets/(${UUID})/[^/]+$`);
/**
 * The showcase's file links name the asset and the file, not the storage key, which starts with the
 * owner's id: `showcase/{asset id}/{file name}`.
 */
const SHOWCASE_FILE_LINK = new RegExp(`^showcase/(${UUID})/([^/]+)$`);
/** An organization's picture: `organizations/{organization id}/avatar-{id}.{ext}`, served while it is its picture. */
const ORGANIZATION_AVATAR_LINK = new RegExp(`^organizations/(${UUID})/avatar-${UUID}\\.(png|jpg|webp)$`);
const fileNameOf = (key: string) => key.slice(key.lastIndexOf('/') + 1);

const noSuchAsset = () => new HttpError(404, 'NOT_FOUND', 'No such asset.');

/** Someone else's asset answers like one that does not exist, so ids cannot be probed. */
export class AssetsService {
  constructor(
    private readonly store: Store,
    private readonly storage: FileStorage,
    private readonly realtime: Realtime,
  ) {}

  async list(caller: Caller, query: z.output<typeof assetListQuerySchema>): Promise<AssetListResponse> {
    const types = query.type ? (query.include_types ?? [query.type]).filter((type) => type === query.type) : query.include_types;
    const scope = scopeOf(caller, query.organization_id);
    return this.page(scope, {
      parentId: await this.parentFilter(caller, scope, query.parent_id),
      types,
      excludeTypes: query.exclude_types,
      nameContains: query.q || undefined,
      before: query.cursor === undefined ? undefined : decodeCursor(query.cursor, 'query'),
      limit: query.limit,
    });
  }

  async search(caller: Caller, body: z.output<typeof searchAssetsRequestSchema>): Promise<AssetListResponse> {
    const scope = scopeOf(caller, body.organization_id);
    return this.page(scope, {
      parentId: await this.parentFilter(caller, scope, body.parent_id),
      types: body.include_types,
      nameContains: body.search_text || undefined,
      before: body.cursor === undefined ? undefined : decodeCursor(body.cursor, 'body'),
      limit: body.limit,
    });
  }

  async get(caller: Caller, id: string): Promise<Asset> {
    const row = await reachAsset(this.store, caller, id);
    return this.toAsset(row, await this.jobsOf(row));
  }

  /**
   * The library a new asset is filed in: the organization named (one the caller is a member of), or
   * the parent folder's library, or else the caller's own. A parent in another library is 404.
   */
  async libraryOfNew(caller: Caller, organizationId: string | undefined, parentId: string | null | undefined): Promise<Scope> {
    if (!parentId) return scopeOf(caller, organizationId);
    const parent = await reachFolder(this.store, caller, parentId, 'change');
    if (organizationId !== undefined && parent.organizationId !== organizationId) throw new HttpError(404, 'NOT_FOUND', 'No such folder.');
    return scopeOf(caller, parent.organizationId);
  }

  async createFolder(caller: Caller, body: z.output<typeof createAssetRequestSchema>): Promise<Asset> {
    const data = clientData(body.data);
    const parentId = body.parent_id ?? null;
    const scope = await this.libraryOfNew(caller, body.organization_id, parentId);
    const row = await this.store.transaction(async (repositories) => {
      await repositories.assets.lockTree(scope);
      if (parentId) await requireFolder(repositories, caller, parentId);
      return repositories.assets.insert({ ...scope, parentId, type: 'folder', name: body.name, data: data ?? {} });
    });
    return this.published(row);
  }

  /** Renames, and merges `data` (top-level keys) into what is stored; `null` clears a key's value. */
  async update(caller: Caller, id: string, body: z.output<typeof updateAssetRequestSchema>): Promise<Asset> {
    const data = clientData(body.data);
    const { ownerId } = await reachAsset(this.store, caller, id, 'change');
    const row = await this.store.transaction(async (repositories) => {
      if (data !== undefined) {
        // Each request is bounded by its schema; what is kept after merging is bounded here, so many
        // small updates cannot grow a record past what one request may send.
        const current = await repositories.assets.lockOwned(ownerId, id);
        if (!current) return undefined;
        checkKeptData({ ...ownData(current.data), ...data });
      }
      return repositories.assets.update(ownerId, id, { name: body.name, data });
    });
    if (!row) throw noSuchAsset();
    return this.published(row);
  }

  /** Soft delete; a folder takes everything inside it along, in the same statement. */
  async delete(caller: Caller, id: string): Promise<DeleteAssetResponse> {
    const library = scopeOfRecord(await reachAsset(this.store, caller, id, 'change'));
    const rows = await this.store.transaction(async (repositories) => {
      await repositories.assets.lockTree(library);
      return repositories.assets.softDeleteTree(library, id);
    });
    const deleted = rows.find((row) => row.id === id);
    if (!deleted) throw noSuchAsset();
    const asset = this.toAsset(deleted);
    for (const row of rows) this.publish(row === deleted ? asset : this.toAsset(row));
    return { deleted: rows.length, asset };
  }

  /**
   * All or nothing: every id must be an asset the caller reaches, all in one library (their own or an
   * organization's) with the target folder, and no folder may go inside itself.
   */
  async move(caller: Caller, body: z.output<typeof batchParentRequestSchema>): Promise<BatchParentResponse> {
    const ids = [...new Set(body.asset_ids)];
    const first = await reachAsset(this.store, caller, ids[0] ?? '', 'change');
    const library = scopeOfRecord(first);
    const rows = await this.store.transaction(async (repositories) => {
      await repositories.assets.lockTree(library);
      const moving = await reachAssets(repositories, caller, ids, 'change');
      const inLibrary = (row: AssetRow) => (row.organizationId ?? null) === library.organizationId && (library.organizationId !== null || row.ownerId === library.ownerId);
      if (!moving.every(inLibrary)) throw new HttpError(409, 'CONFLICT', 'Assets can only be moved within one library.');
      if (body.parent_id !== null) {
        const target = await requireFolder(repositories, caller, body.parent_id);
        if (!inLibrary(target)) throw new HttpError(409, 'CONFLICT', 'Assets can only be moved within one library.');
        const above = new Set(await repositories.assets.folderChain(library, body.parent_id));
        const looping = moving.find((asset) => above.has(asset.id));
        if (looping) {
          throw new HttpError(409, 'CONFLICT', `The folder "${looping.name}" cannot be moved into itself or into a folder inside it.`);
        }
      }
      return repositories.assets.moveTo(library, ids, body.parent_id);
    });
    const order = new Map(ids.map((id, index) => [id, index]));
    rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    const assets = rows.map((row) => this.toAsset(row));
    for (const asset of assets) this.publish(asset);
    return { moved: assets.length, assets };
  }

  async showcase(query: z.output<typeof showcaseQuerySchema>): Promise<ShowcaseResponse> {
    const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, 'query');
    const { rows, nextCursor } = pageOf(await this.store.assets.listShowcase(after, query.limit + 1), query.limit);
    const results = rows.map((row) => this.toPublicAsset(row));
    return { results, items: results, nextCursor };
  }

  /** A showcase asset as a visitor sees it: only the fields of `publicAssetSchema`, copied one by one. */
  private toPublicAsset(row: AssetRow): PublicAsset {
    const url = (keyField: keyof typeof FILE_KEYS) => {
      const key = row.data[keyField];
      return typeof key === 'string' ? this.storage.signedUrl(`showcase/${row.id}/${fileNameOf(key)}`, FILE_URL_TTL_SECONDS) : null;
    };
    const data: PublicAssetData = { image_url: url('image_key'), file_url: url('file_key') };
    const viewFileUrl = url('view_file_key');
    if (viewFileUrl) data.view_file_url = viewFileUrl;
    for (const field of PUBLIC_FIGURES) {
      const figure = publicAssetDataSchema.shape[field].safeParse(row.data[field]);
      if (figure.success && figure.data !== undefined) Object.assign(data, { [field]: figure.data });
    }
    if (row.type === 'folder') throw new Error(`Folder ${row.id} is in the showcase`);
    return { _id: row.id, id: row.id, name: row.name, type: row.type, data, created_at: row.createdAt.toISOString() };
  }

  /** The showcase's assets in its order, as their owners see them, for admins. */
  async showcaseInOrder(): Promise<Asset[]> {
    const rows = await this.store.assets.showcaseInOrder();
    return rows.map((row) => this.toAsset(row));
  }

  /** Admins choose what the public showcase holds: any user's file asset (a folder shows nothing). */
  async setShowcase(caller: Caller, id: string, isShowcase: boolean): Promise<Asset> {
    const existing = await reachAsset(this.store, caller, id, 'administer');
    if (existing.type === 'folder') throw new HttpError(409, 'CONFLICT', 'Folders cannot be in the showcase; choose the assets inside.');
    const row = await this.store.assets.setShowcase(id, isShowcase);
    if (!row) throw noSuchAsset();
    return this.published(row);
  }

  /**
   * The storage key a signed link may still be answered with, or undefined. An owner's link names
   * the key, which must be one of the files of a live asset whose account is live; a showcase link
   * names the asset and file, which must still be in the showcase. Asked on every download, so
   * deleting an asset or an account (or taking an asset out of the showcase) ends its links at once.
   * With the key comes the asset's name, which the download is saved under.
   */
  async liveFileKey(link: string): Promise<{ key: string; assetName: string } | undefined> {
    const showcase = SHOWCASE_FILE_LINK.exec(link);
    if (showcase?.[1] && showcase[2]) {
      const found = await this.store.assets.findShowcaseData(showcase[1]);
      const keys = Object.keys(FILE_KEYS).map((field) => found?.data[field]);
      const key = keys.find((each): each is string => typeof each === 'string' && fileNameOf(each) === showcase[2]);
      return found && key ? { key, assetName: found.name } : undefined;
    }
    const avatar = ORGANIZATION_AVATAR_LINK.exec(link);
    if (avatar?.[1]) {
      const organization = await this.store.organizations.find(avatar[1]);
      return organization && !organization.disabled && organization.avatarKey === link ? { key: link, assetName: organization.name } : undefined;
    }
    const match = ASSET_FILE_KEY.exec(link);
    if (!match?.[1] || !match[2]) return undefined;
    const assetName = await this.store.assets.nameHoldingLiveFile(match[1], match[2], link, Object.keys(FILE_KEYS));
    return assetName === undefined ? undefined : { key: link, assetName };
  }

  /** The caller's live folder with this id: 404 when there is none, 409 when it is not a folder. */
  requireFolder(caller: Caller, id: string, repositories: Pick<Repositories, 'assets'> = this.store): Promise<AssetRow> {
    return requireFolder(repositories, caller, id);
  }

  /** The asset as the API shows it, with its file keys turned into signed URLs. */
  toAsset(row: AssetRow, jobs: readonly JobRow[] = []): Asset {
    const data: AssetData = {};
    const stored = row.data;
    for (const key in stored) {
      // A key named like the prototype would set it, not a field.
      if (key === '__proto__') continue;
      const value = stored[key];
      if (!Object.hasOwn(FILE_KEYS, key)) data[key] = value;
      else if (typeof value === 'string') data[FILE_KEYS[key as keyof typeof FILE_KEYS]] = this.storage.signedUrl(value, FILE_URL_TTL_SECONDS);
    }
    data.image_url ??= null;
    if (row.type !== 'folder') data.file_url ??= null;
    const own: Job[] = [];
    for (const job of jobs) if (job.assetIds.includes(row.id)) own.push(jobToApi(job));
    return {
      _id: row.id,
      id: row.id,
      name: row.name,
      type: row.type,
      parent_id: row.parentId,
      is_deleted: row.isDeleted,
      is_showcase: row.isShowcase,
      session_id: row.sessionId,
      data,
      jobs: own,
      owner_id: row.ownerId,
      organization_id: row.organizationId,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  }

  /**
   * Sends the asset to the sockets that may see it (`asset_update`): its organization's room when it
   * is in one (`organizationId`, for an asset that just left one), else its owner's.
   */
  publish(asset: Asset, organizationId = asset.organization_id): void {
    if (organizationId) this.realtime.toOrganization(organizationId, SOCKET_EVENTS.assetUpdate, asset);
    else this.realtime.toUser(asset.owner_id, SOCKET_EVENTS.assetUpdate, asset);
  }

  /** The row as the API shows it, after telling the sockets that may see it. */
  /**
   * Sends the asset to its library's sockets and answers it. `jobs`: its queued and running jobs when
   * the caller knows them (a job's output just shown has none yet: a run started on it from now on
   * sends its own `job_update`); else they are looked up.
   */
  async published(row: AssetRow, jobs?: readonly JobRow[]): Promise<Asset> {
    const asset = this.toAsset(row, jobs ?? (await this.jobsOf(row)));
    this.publish(asset);
    return asset;
  }

  /** The queued and running jobs on an asset: its owner's, or anyone's in an organization's library. */
  private jobsOf(row: AssetRow): Promise<JobRow[]> {
    return this.store.sessions.activeJobsOfAssets(row.organizationId ? null : row.ownerId, [row.id]);
  }

  private async page(scope: Scope, filter: Omit<AssetListFilter, 'ownerId' | 'organizationId'>): Promise<AssetListResponse> {
    const rows = await this.store.assets.list({ ...filter, ...scope, limit: filter.limit + 1 });
    const { rows: shown, nextCursor } = pageOf(rows, filter.limit);
    // The queued and running jobs ride on their assets, for the cards' badges: one query per page.
    const jobs = await this.store.sessions.activeJobsOfAssets(scope.organizationId ? null : scope.ownerId, shown.map((row) => row.id));
    const results = shown.map((row) => this.toAsset(row, jobs));
    return { results, items: results, nextCursor };
  }

  /** `root` is the top level; a folder id must be a live folder of the library listed. */
  private async parentFilter(caller: Caller, scope: Scope, parent: string | undefined): Promise<string | null | undefined> {
    if (parent === undefined) return undefined;
    if (parent === ROOT_PARENT) return null;
    const folder = await reachFolder(this.store, caller, parent);
    if ((folder.organizationId ?? null) !== scope.organizationId) throw new HttpError(404, 'NOT_FOUND', 'No such folder.');
    return parent;
  }
}

async function requireFolder(repositories: Pick<Repositories, 'assets'>, caller: Caller, id: string): Promise<AssetRow> {
  const folder = await reachFolder(repositories, caller, id, 'change');
  if (folder.type !== 'folder') {
    throw new HttpError(409, 'CONFLICT', `Assets can only go into a folder, and "${folder.name}" is ${article(folder.type)} ${folder.type}.`);
  }
  return folder;
}

const article = (type: AssetType) => (/^[aeiou]/.test(type) ? 'an' : 'a');

/** The client's part of `data`: 400 naming the first key that only the server may write. */
const isServerKey = (key: string) => SERVER_DATA_KEYS.has(key) || key.endsWith('_key');

/** The part of a stored `data` that people set (the server's own keys left out). */
function ownData(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !isServerKey(key)));
}

const keptDataSchema = boundedRecord(z.record(z.string(), z.unknown()));

function checkKeptData(merged: Record<string, unknown>): void {
  const checked = keptDataSchema.safeParse(merged);
  if (!checked.success) {
    const reason = checked.error.issues[0]?.message ?? 'It is too large.';
    throw new HttpError(400, 'VALIDATION_FAILED', `Invalid request body. data: with this change the asset's data would be too large. ${reason}`);
  }
}

function clientData(data: AssetData | undefined): Record<string, unknown> | undefined {
  if (data === undefined) return undefined;
  const reserved = Object.keys(data).find(isServerKey);
  if (reserved) {
    throw new HttpError(400, 'VALIDATION_FAILED', `Invalid request body. data.${reserved}: set by the server from the asset's files; it cannot be changed`);
  }
  return data;
}
