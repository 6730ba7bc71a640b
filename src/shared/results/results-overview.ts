/**
 * GET /api/admin/results/overview (issue 31 §4): the agency dashboard's last RESULTS_OVERVIEW_DAYS days across
 * clients: reach, link clicks and keyword DMs of the stories published in the window, per client and in total, and
 * how many of them have numbers (a client that enters none shows at 0 of N).
 */
import { z } from 'zod';
import { FunnelSchema } from './campaign-results';

export const RESULTS_OVERVIEW_DAYS = 30;

export const ResultsOverviewClient = z.object({
  clientId: z.string(),
  brandName: z.string(),
  /** Stories published in the window. */
  published: z.number().int(),
  /** Of those, the ones with numbers entered. */
  withNumbers: z.number().int(),
  funnel: FunnelSchema,
});
export type ResultsOverviewClient = z.infer<typeof ResultsOverviewClient>;

export const ResultsOverviewResponse = z.object({
  windowDays: z.number().int(),
  /** From (inclusive) and until (now), ISO instants. */
  from: z.string(),
  until: z.string(),
  funnel: FunnelSchema,
  published: z.number().int(),
  withNumbers: z.number().int(),
  /** Active clients with a story published in the window, most reach first; those that entered no numbers last. */
  clients: z.array(ResultsOverviewClient),
});
export type ResultsOverviewResponse = z.infer<typeof ResultsOverviewResponse>;
