/**
 * Animate speed on a 52k-triangle humanoid made of finely divided boxes: the biped rig, its skin and
 * five clips written into one GLB, and, measured in the same run as its peer, the chain rig of the
 * same mesh (four clips). Prints each in seconds (median of 3, wall and CPU), each stage's share,
 * and the biped's time as a ratio of the chain's. Run with `pnpm bench animate`.
 */
import { loadavg } from 'node:os';
import { NodeIO } from '@gltf-transform/core';
import { animate } from '../src/index';
import { humanoidDocument } from '../test/animate-meshes';

const RUNS = 3;
const glb = await new NodeIO().writeBinary(humanoidDocument({ cuts: 22 }));
const cpuNow = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// One run first, unmeasured: the glTF reader's decoders load and the code warms up before either is timed.
await animate(glb, { rig: 'chain' });

const walls: Record<string, number> = {};
for (const rig of ['biped', 'chain'] as const) {
  const wall: number[] = [];
  const cpu: number[] = [];
  const rigMs: number[] = [];
  const skinMs: number[] = [];
  let summary = '';
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const cpuStarted = cpuNow();
    const { report } = await animate(glb, { rig });
    wall.push(performance.now() - started);
    cpu.push(cpuNow() - cpuStarted);
    rigMs.push(report.rig_ms);
    skinMs.push(report.skin_ms);
    summary = `${report.triangles.toLocaleString('en-US')} triangles, ${report.bones} bones, ${report.clips.length} clips (${report.clips.map((clip) => clip.name).join(', ')}), max ${report.max_influences} influences, GLB ${(report.size_bytes / 1e6).toFixed(2)} MB`;
  }
  const total = median(wall);
  walls[rig] = total;
  const share = (ms: number) => `${Math.round((100 * ms) / total)}%`;
  console.log(
    `${rig}: ${(total / 1000).toFixed(2)} s wall / ${(median(cpu) / 1000).toFixed(2)} s CPU (median of ${RUNS}); rig ${share(median(rigMs))}, skin ${share(median(skinMs))}, clips, reading and writing ${share(total - median(rigMs) - median(skinMs))}; ${summary}`,
  );
}
console.log(`biped / chain: ${(walls.biped! / walls.chain!).toFixed(2)}x (the same mesh, rigged both ways in this run)`);
console.log(`load average while it ran: ${loadavg()[0]!.toFixed(2)} (2 cores here; above 1 the wall times include waiting)`);
