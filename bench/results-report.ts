import { monitorEventLoopDelay } from 'node:perf_hooks';
import { campaignResultsCsv } from '../src/server/services/results/results-csv';
import { campaignResultsPdf } from '../src/server/services/results/results-pdf';
import type { CampaignResultsResponse, CampaignResultsStory } from '../src/shared/results/campaign-results';
import { type BenchModule, type BenchResult, below, figure } from './lib/result';

/**
 * The campaign report's files (issue 31 §4) are made on the request's thread: how long one PDF and one CSV take,
 * for campaigns of 30, 100 and 300 published stories with long headings and every number entered (median of RUNS
 * after a warm-up), and the longest the PDF holds the event loop at once (monitorEventLoopDelay's max over the
 * runs; the PDF yields between table slices). That must stay under the `event-loop` bench's target (50 ms), or a
 * download would stall every other request of the instance.
 */
const RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 7);
const TARGET_MS = 50;

function report(storyCount: number): CampaignResultsResponse {
  const perDay = 10;
  const stories: CampaignResultsStory[] = Array.from({ length: storyCount }, (_, i) => ({
    storyId: `story-${i}`,
    dayOrder: Math.floor(i / perDay) + 1,
    storyNumber: (i % perDay) + 1,
    heading: `Historia ${(i % perDay) + 1}: Presentación del producto con su oferta de lanzamiento y el enlace`,
    dueAt: '2026-11-01T10:00:00.000Z',
    isPosted: true,
    isSkipped: false,
    trackedClicks: 12 + (i % 9),
    results: {
      reach: 900 + i,
      impressions: 1100 + i,
      replies: 4 + (i % 7),
      linkTaps: null,
      keywordDms: i % 5,
      profileVisits: 20,
      follows: 2,
      shares: 3,
      exits: 40,
      sticker: {
        type: 'poll',
        options: [
          { option: 'Sí, me apunto', votes: 40 + (i % 13) },
          { option: 'Ahora no', votes: 20 },
        ],
      },
      enteredBy: { name: 'Marta Ruiz', role: 'client', at: '2026-11-02T06:00:00.000Z' },
      updatedBy: { name: 'Marta Ruiz', role: 'client', at: '2026-11-02T06:00:00.000Z' },
      instagramFields: [],
      instagramTakenAt: null,
    },
    funnel: { reach: 900 + i, interactions: 70, linkClicks: 12, keywordDms: i % 5 },
    engagementRate: 0.09,
  }));
  const days = Math.ceil(storyCount / perDay);
  return {
    campaign: {
      id: 'campaign',
      title: 'Lanzamiento Blend Aurora Nº 7: edición de otoño',
      clientId: 'client',
      brandName: 'Café Aurora',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      timeZone: 'Europe/Madrid',
      keyword: 'BLEND7',
    },
    generatedAt: '2026-12-01T09:00:00.000Z',
    funnel: { reach: 300_000, interactions: 21_000, linkClicks: 3_600, keywordDms: 600 },
    totals: {
      impressions: 1,
      replies: 1,
      stickerAnswers: 1,
      profileVisits: 1,
      follows: 1,
      shares: 1,
      exits: 1,
    },
    counts: { stories: storyCount, published: storyCount, skipped: 0, withNumbers: storyCount, missing: 0 },
    days: Array.from({ length: days }, (_, d) => ({
      dayOrder: d + 1,
      title: `Día ${d + 1}`,
      date: '2026-11-01',
      stories: perDay,
      published: perDay,
      withNumbers: perDay,
      funnel: { reach: 9_000, interactions: 700, linkClicks: 120, keywordDms: 20 },
    })),
    stories,
    best: stories.slice(0, 3).map((story) => story.storyId),
    worst: stories.slice(-3).map((story) => story.storyId),
  };
}

async function median(work: () => Promise<unknown> | unknown): Promise<number> {
  await work();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)]! * 10) / 10;
}

/** The event loop's longest delay while `work` runs RUNS times (1 ms resolution). */
async function longestBlock(work: () => Promise<unknown>): Promise<number> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  // A timer that keeps the loop ticking, so that a block shows as a delay.
  const ticker = setInterval(() => {}, 1);
  for (let i = 0; i < RUNS; i++) await work();
  clearInterval(ticker);
  histogram.disable();
  return Math.round(histogram.max / 1e5) / 10;
}

export const benchModule: BenchModule = {
  name: 'results-report',
  description: 'the campaign report’s PDF and CSV: time on the request’s thread for 30, 100 and 300 stories',
  async run() {
    const results: BenchResult[] = [];
    for (const size of [30, 100, 300]) {
      const data = report(size);
      const pdfMs = await median(() => campaignResultsPdf(data));
      const csvMs = await median(() => campaignResultsCsv(data));
      const blockMs = await longestBlock(() => campaignResultsPdf(data));
      const name = `report of ${size} stories`;
      results.push(
        figure(name, 'PDF ms (median)', pdfMs),
        below(name, 'PDF longest event-loop block ms', blockMs, TARGET_MS),
        figure(name, 'CSV ms (median)', csvMs),
      );
    }
    return results;
  },
};
