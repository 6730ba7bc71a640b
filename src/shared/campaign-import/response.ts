import { z } from 'zod';
import { CAMPAIGN_STATUSES } from '../domain/statuses';

/** The 201 answer of POST /api/admin/campaigns/import. */
export const CampaignImportResponse = z.object({
  campaign: z.object({
    id: z.string(),
    title: z.string(),
    clientId: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    status: z.enum(CAMPAIGN_STATUSES),
  }),
  totalDays: z.number().int(),
  totalStories: z.number().int(),
  /** The campaign-created e-mail to the client: delivered now, or queued and retried. */
  notification: z.object({ to: z.string(), delivered: z.boolean(), error: z.string().optional() }),
  /**
   * True when the request's Idempotency-Key had already imported this file for this client: the answer names the
   * campaign made then, and nothing new was written or e-mailed. False (or absent, in a .zip import's answer) otherwise.
   */
  replayed: z.boolean().optional(),
});
export type CampaignImportResponse = z.infer<typeof CampaignImportResponse>;

/** The 201 answer of POST /api/admin/campaigns/import-zip: the JSON import's, plus the files. */
export const CampaignZipImportResponse = CampaignImportResponse.extend({
  /** Story files stored (a file named by two stories counts twice). */
  totalMedia: z.number().int(),
  /** The archive's files that no story names, not imported (at most 100 listed). */
  ignoredFiles: z.array(z.string()),
  /** How many files no story names, listed or not. */
  ignoredFileCount: z.number().int(),
});
export type CampaignZipImportResponse = z.infer<typeof CampaignZipImportResponse>;
