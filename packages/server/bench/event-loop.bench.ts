/**
 * Whether the API stays responsive while tools run. The real server starts in this process over the
 * embedded database, as `npm start` runs it (tool jobs and mesh previews included), a sphere of about
 * a million triangles is uploaded, and each tool runs on it in turn. While the upload and each run
 * go on, two things are sampled: the event-loop delay of this process, the server's
 * (`perf_hooks.monitorEventLoopDelay`, past its 10 ms timer), and the latency of `GET /health` asked
 * every 20 ms by a client in a thread of its own (so a stalled server loop cannot hold up the clock
 * that times it); uploads are sent from a thread of their own too. Prints per step: its time, the
 * delay's p50/p99/max and /health's p50/p99/max, against the bar of p99 <= 50 ms and max <= 200 ms.
 * Run with `pnpm bench event-loop` (settings such as ENGINE_THREADS or PREVIEW_RENDERER=off are
 * taken from the environment).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { Asset, Session, TokenResponse } from '@facet/contract';
import { Document, NodeIO } from '@gltf-transform/core';
import sharp from 'sharp';
import { buildServer } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import { seedAdmin } from '../src/users/admin-seed';
import { benchClient } from './bench-client';

/** Cells along each edge of the cube the sphere is made from: 6 x 2 x 288^2 = 995,328 triangles. */
const CUBE_CELLS = 288;
const LOOP_RESOLUTION_MS = 10;
const HEALTH_EVERY_MS = 20;
const BAR = { p99: 50, max: 200 };

/**
 * A closed sphere of about a million triangles: a cube's faces, each a grid, pushed out onto the
 * sphere, sharing the vertices along the cube's edges (so it is watertight, as print preparation
 * likes), with spherical UVs (so texturing keeps them rather than unwrapping a million triangles).
 */
async function sphereGlb(cells: number): Promise<Uint8Array> {
  const side = cells + 1;
  const index = new Map<number, number>();
  const positions: number[] = [];
  const uvs: number[] = [];
  const vertex = (x: number, y: number, z: number) => {
    const key = (x * side + y) * side + z;
    let at = index.get(key);
    if (at === undefined) {
      const [px, py, pz] = [x / cells - 0.5, y / cells - 0.5, z / cells - 0.5];
      const length = Math.hypot(px, py, pz);
      const [nx, ny, nz] = [px / length, py / length, pz / length];
      at = positions.length / 3;
      positions.push(nx * 0.5, ny * 0.5, nz * 0.5);
      uvs.push(0.5 + Math.atan2(nz, nx) / (2 * Math.PI), Math.acos(Math.max(-1, Math.min(1, ny))) / Math.PI);
      index.set(key, at);
    }
    return at;
  };
  const indices = new Uint32Array(6 * cells * cells * 6);
  let next = 0;
  // Each face: the fixed axis, its value, and the two axes that run along it, ordered so the
  // triangles face outwards.
  const faces: [number, number, number, number][] = [
    [0, cells, 1, 2],
    [0, 0, 2, 1],
    [1, cells, 2, 0],
    [1, 0, 0, 2],
    [2, cells, 0, 1],
    [2, 0, 1, 0],
  ];
  for (const [fixed, value, u, v] of faces) {
    const at = (i: number, j: number) => {
      const point = [0, 0, 0];
      point[fixed] = value;
      point[u] = i;
      point[v] = j;
      return vertex(point[0]!, point[1]!, point[2]!);
    };
    for (let i = 0; i < cells; i++) {
      for (let j = 0; j < cells; j++) {
        const [a, b, c, d] = [at(i, j), at(i + 1, j), at(i, j + 1), at(i + 1, j + 1)];
        indices.set([a, b, d, a, d, c], next);
        next += 6;
      }
    }
  }
  const document = new Document();
  const buffer = document.createBuffer();
  const primitive = document
    .createPrimitive()
    .setAttribute('POSITION', document.createAccessor().setType('VEC3').setArray(new Float32Array(positions)).setBuffer(buffer))
    .setAttribute('TEXCOORD_0', document.createAccessor().setType('VEC2').setArray(new Float32Array(uvs)).setBuffer(buffer))
    .setIndices(document.createAccessor().setType('SCALAR').setArray(indices).setBuffer(buffer));
  const mesh = document.createMesh('Sphere').addPrimitive(primitive);
  document.createScene().addChild(document.createNode('Sphere').setMesh(mesh));
  return new NodeIO().writeBinary(document);
}

