/**
 * 3D video speed: a 10-second 720p turntable (300 frames at 30 fps) of a 100k-triangle textured
 * mesh, drawn by the preview renderer on the CPU and encoded by ffmpeg into an MP4 and a WebM in one
 * pass. Prints the seconds of work per second of video, and the encoder's share: ffmpeg's own CPU
 * seconds over those plus the drawing's seconds (frames drawn, read back and handed over), with the
 * ratio. Run with `pnpm bench video-3d` (`-- --seconds 4` for a shorter one).
 */
import { loadavg } from 'node:os';
import { NodeIO } from '@gltf-transform/core';
import { createPreviewRenderer, video3d } from '../src/index';
import { texturedSphereDocument } from '../test/meshes';

const argument = process.argv.indexOf('--seconds');
const SECONDS = argument > 0 ? Number(process.argv[argument + 1]) : 10;

const doc = await texturedSphereDocument(200, 250);
const glb = await new NodeIO().writeBinary(doc);

const launchStarted = performance.now();
const renderer = await createPreviewRenderer();
const launch = (performance.now() - launchStarted) / 1000;
try {
  const started = performance.now();
  const { report } = await video3d(glb, { duration: SECONDS, resolution: '720p', motion: 'turntable' }, undefined, { renderer });
  const wall = (performance.now() - started) / 1000;
  const share = report.encode_seconds / (report.encode_seconds + report.render_seconds);
  console.log(
    `${report.triangles.toLocaleString('en-US')} triangles, ${report.frames} frames of ${report.width} x ${report.height} at ${report.fps} fps (${report.duration_s} s), on ${report.renderer}`,
  );
  console.log(`encoder: ${report.encoder}`);
  console.log(`browser launch ${launch.toFixed(1)} s (once per engine thread, not counted below)`);
  console.log(
    `whole run ${wall.toFixed(1)} s wall = ${(wall / report.duration_s).toFixed(2)} s per second of video; drawing ${report.render_seconds.toFixed(1)} s (${((report.render_seconds / report.frames) * 1000).toFixed(0)} ms a frame), encoding ${report.encode_seconds.toFixed(1)} s of ffmpeg CPU`,
  );
  console.log(
    `encoder's share: ${report.encode_seconds.toFixed(1)} / ${(report.encode_seconds + report.render_seconds).toFixed(1)} s = ${(share * 100).toFixed(0)}% (ratio encode : draw = 1 : ${(report.render_seconds / report.encode_seconds).toFixed(1)}); MP4 ${(report.mp4_bytes / 1e6).toFixed(1)} MB, WebM ${(report.webm_bytes / 1e6).toFixed(1)} MB`,
  );
  console.log(`load average while it ran: ${loadavg()[0]!.toFixed(2)} (2 cores here; above 1 the wall times include waiting)`);
} finally {
  await renderer.close();
}
