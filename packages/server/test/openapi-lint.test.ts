/**
 * The OpenAPI document as the server serves it at `/docs/json` passes Redocly's `recommended` rules
 * (the root `redocly.yaml`) with no error and no warning, as the Redocly CLI would lint it.
 */
import { fileURLToPath } from 'node:url';
import { lintFromString, loadConfig, type NormalizedProblem } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedTarget, startTestServer, type TestServer } from './helpers';

const configPath = fileURLToPath(new URL('../../../redocly.yaml', import.meta.url));

let server: TestServer;
beforeAll(async () => {
  // As a deployment serves it: its servers entry is the public URL people reach it at.
  server = await startTestServer(embeddedTarget, { PUBLIC_URL: 'https://facet.test' });
});
afterAll(() => server?.close());

/** One line per problem: severity, rule, where in the document, and what is wrong. */
const describeProblem = (problem: NormalizedProblem) =>
  `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer ?? '#/'}: ${problem.message}`;

describe('the served OpenAPI document', () => {
  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const response = await fetch(`${server.url}/docs/json`);
    expect(response.status).toBe(200);
    const config = await loadConfig({ configPath });
    const problems = await lintFromString({ source: await response.text(), absoluteRef: `${server.url}/docs/json`, config });
    expect(problems.map(describeProblem)).toEqual([]);
  });
});
