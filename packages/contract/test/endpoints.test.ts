import { describe, expect, it } from 'vitest';
import { type Endpoint, endpoints } from '../src';

const entries = Object.entries(endpoints) as [string, Endpoint][];

describe('the endpoint catalogue', () => {
  it('gives examples only that parse with the schema of their place', () => {
    const problems: string[] = [];
    for (const [name, endpoint] of entries) {
      for (const part of ['body', 'response'] as const) {
        const example = endpoint.examples?.[part];
        if (example === undefined) continue;
        const schema = endpoint[part];
        if (!schema) {
          problems.push(`${name}: an example ${part}, but no ${part} schema`);
          continue;
        }
        const parsed = schema.safeParse(example);
        if (!parsed.success) problems.push(`${name} ${part}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has examples on the main operations', () => {
    const main = ['register', 'login', 'profile', 'listAssets', 'getAsset', 'createAsset', 'uploadAsset', 'createSession', 'getSession', 'listJobs'];
    const missing = main.filter((name) => {
      const endpoint = (endpoints as Record<string, Endpoint>)[name];
      return !endpoint?.examples?.response || (endpoint.body && endpoint.bodyEncoding !== 'multipart' && !endpoint.examples.body);
    });
    expect(missing).toEqual([]);
  });
});