/** A client in a thread of its own: asks GET /health every 20 ms and hands over the latencies when asked. */
function startHealthClient(url: string): { take(): Promise<number[]>; stop(): Promise<number> } {
  const worker = new Worker(
    `
    const { parentPort, workerData } = require('node:worker_threads');
    let samples = [];
    let running = true;
    parentPort.on('message', (message) => {
      if (message === 'take') { parentPort.postMessage(samples); samples = []; }
      if (message === 'stop') running = false;
    });
    (async () => {
      while (running) {
        const started = performance.now();
        try {
          const response = await fetch(workerData.url);
          await response.arrayBuffer();
          samples.push(performance.now() - started);
        } catch {
          samples.push(Infinity);
        }
        const wait = workerData.every - (performance.now() - started);
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
      parentPort.close();
    })();
    `,
    { eval: true, workerData: { url: `${url}/health`, every: HEALTH_EVERY_MS } },
  );
  return {
    take: () =>
      new Promise((resolve) => {
        worker.once('message', resolve);
        worker.postMessage('take');
      }),
    stop: () => {
      worker.postMessage('stop');
      return worker.terminate();
    },
  };
}

/**
 * An upload sent by a client in a thread of its own, as a browser elsewhere sends it: writing a
 * 20 MB form on the server's event loop would count the client's work as the server's. The thread
 * is started, and the file copied to it, before the measure begins (both run on this process's
 * event loop, the server's); the returned function sends it.
 */
async function prepareUpload(url: string, token: string, bytes: Uint8Array, fileName: string): Promise<() => Promise<Asset>> {
  const worker = new Worker(
    `
    const { parentPort, workerData } = require('node:worker_threads');
    parentPort.once('message', () => {
      (async () => {
        const form = new FormData();
        form.append('file', new Blob([workerData.bytes]), workerData.fileName);
        const response = await fetch(workerData.url, { method: 'POST', headers: { authorization: 'Bearer ' + workerData.token }, body: form });
        parentPort.postMessage({ status: response.status, text: await response.text() });
      })().catch((error) => parentPort.postMessage({ status: 0, text: String(error) }));
    });
    parentPort.postMessage('ready');
    `,
    { eval: true, workerData: { url, token, bytes, fileName } },
  );
  await new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', resolve);
  });
  return () =>
    new Promise((resolve, reject) => {
      worker.once('error', reject);
      worker.once('message', ({ status, text }: { status: number; text: string }) => {
        void worker.terminate();
        if (status !== 201) reject(new Error(`upload of ${fileName}: ${status} ${text}`));
        else resolve(JSON.parse(text) as Asset);
      });
      worker.postMessage('go');
    });
}

const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : 'n/a');

interface Row {
  step: string;
  seconds: number;
  outcome: string;
  loop: { p50: number; p99: number; max: number };
  health: { p50: number; p99: number; max: number; count: number };
}

const dataDir = await mkdtemp(join(tmpdir(), 'facet-bench-event-loop-'));
const settings = {
  ...process.env,
  // The embedded database, as `npm start` runs without DATABASE_URL.
  DATABASE_URL: '',
  DATA_DIR: dataDir,
  APP_DIST_DIR: join(dataDir, 'no-app'),
  LOG_LEVEL: 'silent',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  TOOL_WORKER: 'on',
  JOB_RETRY_LIMIT: '0',
  ADMIN_EMAIL: 'admin@example.com',
  ADMIN_PASSWORD: 'admin password for the bench',
};
const config = loadConfig(settings);
const database = await createDatabase(config);
const loop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
let client: ReturnType<typeof startHealthClient> | undefined;

