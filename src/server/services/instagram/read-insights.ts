import { NAVIGATION_BREAKDOWN, STORY_INSIGHT_METRICS } from '../../../shared/instagram/story-insights';
import type { InsightsAnswer, InstagramApi } from '../../instagram/instagram-api';
import { InstagramApiError } from '../../instagram/instagram-api-error';
import type { Logger } from '../../logger';

/**
 * Metric names Instagram refused with #100 in this process: not asked again, logged once. Meta retires names
 * (impressions, plays, saved) and a refused one fails the whole call, so one retired name must not cost the rest.
 */
const refused = new Set<string>();

/** The metrics asked now: every one in STORY_INSIGHT_METRICS that Instagram has not refused. */
export function askedMetrics(): string[] {
  return STORY_INSIGHT_METRICS.filter((metric) => !refused.has(metric));
}

/** For tests: forget what was refused. */
export function forgetRefusedMetrics(): void {
  refused.clear();
}

const isParameterError = (err: unknown): err is InstagramApiError =>
  err instanceof InstagramApiError && err.code === 100;

/**
 * One story's insights, in two calls: Meta refuses a `breakdown` beside any metric but the one it breaks down, so
 * `navigation` (by action) is asked apart. #10 (too few viewers) and 190 are thrown.
 */
export async function readStoryInsights({
  api,
  mediaId,
  token,
  logger,
  metrics = askedMetrics(),
}: {
  api: InstagramApi;
  mediaId: string;
  token: string;
  logger: Logger;
  metrics?: string[];
}): Promise<InsightsAnswer> {
  const plain = metrics.filter((metric) => metric !== 'navigation');
  const parts = [
    plain.length > 0 ? await askDroppingRefused({ api, mediaId, token, logger, metrics: plain }) : [],
    metrics.includes('navigation')
      ? await askDroppingRefused({
          api,
          mediaId,
          token,
          logger,
          metrics: ['navigation'],
          breakdown: NAVIGATION_BREAKDOWN,
        })
      : [],
  ];
  return { data: parts.flat() };
}

/**
 * One insights call. On a #100, each metric is asked alone to find the refused ones (Meta's message does not
 * reliably name it); those are dropped for good and the rest asked again. When every metric alone is refused, the
 * media itself is the problem: the #100 is thrown (a lone `navigation` refused is dropped, its media answered
 * the other call).
 */
async function askDroppingRefused({
  api,
  mediaId,
  token,
  logger,
  metrics,
  breakdown,
}: {
  api: InstagramApi;
  mediaId: string;
  token: string;
  logger: Logger;
  metrics: string[];
  breakdown?: string;
}): Promise<InsightsAnswer['data']> {
  const ask = async (names: string[]) => (await api.insights(mediaId, token, names, breakdown)).data ?? [];
  try {
    return await ask(metrics);
  } catch (err) {
    if (!isParameterError(err)) throw err;
    if (metrics.length < 2) {
      if (breakdown === undefined) throw err;
      drop(metrics[0]!, err, logger);
      return [];
    }
    const kept: string[] = [];
    const failed: Array<{ metric: string; error: InstagramApiError }> = [];
    for (const metric of metrics) {
      try {
        await ask([metric]);
        kept.push(metric);
      } catch (single) {
        if (!isParameterError(single)) throw single;
        failed.push({ metric, error: single });
      }
    }
    // Every name refused alone: the media is the problem, not a name (nothing is dropped).
    if (kept.length === 0) throw err;
    for (const { metric, error } of failed) drop(metric, error, logger);
    return ask(kept);
  }
}

function drop(metric: string, error: InstagramApiError, logger: Logger) {
  if (refused.has(metric)) return;
  refused.add(metric);
  logger.warn(
    { metric, code: error.code, message: error.message },
    'instagram refused an insights metric: dropped from every later call',
  );
}
