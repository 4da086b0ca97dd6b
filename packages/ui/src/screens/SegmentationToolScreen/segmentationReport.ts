/** What the result view shows of a segmentation report, in a person's words. */
import type { SegmentationPart, SegmentationReport } from '@facet/contract';
import { formatNumber } from '../../components/private/assetFormat';

/** Parts listed one by one, at most; the rest are counted. */
const LISTED_PARTS = 8;

const areaText = (area: number) => (area >= 100 ? formatNumber(Math.round(area)) : area.toPrecision(3));

const partText = (part: SegmentationPart) =>
  part.pixels !== undefined
    ? `${formatNumber(part.width ?? 0)} × ${formatNumber(part.height ?? 0)} px · ${formatNumber(part.pixels)} pixels`
    : `${formatNumber(part.triangles ?? 0)} triangles · area ${areaText(part.area ?? 0)}`;

export function segmentationReportRows(report: SegmentationReport): { label: string; value: string }[] {
  const parts = report.parts;
  const isImage = report.kind === 'image';
  const rows = [{ label: 'Parts', value: `${formatNumber(parts.length)} (${report.granularity})` }];
  if (isImage) {
    rows.push(
      { label: 'Foreground regions', value: formatNumber(report.components) },
      { label: 'Image', value: `${formatNumber(report.width ?? 0)} × ${formatNumber(report.height ?? 0)} px` },
    );
  } else {
    const closed = parts.filter((part) => part.closed).length;
    const cut = parts.filter((part) => (part.cap_triangles ?? 0) > 0).length;
    rows.push(
      { label: 'Separate pieces', value: formatNumber(report.components) },
      { label: 'Closed parts', value: `${formatNumber(closed)} of ${formatNumber(parts.length)}${cut > 0 ? ` · ${formatNumber(cut)} capped at cuts` : ''}` },
      { label: 'Triangles before', value: formatNumber(report.triangles_before ?? 0) },
    );
  }
  rows.push(...parts.slice(0, LISTED_PARTS).map((part, index) => ({ label: `Part ${index + 1}`, value: partText(part) })));
  if (parts.length > LISTED_PARTS) {
    const rest = parts.slice(LISTED_PARTS);
    rows.push({
      label: `Parts ${LISTED_PARTS + 1}-${parts.length}`,
      value: isImage
        ? `${formatNumber(rest.reduce((sum, part) => sum + (part.pixels ?? 0), 0))} pixels`
        : `${formatNumber(rest.reduce((sum, part) => sum + (part.triangles ?? 0), 0))} triangles`,
    });
  }
  rows.push({ label: 'Time', value: `${(report.time_ms / 1000).toFixed(1)} s` });
  return rows;
}

/** `Before · 48,210 triangles` (or the image's size) and `After · 8 parts`. */
export function segmentationCaptions(report: SegmentationReport): { before: string; after: string } {
  return {
    before:
      report.kind === 'image'
        ? `Before · ${formatNumber(report.width ?? 0)} × ${formatNumber(report.height ?? 0)} px`
        : `Before · ${formatNumber(report.triangles_before ?? 0)} triangles`,
    after: `After · ${formatNumber(report.parts.length)} ${report.parts.length === 1 ? 'part' : 'parts'}`,
  };
}
