/**
 * UV unwrapping of a ~50k-triangle bumpy sphere: our `unwrapUvs` (median of 5 after a warm-up) and
 * xatlas (`xatlasjs`, the peer; run once with its default chart options, the same resolution and
 * padding, in a child process under a time limit because it blocks for a long time), both judged by
 * `measureUvs`: charts, stretch, coverage, overlap, seconds and the ratios, each against its bar with
 * pass or fail. Run with
 * `pnpm bench uv-unwrap` (`--skip-xatlas` to leave the peer out, `--xatlas-limit=<seconds>`, default 600).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { measureUvs, unwrapUvs, type UvMeasure } from '../src/texture/unwrap-uvs';
import { uvSphere, type IndexedMesh } from '../test/uv-meshes';

const RUNS = 5;
const RESOLUTION = 1024;
const PADDING = 4;
const TARGET_SECONDS = 2;
/** The bar: coverage at least this, charts at most this many times xatlas's, and at most this many seconds. */
const BAR_COVERAGE = 0.55;
const BAR_CHARTS_RATIO = 1.2;
const BAR_SECONDS = 0.2;
/** Our stretch on this mesh before small charts could join with a wider lean: the merge may not add to it. */
const BAR_STRETCH = 1.022;
/** xatlas's charts on this mesh when it last ran (119 in 43 s), for a run with `--skip-xatlas`. */
const XATLAS_CHARTS_RECORDED = 119;

// 49,600 triangles and 24,802 vertices: within xatlasjs's 16-bit indices.
const mesh: IndexedMesh = uvSphere(125, 200, 0.15);
const triangles = mesh.indices.length / 3;

interface EngineResult {
  seconds: number;
  charts: number;
  measure: UvMeasure;
}

/** xatlas on the mesh, in this process: the child's side of the benchmark. */
async function runXatlas(): Promise<EngineResult> {
  const { default: createXAtlasModule } = await import('xatlasjs/dist/node/xatlas.js');
  const { Api } = await import('xatlasjs/dist/node/api.mjs');
  const XAtlas = Api(createXAtlasModule);
  const atlas = await new Promise<InstanceType<typeof XAtlas>>((resolve) => {
    const created: InstanceType<typeof XAtlas> = new XAtlas(() => resolve(created));
  });
  const started = performance.now();
  atlas.createAtlas();
  atlas.addMesh(new Uint16Array(mesh.indices), mesh.positions);
  const result = atlas.generateAtlas({}, { resolution: RESOLUTION, padding: PADDING });
  const seconds = (performance.now() - started) / 1000;
  const { index, vertex, vertexCount } = result.meshes[0]!;
  atlas.destroyAtlas();
  // xatlas splits vertices along seams: its output vertices are per chart, so charts are the
  // connected groups of its triangles through shared output vertices.
  const parent = Int32Array.from({ length: vertexCount }, (_, i) => i);
  const find = (v: number): number => {
    while (parent[v] !== v) v = parent[v] = parent[parent[v]!]!;
    return v;
  };
  for (let i = 0; i < index.length; i += 3) {
    parent[find(index[i]!)] = find(index[i + 1]!);
    parent[find(index[i + 1]!)] = find(index[i + 2]!);
  }
  const roots = new Set<number>();
  for (let v = 0; v < vertexCount; v++) roots.add(find(v));
  const cornerUvs = new Float32Array(index.length * 2);
  for (let corner = 0; corner < index.length; corner++) {
    cornerUvs[corner * 2] = vertex.coords1[index[corner]! * 2]!;
    cornerUvs[corner * 2 + 1] = vertex.coords1[index[corner]! * 2 + 1]!;
  }
  // Its triangles are the input's, in order, so the input positions and indices go with its UVs.
  return { seconds, charts: roots.size, measure: measureUvs(mesh.positions, mesh.indices, cornerUvs) };
}

if (process.argv.includes('--xatlas-child')) {
  console.log(JSON.stringify(await runXatlas()));
  process.exit(0);
}

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;

unwrapUvs(mesh.positions, mesh.indices, { resolution: RESOLUTION, padding: PADDING }); // warm-up
const times: number[] = [];
let unwrap = unwrapUvs(mesh.positions, mesh.indices, { resolution: RESOLUTION, padding: PADDING });
for (let i = 0; i < RUNS; i++) {
  const started = performance.now();
  unwrap = unwrapUvs(mesh.positions, mesh.indices, { resolution: RESOLUTION, padding: PADDING });
  times.push((performance.now() - started) / 1000);
}
const measureStarted = performance.now();
const oursMeasure = measureUvs(mesh.positions, mesh.indices, unwrap.cornerUvs);
const measureMs = performance.now() - measureStarted;
const ours: EngineResult = { seconds: median(times), charts: unwrap.charts, measure: oursMeasure };