try {
  await database.migrate();
  await seedAdmin(config, database);
  const app = await buildServer({ config, database, startWorker: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const call = benchClient(base);
  const prepareFile = (token: string, bytes: Uint8Array, fileName: string) => prepareUpload(`${base}/v3/assets/upload`, token, bytes, fileName);

  const adminToken = (await call<TokenResponse>('POST', '/auth/admin/login', undefined, { email: settings.ADMIN_EMAIL, password: settings.ADMIN_PASSWORD })).token;
  const ada = await call<TokenResponse>('POST', '/auth/register', undefined, { email: 'ada@example.com', password: 'correct horse battery' });
  await call('PUT', '/user/update-tier', adminToken, { user_id: ada.user.id, tier: 'studio' });
  await app.services.credits.apply({ userId: ada.user.id, amount: 100_000, reason: 'admin_adjustment', reference: 'bench' });

  const glb = await sphereGlb(CUBE_CELLS);
  const swatch = new Uint8Array(
    await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#d8c9a8"/>' +
          '<path d="M0 64h256M0 128h256M0 192h256M64 0v256M128 0v256M192 0v256" stroke="#6b4f2a" stroke-width="6"/></svg>',
      ),
    )
      .png()
      .toBuffer(),
  );
  const image = await (await prepareFile(ada.token, swatch, 'swatch.png'))();

  client = startHealthClient(base);
  loop.enable();
  const rows: Row[] = [];
  /** Runs `work` with both samplers cleared first, and records what they saw while it ran. */
  const measure = async (step: string, work: () => Promise<string>) => {
    await client!.take();
    loop.reset();
    const started = performance.now();
    const outcome = await work();
    // Rendering the new meshes' previews is part of the work the server does for the step.
    await app.services.previews.idle();
    const seconds = (performance.now() - started) / 1000;
    const delay = (p: number) => Math.max(0, loop.percentile(p) / 1e6 - LOOP_RESOLUTION_MS);
    const health = (await client!.take()).sort((a, b) => a - b);
    const row: Row = {
      step,
      seconds,
      outcome,
      loop: { p50: delay(50), p99: delay(99), max: Math.max(0, loop.max / 1e6 - LOOP_RESOLUTION_MS) },
      health: { p50: percentile(health, 50), p99: percentile(health, 99), max: health.at(-1) ?? NaN, count: health.length },
    };
    rows.push(row);
    console.log(`${step}: ${outcome} in ${seconds.toFixed(1)} s; event-loop delay p99 ${ms(row.loop.p99)} ms, max ${ms(row.loop.max)} ms`);
  };

  let mesh: Asset | undefined;
  const sendSphere = await prepareFile(ada.token, glb, 'sphere.glb');
  await measure(`upload (${(glb.byteLength / 1024 / 1024).toFixed(1)} MB GLB)`, async () => {
    mesh = await sendSphere();
    return `${Number(mesh.data.triangle_count).toLocaleString('en-US')} triangles`;
  });
  const tools: [string, Record<string, unknown>][] = [
    ['retopology', { mesh: mesh!.id }],
    ['segmentation', { asset: mesh!.id }],
    ['print_3d', { mesh: mesh!.id }],
    ['splat_generation', { mesh: mesh!.id }],
    ['texture', { mesh: mesh!.id, image: image.id, projection: 'triplanar' }],
  ];
  for (const [type, input] of tools) {
    await measure(type, async () => {
      const session = await call<Session>('POST', '/v3/sessions', ada.token, { type, input });
      for (;;) {
        const job = (await call<Session>('GET', `/v3/sessions/${session.id}`, ada.token)).jobs[0];
        if (job?.status === 'succeeded') return 'succeeded';
        if (job?.status === 'failed') return `failed (${job.error})`;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    });
  }
  loop.disable();

  const pad = (text: string, width: number) => text.padStart(width);
  console.log(
    `\nEngine threads: ${config.engineThreads}; previews ${config.previewRenderer}. Event-loop delay of the server's process and GET /health latency, ms (bar: p99 <= ${BAR.p99}, max <= ${BAR.max}).\n`,
  );
  console.log(`${'step'.padEnd(26)}${pad('time s', 8)}${pad('loop p50', 10)}${pad('p99', 8)}${pad('max', 8)}${pad('health p50', 12)}${pad('p99', 8)}${pad('max', 8)}${pad('n', 6)}  bar`);
  for (const row of rows) {
    const meets = [row.loop, row.health].every((figures) => figures.p99 <= BAR.p99 && figures.max <= BAR.max);
    console.log(
      `${row.step.padEnd(26)}${pad(row.seconds.toFixed(1), 8)}${pad(ms(row.loop.p50), 10)}${pad(ms(row.loop.p99), 8)}${pad(ms(row.loop.max), 8)}` +
        `${pad(ms(row.health.p50), 12)}${pad(ms(row.health.p99), 8)}${pad(ms(row.health.max), 8)}${pad(String(row.health.count), 6)}  ${meets ? 'met' : 'MISSED'}` +
        (row.outcome === 'succeeded' || row.step.startsWith('upload') ? '' : `  ${row.outcome}`),
    );
  }
  await app.close();
} finally {
  loop.disable();
  await client?.stop();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
