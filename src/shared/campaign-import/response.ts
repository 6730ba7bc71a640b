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
});
export type CampaignImportResponse = z.infer<typeof CampaignImportResponse>;
