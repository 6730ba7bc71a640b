/** Answers of the admin campaign routes that are not the campaign itself (src/shared/campaigns holds those). */
import { z } from 'zod';

/** DELETE /api/admin/campaigns/{id}: the campaign that was deleted, with its days and stories. */
export const DeletedCampaignResponse = z.object({
  ok: z.literal(true),
  campaign: z.object({ id: z.string(), title: z.string() }),
});
export type DeletedCampaignResponse = z.infer<typeof DeletedCampaignResponse>;
