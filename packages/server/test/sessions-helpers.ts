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

export function startRetopology(server: TestServer, token: string, input: Record<string, unknown>): Promise<Response> {
  return call(server, 'POST', '/v3/sessions', { token, body: { type: 'retopology', input } });
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
