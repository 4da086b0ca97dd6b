/**
 * The scale-out topology as separate processes, for the scale test and the fault and latency
 * benchmarks: API processes (`src/main.ts` with TOOL_WORKER=off, as `npm run scale` runs the build),
 * worker processes (`src/worker.ts`), on one PostgreSQL database and an S3-protocol server (s3rver),
 * optionally behind the local round-robin proxy of `npm run scale`. Nothing here imports Vitest, so
 * the benchmarks use it too.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Asset, TokenResponse } from '@facet/contract';
import { createDatabase, type Database } from '../src/db/database';
import { seedAdmin } from '../src/users/admin-seed';
import { startLocalProxy, type LocalProxy } from '../../../scripts/local-proxy.mjs';
import { gridGlb } from './grid-glb';
import { type LocalS3, startLocalS3 } from './s3-helpers';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

export const TOPOLOGY_ADMIN = { email: 'admin@example.com', password: 'admin password of the topology' };
export const TOPOLOGY_PASSWORD = 'correct horse battery';

export interface NodeProcess {
  /** `api-1`, `worker-2`, ... */
  name: string;
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** Resolves when it has exited. */
  exited: Promise<void>;
}

export interface ApiProcess extends NodeProcess {
  port: number;
  /** `http://127.0.0.1:<port>`. */
  url: string;
}

export interface TopologyOptions {
  /** A PostgreSQL database of the topology's own (migrated or empty: the first API node migrates it). */
  databaseUrl: string;
  apiNodes: number;
  workers: number;
  /** Settings every process gets, over the topology's own. */
  env?: Record<string, string>;
  /** Put the local proxy of `npm run scale` in front of the API nodes. */
  proxy?: boolean;
}

export interface Topology {
  apis: ApiProcess[];
  workers: NodeProcess[];
  /** The proxy's URL when there is one, else the first API node's. */
  url: string;
  s3: LocalS3;
  /** The same database, for the test to read. */
  database: Database;
  dataDir: string;
  /** The settings every process runs with. */
  env: Record<string, string>;
  startWorker(extra?: Record<string, string>): NodeProcess;
  /** Starts the API node again on its port (after it was stopped or killed); resolves once it answers. */
  restartApi(index: number): Promise<ApiProcess>;
  close(): Promise<void>;
}

