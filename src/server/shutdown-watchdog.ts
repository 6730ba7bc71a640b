import { Worker } from 'node:worker_threads';

/**
 * The shutdown deadline, kept by a worker thread: a timer on the main thread cannot fire while that thread is
 * blocked (a long synchronous step of the embedded database, a stuck library, a write that never ends), but the
 * worker's can. At the deadline it writes one JSON log line saying what shutdown was still waiting for (dropped if
 * standard error cannot take it) and kills the process. It stays armed until the process has exited: `process.exit`
 * ends it, and whatever runs after shutdown (the exit hooks of libraries) is still under the deadline.
 */
const WATCHDOG_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
let waitingFor = workerData.waitingFor;
parentPort.on('message', (message) => { waitingFor = message; });
setTimeout(() => {
  const line = { level: 50, time: Date.now(), pid: process.pid, deadlineMs: workerData.deadlineMs, waitingFor,
    msg: 'shutdown deadline passed: exiting without waiting any longer' };
  try {
    writeSync(2, JSON.stringify(line) + '\\n');
  } catch {
    // standard error is gone or full: the kill matters more than the line
  }
  process.kill(process.pid, 'SIGKILL');
}, workerData.deadlineMs);
`;

export interface ShutdownWatchdog {
  /** What shutdown is waiting for now (logged if the deadline passes). */
  waitingFor(step: string): void;
}

export function startShutdownWatchdog(deadlineMs: number): ShutdownWatchdog {
  const worker = new Worker(WATCHDOG_SOURCE, { eval: true, workerData: { deadlineMs, waitingFor: 'start' } });
  worker.unref();
  return {
    waitingFor: (step) => worker.postMessage(step),
  };
}
