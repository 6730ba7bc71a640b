import { eq, sql } from 'drizzle-orm';
import { type MovedCampaignResponse, SCHEDULE_MESSAGES } from '../../../shared/api/story-schedule';
import { ADMIN_CAMPAIGN_TEXTS } from '../../../shared/campaigns/admin-campaigns';
import type { Db } from '../../db/client';
import { campaigns } from '../../db/schema/campaigns';
import { AppError } from '../../errors/app-error';
import { recordAudit } from '../audit/record-audit';

/**
 * Moves a whole campaign so that it starts on `startDate`: the campaign's dates, every day's date and every
 * story's scheduled date shift by the same number of days, in one transaction that first locks the campaign row
 * (a concurrent 'Marcar publicada' or a second move waits). Times stay as they are (wall times in the client's
 * zone). Audited as campaign.moved. Reminders follow by construction (decision 019).
 */
export async function moveCampaign(
  db: Db,
  input: {
    campaignId: string;
    startDate: string;
    actor: { userId: string; email: string; ip: string | null };
  },
): Promise<MovedCampaignResponse> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ id: campaigns.id, clientId: campaigns.clientId, startDate: campaigns.startDate })
      .from(campaigns)
      .where(eq(campaigns.id, input.campaignId))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', ADMIN_CAMPAIGN_TEXTS.campaignNotFound);
    const days = Math.round(
      (Date.parse(`${input.startDate}T00:00:00Z`) - Date.parse(`${before.startDate}T00:00:00Z`)) / 86_400_000,
    );
    if (days === 0) {
      throw new AppError('INVALID_REQUEST', SCHEDULE_MESSAGES.sameDate, [
        { path: 'startDate', message: SCHEDULE_MESSAGES.sameDate },
      ]);
    }
    await tx.execute(
      sql`update stories s set scheduled_date = s.scheduled_date + ${days}::int, updated_at = now()
            from campaign_days d
           where d.id = s.campaign_day_id and d.campaign_id = ${before.id} and s.scheduled_date is not null`,
    );
    await tx.execute(
      sql`update campaign_days set date = date + ${days}::int where campaign_id = ${before.id}`,
    );
    const [after] = await tx
      .update(campaigns)
      .set({
        startDate: sql`${campaigns.startDate} + ${days}::int`,
        endDate: sql`${campaigns.endDate} + ${days}::int`,
        updatedAt: new Date(),
      })
      .where(eq(campaigns.id, before.id))
      .returning({ id: campaigns.id, startDate: campaigns.startDate, endDate: campaigns.endDate });
    await recordAudit(tx, {
      event: 'campaign.moved',
      userId: input.actor.userId,
      email: input.actor.email,
      ip: input.actor.ip,
      details: {
        campaignId: before.id,
        clientId: before.clientId,
        from: before.startDate,
        to: after!.startDate,
        days,
      },
    });
    return { campaign: { ...after!, shiftedDays: days } };
  });
}