/** A port free now, for a process that must come back on the same one. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function spawnNode(name: string, file: string, env: Record<string, string>): NodeProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', file], {
    cwd: serverRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { name, child, output: () => output, exited };
}

/** Polls `GET /health` until it answers 200; fails with the process's output when it exits or takes too long. */
export async function untilHealthy(node: ApiProcess, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (node.child.exitCode !== null || node.child.signalCode !== null) throw new Error(`${node.name} exited before it answered:\n${node.output()}`);
    try {
      if ((await fetch(`${node.url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > end) throw new Error(`${node.name} did not answer /health within ${timeoutMs} ms:\n${node.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Resolves once the worker logs that it takes jobs (it runs with LOG_LEVEL info for that). */
export async function untilWorkerReady(worker: NodeProcess, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!worker.output().includes('worker is taking tool jobs')) {
    if (worker.child.exitCode !== null) throw new Error(`${worker.name} exited before taking jobs:\n${worker.output()}`);
    if (Date.now() > end) throw new Error(`${worker.name} did not take jobs within ${timeoutMs} ms:\n${worker.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Stops a process with `signal` and waits for it to exit. */
export async function stopProcess(node: NodeProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (node.child.exitCode !== null || node.child.signalCode !== null) return;
  node.child.kill(signal);
  await node.exited;
}

/** Migrates the database and makes the admin, starts S3, then every API node and worker at once. */
export async function startTopology(options: TopologyOptions): Promise<Topology> {
  const dataDir = await mkdtemp(join(tmpdir(), 'facet-topology-'));
  const s3 = await startLocalS3('facet-topology');
  const ports = await Promise.all(Array.from({ length: options.apiNodes }, () => freePort()));
  const proxy: LocalProxy | undefined = options.proxy
    ? await startLocalProxy({ port: 0, upstreams: ports.map((port) => ({ host: '127.0.0.1', port })) })
    : undefined;
  const env: Record<string, string> = {
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: dataDir,
    APP_DIST_DIR: join(dataDir, 'no-web-app'),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    PREVIEW_RENDERER: 'off',
    FILE_URL_SECRET: 'a shared secret of the topology, 32+ characters',
    ...(proxy ? { TRUST_PROXY: '127.0.0.1' } : {}),
    ...s3.env,
    ...options.env,
  };
  const apis: ApiProcess[] = [];
  const workers: NodeProcess[] = [];
  const startApi = (index: number): ApiProcess => {
    const port = ports[index]!;
    const node = spawnNode(`api-${index + 1}`, 'src/main.ts', { ...env, PORT: String(port), TOOL_WORKER: 'off' });
    return { ...node, port, url: `http://127.0.0.1:${port}` };
  };
  const topology: Topology = {
    apis,
    workers,
    url: proxy ? `http://127.0.0.1:${proxy.port}` : '',
    s3,
    database: await createDatabase({ dataDir, databaseUrl: options.databaseUrl }),
    dataDir,
    env,
    startWorker(extra = {}) {
      const worker = spawnNode(`worker-${workers.length + 1}`, 'src/worker.ts', { ...env, ...extra });
      workers.push(worker);
      return worker;
    },
    async restartApi(index) {
      await stopProcess(apis[index]!);
      apis[index] = startApi(index);
      await untilHealthy(apis[index], 90_000);
      return apis[index];
    },
    async close() {
      await Promise.all([...apis, ...workers].map((node) => stopProcess(node, 'SIGKILL')));
      await proxy?.close();
      await topology.database.close();
      await s3.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  try {
    // Migrated and with its admin before any node starts, so they all start at once (two nodes
    // making the same admin together would collide).
    await topology.database.migrate();
    await seedAdmin({ adminEmail: TOPOLOGY_ADMIN.email, adminPassword: TOPOLOGY_ADMIN.password }, topology.database);
    for (let i = 0; i < options.apiNodes; i++) apis.push(startApi(i));
    for (let i = 0; i < options.workers; i++) topology.startWorker();
    await Promise.all([...apis.map((api) => untilHealthy(api, 90_000)), ...workers.map((worker) => untilWorkerReady(worker, 90_000))]);
  } catch (error) {
    await topology.close();
    throw error;
  }
  topology.url ||= apis[0]!.url;
  return topology;
}

/** JSON calls as a browser makes them; any answer but the one expected throws with the body. */
export async function callJson<T>(base: string, method: string, path: string, token?: string, body?: unknown, expected?: number): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (expected === undefined ? !response.ok : response.status !== expected) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * A person on the Studio plan (every tool open) with `credits` more than the sign-up credits, made
 * through the API: registered, raised by the admin, granted the credits.
 */
export async function studioPerson(base: string, email: string, credits: number): Promise<TokenResponse> {
  const person = await callJson<TokenResponse>(base, 'POST', '/auth/register', undefined, { email, password: TOPOLOGY_PASSWORD });
  const admin = await callJson<TokenResponse>(base, 'POST', '/auth/admin/login', undefined, TOPOLOGY_ADMIN);
  await callJson(base, 'PUT', '/user/update-tier', admin.token, { user_id: person.user.id, tier: 'studio' });
  if (credits > 0) await callJson(base, 'POST', `/admin/users/${person.user.id}/credits`, admin.token, { amount: credits, reason: 'topology test' });
  return person;
}

/** Uploads a grid mesh of `cells` x `cells` quads; resolves with the new asset. */
export async function uploadGridMesh(base: string, token: string, cells = 20, name = 'Grid'): Promise<Asset> {
  const form = new FormData();
  form.append('name', name);
  form.append('file', new Blob([gridGlb(cells)]), `${name}.glb`);
  const response = await fetch(`${base}/v3/assets/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
  return (await response.json()) as Asset;
}
