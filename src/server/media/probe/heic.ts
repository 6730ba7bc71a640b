import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * HEIC through heic-decode (libheif compiled to WebAssembly; sharp's prebuilt libvips has no HEVC decoder).
 * libheif runs synchronously: a 12-megapixel photo takes about a second of CPU, which on the main thread would
 * stall every request and stream of the process. So each call runs in a short-lived worker thread, which also
 * hands the WebAssembly memory back when it ends.
 */

/** Largest HEIC decoded (width × height as declared): 100 MP, above the 48 MP of current phones. */
export const HEIC_MAX_PIXELS = 100_000_000;
const HEIC_TIMEOUT_MS = 60_000;
/** HEIC workers at once in this process; more calls wait their turn (each holds the RGBA picture in memory). */
export const HEIC_MAX_WORKERS = 2;

export interface HeicSize {
  width: number;
  height: number;
}

export interface HeicPixels extends HeicSize {
  /** RGBA, 4 bytes a pixel, row after row. */
  data: Uint8Array;
}

export class HeicError extends Error {
  override name = 'HeicError';
}

const heicDecodePath = createRequire(import.meta.url).resolve('heic-decode');

// Plain JavaScript: the worker runs it as is, without the TypeScript loader of the main thread.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const decode = require(workerData.heicDecodePath);
(async () => {
  const images = await decode.all({ buffer: readFileSync(workerData.file) });
  try {
    const image = images[0];
    if (!image) throw new Error('no image in the file');
    const { width, height } = image;
    if (workerData.op === 'size') return parentPort.postMessage({ width, height });
    if (!(width * height <= workerData.maxPixels)) throw new Error('image larger than ' + workerData.maxPixels + ' pixels');
    const pixels = await image.decode();
    const data = new Uint8Array(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength);
    parentPort.postMessage({ width: pixels.width, height: pixels.height, data }, [data.buffer]);
  } finally {
    images.dispose();
  }
})().catch((error) => parentPort.postMessage({ error: String((error && error.message) || error) }));
`;

type WorkerAnswer = { error: string } | { width: number; height: number; data?: Uint8Array };

let running = 0;
const waiting: (() => void)[] = [];

async function runHeicWorker(op: 'size' | 'decode', file: string): Promise<WorkerAnswer> {
  if (running < HEIC_MAX_WORKERS) running++;
  else await new Promise<void>((turn) => waiting.push(turn)); // the finishing call hands its slot over
  try {
    return await startHeicWorker(op, file);
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function startHeicWorker(op: 'size' | 'decode', file: string): Promise<WorkerAnswer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { op, file, heicDecodePath, maxPixels: HEIC_MAX_PIXELS },
      // libheif prints its complaints about a bad file; they end up in the error, not on the server's stderr.
      stdout: true,
      stderr: true,
    });
    let printed = '';
    const keep = (chunk: Buffer) => {
      printed = (printed + chunk.toString('utf8')).slice(-500);
    };
    worker.stdout.on('data', keep);
    worker.stderr.on('data', keep);
    const withPrinted = (message: string) => (printed.trim() ? `${message} (${printed.trim()})` : message);
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(
      () => settle(() => reject(new HeicError(`HEIC ${op} took more than ${HEIC_TIMEOUT_MS} ms`))),
      HEIC_TIMEOUT_MS,
    );
    worker.once('message', (answer: WorkerAnswer) =>
      settle(() => resolve('error' in answer ? { error: withPrinted(answer.error) } : answer)),
    );
    worker.once('error', (error) => settle(() => reject(new HeicError(error.message))));
    worker.once('exit', (code) =>
      settle(() => reject(new HeicError(`HEIC worker exited with code ${code}`))),
    );
  });
}

function isPositiveInteger(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n > 0;
}

/**
 * Width and height of the primary picture as displayed (libheif applies the file's rotation and crop), read
 * from the file's boxes without decoding a pixel. Throws HeicError when libheif cannot read the file.
 */
export async function readHeicSize(file: string): Promise<HeicSize> {
  const answer = await runHeicWorker('size', file);
  if ('error' in answer) throw new HeicError(answer.error);
  if (!isPositiveInteger(answer.width) || !isPositiveInteger(answer.height)) {
    throw new HeicError('HEIC without a size');
  }
  return { width: answer.width, height: answer.height };
}

/** The primary picture decoded to RGBA, as displayed. Throws HeicError (also above HEIC_MAX_PIXELS). */
export async function decodeHeic(file: string): Promise<HeicPixels> {
  const answer = await runHeicWorker('decode', file);
  if ('error' in answer) throw new HeicError(answer.error);
  const { width, height, data } = answer;
  if (!isPositiveInteger(width) || !isPositiveInteger(height) || data?.byteLength !== width * height * 4) {
    throw new HeicError('HEIC decoded to an unexpected size');
  }
  return { width, height, data };
}
