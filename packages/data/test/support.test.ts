import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportProblem } from '../src/support';
import { json, startLocalServer } from './local-server';

const report = { userEmail: '', errorUrl: 'http://localhost/x', errorInfo: { message: 'boom', componentStack: '' } };
let server: Awaited<ReturnType<typeof startLocalServer>>;
let answer: unknown = { statusCode: 200 };

beforeAll(async () => {
  server = await startLocalServer((_req, res) => json(res, 200, answer));
  // reportProblem calls the page's own origin, as the browser app does.
  Object.assign(globalThis, { window: { location: { origin: server.url } } });
});
afterAll(async () => {
  Reflect.deleteProperty(globalThis, 'window');
  await server.close();
});

describe('reportProblem', () => {
  it('posts the report to /support/report-problem', async () => {
    await reportProblem(report);
    const seen = server.seen.at(-1)!;
    expect(seen.method).toBe('POST');
    expect(seen.url).toBe('/support/report-problem');
    expect(JSON.parse(seen.body)).toEqual(report);
  });

  it('fails unless the answer carries statusCode 200', async () => {
    answer = { statusCode: 500 };
    await expect(reportProblem(report)).rejects.toThrow('The problem report was not accepted');
  });
});
