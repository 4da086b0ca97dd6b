/** What the result view shows of a texture report, in a person's words. */
import { TEXTURE_PRESETS, type TextureReport, textureSizeLabel } from '@facet/contract';
import { formatNumber } from '../../components/private/assetFormat';

const sourceText: Record<TextureReport['colour_source'], string> = {
  image: 'Reference image',
  texture: 'Its own texture',
  vertex: 'Its vertex colours',
  material: 'Its material colour',
};

const projectionText: Record<TextureReport['projection'], string> = {
  front: 'From the front',
  planar: 'Planar',
  triplanar: 'Triplanar',
};

const size = (bytes: number) => (bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${formatNumber(Math.ceil(bytes / 1e3))} KB`);
const percent = (share: number) => `${Math.round(share * 100)}%`;

export function textureReportRows(report: TextureReport): { label: string; value: string }[] {
  return [
    { label: 'Texture', value: `${textureSizeLabel(report.resolution)} (${formatNumber(report.resolution)} px), ${size(report.texture_bytes)}` },
    { label: 'Colour from', value: report.colour_source === 'image' ? `${sourceText.image}, ${projectionText[report.projection].toLowerCase()}` : sourceText[report.colour_source] },
    { label: 'UVs', value: report.uv_source === 'kept' ? `Its own, ${formatNumber(report.charts)} ${report.charts === 1 ? 'chart' : 'charts'}` : `Unwrapped into ${formatNumber(report.charts)} ${report.charts === 1 ? 'chart' : 'charts'}` },
    ...(report.uv_note ? [{ label: 'Why new UVs', value: report.uv_note }] : []),
    { label: 'Texture used', value: `${percent(report.uv_coverage)}, stretch ${report.stretch.toFixed(2)}` },
    { label: 'Look', value: `${TEXTURE_PRESETS[report.preset].label}: metallic ${report.metallic}, roughness ${report.roughness}` },
    { label: 'Triangles', value: formatNumber(report.triangles) },
    { label: 'GLB', value: size(report.size_bytes) },
    { label: 'Time', value: `${(report.time_ms / 1000).toFixed(1)} s` },
  ];
}

/** `Before · 48,210 triangles` and `After · textured, 2K`. */
export function textureCaptions(report: TextureReport): { before: string; after: string } {
  return { before: `Before · ${formatNumber(report.triangles)} triangles`, after: `After · textured, ${textureSizeLabel(report.resolution)}` };
}
