import { and, eq, sql } from 'drizzle-orm';
import { APPROVAL_TEXTS } from '../../../shared/api/approvals';
import { CLIENT_AREA_MESSAGES } from '../../../shared/api/client-area/limits';
import type { SetStoryPostedResponse } from '../../../shared/api/client-area/stories';
import {
  approvalStateOf,
  canMarkPublished,
  storyRequiresApproval,
} from '../../../shared/approvals/approval-state';
import { progressPercentage } from '../../../shared/domain/progress';
import { STORY_SKIP_TEXTS } from '../../../shared/domain/story-skip';
import { PROOF_TEXTS } from '../../../shared/proofs/story-proof';
import type { Viewer } from '../../context/actor';
import type { Db, Executor } from '../../db/client';
import { storyApprovals } from '../../db/schema/approvals';
import { campaignDays, campaigns, stories } from '../../db/schema/campaigns';
import { clients } from '../../db/schema/clients';
import { instagramConnections } from '../../db/schema/instagram';
import { storyProofs } from '../../db/schema/proofs';
import { selectRows } from '../../db/unnest-columns';
import { AppError } from '../../errors/app-error';
import { notifyAdmins } from '../../realtime/notify-user';
import { assertUuid } from '../access/ids';
import { ownedCampaignClient } from '../access/viewer';
import { scheduleInsightsPoll } from '../instagram/insights-job';
import { raiseStoryClosed } from '../webhooks/events/raise-story-events';
import { actorOfViewer, type WebhookActorRef, type WebhookEnv } from '../webhooks/events/webhook-refs';

type DayCountRow = {
  storyId: string;
  isPosted: boolean;
  /** Text ('2026-11-22 11:55:09.756654+00'): drizzle has both drivers hand timestamps over unparsed. */
  postedAt: string | null;
  dayId: string;
  dayOrder: number;
  total: number;
  posted: number;
  skipped: number;
};

