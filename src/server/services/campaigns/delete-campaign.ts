import { eq } from 'drizzle-orm';
import { ADMIN_CAMPAIGN_TEXTS, isCampaignDeletionConfirmed } from '../../../shared/campaigns/admin-campaigns';
import type { Db } from '../../db/client';
import { campaigns } from '../../db/schema/campaigns';
import { AppError } from '../../errors/app-error';
import { recordAudit } from '../audit/record-audit';

export interface DeleteCampaignInput {
  campaignId: string;
  /** What the admin typed: ELIMINAR, or the campaign's exact title (isCampaignDeletionConfirmed). */
  confirmationTitle: string;
  actor: { userId: string; email: string; ip: string | null };
}

export interface DeletedCampaign {
  id: string;
  title: string;
  clientId: string;
}

/**
 * Deletes a campaign after checking the typed confirmation against its title. One transaction: the row is
 * locked, checked, deleted (its days and stories go with it through ON DELETE CASCADE, in the same statement)
 * and the deletion is recorded in audit_log. NOT_FOUND for an unknown id, INVALID_REQUEST on a mismatch.
 */
export async function deleteCampaign(db: Db, input: DeleteCampaignInput): Promise<DeletedCampaign> {
  return db.transaction(async (tx) => {
    const [campaign] = await tx
      .select({ id: campaigns.id, title: campaigns.title, clientId: campaigns.clientId })
      .from(campaigns)
      .where(eq(campaigns.id, input.campaignId))
      .for('update');
    if (!campaign) throw new AppError('NOT_FOUND', ADMIN_CAMPAIGN_TEXTS.campaignNotFound);
    if (!isCampaignDeletionConfirmed(input.confirmationTitle, campaign.title)) {
      throw new AppError('INVALID_REQUEST', ADMIN_CAMPAIGN_TEXTS.confirmationMismatch, [
        { path: 'confirmationTitle', message: ADMIN_CAMPAIGN_TEXTS.confirmationMismatch },
      ]);
    }
    await tx.delete(campaigns).where(eq(campaigns.id, campaign.id));
    await recordAudit(tx, {
      event: 'campaign.deleted',
      userId: input.actor.userId,
      email: input.actor.email,
      ip: input.actor.ip,
      details: { campaignId: campaign.id, title: campaign.title, clientId: campaign.clientId },
    });
    return campaign;
  });
}
