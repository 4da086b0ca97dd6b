import { type Asset, DEFAULT_UP_AXIS, LEGACY_MESH_UNIT, type MeshUnit, type UpAxis } from '@facet/contract';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-aria-components';
import { Button } from '../../components/Button/Button';
import { ButtonLink } from '../../components/private/ButtonLink';
import {
  activeJob,
  assetTypeLabels,
  bboxDimensions,
  formatBytes,
  formatDate,
  formatNumber,
  formatSize,
} from '../../components/private/assetFormat';
import { AssetImage } from '../../components/private/AssetImage';
import { AssetTypeIcon } from '../../components/private/AssetTypeIcon';
import { ConfirmDialog } from '../../components/private/ConfirmDialog';
import { ChevronLeft, Download, Pencil, Trash } from 'lucide-react';
import { Icon } from '../../components/private/Icon';
import { NameDialog } from '../../components/private/NameDialog';
import { Notice } from '../../components/private/Notice';
import { Spinner } from '../../components/private/Spinner';
import { SegmentedChoice } from '../../components/private/SegmentedChoice';
import { FailureNotice } from '../../components/private/FailureNotice';
import { wideOnly } from '../../components/private/responsive.css';
import { TextLink } from '../../components/private/TextLink';
import { type ToolChoice, ToolChoices } from '../../components/private/ToolChoices';
import * as styles from './AssetDetailScreen.css';
import { Inline } from '../../components/Inline/Inline';

export interface AssetDetailScreenProps {
  /** The asset; `undefined` while it loads. */
  asset?: Asset;
  /** Why it could not be loaded (not found, no access, offline). */
  error?: string;
  onRetry?(): void;
  /** The folder the asset is in, and its name ("All assets" at the top level). */
  backHref: string;
  backLabel: string;
  /**
   * The 3D view of a mesh or a splat: the app passes the lazily loaded ModelViewer
   * (`@facet/ui/viewer`) or SplatViewer (`@facet/ui/splat-viewer`) inside Suspense. Without it a
   * mesh shows its preview picture, a splat a note with its download.
   */
  viewer?: ReactNode;
  /** Where Download points; the asset's `file_url` by default. */
  downloadHref?: string;
  /** The asset a tool made this one from (lineage), with where it lives. */
  source?: { name: string; href: string };
  /** The tools that take this asset, each opening its page with the asset picked; the list shows when there are some. */
  tools?: readonly ToolChoice[];

  isRenameOpen: boolean;
  onRenameOpenChange(isOpen: boolean): void;
  onRename(name: string): void;
  isRenaming?: boolean;
  renameError?: string;

  isDeleteOpen: boolean;
  onDeleteOpenChange(isOpen: boolean): void;
  onDelete(): void;
  isDeleting?: boolean;
  deleteError?: string;

  /**
   * Reads an uploaded OBJ, STL or PLY again with another up axis; the choice shows for a mesh whose
   * `data.up_axis` says how it was read, when this is given.
   */
  onUpAxisChange?(upAxis: UpAxis): void;
  /** The axis asked for, while the file is read again. */
  upAxisPending?: UpAxis;
  upAxisError?: string;
  /**
   * Reads an uploaded OBJ, STL or PLY again in another unit; the choice shows beside the up axis,
   * when this is given. `data.unit` says how it was read (none: metres, an upload from before units).
   */
  onUnitChange?(unit: MeshUnit): void;
  /** The unit asked for, while the file is read again. */
  unitPending?: MeshUnit;
  unitError?: string;
}

const glyphs = {
  back: <Icon icon={ChevronLeft} size={16} />,
  rename: <Icon icon={Pencil} size={16} />,
  download: <Icon icon={Download} size={16} />,
  delete: <Icon icon={Trash} size={16} />,
  renameLarge: <Icon icon={Pencil} size={20} />,
};

const previewMissingText: Partial<Record<Asset['type'], { title: string; text: string }>> = {
  // Shown only when no viewer is passed: a splat in a format the splat viewer does not read.
  splat: {
    title: 'Splat preview is not available',
    text: 'This splat cannot be drawn here. Download the file to open it in a splat viewer.',
  },
  // Shown only for a video with no file to play.
  video: {
    title: 'This video cannot be played',
    text: 'Its file is not there to play. Download it, if it downloads, to watch it elsewhere.',
  },
};

