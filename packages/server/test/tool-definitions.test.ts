/**
 * Every tool definition of the contract, walked against the running server: a start with nothing but
 * the input asset is taken and charged what the definition prices, the run's report has the
 * definition's shape, and the new assets carry the definition's names. A new definition is checked
 * here without a line added.
 */
import { type Asset, type Session, type ToolDefinition, TOOLS, toolDefinitions } from '@facet/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSignIn, call, json, NO_AUTH_LIMIT, register } from './accounts-helpers';
import { uploadAsset } from './assets-helpers';
import { embeddedTarget, startTestServer, type TestServer } from './helpers';
import { credits, setTier, settledJob, uploadGrid } from './sessions-helpers';
import { CreditsService } from '../src/credits/credits.service';
import { createStore } from '../src/db/store';
import { toolPipelineOf } from '../src/sessions/tool-pipelines';

/** A red disc on a white ground: a picture with a subject. */
async function disc(): Promise<Uint8Array> {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#fff"/><circle cx="48" cy="48" r="30" fill="#c0392b"/></svg>';
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
}

describe('tool definitions agree with the server that runs them', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(embeddedTarget, { ...NO_AUTH_LIMIT, PREVIEW_RENDERER: 'off', TOOL_WORKER: 'on', JOB_RETRY_LIMIT: '0' });
    const admin = await adminSignIn(server);
    const person = await register(server, 'definitions@example.com');
    // The plan with every flag, so each definition's default input is allowed.
    await setTier(server, admin.token, person, 'studio');
    // Enough credits for one run of every definition, however many there are.
    await new CreditsService(createStore(server.database.db)).apply({ userId: person.user.id, amount: 1000, reason: 'purchase', reference: 'tool-definitions' });
    token = person.token;
  }, 60_000);
  afterAll(() => server?.close());

  it.each((toolDefinitions as readonly ToolDefinition[]).map((definition) => [definition.id, definition] as const))('%s', async (_id, definition) => {
    expect(TOOLS.some((tool) => tool.id === definition.id), 'a tool of the catalogue').toBe(true);
    expect(toolPipelineOf(definition.sessionType)?.definition, 'a pipeline on this server').toBe(definition);
    // A page's input is a mesh or a picture; each gets one with something in it to work on.
    const source = definition.inputTypes.includes('mesh') ? await uploadGrid(server, token, 20, 'Grid') : await uploadAsset(server, token, 'Disc', await disc(), 'disc.png');
    // A video's default (6 s at 720p, 180 frames drawn on the CPU) is a minute's work here: the shortest,
    // smallest one is the same definition at the same price.
    const input = { [definition.inputAsset]: source.id, ...(definition.sessionType === 'video_3d' ? { duration: 1, resolution: '480p' } : {}) };
    const expected = definition.cost(definition.input.parse(input));
    const before = await credits(server, token);
    const session = await json<Session>(await call(server, 'POST', '/v3/sessions', { token, body: { type: definition.sessionType, input } }), 201);
    expect(before - (await credits(server, token))).toBe(expected);

    const job = await settledJob(server, token, session.id);
    expect(job.status, job.error ?? '').toBe('succeeded');
    const report = definition.report.parse(job.report);
    const settled = await json<Session>(await call(server, 'GET', `/v3/sessions/${session.id}`, { token }), 200);
    const outputIds = settled.output[definition.sessionOutput] as string[];
    expect(outputIds.length).toBeGreaterThan(0);
    for (const [index, id] of outputIds.entries()) {
      const output = await json<Asset>(await call(server, 'GET', `/v3/assets/${id}`, { token }), 200);
      expect(output.name).toBe(definition.outputName(source.name, index, report));
      expect(output.data.source_asset_id).toBe(source.id);
    }
  }, 60_000);
});
