import type { Asset, AssetJob, AssetType } from '@facet/contract';

/** The names of the asset types as a person reads them. */
export const assetTypeLabels: Record<AssetType, string> = {
  folder: 'Folder',
  mesh: 'Mesh',
  image: 'Image',
  splat: 'Splat',
  video: 'Video',
};

export const assetTypePlurals: Record<AssetType, string> = {
  folder: 'Folders',
  mesh: 'Meshes',
  image: 'Images',
  splat: 'Splats',
  video: 'Videos',
};

const numberFormat = new Intl.NumberFormat('en-US');
const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

export const formatNumber = (value: number) => numberFormat.format(value);

/** `1536` -> `1.5 KB`; one decimal below 100 (dropped when it is 0), none above, like a file manager. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 100 ? Math.round(value) : Number(value.toFixed(1))} ${units[unit]}`;
}

/** The calendar date of an ISO timestamp, e.g. `Mar 4, 2026`; an unreadable value is shown as is. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/** `Mesh · GLB`: the type, and the file format when the asset has one. */
export function typeAndFormat(asset: Pick<Asset, 'type' | 'data'>): string {
  const format = asset.type === 'folder' ? undefined : asset.data.format;
  return format ? `${assetTypeLabels[asset.type]} · ${format.toUpperCase()}` : assetTypeLabels[asset.type];
}

/** Job statuses that mean work is still to come, in the order a badge prefers them. */
export const activeJobStatuses = ['running', 'queued'] as const;
export type ActiveJobStatus = (typeof activeJobStatuses)[number];

export interface ActiveJob {
  job: AssetJob;
  status: ActiveJobStatus;
  /** Whole percent, 0 to 100, when the job reports progress. */
  percent?: number;
}

/**
 * The job a badge shows: a running one before a queued one. `progress` is read as a percentage
 * (0 to 100) and clamped, so a stray value never draws a bar past its end.
 */
export function activeJob(jobs: readonly AssetJob[]): ActiveJob | undefined {
  for (const status of activeJobStatuses) {
    const job = jobs.find((candidate) => candidate.status === status);
    if (job) {
      const percent =
        typeof job.progress === 'number' && Number.isFinite(job.progress)
          ? Math.round(Math.min(100, Math.max(0, job.progress)))
          : undefined;
      return { job, status, percent };
    }
  }
  return undefined;
}

/** The preview image to show, or why there is none. */
export type PreviewState = { kind: 'image'; url: string } | { kind: 'pending' } | { kind: 'none' };

export function previewOf(asset: Pick<Asset, 'type' | 'data'>): PreviewState {
  if (asset.type === 'folder') return { kind: 'none' };
  const url = asset.data.image_url;
  if (url && asset.data.preview_status !== 'failed') return { kind: 'image', url };
  return asset.data.preview_status === 'pending' ? { kind: 'pending' } : { kind: 'none' };
}

/** Width, height and depth of a bounding box, in the model's units. */
export function bboxDimensions(bbox: NonNullable<Asset['data']['bbox']>): [number, number, number] {
  return [bbox.max[0] - bbox.min[0], bbox.max[1] - bbox.min[1], bbox.max[2] - bbox.min[2]];
}

/** `1.2 × 0.85 × 2.4`: two decimals below 10, one below 100, none above, without trailing zeros. */
export function formatDimensions(size: readonly [number, number, number]): string {
  return size.map((value) => String(Number(value.toFixed(value >= 100 ? 0 : value >= 10 ? 1 : 2)))).join(' × ');
}

/**
 * A size in metres (a bounding box's, as meshes are in metres) with its unit: in metres from 1 m on
 * its longest side, in millimetres below, as a printed part is measured: `80 × 34 × 60 mm`, `1.2 × 0.85 × 2.4 m`.
 */
export function formatSize(metres: readonly [number, number, number]): string {
  if (Math.max(...metres) >= 1) return `${formatDimensions(metres)} m`;
  const [x, y, z] = metres;
  return `${formatDimensions([x * 1000, y * 1000, z * 1000])} mm`;
}