/**
 * A video plays here, its picture as the poster until it starts: its file (MP4 or WebM), and a WebM
 * of the same frames beside an MP4 a tool made (`view_file_url`), for browsers that prefer it.
 */
function VideoPlayer({ asset, src }: { asset: Asset; src: string }) {
  const { data } = asset;
  const alternative = typeof data.view_file_url === 'string' ? data.view_file_url : undefined;
  const poster = data.image_url ?? undefined;
  return (
    <div className={styles.stage} data-kind="video">
      <video
        className={styles.video}
        controls
        playsInline
        loop
        // Only its length is read until play is pressed; the poster shows meanwhile.
        preload="metadata"
        poster={poster}
        aria-label={`Video: ${asset.name}`}
      >
        <source src={src} type={data.format === 'webm' ? 'video/webm' : 'video/mp4'} />
        {alternative ? <source src={alternative} type="video/webm" /> : null}
      </video>
    </div>
  );
}

function Preview({ asset, viewer, downloadHref }: { asset: Asset; viewer?: ReactNode; downloadHref?: string }) {
  if ((asset.type === 'mesh' || asset.type === 'splat') && viewer) return <div className={styles.stage}>{viewer}</div>;
  if (asset.type === 'video' && asset.data.file_url) return <VideoPlayer asset={asset} src={asset.data.file_url} />;
  const missing = previewMissingText[asset.type];
  if (missing) {
    return (
      <div className={styles.stage} data-kind="unavailable">
        <div className={styles.unavailable}>
          <span className={styles.unavailableThumb}>
            <AssetImage asset={asset} iconSize={28} />
          </span>
          <h2 className={styles.unavailableTitle}>{missing.title}</h2>
          <p className={styles.unavailableText}>{missing.text}</p>
          {downloadHref ? (
            <ButtonLink href={downloadHref} download variant="secondary">
              <span className={styles.linkContent}>
                {glyphs.download}
                Download {asset.data.format ? asset.data.format.toUpperCase() : 'file'}
              </span>
            </ButtonLink>
          ) : null}
        </div>
      </div>
    );
  }
  return (
    <div className={styles.stage} data-kind="image">
      <AssetImage asset={asset} fit="contain" alt={`Preview of ${asset.name}`} iconSize={40} />
    </div>
  );
}

