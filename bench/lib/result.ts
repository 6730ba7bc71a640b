/**
 * The one interface between bench/run.ts and a benchmark module: a module exports `benchModule`, and run.ts
 * lists it with one import line. Every figure is one BenchResult; the summary prints them as a table.
 */
export interface BenchResult {
  /** What was measured, e.g. 'GET /api/client/overview (PostgreSQL)'. */
  name: string;
  /** e.g. 'req/s', 'p99 ms', 'ratio API/floor'. */
  metric: string;
  value: number;
  /** Human-readable target, e.g. '≥ 0.5' or '< 50'. */
  target?: string;
  /** Whether value meets target (absent: no target). */
  ok?: boolean;
}

export interface BenchModule {
  /** The name given on the command line: `npm run bench -- <name>`. */
  name: string;
  description: string;
  run(): Promise<BenchResult[]>;
}

/** A figure checked against `value ≥ min`. */
export function atLeast(name: string, metric: string, value: number, min: number): BenchResult {
  return { name, metric, value, target: `≥ ${min}`, ok: value >= min };
}

/** A figure checked against `value < max`. */
export function below(name: string, metric: string, value: number, max: number): BenchResult {
  return { name, metric, value, target: `< ${max}`, ok: value < max };
}

/** A figure checked against `value ≤ max`. */
export function atMost(name: string, metric: string, value: number, max: number): BenchResult {
  return { name, metric, value, target: `≤ ${max}`, ok: value <= max };
}

export function figure(name: string, metric: string, value: number): BenchResult {
  return { name, metric, value };
}

function format(value: number): string {
  if (Number.isInteger(value)) return value.toLocaleString('en-US');
  return Math.abs(value) >= 100 ? value.toFixed(0) : value.toFixed(2);
}

/** A Markdown table of results (readable in a terminal, pasteable into docs/benchmarks.md). */
export function formatResults(results: BenchResult[]): string {
  const lines = ['| benchmark | metric | value | target | met |', '| --- | --- | --- | --- | --- |'];
  for (const r of results) {
    const met = r.ok === undefined ? '' : r.ok ? 'yes' : 'NO';
    lines.push(`| ${r.name} | ${r.metric} | ${format(r.value)} | ${r.target ?? ''} | ${met} |`);
  }
  return lines.join('\n');
}
