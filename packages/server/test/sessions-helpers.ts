/** Tool runs for the sessions tests. */
export { gridGlb } from './grid-glb';
import type { Asset, Job, Session, TokenResponse } from '@facet/contract';
import { expect } from 'vitest';
import { call, json } from './accounts-helpers';
import { upload } from './assets-helpers';
import { gridGlb } from './grid-glb';
import type { TestServer } from './helpers';

export async function uploadGrid(server: TestServer, token: string, cells = 20, name = 'Grid'): Promise<Asset> {
  return json<Asset>(await upload(server, { token, bytes: gridGlb(cells), fileName: `${name}.glb`, fields: { name } }), 201);
}

/** Sets the user's tier as an admin would, which sets the monetization flags with it. */
export async function setTier(server: TestServer, adminToken: string, user: TokenResponse, tier: string): Promise<void> {
  await json(await call(server, 'PUT', '/user/update-tier', { token: adminToken, body: { user_id: user.user.id, tier } }), 200);
}

/** `POST /v3/sessions` for a tool run of `type` (retopology, segmentation, splat_generation, ...). */
export function startTool(server: TestServer, token: string, type: string, input: Record<string, unknown>): Promise<Response> {
  return call(server, 'POST', '/v3/sessions', { token, body: { type, input } });
}

export function startRetopology(server: TestServer, token: string, input: Record<string, unknown>): Promise<Response> {
  return startTool(server, token, 'retopology', input);
}

export async function credits(server: TestServer, token: string): Promise<number> {
  const body = await json<{ credits: number }>(await call(server, 'GET', '/user/credits', { token }), 200);
  return body.credits;
}

/** Polls the session until its job is settled (succeeded or failed). */
export async function settledJob(server: TestServer, token: string, sessionId: string, timeoutMs = 30_000): Promise<Job> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const session = await json<Session>(await call(server, 'GET', `/v3/sessions/${sessionId}`, { token }), 200);
    const job = session.jobs[0];
    if (job && (job.status === 'succeeded' || job.status === 'failed')) return job;
    if (Date.now() > until) expect.fail(`job of session ${sessionId} still ${job?.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Each input is refused with 400 VALIDATION_FAILED, and none of them charged a credit. */
export async function expectRefusedBeforeCharging(server: TestServer, token: string, type: string, inputs: Record<string, unknown>[]): Promise<void> {
  const balance = await credits(server, token);
  for (const input of inputs) {
    const body = await json<{ code: string; message: string }>(await startTool(server, token, type, input), 400);
    expect(body.code, JSON.stringify(input)).toBe('VALIDATION_FAILED');
  }
  expect(await credits(server, token)).toBe(balance);
}

export interface ToolRun {
  session: Session;
  job: Job;
  /** What it cost when started (the balance before less the balance just after). */
  charged: number;
  /** The balance before the start. */
  balance: number;
}

/** Starts a tool run (which must be taken, 201) and waits for its job to settle, in success or failure. */
export async function runTool(server: TestServer, token: string, type: string, input: Record<string, unknown>): Promise<ToolRun> {
  const balance = await credits(server, token);
  const session = await json<Session>(await startTool(server, token, type, input), 201);
  const charged = balance - (await credits(server, token));
  const job = await settledJob(server, token, session.id);
  return { session, job, charged, balance };
}

/** The assets a settled session made, in its output's order, from its `output[key]` list of ids. */
export async function sessionOutputs(server: TestServer, token: string, sessionId: string, key: string): Promise<Asset[]> {
  const settled = await json<Session>(await call(server, 'GET', `/v3/sessions/${sessionId}`, { token }), 200);
  const ids = settled.output[key];
  if (!Array.isArray(ids)) expect.fail(`session ${sessionId} has no list of assets at output.${key}: ${JSON.stringify(settled.output)}`);
  return Promise.all((ids as string[]).map(async (id) => json<Asset>(await call(server, 'GET', `/v3/assets/${id}`, { token }), 200)));
}

/** The run failed with `error` and its credits came back exactly once. */
export async function expectFailedAndRefundedOnce(server: TestServer, token: string, run: ToolRun, error: string | RegExp): Promise<void> {
  expect(run.job).toMatchObject({ status: 'failed', refunded: true });
  if (typeof error === 'string') expect(run.job.error).toBe(error);
  else expect(run.job.error).toMatch(error);
  expect(await credits(server, token)).toBe(run.balance);
  const refunds = await server.database.executeSql(`SELECT count(*)::int AS count FROM credit_ledger WHERE reason = 'refund' AND reference = $1`, [run.job.id]);
  expect(refunds.rows[0]?.count).toBe(1);
}