function Details({ asset, source }: { asset: Asset; source?: AssetDetailScreenProps['source'] }) {
  const { data } = asset;
  const rows: [string, ReactNode][] = [['Type', assetTypeLabels[asset.type]]];
  if (data.format) {
    rows.push(['Format', data.original_format ? `${data.format.toUpperCase()} (from ${data.original_format.toUpperCase()})` : data.format.toUpperCase()]);
  }
  if (data.size_bytes !== undefined) rows.push(['Size', formatBytes(data.size_bytes)]);
  if (data.triangle_count !== undefined) rows.push(['Triangles', formatNumber(data.triangle_count)]);
  if (data.vertex_count !== undefined) rows.push(['Vertices', formatNumber(data.vertex_count)]);
  if (data.bbox) rows.push(['Dimensions', formatSize(bboxDimensions(data.bbox))]);
  if (data.width !== undefined && data.height !== undefined) rows.push(['Resolution', `${formatNumber(data.width)} × ${formatNumber(data.height)} px`]);
  if (typeof data.duration_s === 'number') {
    rows.push(['Duration', `${data.duration_s} s${typeof data.frames === 'number' && typeof data.fps === 'number' ? `, ${formatNumber(data.frames)} frames at ${data.fps} fps` : ''}`]);
  }
  rows.push(['Created', <time dateTime={asset.created_at}>{formatDate(asset.created_at)}</time>]);
  if (asset.updated_at !== asset.created_at) rows.push(['Updated', <time dateTime={asset.updated_at}>{formatDate(asset.updated_at)}</time>]);
  if (source) {
    rows.push([
      'Made from',
      <TextLink href={source.href}>{source.name}</TextLink>,
    ]);
  }
  return (
    <dl className={styles.details}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.detailRow}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const upAxisChoices = ['y', 'z'] as const satisfies readonly UpAxis[];
const upAxisNames: Record<UpAxis, string> = { y: 'Y up', z: 'Z up' };
const unitChoices = ['mm', 'cm', 'm', 'in'] as const satisfies readonly MeshUnit[];
const unitNames: Record<MeshUnit, string> = { mm: 'mm', cm: 'cm', m: 'm', in: 'in' };
const unitWords: Record<MeshUnit, string> = { mm: 'millimetres', cm: 'centimetres', m: 'metres', in: 'inches' };

/** What an OBJ, STL or PLY is read as unless said otherwise, for the hint under the choices. */
function readingHint(format: string | undefined): string {
  const known = format === 'stl' || format === 'obj' || format === 'ply' ? format : undefined;
  const label = known ? known.toUpperCase() : 'OBJ, STL and PLY';
  const axis = known ? upAxisNames[DEFAULT_UP_AXIS[known]] : 'Z up for STL, Y up otherwise';
  return `${label} files are read as ${axis}, in millimetres; flip it if the model lies on its side, change the unit if its size is wrong.`;
}

/**
 * Which way up an uploaded OBJ, STL or PLY was read, to flip when it lies on its side, and in which
 * unit, to change when its size is wrong.
 */
function ReadingChoices({
  format,
  upAxis,
  pending,
  error,
  onChange,
  unit,
  unitPending,
  unitError,
  onUnitChange,
}: {
  format?: string;
  upAxis: UpAxis;
  pending?: UpAxis;
  error?: string;
  onChange(upAxis: UpAxis): void;
  unit: MeshUnit;
  unitPending?: MeshUnit;
  unitError?: string;
  onUnitChange?(unit: MeshUnit): void;
}) {
  const labelId = useId();
  const unitLabelId = useId();
  const busy = pending !== undefined || unitPending !== undefined;
  const failure = busy ? undefined : (error ?? unitError);
  return (
    <div className={styles.upAxis}>
      <span id={labelId} className={styles.upAxisLabel}>
        Up axis
      </span>
      <SegmentedChoice labelledBy={labelId} choices={upAxisChoices} selected={pending ?? upAxis} name={(axis) => upAxisNames[axis]} onChange={onChange} isDisabled={busy} />
      {onUnitChange ? (
        <>
          <span id={unitLabelId} className={styles.upAxisLabel}>
            Unit
          </span>
          <SegmentedChoice labelledBy={unitLabelId} choices={unitChoices} selected={unitPending ?? unit} name={(each) => unitNames[each]} onChange={onUnitChange} isDisabled={busy} />
        </>
      ) : null}
      {pending ? (
        <span className={styles.upAxisPending} role="status">
          <Spinner size={14} />
          Turning the model to {upAxisNames[pending]}…
        </span>
      ) : unitPending ? (
        <span className={styles.upAxisPending} role="status">
          <Spinner size={14} />
          Reading the model in {unitWords[unitPending]}…
        </span>
      ) : (
        <p className={styles.upAxisHint}>{readingHint(format)}</p>
      )}
      {failure ? (
        <Notice tone="danger" role="alert">
          {failure}
        </Notice>
      ) : null}
    </div>
  );
}

function JobNotice({ asset }: { asset: Asset }) {
  const job = activeJob(asset.jobs);
  if (!job) return null;
  return (
    <div className={styles.job} role="status">
      <span className={styles.jobText}>
        {job.status === 'queued' ? 'A tool run is queued for this asset.' : 'A tool is working on this asset.'}
        {job.percent !== undefined ? <span className={styles.jobPercent}>{job.percent}%</span> : null}
      </span>
      {job.percent !== undefined ? (
        <span className={styles.jobTrack} aria-hidden="true">
          <span className={styles.jobFill} style={{ width: `${job.percent}%` }} />
        </span>
      ) : null}
    </div>
  );
}

function Skeleton() {
  return (
    <div className={styles.page} role="status" aria-label="Loading asset">
      <div className={styles.header} aria-hidden="true">
        <span className={`${styles.bone} ${styles.boneBack}`} />
        <span className={styles.titleRow}>
          <span className={styles.titleBlock}>
            <span className={`${styles.bone} ${styles.boneIcon}`} />
            <span className={`${styles.bone} ${styles.boneTitle}`} />
          </span>
        </span>
      </div>
      <div className={styles.layout} aria-hidden="true">
        <span className={`${styles.stage} ${styles.bone}`} />
        <div className={styles.side}>
          {Array.from({ length: 6 }, (_, index) => (
            <span key={index} className={`${styles.bone} ${styles.boneLine}`} style={{ width: `${60 + ((index * 13) % 35)}%` }} />
          ))}
        </div>
      </div>
    </div>
  );
}

/**
 * /dashboard/asset/{assetId}: one asset with its 3D view or picture, its details (with the up axis
 * of an uploaded OBJ, STL or PLY, to flip), and rename, download and delete.
 */
export function AssetDetailScreen({
  asset,
  error,
  onRetry,
  backHref,
  backLabel,
  viewer,
  downloadHref,
  source,
  tools,
  isRenameOpen,
  onRenameOpenChange,
  onRename,
  isRenaming,
  renameError,
  isDeleteOpen,
  onDeleteOpenChange,
  onDelete,
  isDeleting,
  deleteError,
  onUpAxisChange,
  upAxisPending,
  upAxisError,
  onUnitChange,
  unitPending,
  unitError,
}: AssetDetailScreenProps) {
  const back = (
    <Link href={backHref} className={styles.back}>
      {glyphs.back}
      {backLabel}
    </Link>
  );

  if (error) {
    return (
      <div className={styles.page}>
        <div className={styles.header}>{back}</div>
        <FailureNotice onRetry={onRetry}>{error}</FailureNotice>
      </div>
    );
  }
  if (!asset) return <Skeleton />;

  const download = downloadHref ?? asset.data.file_url ?? undefined;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        {back}
        <Inline space="4" alignY="center" align="spaceBetween" wrap>
          <div className={styles.titleBlock}>
            <span className={styles.typeIcon} aria-hidden="true">
              <AssetTypeIcon type={asset.type} size={18} />
            </span>
            <h1 className={styles.title}>{asset.name}</h1>
          </div>
          <div className={styles.actions}>
            <Button variant="secondary" icon={glyphs.rename} onPress={() => onRenameOpenChange(true)}>
              Rename
            </Button>
            {download ? (
              <ButtonLink href={download} download variant="secondary">
                <span className={styles.linkContent}>
                  {glyphs.download}
                  Download
                </span>
              </ButtonLink>
            ) : null}
            <Button variant="secondary" icon={glyphs.delete} onPress={() => onDeleteOpenChange(true)} aria-label="Delete">
              <span className={wideOnly}>Delete</span>
            </Button>
          </div>
        </Inline>
      </header>

      <div className={styles.layout}>
        <Preview asset={asset} viewer={viewer} downloadHref={download} />
        <aside className={styles.side} aria-label="Details">
          <JobNotice asset={asset} />
          <h2 className={styles.sideTitle}>Details</h2>
          <Details asset={asset} source={source} />
          {asset.type === 'mesh' && asset.data.up_axis && onUpAxisChange ? (
            <ReadingChoices
              format={asset.data.format}
              upAxis={asset.data.up_axis}
              pending={upAxisPending}
              error={upAxisError}
              onChange={onUpAxisChange}
              unit={asset.data.unit ?? LEGACY_MESH_UNIT}
              unitPending={unitPending}
              unitError={unitError}
              onUnitChange={onUnitChange}
            />
          ) : null}
          {tools?.length ? (
            <>
              <h2 className={styles.sideTitle}>Run a tool</h2>
              <ToolChoices choices={tools} aria-label={`Tools for ${asset.name}`} density="compact" />
            </>
          ) : null}
        </aside>
      </div>

      <NameDialog
        isOpen={isRenameOpen}
        onClose={() => onRenameOpenChange(false)}
        title="Rename asset"
        label="Name"
        noun="asset"
        submitLabel="Rename"
        defaultValue={asset.name}
        onSubmit={onRename}
        isPending={isRenaming}
        error={renameError}
        icon={glyphs.renameLarge}
      />
      <ConfirmDialog
        isOpen={isDeleteOpen}
        onClose={() => onDeleteOpenChange(false)}
        title={`Delete “${asset.name}”?`}
        confirmLabel="Delete"
        onConfirm={onDelete}
        isPending={isDeleting}
        error={deleteError}
      >
        The asset and its files are removed from your library. This cannot be undone.
      </ConfirmDialog>
    </div>
  );
}
