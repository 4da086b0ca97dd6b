/** What the result view shows of an animate report, in a person's words. */
import { ANIMATE_PRESETS, type AnimateReport } from '@facet/contract';
import { formatNumber } from '../../components/private/assetFormat';

const size = (bytes: number) => (bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${formatNumber(Math.ceil(bytes / 1e3))} KB`);
const seconds = (value: number) => `${Number(value.toFixed(1))} s`;

export function animateReportRows(report: AnimateReport): { label: string; value: string }[] {
  return [
    {
      label: 'Skeleton',
      value: `${report.skeleton === 'biped' ? 'Biped' : 'Chain'}, ${report.bones} bones${report.rig === 'auto' ? ' (auto)' : ''}`,
    },
    ...(report.humanoid_note ? [{ label: 'Why a chain', value: report.humanoid_note }] : []),
    { label: 'Bone names', value: `${ANIMATE_PRESETS[report.preset].label} (root ${report.root_bone})` },
    { label: 'Clips', value: report.clips.map((clip) => `${clip.name} ${seconds(clip.duration_s)}`).join(', ') },
    { label: 'Motion', value: report.motion === 'moving' ? 'Moving: walk and bounce travel forward' : 'In place' },
    { label: 'Skin', value: `At most ${report.max_influences} bones per vertex, weights summing to 1` },
    { label: 'Geometry', value: `${formatNumber(report.triangles)} triangles, kept` },
    { label: 'GLB', value: size(report.size_bytes) },
    { label: 'Time', value: `${(report.time_ms / 1000).toFixed(1)} s` },
  ];
}

/** `Before · 48,210 triangles` and `After · biped, 5 clips`. */
export function animateCaptions(report: AnimateReport): { before: string; after: string } {
  return {
    before: `Before · ${formatNumber(report.triangles)} triangles`,
    after: `After · ${report.skeleton}, ${report.clips.length} clips`,
  };
}
