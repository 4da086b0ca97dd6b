/** What the result view shows of a retopology report, in a person's words. */
import type { RetopologyReport } from '@facet/contract';
import { formatNumber } from '../../components/private/assetFormat';

export function retopologyReportRows(report: RetopologyReport): { label: string; value: string; note?: string }[] {
  return [
    { label: 'Triangles before', value: formatNumber(report.triangles_before) },
    { label: 'Triangles after', value: formatNumber(report.triangles_after) },
    ...report.lods.map((lod) => ({ label: lod.name.toUpperCase(), value: `${formatNumber(lod.triangles)} triangles` })),
    // A GLB holds only triangles: the quads are the layout the triangles were paired into (two
    // triangles sharing an edge each). The OBJ made beside the first LOD holds them as quads.
    ...(report.quad_ratio !== undefined && report.quads !== undefined
      ? [
          {
            label: 'Quad layout',
            value: `${formatNumber(report.quads)} quads · ${Math.round(report.quad_ratio * 100)}% of faces`,
            note: 'Triangle pairs in the GLB, quads in the OBJ.',
          },
        ]
      : []),
    { label: 'Time', value: `${(report.time_ms / 1000).toFixed(1)} s` },
  ];
}
