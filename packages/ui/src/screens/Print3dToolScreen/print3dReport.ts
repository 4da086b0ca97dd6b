/** What the result view shows of a 3D-printing report, in a person's words. */
import type { Print3dReport } from '@facet/contract';
import { formatNumber } from '../../components/private/assetFormat';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const decimal = (value: number, digits = 1) => value.toLocaleString('en-US', { maximumFractionDigits: digits });
const plural = (count: number, one: string, many = `${one}s`) => `${formatNumber(count)} ${count === 1 ? one : many}`;

/** "1 h 05 min", "42 min", "under 1 min". */
export function formatPrintTime(minutes: number): string {
  if (minutes < 1) return 'under 1 min';
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  return hours === 0 ? `${rest} min` : `${hours} h ${String(rest).padStart(2, '0')} min`;
}

export function print3dReportRows(report: Print3dReport): { label: string; value: string }[] {
  const before = report.checks_before;
  const after = report.checks_after;
  const change = (from: number | null, to: number | null) => `${from === null ? '–' : formatNumber(from)} → ${to === null ? '–' : formatNumber(to)}`;
  const repairs = [
    report.repairs.filled_holes > 0 ? `filled ${plural(report.repairs.filled_holes, 'hole')}` : '',
    report.repairs.flipped_faces > 0 ? `turned ${plural(report.repairs.flipped_faces, 'face')}` : '',
    report.repairs.removed_degenerate_faces > 0 ? `removed ${plural(report.repairs.removed_degenerate_faces, 'empty face')}` : '',
    report.repairs.removed_parts > 0 ? `removed ${plural(report.repairs.removed_parts, 'loose part')}` : '',
    report.repairs.welded_vertices > 0 ? `welded ${plural(report.repairs.welded_vertices, 'vertex', 'vertices')}` : '',
  ].filter(Boolean);
  return [
    { label: 'Watertight', value: `${yesNo(report.watertight_before)} → ${yesNo(report.watertight_after)}` },
    { label: 'Size', value: `${report.bbox_mm.map((side) => decimal(side)).join(' × ')} mm` },
    { label: 'Volume', value: `${decimal(report.volume_cm3, 2)} cm³${report.hollowed ? ' (hollow)' : ''}` },
    { label: 'Surface', value: `${decimal(report.area_cm2)} cm²` },
    { label: 'PLA', value: `${decimal(report.grams_pla)} g` },
    { label: 'Resin', value: `${decimal(report.grams_resin)} g` },
    { label: 'Print time (FDM)', value: `about ${formatPrintTime(report.print_minutes)}` },
    { label: 'Repairs', value: repairs.length > 0 ? repairs.join(', ').replace(/^./, (c) => c.toUpperCase()) : 'None needed' },
    { label: 'Non-manifold edges', value: change(before.non_manifold_edges, after.non_manifold_edges) },
    { label: 'Degenerate faces', value: change(before.degenerate_faces, after.degenerate_faces) },
    { label: 'Loose parts', value: change(before.loose_parts, after.loose_parts) },
    { label: 'Crossing faces', value: change(before.self_intersections, after.self_intersections) },
    { label: 'Thin-wall faces', value: change(before.thin_faces, after.thin_faces) },
    { label: 'Overhang faces', value: change(before.overhang_faces, after.overhang_faces) },
    { label: 'Triangles', value: formatNumber(report.triangles) },
    { label: 'Time', value: `${(report.time_ms / 1000).toFixed(1)} s` },
  ];
}
