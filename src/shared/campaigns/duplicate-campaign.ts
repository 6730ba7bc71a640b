import { z } from 'zod';
import { IMPORT_TEXT_LIMITS } from '../campaign-import/field-limits';
import { isIsoDate } from '../dates';
import { singleLineString } from '../text/single-line';
import { CAMPAIGN_EDIT_TEXTS } from './campaign-edit-texts';
import { DUPLICATE_LIMITS, DUPLICATE_TEXTS } from './duplicate-texts';

export { DUPLICATE_LIMITS, DUPLICATE_TEXTS } from './duplicate-texts';

const isoDate = (message: string) => z.string(message).refine((value) => isIsoDate(value), message);

/**
 * POST /api/admin/campaigns/{id}/duplicate (issue 33): copies of a campaign for the same or another client, from a
 * new first day. Each story keeps its day offset and its wall time (optionally moved by `timeShiftMinutes`); the
 * copy has the days, stories, files (shared, never stored twice), stickers, chat automation and approval setting,
 * new tracked links, and none of the run's data (published marks, skips, approvals, results, comments, proofs,
 * deliveries, Instagram data). `repeat` makes `count` copies in one step, one a week or one a month, each a campaign
 * of its own. The Idempotency-Key header (a UUID the form draws once) makes a repeated request answer the copies
 * already made.
 */
export const DuplicateCampaignBody = z
  .object({
    clientId: z.uuid({ error: DUPLICATE_TEXTS.clientRequired }),
    startDate: isoDate(DUPLICATE_TEXTS.dateInvalid),
    /** The copies' title; the original's when omitted. */
    title: singleLineString({ error: CAMPAIGN_EDIT_TEXTS.titleRequired })
      .trim()
      .min(1, CAMPAIGN_EDIT_TEXTS.titleRequired)
      .max(IMPORT_TEXT_LIMITS.campaignTitle, CAMPAIGN_EDIT_TEXTS.titleTooLong)
      .optional(),
    timeShiftMinutes: z
      .number({ error: DUPLICATE_TEXTS.shiftInvalid })
      .int(DUPLICATE_TEXTS.shiftInvalid)
      .min(-DUPLICATE_LIMITS.maxShiftMinutes, DUPLICATE_TEXTS.shiftInvalid)
      .max(DUPLICATE_LIMITS.maxShiftMinutes, DUPLICATE_TEXTS.shiftInvalid)
      .default(0),
    repeat: z
      .object({
        every: z.enum(['week', 'month'], { error: DUPLICATE_TEXTS.everyInvalid }),
        count: z
          .number({ error: DUPLICATE_TEXTS.countInvalid })
          .int(DUPLICATE_TEXTS.countInvalid)
          .min(1, DUPLICATE_TEXTS.countInvalid)
          .max(DUPLICATE_LIMITS.maxCopies, DUPLICATE_TEXTS.countInvalid),
      })
      .strict()
      .optional(),
    /** Queue the client's «campaña creada» e-mail for each copy (as an import does). */
    notifyClient: z.boolean({ error: 'notifyClient debe ser true o false' }).default(true),
  })
  .strict()
  .meta({ id: 'DuplicateCampaignBody' });
export type DuplicateCampaignInput = z.input<typeof DuplicateCampaignBody>;
export type DuplicateCampaignBody = z.output<typeof DuplicateCampaignBody>;

export const DuplicatedCampaigns = z
  .object({
    client: z.object({ id: z.string(), brandName: z.string() }),
    /** In date order. */
    campaigns: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        startDate: z.string(),
        endDate: z.string(),
        totalDays: z.number().int(),
        totalStories: z.number().int(),
        totalMedia: z.number().int(),
      }),
    ),
    /** True when the same Idempotency-Key had already made these copies: nothing new was written. */
    replayed: z.boolean(),
  })
  .meta({ id: 'DuplicatedCampaigns' });
export type DuplicatedCampaigns = z.infer<typeof DuplicatedCampaigns>;
