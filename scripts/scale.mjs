// `npm run scale`: the scale-out topology on one machine, from the build `npm start` makes:
// PostgreSQL (DATABASE_URL, else the local server's `facet_scale` database, made when missing), an
// S3-protocol server (s3rver, files under $DATA_DIR/s3), 2 API processes (TOOL_WORKER=off) behind a
// round-robin proxy on PORT, and 2 worker processes. Ctrl-C stops them all: the workers finish their
// jobs in hand, then the APIs, the S3 server and the proxy stop; a second Ctrl-C ends them at once.
// deploy/compose.yaml is the same topology for a real deployment.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalProxy } from './local-proxy.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverRoot = join(root, 'packages/server');
// The server's own dependencies (s3rver is one of its dev dependencies, installed by `npm start`).
const requireFromServer = createRequire(join(serverRoot, 'package.json'));
const pg = requireFromServer('pg');
const S3rver = requireFromServer('s3rver');

const API_NODES = Number(process.env.SCALE_API_NODES ?? 2);
const WORKERS = Number(process.env.SCALE_WORKERS ?? 2);
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const dataDir = resolve(process.cwd(), process.env.DATA_DIR ?? 'data/scale');
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/facet_scale';
const apiPorts = Array.from({ length: API_NODES }, (_, i) => port + 1 + i);
const s3Port = Number(process.env.SCALE_S3_PORT ?? port + 1 + API_NODES);
const bucket = 'facet';

for (const file of ['dist/main.js', 'dist/worker.js']) {
  if (!existsSync(join(serverRoot, file))) {
    console.error(`packages/server/${file} is missing: run \`npm start\` once (it installs and builds), or \`npx pnpm@12.21.0 build\`.`);
    process.exit(1);
  }
}
mkdirSync(join(dataDir, 's3'), { recursive: true });

/** Makes the database when the server has none of that name (the local default, say). */
async function ensureDatabase(url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const probe = new pg.Client({ connectionString: url });
  try {
    await probe.connect();
    return;
  } catch (error) {
    if (error.code !== '3D000') throw error; // anything but "database does not exist"
  } finally {
    await probe.end().catch(() => {});
  }
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
    console.log(`  made the database ${name}`);
  } finally {
    await admin.end();
  }
}

const children = new Set();
let stopping = false;

/** Runs a built server file with a label before each line it prints. */
function startProcess(label, file, env) {
  const child = spawn(process.execPath, [file], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: Ctrl-C reaches this script alone, which stops the workers first and
    // signals each process once (a worker given a second signal stops at once, jobs cut off).
    detached: true,
  });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) out.write(`[${label}] ${line}\n`);
    });
  }
  children.add(child);
  child.exited = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
  void child.exited.then(({ code, signal }) => {
    children.delete(child);
    if (!stopping) {
      console.error(`[${label}] exited (${signal ?? `code ${code}`}); stopping everything.`);
      void stop(1);
    }
  });
  return child;
}

async function waitForHealth(url, child, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`${url} exited before it was ready`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${url}/health did not answer within ${timeoutMs / 1000} s`);
}

let s3;
let proxy;
let stopped;
function stop(code = 0) {
  stopped ??= (async () => {
    stopping = true;
    console.log('\nStopping: workers finish their jobs in hand, then the API nodes, S3 and the proxy stop.');
    const workers = [...children].filter((child) => child.label === 'worker');
    for (const child of workers) child.kill('SIGTERM');
    await Promise.all(workers.map((child) => child.exited));
    const rest = [...children];
    for (const child of rest) child.kill('SIGTERM');
    await Promise.all(rest.map((child) => child.exited));
    await proxy?.close();
    await s3?.close();
    console.log('Stopped.');
    process.exit(code);
  })();
  return stopped;
}
process.on('SIGINT', () => {
  // A second Ctrl-C: end everything now.
  if (stopping) {
    for (const child of children) child.kill('SIGKILL');
    process.exit(130);
  }
  void stop(0);
});
process.on('SIGTERM', () => void stop(0));

try {
  await ensureDatabase(databaseUrl);
  s3 = new S3rver({ address: '127.0.0.1', port: s3Port, silent: true, directory: join(dataDir, 's3'), configureBuckets: [{ name: bucket }] });
  await s3.run();
  const shared = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  // The first node migrates and makes the admin alone; the others start once it is up.
  for (const [i, apiPort] of apiPorts.entries()) {
    const child = startProcess(`api-${i + 1}`, 'packages/server/dist/main.js', {
      ...shared,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      TOOL_WORKER: 'off',
      TRUST_PROXY: '127.0.0.1',
    });
    child.label = 'api';
    await waitForHealth(`http://127.0.0.1:${apiPort}`, child);
  }
  for (let i = 0; i < WORKERS; i++) {
    const child = startProcess(`worker-${i + 1}`, 'packages/server/dist/worker.js', shared);
    child.label = 'worker';
  }
  proxy = await startLocalProxy({ port, host, upstreams: apiPorts.map((apiPort) => ({ host: '127.0.0.1', port: apiPort })) });
  const where = databaseUrl.replace(/\/\/[^@/]*@/, '//');
  console.log(
    [
      '',
      `Facet (scale-out) is running at http://localhost:${port}`,
      `  proxy :${port} -> API nodes ${apiPorts.map((p) => `:${p}`).join(', ')} (round-robin, websockets passed through)`,
      `  ${WORKERS} worker processes; PostgreSQL ${where}; S3 (s3rver) :${s3Port}, bucket ${bucket}, files in ${join(dataDir, 's3')}`,
      '  Ctrl-C stops everything.',
      '',
    ].join('\n'),
  );
} catch (error) {
  console.error('The scale-out topology could not start:', error instanceof Error ? error.message : error);
  await stop(1);
}
