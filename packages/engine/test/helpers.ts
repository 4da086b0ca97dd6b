/** Writes test inputs where `ingestFile` can read them, and checks outputs with the Khronos validator. */
import { NodeIO } from '@gltf-transform/core';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect } from 'vitest';
import { UnsupportedFileError } from '../src/index';
import { validateBytes } from 'gltf-validator';

let directory: string | undefined;

/** Writes bytes to a fresh temporary file (removed after the test file) and returns its path. */
export async function tempFile(name: string, bytes: Uint8Array | string): Promise<string> {
  directory ??= await mkdtemp(join(tmpdir(), 'engine-test-'));
  const path = join(directory, `${Math.random().toString(36).slice(2)}-${name}`);
  await writeFile(path, bytes);
  return path;
}

afterAll(async () => {
  if (directory) await rm(directory, { recursive: true, force: true });
  directory = undefined;
});

/** Khronos validator errors of a GLB (warnings and infos are not counted). */
export async function validatorErrors(glb: Uint8Array): Promise<{ count: number; messages: string[] }> {
  const report = await validateBytes(glb, { maxIssues: 100 });
  const messages = report.issues.messages.filter((issue) => issue.severity === 0).map((issue) => `${issue.code} ${issue.pointer ?? ''}: ${issue.message}`);
  return { count: report.issues.numErrors, messages };
}

export const plainIO = () => new NodeIO();

/** The message of the UnsupportedFileError `promise` is rejected with (fails when it resolves or rejects otherwise). */
export async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(UnsupportedFileError);
  return (error as Error).message;
}

export { boxDocument, boxGeometry } from './meshes';
