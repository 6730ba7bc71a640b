import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startApp } from './lib/app-process';
import { INSTALLABLE_CATEGORY, installabilityConfig } from './lib/installability';
import { lighthousePages } from './lib/lighthouse-pages';
import { atLeast, type BenchModule, type BenchResult, figure } from './lib/result';

/**
 * Lighthouse (default config = mobile preset: Moto G Power viewport, simulated slow 4G and 4x CPU slowdown) on the
 * real app in production mode with the demo data, in the local Chromium (headless, no sandbox). Signed-in pages
 * get the session cookie through Lighthouse's extraHeaders. Below target, the failing audits are printed.
 * 'installable' is Chrome's own installability check (bench/lib/installability.ts: Lighthouse 12 has no PWA
 * category any more): 100 when the manifest and service worker make the app installable, else the reasons.
 */

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', INSTALLABLE_CATEGORY] as const;
/** Runs per page (LIGHTHOUSE_RUNS, default 3): the run with the median performance score is reported. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3);
/** When set, each page's full Lighthouse report (JSON, the median run) is written there, to read the audits. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'speed-index',
  'cumulative-layout-shift',
] as const;
/** Issue 30: every page ≥ 90 by the median of 3 runs (issue 17 asked for 95, which no signed-in page reached). */
const TARGETS: Partial<Record<(typeof CATEGORIES)[number], number>> = {
  performance: 90,
  accessibility: 100,
  [INSTALLABLE_CATEGORY]: 100,
};

interface LhrAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
}
interface Lhr {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  environment?: { benchmarkIndex?: number };
  audits: Record<string, LhrAudit>;
}

/** The audits that cost points in a category: scored, below 1, weighted (or any failing one for a11y). */
function failingAudits(lhr: Lhr, category: string): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(
      ({ ref, audit }) =>
        audit &&
        audit.score !== null &&
        audit.score < 1 &&
        ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode) &&
        (ref.weight > 0 || category !== 'performance'),
    )
    .map(
      ({ audit }) => `${audit!.id}${audit!.displayValue ? ` (${audit!.displayValue})` : ''}: ${audit!.title}`,
    );
}

export async function run(): Promise<BenchResult[]> {
  const app = await startApp({ webBuild: true });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const pages = await lighthousePages(app.baseUrl);
    const results: BenchResult[] = [];
    for (const page of pages) {
      const audit = () =>
        lighthouse(
          `${app.baseUrl}${page.path}`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: [...CATEGORIES],
            ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
          },
          installabilityConfig,
        );
      const auditOnce = async () => {
        let runner = await audit();
        // A failed trace (NO_NAVSTART, NO_FCP on a loaded machine) says nothing about the page: try again, twice.
        for (let retry = 1; retry <= 2 && runner?.lhr.runtimeError; retry++) {
          console.log(`  ${page.path} runtime error ${runner.lhr.runtimeError.code}, run ${retry + 1}`);
          runner = await audit();
        }
        if (!runner) throw new Error(`Lighthouse returned nothing for ${page.path}`);
        return runner;
      };
      // One run's score moves with the host (the same build scored 57, 75 and 91 on one page within 20 minutes,
      // 2026-11-26): RUNS runs, and the one with the median performance score is the page's figure.
      const reports: Lhr[] = [];
      for (let n = 0; n < RUNS; n++) reports.push((await auditOnce()).lhr as unknown as Lhr);
      const perfOf = (report: Lhr) => report.categories.performance?.score ?? 0;
      const sorted = [...reports].sort((x, y) => perfOf(x) - perfOf(y));
      const lhr = sorted[Math.floor((sorted.length - 1) / 2)]!;
      if (RUNS > 1) {
        const each = reports.map((report) => {
          const index = report.environment?.benchmarkIndex;
          return `${Math.round(perfOf(report) * 100)} (benchmarkIndex ${index === undefined ? '?' : Math.round(index)})`;
        });
        console.log(
          `  ${page.path} performance of the ${RUNS} runs: ${each.join(', ')}; the median run is reported`,
        );
      }
      if (REPORT_DIR) {
        mkdirSync(REPORT_DIR, { recursive: true });
        const file = `${page.label.split(' ')[0]}.json`;
        writeFileSync(path.join(REPORT_DIR, file), JSON.stringify(lhr));
      }
      // The simulated metrics behind the performance score, printed whatever the score.
      const metrics = METRICS.map((id) => `${id} ${lhr.audits[id]?.displayValue ?? '?'}`).join(', ');
      console.log(`  ${page.path} metrics: ${metrics}`);
      // A failed load (e.g. NO_FCP) scores 0: say so rather than report it as the page's score.
      if (lhr.runtimeError)
        console.log(`  ${page.path} runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      // Lighthouse's measure of the host's speed, which its simulated phone scales with: beside every score, so
      // that runs on different machines can be compared (docs/benchmarks.md).
      const benchmarkIndex = lhr.environment?.benchmarkIndex;
      if (benchmarkIndex !== undefined) {
        results.push(figure(`lighthouse mobile ${page.label}`, 'benchmarkIndex', Math.round(benchmarkIndex)));
      }
      const installable = lhr.audits['installable-manifest'];
      console.log(
        `  ${page.path} installable: ${installable?.score === 1 ? 'yes' : 'NO'} (${installable?.displayValue ?? '?'})`,
      );
      const issues = (
        lhr.audits['inspector-issues'] as unknown as { details?: { items?: Array<{ issueType?: string }> } }
      )?.details?.items;
      for (const item of issues ?? [])
        console.log(`  ${page.path} DevTools issue: ${item.issueType ?? JSON.stringify(item)}`);
      for (const category of CATEGORIES) {
        const score = Math.round((lhr.categories[category]?.score ?? 0) * 100);
        const target = TARGETS[category];
        const name = `lighthouse mobile ${page.label}`;
        results.push(target ? atLeast(name, category, score, target) : figure(name, category, score));
        if (score < (target ?? 100)) {
          for (const line of failingAudits(lhr, category)) console.log(`  ${page.path} ${category}: ${line}`);
        }
      }
    }
    return results;
  } finally {
    chrome.kill();
    await app.stop();
  }
}

export const benchModule: BenchModule = {
  name: 'lighthouse',
  description:
    "Lighthouse mobile scores of sign-in, client dashboard, campaign detail, 'Publicar hoy' and admin clients",
  run,
};
