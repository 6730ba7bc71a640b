import autocannon from 'autocannon';

export interface LoadFigures {
  /** Successful requests (or calls) per second over the run. */
  rps: number;
  p50: number;
  p99: number;
  /** Failed requests: errors, timeouts and non-2xx answers. */
  failures: number;
}

export interface HttpLoad {
  baseUrl: string;
  path: string;
  method?: 'GET' | 'PATCH' | 'POST';
  headers?: Record<string, string>;
  /** A body per request (called once per request, e.g. to rotate ids). */
  next?: () => { path: string; body?: string };
  connections?: number;
  durationSeconds?: number;
}

/** autocannon against the running app: req/s of 2xx answers, p50 and p99 latency in ms. */
export async function runHttpLoad(load: HttpLoad): Promise<LoadFigures> {
  const { next } = load;
  const result = await autocannon({
    url: load.baseUrl,
    connections: load.connections ?? 50,
    duration: load.durationSeconds ?? 10,
    requests: [
      {
        method: load.method ?? 'GET',
        path: load.path,
        headers: { 'content-type': 'application/json', ...load.headers },
        ...(next ? { setupRequest: (request) => ({ ...request, ...next() }) } : {}),
      },
    ],
  });
  return {
    rps: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

/** `concurrency` workers calling `call` back to back for `durationSeconds`: calls/s, p50 and p99 in ms. */
export async function runLoop(
  call: () => Promise<unknown>,
  concurrency = 50,
  durationSeconds = 10,
): Promise<LoadFigures> {
  const latencies: number[] = [];
  let failures = 0;
  const start = performance.now();
  const end = start + durationSeconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      try {
        await call();
        latencies.push(performance.now() - t0);
      } catch {
        failures++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    failures,
  };
}

/** The median of a list of durations. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
