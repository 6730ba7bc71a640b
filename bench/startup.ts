/**
 * Start-up of the compiled server (dist/server/index.js with plain Node, as `npm start` and production run it)
 * against the TypeScript sources through the tsx loader (how `npm start` ran before issue 17, and how the tests and
 * `npm run dev` still run it): time from spawning the process to its first /healthz 200, and resident memory (RSS)
 * once started and after 200 signed-in API requests. Both start on the same embedded database, migrated and seeded
 * once beforehand, so the figures are start-up, not migration or demo-data work. Runs alternate between the two.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AppProcess, DEMO, signIn, startApp } from './lib/app-process';
import { median } from './lib/load';
import { type BenchModule, type BenchResult, figure } from './lib/result';

const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 5);
const REQUESTS = 200;
const VARIANTS = ['compiled', 'tsx'] as const;
type Variant = (typeof VARIANTS)[number];

/** Resident set size of a process in MB (Linux /proc). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
  if (!line?.[1]) throw new Error(`no VmRSS for process ${pid}`);
  return Number(line[1]) / 1024;
}

async function requests(app: AppProcess, count: number): Promise<void> {
  const cookie = await signIn(app.baseUrl, DEMO.admin);
  const paths = ['/api/admin/campaigns', '/api/admin/clients', '/api/auth/get-session', '/healthz'];
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${app.baseUrl}${paths[i % paths.length]}`, { headers: { cookie } });
    if (!res.ok) throw new Error(`${paths[i % paths.length]}: ${res.status}`);
    await res.arrayBuffer();
  }
}

interface Run {
  startupMs: number;
  rssStart: number;
  rssAfter: number;
}

async function once(variant: Variant, dataDir: string): Promise<Run> {
  const app = await startApp({ server: variant, database: { dataDir }, healthPollMs: 10 });
  try {
    const pid = app.child.pid as number;
    const rssStart = rssMb(pid);
    await requests(app, REQUESTS);
    return { startupMs: app.startupMs, rssStart, rssAfter: rssMb(pid) };
  } finally {
    await app.stop();
  }
}

export const benchModule: BenchModule = {
  name: 'startup',
  description: `compiled server vs tsx: time to first /healthz 200, RSS after start and after ${REQUESTS} requests (${RUNS} runs each, medians)`,
  async run() {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'stories-bench-startup-'));
    try {
      // Migrate and seed the demo data once (also builds dist/server when stale, outside the timed runs).
      const seeding = await startApp({
        server: 'compiled',
        database: { dataDir },
        env: { DEMO_DATA: 'true' },
      });
      await seeding.stop();
      const runs: Record<Variant, Run[]> = { compiled: [], tsx: [] };
      for (let i = 0; i < RUNS; i++) {
        for (const variant of VARIANTS) runs[variant].push(await once(variant, dataDir));
      }
      const results: BenchResult[] = [];
      const med = (variant: Variant, key: keyof Run) => median(runs[variant].map((r) => r[key]));
      for (const variant of VARIANTS) {
        const label =
          variant === 'compiled' ? 'compiled (node dist/server/index.js)' : 'tsx (node --import tsx src)';
        results.push(
          figure(`start-up to /healthz 200, ${label}`, 'median ms', Math.round(med(variant, 'startupMs'))),
          figure(`RSS after start, ${label}`, 'median MB', Math.round(med(variant, 'rssStart'))),
          figure(
            `RSS after ${REQUESTS} requests, ${label}`,
            'median MB',
            Math.round(med(variant, 'rssAfter')),
          ),
        );
      }
      results.push(
        figure('start-up compiled/tsx', 'ratio', med('compiled', 'startupMs') / med('tsx', 'startupMs')),
        figure('RSS after start compiled/tsx', 'ratio', med('compiled', 'rssStart') / med('tsx', 'rssStart')),
        figure(
          `RSS after ${REQUESTS} requests compiled/tsx`,
          'ratio',
          med('compiled', 'rssAfter') / med('tsx', 'rssAfter'),
        ),
      );
      return results;
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
