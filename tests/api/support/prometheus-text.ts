import { getMetricsFromIterator, type PromMetrics } from 'prom2javascript';

/** A sample line whose value is one of the format's special floats prom2javascript cannot read. */
const SPECIAL_VALUE_LINE =
  /^[a-zA-Z_:][a-zA-Z0-9_:]*(?:\{(?:[a-zA-Z_]\w*="(?:[^"\\\n]|\\.)*",?)*\})?[ \t]+(?:nan|-inf)$/i;

export interface Exposition {
  metrics: PromMetrics;
  /** Sample lines whose value is NaN or -Inf, which the format allows (Go's ParseFloat) and the parser does not. */
  specialValueLines: string[];
}

/**
 * Parses a Prometheus text exposition with prom2javascript (every line must parse, or this throws). Its grammar lacks
 * the NaN and -Inf values that the format allows (prom-client writes NaN for an empty event-loop histogram's mean):
 * those lines are checked against the format's sample grammar here and set apart instead of being parsed.
 */
export async function parseExposition(text: string): Promise<Exposition> {
  const specialValueLines: string[] = [];
  const lines = text.split('\n').filter((line) => {
    if (line.startsWith('#') || !/[ \t](?:nan|-inf)$/i.test(line)) return true;
    if (!SPECIAL_VALUE_LINE.test(line)) throw new Error(`not a sample line: ${line}`);
    specialValueLines.push(line);
    return false;
  });
  return { metrics: await getMetricsFromIterator(lines[Symbol.iterator]()), specialValueLines };
}
