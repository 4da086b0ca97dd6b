/** The print helper thread (print-jobs.ts): runs each job it is sent and sends the result back, handing over its buffers. */
import { parentPort } from 'node:worker_threads';
import { type HelperAnswer, type PrintJob, runPrintJob, transferablesOf } from './print-jobs';

parentPort?.on('message', ({ id, job }: { id: number; job: PrintJob }) => {
  let answer: HelperAnswer;
  try {
    answer = { id, ok: true, value: runPrintJob(job) };
  } catch (error) {
    answer = { id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(answer, answer.ok ? transferablesOf(answer.value) : []);
});