const limitArgument = process.argv.find((argument) => argument.startsWith('--xatlas-limit='));
const limitSeconds = limitArgument ? Number(limitArgument.split('=')[1]) : 600;
const xatlas = process.argv.includes('--skip-xatlas') ? 'skipped (--skip-xatlas)' : await xatlasInChild(limitSeconds);

/** Runs this file again with `--xatlas-child`, killing it after `limit` seconds. */
function xatlasInChild(limit: number): Promise<EngineResult | string> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--xatlas-child'], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill(), limit * 1000);
    child.on('close', (code) => {
      clearTimeout(timer);
      const line = output.trim().split('\n').at(-1) ?? '';
      if (code === 0 && line.startsWith('{')) resolve(JSON.parse(line) as EngineResult);
      else resolve(code === null ? `stopped after the ${limit} s limit` : `failed (exit code ${code})`);
    });
  });
}

const summary = (name: string, result: EngineResult, note = '') =>
  `${name.padEnd(8)} charts ${String(result.charts).padStart(5)}, stretch ${result.measure.stretch.toFixed(3)}, coverage ${result.measure.coverage.toFixed(3)}, overlap ${result.measure.overlap.toFixed(5)}, outside ${result.measure.outside.toFixed(3)}, ${result.seconds.toFixed(3)} s${note}`;

console.log(`mesh: bumpy sphere, ${triangles.toLocaleString('en-US')} triangles, ${(mesh.positions.length / 3).toLocaleString('en-US')} vertices; atlas ${RESOLUTION} px, padding ${PADDING} texels; measured at 512`);
console.log(summary('ours', ours, ` (median of ${RUNS}: ${times.map((t) => t.toFixed(3)).join(', ')})`));
if (typeof xatlas === 'string') console.log(`xatlas   ${xatlas}`);
else {
  console.log(summary('xatlas', xatlas, ' (one run, default chart options)'));
  console.log(
    `ratio: xatlas seconds / ours ${(xatlas.seconds / ours.seconds).toFixed(1)}; stretch ours ${ours.measure.stretch.toFixed(3)} vs xatlas ${xatlas.measure.stretch.toFixed(3)}; coverage ours ${ours.measure.coverage.toFixed(3)} vs xatlas ${xatlas.measure.coverage.toFixed(3)}`,
  );
}
console.log(`measureUvs on our atlas: ${measureMs.toFixed(0)} ms`);
console.log(`target: 50k triangles <= ${TARGET_SECONDS} s: ${ours.seconds <= TARGET_SECONDS ? 'met' : 'not met'} (${ours.seconds.toFixed(3)} s)`);

const peerCharts = typeof xatlas === 'string' ? XATLAS_CHARTS_RECORDED : xatlas.charts;
const peerNote = typeof xatlas === 'string' ? `xatlas's recorded ${XATLAS_CHARTS_RECORDED}` : `xatlas's ${xatlas.charts} in this run`;
const chartsRatio = ours.charts / peerCharts;
const checks: [string, string, string, boolean][] = [
  ['coverage', ours.measure.coverage.toFixed(3), `>= ${BAR_COVERAGE}`, ours.measure.coverage >= BAR_COVERAGE],
  ['charts / xatlas', `${chartsRatio.toFixed(2)} (${ours.charts} / ${peerNote})`, `<= ${BAR_CHARTS_RATIO}`, chartsRatio <= BAR_CHARTS_RATIO],
  ['seconds', ours.seconds.toFixed(3), `<= ${BAR_SECONDS} (median; the machine's load shows in it)`, ours.seconds <= BAR_SECONDS],
  ['overlap', ours.measure.overlap.toFixed(5), '= 0', ours.measure.overlap === 0],
  ['stretch', ours.measure.stretch.toFixed(3), `<= ${BAR_STRETCH}, no worse than before`, Number(ours.measure.stretch.toFixed(3)) <= BAR_STRETCH],
];
for (const [name, figure, bar, pass] of checks) console.log(`bar ${name.padEnd(17)} ${figure}  (bar ${bar}): ${pass ? 'pass' : 'FAIL'}`);
