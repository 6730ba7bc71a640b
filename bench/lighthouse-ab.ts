import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { type AppProcess, startApp } from './lib/app-process';
import { type LighthousePage, lighthousePages } from './lib/lighthouse-pages';
import { type BenchModule, type BenchResult, figure } from './lib/result';

/**
 * Lighthouse A/B: this checkout's build against another checkout's (LIGHTHOUSE_AB_OTHER, e.g. a `git worktree`
 * of the commit before a change, built with `npm run build`), served side by side, each page alternated A-B, B-A
 * for LIGHTHOUSE_AB_ROUNDS rounds (default 3), medians compared. One Lighthouse run moves by up to 30 points with
 * the host on these machines (decision 026); interleaving spreads the host's swings over both builds alike. Only
 * performance is scored (the other categories do not move with load). Skipped without LIGHTHOUSE_AB_OTHER;
 * LIGHTHOUSE_AB_PAGES keeps only the pages whose label contains it.
 */

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const OTHER = process.env.LIGHTHOUSE_AB_OTHER;
const ROUNDS = Math.max(1, Number(process.env.LIGHTHOUSE_AB_ROUNDS ?? 3) || 3);
/** When set, only the pages whose label contains it (e.g. 'campaign'): a change to one screen judged in minutes. */
const ONLY = process.env.LIGHTHOUSE_AB_PAGES;

interface Run {
  perf: number;
  tbtMs: number;
  lcpMs: number;
  benchmarkIndex: number;
}

interface Side {
  name: 'this' | 'other';
  app: AppProcess;
  pages: LighthousePage[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

async function audit(port: number, side: Side, page: LighthousePage): Promise<Run | null> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const runner = await lighthouse(`${side.app.baseUrl}${page.path}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
    });
    const lhr = runner?.lhr;
    // A failed trace (NO_NAVSTART on a loaded machine) says nothing about the page: try again.
    if (!lhr || lhr.runtimeError) continue;
    return {
      perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
      benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN),
    };
  }
  return null;
}

export async function run(): Promise<BenchResult[]> {
  if (!OTHER) {
    console.log('  skipped: set LIGHTHOUSE_AB_OTHER to another built checkout (docs/benchmarks.md)');
    return [];
  }
  const apps: AppProcess[] = [];
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const start = async (name: Side['name'], root?: string): Promise<Side> => {
      const app = await startApp(root ? { root } : { webBuild: true, server: 'compiled' });
      apps.push(app);
      const pages = await lighthousePages(app.baseUrl);
      return { name, app, pages: ONLY ? pages.filter((page) => page.label.includes(ONLY)) : pages };
    };
    const sides = [await start('this'), await start('other', path.resolve(OTHER))] as const;
    const runs = new Map<string, Run[]>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, page] of sides[0].pages.entries()) {
        const order = (round + i) % 2 === 0 ? sides : ([sides[1], sides[0]] as const);
        for (const side of order) {
          const result = await audit(chrome.port, side, side.pages[i]!);
          const key = `${page.label}|${side.name}`;
          if (result) runs.set(key, [...(runs.get(key) ?? []), result]);
          console.log(
            `  round ${round + 1} ${page.label} ${side.name}: ${
              result
                ? `perf ${result.perf}, TBT ${result.tbtMs} ms, LCP ${result.lcpMs} ms (benchmarkIndex ${result.benchmarkIndex})`
                : 'no result (3 failed traces)'
            }`,
          );
        }
      }
    }
    const results: BenchResult[] = [];
    for (const page of sides[0].pages) {
      const name = `lighthouse A/B ${page.label}`;
      const mine = runs.get(`${page.label}|this`) ?? [];
      const theirs = runs.get(`${page.label}|other`) ?? [];
      const perf = [median(mine.map((r) => r.perf)), median(theirs.map((r) => r.perf))];
      const tbt = [median(mine.map((r) => r.tbtMs)), median(theirs.map((r) => r.tbtMs))];
      const lcp = [median(mine.map((r) => r.lcpMs)), median(theirs.map((r) => r.lcpMs))];
      results.push(
        figure(name, 'perf, this checkout (median)', perf[0]!),
        figure(name, 'perf, other checkout (median)', perf[1]!),
        figure(name, 'perf difference', perf[0]! - perf[1]!),
        figure(name, 'TBT ms, this checkout', tbt[0]!),
        figure(name, 'TBT ms, other checkout', tbt[1]!),
        figure(name, 'LCP ms, this checkout', lcp[0]!),
        figure(name, 'LCP ms, other checkout', lcp[1]!),
      );
    }
    return results;
  } finally {
    chrome.kill();
    await Promise.all(apps.map((app) => app.stop()));
  }
}

export const benchModule: BenchModule = {
  name: 'lighthouse-ab',
  description:
    "Lighthouse performance of this checkout's build against another's (LIGHTHOUSE_AB_OTHER), interleaved",
  run,
};
