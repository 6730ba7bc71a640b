import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { ADMIN_CAMPAIGN_TEXTS } from '../../../shared/campaigns/admin-campaigns';
import type { ApprovalPreview } from '../../../shared/campaigns/campaign-edit';
import { addDaysIso, todayInTimeZone } from '../../../shared/dates';
import { clientTimeZone } from '../../../shared/time-zones';
import type { Executor } from '../../db/client';
import { storyApprovals } from '../../db/schema/approvals';
import { campaignDays, campaigns, stories } from '../../db/schema/campaigns';
import { clients } from '../../db/schema/clients';
import { AppError } from '../../errors/app-error';

/**
 * What turning approval on would hold back (issue 29): the campaign's stories neither posted, skipped nor approved,
 * counted by due date (scheduled date, else the day's) against the client's today. Two queries, whatever the size.
 */
export async function getApprovalPreview({
  db,
  campaignId,
  agencyTimeZone,
  now,
}: {
  db: Executor;
  campaignId: string;
  agencyTimeZone: string;
  now: Date;
}): Promise<ApprovalPreview> {
  const [campaign] = await db
    .select({
      requiresApproval: campaigns.requiresApproval,
      approvalRequiredFrom: campaigns.approvalRequiredFrom,
      timeZone: clients.timeZone,
    })
    .from(campaigns)
    .innerJoin(clients, eq(clients.id, campaigns.clientId))
    .where(eq(campaigns.id, campaignId));
  if (!campaign) throw new AppError('NOT_FOUND', ADMIN_CAMPAIGN_TEXTS.campaignNotFound);
  const timeZone = clientTimeZone(campaign.timeZone, agencyTimeZone);
  const today = todayInTimeZone(timeZone, now);
  const due = sql`coalesce(${stories.scheduledDate}, ${campaignDays.date})`;
  const [counts] = await db
    .select({
      dueTodayOrOverdue: sql<number>`count(*) filter (where ${due} <= ${today})::int`,
      dueFromTomorrow: sql<number>`count(*) filter (where ${due} > ${today})::int`,
    })
    .from(stories)
    .innerJoin(campaignDays, eq(campaignDays.id, stories.campaignDayId))
    .leftJoin(storyApprovals, eq(storyApprovals.storyId, stories.id))
    .where(
      and(
        eq(campaignDays.campaignId, campaignId),
        eq(stories.isPosted, false),
        isNull(stories.skippedAt),
        or(isNull(storyApprovals.status), ne(storyApprovals.status, 'approved')),
      ),
    );
  return {
    timeZone,
    today,
    tomorrow: addDaysIso(today, 1),
    dueTodayOrOverdue: counts?.dueTodayOrOverdue ?? 0,
    dueFromTomorrow: counts?.dueFromTomorrow ?? 0,
    requiresApproval: campaign.requiresApproval,
    approvalRequiredFrom: campaign.approvalRequiredFrom,
  };
}
