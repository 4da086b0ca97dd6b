/**
 * Image to 3D speed and fidelity on a 1024 px picture (a figure drawn flat on a plain ground, the
 * mask found from the background's colour): the whole run in seconds (median of 3, wall and CPU),
 * beside the same picture at 512 px and the mask step alone (reading and the foreground mask), as
 * ratios measured in this run; then the front view's silhouette against the picture's mask (IoU,
 * through the preview renderer). Also three views of a cube carved at the default resolution. Run
 * with `pnpm bench image-to-3d`.
 */
import { loadavg } from 'node:os';
import sharp from 'sharp';
import { createPreviewRenderer, imageTo3d, multiviewTo3d } from '../src/index';
import { readPicture } from '../src/image-to-3d/picture';
import { frontSilhouetteIoU } from '../test/silhouette';

const RUNS = 3;

/** A toy robot with a lantern: rounded boxes, a disc and thin limbs. */
async function picture(size: number): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="#f4efe6"/><g transform="scale(${size / 100})">
    <rect x="38" y="8" width="24" height="20" rx="5" fill="#c8412d"/><circle cx="45" cy="18" r="3" fill="#fdf3d0"/><circle cx="55" cy="18" r="3" fill="#fdf3d0"/>
    <rect x="47" y="27" width="6" height="6" fill="#8a8a8a"/>
    <rect x="30" y="32" width="40" height="38" rx="7" fill="#2d7fbf"/><rect x="41" y="42" width="18" height="11" rx="2" fill="#f2c84b"/>
    <rect x="20" y="34" width="11" height="28" rx="5" fill="#2f9a5a"/><rect x="69" y="34" width="11" height="28" rx="5" fill="#2f9a5a"/>
    <circle cx="84" cy="66" r="8" fill="#e9a23b"/>
    <rect x="35" y="69" width="11" height="22" rx="3" fill="#22506f"/><rect x="54" y="69" width="11" height="22" rx="3" fill="#22506f"/>
  </g></svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
}

const cpuNow = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(work: () => Promise<unknown>): Promise<{ wall: number; cpu: number }> {
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const cpuStarted = cpuNow();
    await work();
    walls.push(performance.now() - started);
    cpus.push(cpuNow() - cpuStarted);
  }
  return { wall: median(walls), cpu: median(cpus) };
}

const big = await picture(1024);
const small = await picture(512);
const full = await timed(() => imageTo3d(big));
const half = await timed(() => imageTo3d(small));
const mask = await timed(() => readPicture(big, 'bench'));
const { report, files } = await imageTo3d(big);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
console.log(
  `1024 px picture: ${seconds(full.wall)} wall / ${seconds(full.cpu)} CPU (median of ${RUNS}); ${report.triangles.toLocaleString('en-US')} triangles, grid every ${report.grid_step} px, ${report.size_m.width} x ${report.size_m.height} x ${report.size_m.depth} m, texture ${report.texture_size} px, GLB ${(report.size_bytes / 1e6).toFixed(2)} MB`,
);
console.log(`512 px picture: ${seconds(half.wall)} wall; 1024 px takes ${(full.wall / half.wall).toFixed(2)}x as long for 4x the pixels`);
console.log(`mask step alone (read + foreground mask) at 1024 px: ${seconds(mask.wall)}; the whole run is ${(full.wall / mask.wall).toFixed(2)}x that`);

const renderer = await createPreviewRenderer();
try {
  const { iou } = await frontSilhouetteIoU(renderer, files[0]!.bytes, big);
  console.log(`front view silhouette vs the picture's mask: IoU ${iou.toFixed(3)} (the bar: 0.9)`);
} finally {
  await renderer.close();
}

const square = new Uint8Array(
  await sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><rect width="512" height="512" fill="#fff"/><rect x="106" y="106" width="300" height="300" fill="#555"/></svg>')).png().toBuffer(),
);
const carve = await timed(() => multiviewTo3d(square, square, square));
const hull = (await multiviewTo3d(square, square, square)).report;
console.log(
  `three 512 px views of a cube, ${hull.grid.join(' x ')} voxels: ${seconds(carve.wall)} wall; volume ${hull.volume_m3} m³ of 1 (${(Math.abs(hull.volume_m3 - 1) * 100).toFixed(2)}% off), ${hull.triangles.toLocaleString('en-US')} triangles`,
);
console.log(`load average while it ran: ${loadavg()[0]!.toFixed(2)} (2 cores here; above 1 the wall times include waiting)`);
