/** What the result view shows of a 3D video's report, in a person's words. */
import { VIDEO_3D_BACKGROUNDS, VIDEO_3D_LIGHTINGS, VIDEO_3D_MOTIONS, type Video3dReport } from '@facet/contract';
import { formatNumber } from '../../components/private/assetFormat';

const size = (bytes: number) => (bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${formatNumber(Math.ceil(bytes / 1e3))} KB`);
const seconds = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)} s`;

export function video3dReportRows(report: Video3dReport): { label: string; value: string; note?: string }[] {
  return [
    { label: 'Motion', value: VIDEO_3D_MOTIONS[report.motion].label },
    { label: 'Duration', value: `${seconds(report.duration_s)}, ${formatNumber(report.frames)} frames at ${report.fps} fps` },
    { label: 'Resolution', value: `${report.width} × ${report.height}` },
    { label: 'Look', value: `${VIDEO_3D_BACKGROUNDS[report.background].label} background, ${VIDEO_3D_LIGHTINGS[report.lighting].label.toLowerCase()} lighting` },
    { label: 'Files', value: `MP4 ${size(report.mp4_bytes)} · WebM ${size(report.webm_bytes)}` },
    { label: 'Render', value: `${report.render_seconds.toFixed(1)} s` },
    { label: 'Encode', value: `${report.encode_seconds.toFixed(1)} s of CPU` },
    { label: 'Time', value: `${(report.time_ms / 1000).toFixed(1)} s` },
    { label: 'Encoder', value: report.encoder },
    { label: 'Drawn on', value: report.renderer, note: `${formatNumber(report.triangles)} triangles, on the server's CPU` },
  ];
}

/** `Before · 48,210 triangles` and `After · turntable, 6 s, 720p`. */
export function video3dCaptions(report: Video3dReport): { before: string; after: string } {
  return {
    before: `Before · ${formatNumber(report.triangles)} triangles`,
    after: `After · ${report.motion}, ${seconds(report.duration_s)}, ${report.height}p`,
  };
}
