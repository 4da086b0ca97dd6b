/** What the result view shows of a retexturing report, in a person's words. */
import { RETEXTURING_PRESETS, type RetexturingReport } from '@facet/contract';
import { formatNumber } from '../../components/private/assetFormat';

const sourceText: Record<RetexturingReport['colour_source'], string> = {
  image: 'Reference image',
  palette: 'Palette',
  none: 'Its own colours, kept',
};

const recolouredText: Record<Exclude<RetexturingReport['recoloured'], 'none'>, string> = {
  texture: 'Its base-colour texture',
  vertex: 'Its vertex colours',
  material: 'Its material colour',
};

const size = (bytes: number) => (bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${formatNumber(Math.ceil(bytes / 1e3))} KB`);

export function retexturingReportRows(report: RetexturingReport): { label: string; value: string }[] {
  const look = RETEXTURING_PRESETS[report.preset];
  return [
    {
      label: 'Colours from',
      value: report.colour_source === 'none' ? sourceText.none : `${sourceText[report.colour_source]}, ${Math.round(report.strength * 100)}% strength`,
    },
    ...(report.recoloured === 'none' ? [] : [{ label: 'Recoloured', value: recolouredText[report.recoloured] }]),
    ...(report.colour_source === 'none'
      ? []
      : [{ label: 'Mean colour', value: `${report.mean_before} → ${report.mean_after}${report.mean_reference ? ` (reference ${report.mean_reference})` : ''}` }]),
    {
      label: 'Finish',
      value:
        report.metallic === null
          ? 'Its own'
          : `${look.label}: metallic ${report.metallic}, roughness ${report.roughness}${report.normal_map ? ', normal map' : ', no normal map (no UVs)'}`,
    },
    { label: 'Geometry', value: `${formatNumber(report.triangles)} triangles, UVs kept` },
    { label: 'GLB', value: size(report.size_bytes) },
    { label: 'Time', value: `${(report.time_ms / 1000).toFixed(1)} s` },
  ];
}

/** `Before · 48,210 triangles` and `After · retextured, wood`. */
export function retexturingCaptions(report: RetexturingReport): { before: string; after: string } {
  return {
    before: `Before · ${formatNumber(report.triangles)} triangles`,
    after: report.preset === 'none' ? 'After · retextured' : `After · retextured, ${RETEXTURING_PRESETS[report.preset].label.toLowerCase()}`,
  };
}
