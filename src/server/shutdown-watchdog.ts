import { Worker } from 'node:worker_threads';

/**
 * The shutdown deadline, kept by a worker thread: a timer on the main thread cannot fire while that thread is
 * blocked (a long synchronous step of the embedded database, a stuck library), but the worker's can. At the
 * deadline it writes one JSON log line saying what shutdown was still waiting for and kills the process.
 */
const WATCHDOG_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
let waitingFor = workerData.waitingFor;
parentPort.on('message', (message) => { waitingFor = message; });
setTimeout(() => {
  const line = { level: 50, time: Date.now(), pid: process.pid, deadlineMs: workerData.deadlineMs, waitingFor,
    msg: 'shutdown deadline passed: exiting without waiting any longer' };
  writeSync(2, JSON.stringify(line) + '\\n');
  process.kill(process.pid, 'SIGKILL');
}, workerData.deadlineMs);
`;

export interface ShutdownWatchdog {
  /** What shutdown is waiting for now (logged if the deadline passes). */
  waitingFor(step: string): void;
  /** Shutdown finished in time. */
  stop(): Promise<void>;
}

export function startShutdownWatchdog(deadlineMs: number): ShutdownWatchdog {
  const worker = new Worker(WATCHDOG_SOURCE, { eval: true, workerData: { deadlineMs, waitingFor: 'start' } });
  worker.unref();
  return {
    waitingFor: (step) => worker.postMessage(step),
    stop: async () => {
      await worker.terminate();
    },
  };
}
