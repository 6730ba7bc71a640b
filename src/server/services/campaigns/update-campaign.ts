import { eq } from 'drizzle-orm';
import type { ApprovalStartChoice } from '../../../shared/approvals/approval-state';
import { ADMIN_CAMPAIGN_TEXTS } from '../../../shared/campaigns/admin-campaigns';
import type { UpdateCampaignBody, UpdatedCampaign } from '../../../shared/campaigns/campaign-edit';
import { CAMPAIGN_EDIT_TEXTS } from '../../../shared/campaigns/campaign-edit-texts';
import { addDaysIso, todayInTimeZone } from '../../../shared/dates';
import { clientTimeZone } from '../../../shared/time-zones';
import type { Db } from '../../db/client';
import { campaigns } from '../../db/schema/campaigns';
import { clients } from '../../db/schema/clients';
import { AppError } from '../../errors/app-error';
import { recordAudit } from '../audit/record-audit';

export interface UpdateCampaignInput {
  campaignId: string;
  changes: UpdateCampaignBody;
  actor: { userId: string; email: string; ip: string | null };
  /** APP_TIMEZONE: the zone of a client that has none of its own (its «mañana» for approval). */
  agencyTimeZone: string;
  now: Date;
}

/**
 * The date stored in approval_required_from for a choice: the client's tomorrow, or null (every story).
 */
export function approvalRequiredFromFor({
  choice,
  timeZone,
  now,
}: {
  choice: ApprovalStartChoice;
  timeZone: string;
  now: Date;
}): string | null {
  return choice === 'tomorrow' ? addDaysIso(todayInTimeZone(timeZone, now), 1) : null;
}

/**
 * An admin changes a campaign's title, description, status or approval rule. One transaction: the row is locked, changed and the
 * change (before and after of each field that changed) recorded in audit_log. NOT_FOUND for an unknown id.
 *
 * Approval turned on (issue 29) applies from the client's tomorrow unless the agency chose «desde ahora»: stories due
 * today or overdue keep «Marcar publicada» as planned. A choice sent while approval stays on moves that date; turning
 * approval off clears it. The row lock orders concurrent toggles: the last one decides, whole.
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
        approvalRequiredFrom: campaigns.approvalRequiredFrom,
        clientId: campaigns.clientId,
        timeZone: clients.timeZone,
      })
      .from(campaigns)
      .innerJoin(clients, eq(clients.id, campaigns.clientId))
      .where(eq(campaigns.id, input.campaignId))
      .for('update', { of: campaigns });
    if (!before) throw new AppError('NOT_FOUND', ADMIN_CAMPAIGN_TEXTS.campaignNotFound);
    const { title, description, status, requiresApproval, approvalFrom } = input.changes;
    const approvalOn = requiresApproval ?? before.requiresApproval;
    if (approvalFrom !== undefined && !approvalOn)
      throw new AppError('INVALID_REQUEST', CAMPAIGN_EDIT_TEXTS.approvalFromWithoutApproval);
    const timeZone = clientTimeZone(before.timeZone, input.agencyTimeZone);
    let approvalRequiredFrom = before.approvalRequiredFrom;
    if (!approvalOn) approvalRequiredFrom = null;
    else if (approvalFrom !== undefined)
      approvalRequiredFrom = approvalRequiredFromFor({ choice: approvalFrom, timeZone, now: input.now });
    else if (!before.requiresApproval)
      approvalRequiredFrom = approvalRequiredFromFor({ choice: 'tomorrow', timeZone, now: input.now });
    const [after] = await tx
      .update(campaigns)
      .set({
        ...(title !== undefined ? { title } : {}),
        ...(description !== undefined ? { description } : {}),
        ...(status !== undefined ? { status } : {}),
        ...(requiresApproval !== undefined ? { requiresApproval } : {}),
        approvalRequiredFrom,
        updatedAt: new Date(),
      })
      .where(eq(campaigns.id, before.id))
      .returning({
        id: campaigns.id,
        title: campaigns.title,
        description: campaigns.description,
        status: campaigns.status,
        requiresApproval: campaigns.requiresApproval,
        approvalRequiredFrom: campaigns.approvalRequiredFrom,
      });
    const changed = (
      ['title', 'description', 'status', 'requiresApproval', 'approvalRequiredFrom'] as const
    ).filter((key) => before[key] !== after![key]);
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
