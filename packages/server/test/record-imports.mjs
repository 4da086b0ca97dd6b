// Loaded with `--import` by a test that starts the server: writes each package the process's ES
// module imports resolve (every bare specifier, in our code or an ES module library's) to the file
// IMPORTS_LOG names. A CommonJS library's own require() calls do not pass here: the test names
// packages our modules import. Registered from the main thread; the same file is the hooks module.
import { appendFileSync } from 'node:fs';
import { register } from 'node:module';
import { isMainThread } from 'node:worker_threads';

let log;

export function initialize(data) {
  log = data.log;
}

export async function resolve(specifier, context, nextResolve) {
  if (log && !/^(?:\.|\/|[a-z]+:)/.test(specifier)) appendFileSync(log, `${specifier}\n`);
  return nextResolve(specifier, context);
}

if (isMainThread && process.env.IMPORTS_LOG) register(import.meta.url, { data: { log: process.env.IMPORTS_LOG } });
