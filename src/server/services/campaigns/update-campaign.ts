import { eq } from 'drizzle-orm';
import { ADMIN_CAMPAIGN_TEXTS } from '../../../shared/campaigns/admin-campaigns';
import type { UpdateCampaignBody, UpdatedCampaign } from '../../../shared/campaigns/campaign-edit';
import type { Db } from '../../db/client';
import { campaigns } from '../../db/schema/campaigns';
import { AppError } from '../../errors/app-error';
import { recordAudit } from '../audit/record-audit';

export interface UpdateCampaignInput {
  campaignId: string;
  changes: UpdateCampaignBody;
  actor: { userId: string; email: string; ip: string | null };
}

/**
 * An admin changes a campaign's title, description, status or approval rule. One transaction: the row is locked, changed and the
 * change (before and after of each field that changed) recorded in audit_log. NOT_FOUND for an unknown id.
 */
export async function updateCampaign(db: Db, input: UpdateCampaignInput): Promise<UpdatedCampaign> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        id: campaigns.id,
        title: campaigns.title,
        description: campaigns.description,
        status: campaigns.status,
        requiresApproval: campaigns.requiresApproval,
        clientId: campaigns.clientId,
      })
      .from(campaigns)
      .where(eq(campaigns.id, input.campaignId))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', ADMIN_CAMPAIGN_TEXTS.campaignNotFound);
    const { title, description, status, requiresApproval } = input.changes;
    const [after] = await tx
      .update(campaigns)
      .set({
        ...(title !== undefined ? { title } : {}),
        ...(description !== undefined ? { description } : {}),
        ...(status !== undefined ? { status } : {}),
        ...(requiresApproval !== undefined ? { requiresApproval } : {}),
        updatedAt: new Date(),
      })
      .where(eq(campaigns.id, before.id))
      .returning({
        id: campaigns.id,
        title: campaigns.title,
        description: campaigns.description,
        status: campaigns.status,
        requiresApproval: campaigns.requiresApproval,
      });
    const changed = (['title', 'description', 'status', 'requiresApproval'] as const).filter(
      (key) => before[key] !== after![key],
    );
    await recordAudit(tx, {
      event: 'campaign.updated',
      userId: input.actor.userId,
      email: input.actor.email,
      ip: input.actor.ip,
      details: {
        campaignId: before.id,
        clientId: before.clientId,
        changes: Object.fromEntries(changed.map((key) => [key, { from: before[key], to: after![key] }])),
      },
    });
    return { campaign: after! };
  });
}
