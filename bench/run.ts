/**
 * `npm run bench` runs every benchmark module in sequence and prints one summary table;
 * `npm run bench -- api-reads writes` runs only the named modules. A new module exports
 * `benchModule: BenchModule` (bench/lib/result.ts) and is added to MODULES with one import line.
 */
import { benchModule as adminToday } from './admin-today';
import { benchModule as apiReads } from './api-reads';
import { benchModule as clientScale } from './client-scale';
import { benchModule as embeddedBurst } from './embedded-burst';
import { benchModule as eventLoop } from './event-loop';
import { type BenchModule, type BenchResult, formatResults } from './lib/result';
import { benchModule as lighthouse } from './lighthouse';
import { benchModule as lighthouseAb } from './lighthouse-ab';
import { benchModule as links } from './links';
import { benchModule as media } from './media';
import { benchModule as resultsReport } from './results-report';
import { benchModule as reuse } from './reuse';
import { benchModule as signIn } from './sign-in';
import { benchModule as startup } from './startup';
import { benchModule as webBundle } from './web-bundle';
import { benchModule as writes } from './writes';

const MODULES: BenchModule[] = [
  apiReads,
  adminToday,
  clientScale,
  writes,
  signIn,
  eventLoop,
  embeddedBurst,
  media,
  links,
  resultsReport,
  reuse,
  webBundle,
  lighthouse,
  lighthouseAb,
  startup,
];

async function main() {
  const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const unknown = wanted.filter((name) => !MODULES.some((m) => m.name === name));
  if (unknown.length) {
    console.error(
      `Unknown benchmark(s): ${unknown.join(', ')}. Available: ${MODULES.map((m) => m.name).join(', ')}`,
    );
    process.exitCode = 2;
    return;
  }
  const selected = wanted.length ? MODULES.filter((m) => wanted.includes(m.name)) : MODULES;
  const results: BenchResult[] = [];
  const failed: string[] = [];
  for (const module of selected) {
    console.log(`\n== ${module.name}: ${module.description}`);
    const start = performance.now();
    try {
      const own = await module.run();
      results.push(...own);
      console.log(`\n${formatResults(own)}\n(${((performance.now() - start) / 1000).toFixed(0)} s)`);
    } catch (err) {
      failed.push(module.name);
      console.error(
        `${module.name} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
      );
    }
  }
  const missed = results.filter((r) => r.ok === false);
  console.log(`\n== Summary (${new Date().toISOString()}, node ${process.version})\n`);
  console.log(formatResults(results));
  console.log(
    `\n${results.length} figures; ${missed.length} target(s) missed${missed.length ? `: ${missed.map((r) => `${r.name} ${r.metric}`).join('; ')}` : ''}`,
  );
  if (failed.length) {
    console.error(`Failed module(s): ${failed.join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
