import { and, eq, isNull, sql } from 'drizzle-orm';
import { APPROVAL_TEXTS, type RequestApprovalResponse } from '../../../shared/api/approvals';
import { APPROVAL_LINK_TTL_DAYS } from '../../../shared/approvals/approval-state';
import { formatLongDateEs } from '../../../shared/dates';
import type { Actor } from '../../context/actor';
import type { Db } from '../../db/client';
import { approvalRequests, storyApprovals } from '../../db/schema/approvals';
import { campaignDays, campaigns, stories } from '../../db/schema/campaigns';
import { clients } from '../../db/schema/clients';
import { selectRows } from '../../db/unnest-columns';
import type { Env } from '../../env';
import { AppError } from '../../errors/app-error';
import { enqueueJob } from '../../jobs/enqueue-job';
import { enqueueMail } from '../../mail/enqueue-mail';
import { approvalUrl } from '../../mail/links';
import { approvalRequestEmail } from '../../mail/templates/approval-request';
import { assertUuid } from '../access/ids';
import { recordAudit } from '../audit/record-audit';
import { newInvitationToken } from '../team/invitation-token';
import { approvalPushJob } from './approval-push-job';

export interface RequestApprovalInput {
  db: Db;
  env: Pick<Env, 'PUBLIC_URL'>;
  campaignId: string;
  /** A day of the campaign, or null for the whole campaign. */
  dayId: string | null;
  actor: Actor;
  now: Date;
}

/**
 * An admin asks the client to approve a day or a whole campaign. One transaction, under the campaign's lock:
 * the stories of the scope that are not approved become 'pending' (approved ones stay approved: asking again
 * does not undo a valid approval), an earlier open request for the same scope is superseded (its link stops
 * working), the new request is stored with its token's hash, and the e-mail with the link (and the push job) are
 * queued. The answer carries the link, for the agency to share it another way. Audited as approval.requested.
 */
export async function requestApproval(input: RequestApprovalInput): Promise<RequestApprovalResponse> {
  const { db, env, campaignId, dayId, actor, now } = input;
  assertUuid(campaignId, APPROVAL_TEXTS.campaignNotFound);
  // Any dayId given must name a day (an empty one too): only an absent one means the whole campaign.
  if (dayId !== null) assertUuid(dayId, APPROVAL_TEXTS.dayNotFound);
  return db.transaction(async (tx) => {
    const [campaign] = await tx
      .select({
        id: campaigns.id,
        title: campaigns.title,
        clientId: clients.id,
        clientName: clients.name,
        brandName: clients.brandName,
        email: clients.email,
        status: clients.status,
      })
      .from(campaigns)
      .innerJoin(clients, eq(clients.id, campaigns.clientId))
      .where(eq(campaigns.id, campaignId))
      .for('update', { of: campaigns });
    if (!campaign) throw new AppError('NOT_FOUND', APPROVAL_TEXTS.campaignNotFound);
    if (campaign.status !== 'active') throw new AppError('CONFLICT', APPROVAL_TEXTS.clientInactive);
    if (!campaign.email) throw new AppError('CONFLICT', APPROVAL_TEXTS.clientWithoutEmail);

    let dayOfRequest: { title: string; date: string } | null = null;
    if (dayId) {
      const [day] = await tx
        .select({ title: campaignDays.title, date: campaignDays.date })
        .from(campaignDays)
        .where(and(eq(campaignDays.id, dayId), eq(campaignDays.campaignId, campaignId)));
      if (!day) throw new AppError('NOT_FOUND', APPROVAL_TEXTS.dayNotFound);
      dayOfRequest = { title: day.title, date: formatLongDateEs(day.date) };
    }

    // Every story of the scope gets a row; those asked for changes (or never asked) go back to 'pending'.
    const scope = sql`select ${stories.id} from ${stories}
      join ${campaignDays} on ${campaignDays.id} = ${stories.campaignDayId}
      where ${campaignDays.campaignId} = ${campaignId}
      ${dayId ? sql`and ${campaignDays.id} = ${dayId}` : sql``}`;
    const [counts] = await selectRows<{ total: number; pending: number }>(
      tx,
      sql`
      with upserted as (
        insert into ${storyApprovals} (story_id, status)
        select id, 'pending' from (${scope}) as scope
        on conflict (story_id) do update
          set status = 'pending', content_hash = null, comment = null, decided_by = null, decided_via = null,
              decided_at = null, updated_at = now()
          where ${storyApprovals.status} <> 'approved'
        returning story_id
      )
      select (select count(*) from (${scope}) as s)::int as total, (select count(*) from upserted)::int as pending`,
    );
    const total = Number(counts?.total ?? 0);
    if (total === 0) throw new AppError('INVALID_REQUEST', APPROVAL_TEXTS.noStories);

    await tx
      .update(approvalRequests)
      .set({ supersededAt: now })
      .where(
        and(
          eq(approvalRequests.campaignId, campaignId),
          dayId ? eq(approvalRequests.campaignDayId, dayId) : isNull(approvalRequests.campaignDayId),
          isNull(approvalRequests.supersededAt),
          isNull(approvalRequests.completedAt),
        ),
      );
    const { token, tokenHash } = newInvitationToken();
    const expiresAt = new Date(now.getTime() + APPROVAL_LINK_TTL_DAYS * 24 * 60 * 60 * 1000);
    const [request] = await tx
      .insert(approvalRequests)
      .values({
        clientId: campaign.clientId,
        campaignId,
        campaignDayId: dayId,
        tokenHash,
        requestedBy: actor.userId,
        expiresAt,
        createdAt: now,
      })
      .returning({ id: approvalRequests.id });
    const url = approvalUrl(env, token);
    const pending = Number(counts?.pending ?? 0);
    await enqueueMail(
      tx,
      approvalRequestEmail({
        to: campaign.email,
        name: campaign.clientName,
        brandName: campaign.brandName,
        campaignTitle: campaign.title,
        day: dayOfRequest,
        storyCount: total,
        approvalUrl: url,
      }),
      { purpose: 'approval-request', secrets: [token], clientId: campaign.clientId, campaignId },
    );
    await enqueueJob(tx, approvalPushJob, { requestId: request!.id, storyCount: total });
    await recordAudit(tx, {
      event: 'approval.requested',
      userId: actor.userId,
      email: actor.email,
      ip: actor.ip,
      details: { campaignId, clientId: campaign.clientId, dayId, requestId: request!.id, stories: total },
    });
    return {
      request: {
        id: request!.id,
        scope: dayId ? 'day' : 'campaign',
        dayId,
        expiresAt: expiresAt.toISOString(),
        pendingStories: pending,
        totalStories: total,
        url,
        emailedTo: campaign.email,
      },
    };
  });
}
