/** What the result view shows of an Image to 3D, multiview or kit report, in a person's words. */
import { IMAGE_TO_3D_SYMMETRY_NAMES, type ImageTo3dReport, type ImageToKitReport, type MultiviewTo3dReport } from '@facet/contract';
import { formatNumber } from '../../components/private/assetFormat';

const size = (bytes: number) => (bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${formatNumber(Math.ceil(bytes / 1e3))} KB`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const metres = (value: number) => (value >= 1 ? `${value.toFixed(2)} m` : `${Math.round(value * 100)} cm`);
const dimensions = ({ width, height, depth }: { width: number; height: number; depth: number }) => `${metres(width)} × ${metres(height)} × ${metres(depth)} (w × h × d)`;
const maskText = (source: 'alpha' | 'estimate') => (source === 'alpha' ? 'the picture’s transparency' : 'the background’s colour');

export function imageTo3dReportRows(report: ImageTo3dReport): { label: string; value: string }[] {
  return [
    { label: 'Subject', value: `${Math.round(report.coverage * 100)}% of the ${report.width} × ${report.height} picture, found from ${maskText(report.mask_source)}` },
    {
      label: 'Mesh',
      value:
        report.topology === 'quads'
          ? `${formatNumber(report.faces)} faces (${formatNumber(report.quads ?? 0)} quads), ${formatNumber(report.triangles)} triangles in the GLB`
          : `${formatNumber(report.triangles)} triangles, ${formatNumber(report.vertices)} vertices`,
    },
    { label: 'Size', value: dimensions(report.size_m) },
    {
      label: 'Shape',
      value: `${Math.round(report.thickness * 100)}% thickness, ${report.symmetry === 'none' ? 'nothing mirrored, the back filled' : `mirrored ${IMAGE_TO_3D_SYMMETRY_NAMES[report.symmetry].toLowerCase()}`}`,
    },
    { label: 'Texture', value: `${report.texture_size} px, the picture on the front` },
    { label: 'GLB', value: size(report.size_bytes) },
    { label: 'Time', value: seconds(report.time_ms) },
  ];
}

/** `Before · 1024 × 1024 picture` and `After · 19,412 triangles`. */
export function imageTo3dCaptions(report: ImageTo3dReport): { before: string; after: string } {
  return {
    before: `Before · ${report.width} × ${report.height} picture`,
    after: report.topology === 'quads' ? `After · ${formatNumber(report.faces)} faces, quads` : `After · ${formatNumber(report.triangles)} triangles`,
  };
}

export function multiviewReportRows(report: MultiviewTo3dReport): { label: string; value: string }[] {
  const [x, y, z] = report.grid;
  return [
    { label: 'Views', value: `Front, side and back, found from ${[...new Set(report.mask_sources.map(maskText))].join(' and ')}` },
    { label: 'Hull', value: `${formatNumber(report.voxels_inside)} of ${formatNumber(x * y * z)} voxels (${x} × ${y} × ${z})` },
    { label: 'Mesh', value: `${formatNumber(report.triangles)} triangles, ${formatNumber(report.vertices)} vertices` },
    { label: 'Size', value: dimensions(report.size_m) },
    { label: 'Volume', value: `${report.volume_m3.toFixed(3)} m³` },
    { label: 'GLB', value: size(report.size_bytes) },
    { label: 'Time', value: seconds(report.time_ms) },
  ];
}

export function multiviewCaptions(report: MultiviewTo3dReport): { before: string; after: string } {
  return { before: 'Before · the front picture', after: `After · carved from three views, ${formatNumber(report.triangles)} triangles` };
}

export function imageToKitReportRows(report: ImageToKitReport): { label: string; value: string }[] {
  const triangles = report.parts.reduce((sum, part) => sum + part.triangles, 0);
  const bytes = report.parts.reduce((sum, part) => sum + part.size_bytes, 0);
  const dropped = report.regions - report.parts.length;
  return [
    {
      label: 'Parts',
      value: `${report.parts.length} of ${report.regions} separate ${report.regions === 1 ? 'region' : 'regions'}${dropped > 0 ? ` (${dropped} too small or past the limit)` : ''}, found from ${maskText(report.mask_source)}`,
    },
    ...report.parts.map((part, index) => ({ label: `Part ${index + 1}`, value: `${formatNumber(part.triangles)} triangles, ${dimensions(part.size_m)}` })),
    { label: 'Mesh', value: `${formatNumber(triangles)} triangles in all, ${Math.round(report.thickness * 100)}% thickness` },
    { label: 'GLB', value: `${size(bytes)} in all` },
    { label: 'Time', value: seconds(report.time_ms) },
  ];
}

export function imageToKitCaptions(report: ImageToKitReport): { before: string; after: string } {
  return { before: `Before · ${report.width} × ${report.height} picture`, after: `After · ${report.parts.length} ${report.parts.length === 1 ? 'part' : 'parts'}` };
}