function isoOrNull(value: string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

/**
 * Sets a story's posted state (not a toggle: the last call wins). posted_at takes the database server's clock
 * when the story becomes posted (an already posted story keeps its first time) and is cleared when it is
 * unmarked; updated_at is left alone (it records copy edits). One transaction that first locks the campaign
 * row, so concurrent calls on one campaign run one after the other and each answer's counts are exactly the
 * stored state after its own write. Five round trips: BEGIN, the lock, the write with the counts, the admins' board
 * event (NOTIFY, delivered on commit), COMMIT. A story that becomes posted (never a re-mark) also raises the webhook
 * events story.published, and campaign.completed when it was the campaign's last open story (issue 34): one more
 * query when no endpoint subscribes. `env` is what their references need; `actor` who they name (the viewer, unless
 * the panel itself publishes: Instagram, issue 32).
 */
export async function setStoryPosted({
  db,
  viewer,
  storyId,
  isPosted,
  now,
  insightPollOffsetsMs,
  env,
  actor = actorOfViewer(viewer),
}: {
  db: Db;
  viewer: Viewer;
  storyId: string;
  isPosted: boolean;
  /** The app's clock: a connected client's insights polls count from it (issue 32)… */
  now: Date;
  /** …at these delays (INSTAGRAM_INSIGHTS_POLL_MINUTES). */
  insightPollOffsetsMs: readonly number[];
  env: WebhookEnv;
  actor?: WebhookActorRef;
}): Promise<SetStoryPostedResponse> {
  assertUuid(storyId, CLIENT_AREA_MESSAGES.storyNotFound);
  return db.transaction(async (tx) => {
    const target = await lockedTarget(tx, viewer, storyId);
    if (!target) throw new AppError('NOT_FOUND', CLIENT_AREA_MESSAGES.storyNotFound);
    // «No se publicará» is a decision the brand or the agency undoes on purpose, never a stale «Marcar publicada»
    // (an outbox replay, another tab) silently: marking a skipped story is refused, unmarking is a no-op.
    if (isPosted && target.skippedAt) throw new AppError('CONFLICT', STORY_SKIP_TEXTS.postSkippedConflict);
    // A campaign that requires approval refuses to post a story its client has not approved (approvals are voided
    // by their triggers in the transaction of any content edit, so 'approved' is about the content as it is now).
    // Unmarking, and re-marking an already posted story, are always allowed.
    // Approval turned on mid-campaign «desde mañana» applies only to stories due from that date (issue 29).
    const requiresApproval = storyRequiresApproval(target, target);
    const approval = approvalStateOf(target.approvalStatus, requiresApproval);
    if (isPosted && !target.isPosted && !canMarkPublished(approval, requiresApproval))
      throw new AppError('CONFLICT', APPROVAL_TEXTS.approvalRequired);
    // A client the agency asks for proof of posting attaches it first (issue 31 §1; the outbox sends it before the
    // mark); the agency itself may mark without one.
    if (isPosted && !target.isPosted && target.proofRequired && !target.hasProof && !viewer.isAdmin)
      throw new AppError('CONFLICT', PROOF_TEXTS.required);

    // The write and the counts in one statement, taken after the lock, so its snapshot holds every write that
    // came before ours. Sub-statements of one WITH do not see each other's changes: the counts read the rows as
    // they were, and this story's own new state is added to them by hand.
    const days = await selectRows<DayCountRow>(
      tx,
      sql`with updated as (
            update ${stories}
               set is_posted = ${isPosted},
                   posted_at = case when ${isPosted} then coalesce(posted_at, now()) else null end
             where id = ${storyId} and (skipped_at is null or not ${isPosted})
            returning id, is_posted, posted_at, campaign_day_id
          )
          select u.id as "storyId", u.is_posted as "isPosted", u.posted_at as "postedAt",
                 d.id as "dayId", d.day_order as "dayOrder",
                 count(s.id)::int as "total",
                 (count(s.id) filter (where s.is_posted and s.id <> u.id)
                   + case when d.id = u.campaign_day_id and u.is_posted then 1 else 0 end)::int as "posted",
                 (count(s.id) filter (where s.skipped_at is not null))::int as "skipped"
            from updated u
            cross join ${campaignDays} d
            left join ${stories} s on s.campaign_day_id = d.id
           where d.campaign_id = ${target.campaignId}
           group by u.id, u.is_posted, u.posted_at, u.campaign_day_id, d.id, d.day_order
           order by d.day_order`,
    );
    const story = days[0];
    if (!story) {
      // The lock's re-read keeps the story's columns as first seen (PostgreSQL re-checks only the locked campaign
      // row), so a skip committed while this call waited is caught by the UPDATE's own condition: refused the same.
      const [now] = await tx
        .select({ skippedAt: stories.skippedAt })
        .from(stories)
        .where(eq(stories.id, storyId));
      if (now?.skippedAt) throw new AppError('CONFLICT', STORY_SKIP_TEXTS.postSkippedConflict);
      throw new AppError('NOT_FOUND', CLIENT_AREA_MESSAGES.storyNotFound);
    }
    const day = days.find((d) => d.dayId === target.dayId)!;
    const lastDayOrder = Math.max(...days.map((d) => d.dayOrder));
    const totalStories = days.reduce((sum, d) => sum + d.total, 0);
    // A connected client's story: its Instagram numbers are read at +1 h, +12 h and +23 h (services/instagram).
    if (story.isPosted && !target.isPosted && target.instagramConnected) {
      const poll = { storyId, clientId: target.clientId, poll: 0, markedAt: now.toISOString() };
      await scheduleInsightsPoll(tx, poll, insightPollOffsetsMs);
    }
    // Every admin's «Hoy» board re-reads itself; delivered on commit, never for a rolled-back write.
    await notifyAdmins(tx, {
      type: 'board.story_updated',
      storyId: story.storyId,
      campaignId: target.campaignId,
      clientId: target.clientId,
      isPosted: story.isPosted,
      isSkipped: target.skippedAt !== null,
    });
    if (story.isPosted && !target.isPosted) {
      await raiseStoryClosed(tx, { env, actor, storyId, change: 'published', now });
    }
    const postedStories = days.reduce((sum, d) => sum + d.posted, 0);
    const skippedStories = days.reduce((sum, d) => sum + d.skipped, 0);

    return {
      story: { id: story.storyId, isPosted: story.isPosted, postedAt: isoOrNull(story.postedAt) },
      day: {
        id: day.dayId,
        dayOrder: day.dayOrder,
        isLastDay: day.dayOrder === lastDayOrder,
        postedStories: day.posted,
        skippedStories: day.skipped,
        totalStories: day.total,
      },
      campaign: {
        id: target.campaignId,
        postedStories,
        skippedStories,
        totalStories,
        progress: progressPercentage(postedStories, totalStories, skippedStories),
      },
    };
  });
}

/** The story's campaign, day, approval, skip and proof facts, its campaign row locked FOR UPDATE (undefined: not the viewer's). */
async function lockedTarget(tx: Executor, viewer: Viewer, storyId: string) {
  const [target] = await tx
    .select({
      campaignId: campaigns.id,
      clientId: campaigns.clientId,
      dayId: campaignDays.id,
      requiresApproval: campaigns.requiresApproval,
      approvalRequiredFrom: campaigns.approvalRequiredFrom,
      dayDate: campaignDays.date,
      scheduledDate: stories.scheduledDate,
      approvalStatus: storyApprovals.status,
      isPosted: stories.isPosted,
      skippedAt: stories.skippedAt,
      proofRequired: clients.proofRequired,
      hasProof: sql<boolean>`exists (select 1 from ${storyProofs} where ${storyProofs.storyId} = ${stories.id})`,
      instagramConnected: sql<boolean>`exists (select 1 from ${instagramConnections}
        where ${instagramConnections.clientId} = ${campaigns.clientId} and ${instagramConnections.status} = 'active')`,
    })
    .from(stories)
    .innerJoin(campaignDays, eq(campaignDays.id, stories.campaignDayId))
    .innerJoin(campaigns, eq(campaigns.id, campaignDays.campaignId))
    .innerJoin(clients, eq(clients.id, campaigns.clientId))
    .leftJoin(storyApprovals, eq(storyApprovals.storyId, stories.id))
    .where(and(eq(stories.id, storyId), ownedCampaignClient(viewer, campaigns.clientId)))
    .for('update', { of: campaigns });
  return target;
}
