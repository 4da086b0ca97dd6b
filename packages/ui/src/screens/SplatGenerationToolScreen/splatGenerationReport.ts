/** What the result view shows of a splat-generation report, in a person's words. */
import type { SplatGenerationReport } from '@facet/contract';
import { formatNumber } from '../../components/private/assetFormat';

const sourceText: Record<SplatGenerationReport['colour_source'], string> = {
  texture: 'Base-colour texture',
  vertex: 'Vertex colours',
  material: 'Material colour',
};

const size = (bytes: number) => (bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${formatNumber(Math.ceil(bytes / 1e3))} KB`);
const extent = (report: SplatGenerationReport) => report.bounds.max.map((max, k) => Number((max - report.bounds.min[k]!).toPrecision(3))).join(' × ');

export function splatGenerationReportRows(report: SplatGenerationReport): { label: string; value: string }[] {
  return [
    { label: 'Gaussians', value: formatNumber(report.gaussians) },
    { label: 'Colour from', value: sourceText[report.colour_source] },
    { label: 'Triangles sampled', value: formatNumber(report.triangles) },
    { label: 'Bounds', value: extent(report) },
    ...report.files.map((file) => ({ label: `${file.format.toUpperCase()} file`, value: size(file.size_bytes) })),
    { label: 'Time', value: `${(report.time_ms / 1000).toFixed(1)} s` },
  ];
}

/** `Before · 48,210 triangles` and `After · 200,000 gaussians`. */
export function splatGenerationCaptions(report: SplatGenerationReport): { before: string; after: string } {
  return { before: `Before · ${formatNumber(report.triangles)} triangles`, after: `After · ${formatNumber(report.gaussians)} gaussians` };
}
