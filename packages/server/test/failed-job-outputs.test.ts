/**
 * A job that fails after an attempt had reserved its outputs (a run past its lease, tried again
 * until its attempts ran out) leaves nothing behind: the hidden output rows and their stored files
 * go with the refund, once however often the failure is settled. And a settled job delivered again
 * (its worker stopped between the settle's commit and its events) is told to its owner again.
 */
import type { Asset, Job, Session } from '@facet/contract';
import { describe, expect, it } from 'vitest';
import { json, NO_AUTH_LIMIT, register } from './accounts-helpers';
import { embeddedTarget, startTestServer } from './helpers';
import { credits, startTool, uploadGrid } from './sessions-helpers';
import { connected, socketFor, waitForSocketEvent } from './socket-helpers';

describe.each([embeddedTarget])('a failed job’s reserved outputs ($kind)', (target) => {
  it('are removed with their files when the job fails, and the refund is made once', async () => {
    const server = await startTestServer(target, { ...NO_AUTH_LIMIT, PREVIEW_RENDERER: 'off', TOOL_WORKER: 'off' });
    try {
      const person = await register(server, 'lease@example.com');
      const mesh = await uploadGrid(server, person.token, 4, 'Grid');
      const before = await credits(server, person.token);
      const session = await json<Session>(await startTool(server, person.token, 'print_3d', { mesh: mesh.id }), 201);
      const { rows } = await server.database.executeSql('SELECT id FROM jobs WHERE session_id = $1', [session.id]);
      const jobId = String(rows[0]!.id);
      const { store, storage, worker } = server.app.services;

      // An attempt took the job and reserved an output, and stored its file, before its lease ran out.
      // The start answers with the input asset itself (the worker reads it from there, not again).
      const started = await store.sessions.startJobWithInput(jobId);
      expect(started?.input).toMatchObject({ id: mesh.id, type: 'mesh', name: 'Grid' });
      expect(started?.session).toMatchObject({ id: session.id });
      const fileKey = `users/${person.user.id}/assets/reserved-output/model.stl`;
      await store.assets.reserveJobOutput({
        id: '01a2d1e0-0000-7000-8000-000000000001',
        ownerId: person.user.id,
        type: 'mesh',
        name: 'Grid (printable)',
        sessionId: session.id,
        sourceJobId: jobId,
        outputKey: 'model.stl',
        data: { file_key: fileKey },
      });
      await storage.put(fileKey, new Uint8Array([1, 2, 3]), 'model/stl');

      await worker.fail(jobId, 'The run went past its time limit of 10 minutes.');
      await worker.fail(jobId);

      const outputs = await server.database.executeSql('SELECT id FROM assets WHERE source_job_id = $1', [jobId]);
      expect(outputs.rows).toEqual([]);
      await expect(storage.get(fileKey)).rejects.toThrow();
      const job = (await server.database.executeSql('SELECT status, refunded FROM jobs WHERE id = $1', [jobId])).rows[0];
      expect(job).toMatchObject({ status: 'failed', refunded: true });
      expect(await credits(server, person.token)).toBe(before);
    } finally {
      await server.close();
    }
  }, 60_000);

  it('tells the owner of a settled job again when the job is delivered again', async () => {
    const server = await startTestServer(target, { ...NO_AUTH_LIMIT, PREVIEW_RENDERER: 'off', TOOL_WORKER: 'off' });
    const { store, worker } = server.app.services;
    try {
      const person = await register(server, 'again@example.com');
      const mesh = await uploadGrid(server, person.token, 4, 'Grid');
      const jobOf = async (session: Session) => String((await server.database.executeSql('SELECT id FROM jobs WHERE session_id = $1', [session.id])).rows[0]!.id);
      const printed = await jobOf(await json<Session>(await startTool(server, person.token, 'print_3d', { mesh: mesh.id }), 201));
      const refused = await jobOf(await json<Session>(await startTool(server, person.token, 'print_3d', { mesh: mesh.id }), 201));
      // Settled with no socket listening: as if the process stopped before its events went out.
      await worker.run(printed);
      await worker.fail(refused, 'The mesh could not be read.');
      const before = await credits(server, person.token);

      const socket = socketFor(server, person.token);
      await connected(socket);
      try {
        const succeeded = waitForSocketEvent<Job>(socket, 'job_update', (job) => job.id === printed && job.status === 'succeeded');
        const output = waitForSocketEvent<Asset>(socket, 'asset_update', (asset) => asset.data.source_asset_id === mesh.id);
        await worker.run(printed);
        expect((await succeeded).progress).toBe(1);
        expect((await output).is_deleted).toBe(false);

        const failed = waitForSocketEvent<Job>(socket, 'job_update', (job) => job.id === refused && job.status === 'failed');
        await worker.fail(refused);
        expect((await failed).error).toBe('The mesh could not be read.');
        const again = waitForSocketEvent<Job>(socket, 'job_update', (job) => job.id === refused && job.status === 'failed');
        await worker.run(refused);
        await again;
      } finally {
        socket.disconnect();
      }
      // Telling again changes nothing: no second output, refund or charge.
      expect(await credits(server, person.token)).toBe(before);
      const outputs = await server.database.executeSql('SELECT id FROM assets WHERE source_job_id = $1', [printed]);
      expect(outputs.rows.length).toBeGreaterThan(0);
      expect((await store.sessions.findJob(printed))?.attempts).toBe(1);
    } finally {
      await server.close();
    }
  }, 60_000);
});
