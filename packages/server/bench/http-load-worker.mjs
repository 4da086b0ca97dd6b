// The worker half of http-load.ts: runs one load job (`workerData`) and posts its result back.
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

/**
 * Open loop: request `i` is due at `i / rate` seconds and is sent then, whatever earlier requests are
 * waiting for; its latency counts from when it was due. With `variants`, request `i` is sent with the
 * method, headers and body of variant `i` modulo their count.
 * @param {{ url: string; headers: Record<string, string>; rate: number; durationMs: number; variants?: { method: string; headers: Record<string, string>; body?: string }[] }} load
 */
async function runPaced({ url, headers, rate, durationMs, variants }) {
  const target = new URL(url);
  const agent = new Agent({ keepAlive: true, maxSockets: 512 });
  const total = Math.round((rate * durationMs) / 1000);
  /** @type {number[]} */
  const latencies = [];
  let errors = 0;
  let sent = 0;
  const started = performance.now();
  const dueAt = (index) => started + (index * 1000) / rate;
  await new Promise((resolve) => {
    let answered = 0;
    const finish = () => {
      answered++;
      if (answered === total) resolve(undefined);
    };
    const send = (due, index) => {
      const variant = variants?.[index % variants.length] ?? { method: 'GET', headers };
      const path = `${target.pathname}${target.search}`;
      const req = request({ host: target.hostname, port: target.port, path, method: variant.method, headers: variant.headers, agent }, (response) => {
        if (response.statusCode === undefined || response.statusCode < 200 || response.statusCode > 299) errors++;
        response.on('data', () => undefined);
        response.on('end', () => {
          latencies.push(performance.now() - due);
          finish();
        });
      });
      req.on('error', () => {
        errors++;
        finish();
      });
      req.end(variant.body);
    };
    const tick = () => {
      const now = performance.now();
      while (sent < total && dueAt(sent) <= now) {
        send(dueAt(sent), sent);
        sent++;
      }
      if (sent < total) setTimeout(tick, Math.max(0, dueAt(sent) - performance.now()));
    };
    tick();
  });
  const elapsed = performance.now() - started;
  agent.destroy();
  return { latencies: latencies.sort((a, b) => a - b), errors, achievedRate: (total * 1000) / elapsed };
}

/** @param {{ url: string; headers: Record<string, string>; connections: number; durationMs: number }} load */
async function runMax({ url, headers, connections, durationMs }) {
  // In a worker thread autocannon gives its raw counts (it aggregates only on the main thread).
  const result = await autocannon({ url, headers, connections, duration: durationMs / 1000 });
  const seconds = (result.finish.getTime() - result.start.getTime()) / 1000;
  return { requestsPerSecond: result['2xx'] / seconds, errors: result.non2xx + result.errors + result.timeouts };
}

const job = workerData;
parentPort?.postMessage(job.kind === 'paced' ? await runPaced(job.load) : await runMax(job.load));
