import { and, eq, sql } from 'drizzle-orm';
import { CLIENT_AREA_MESSAGES } from '../../../shared/api/client-area/limits';
import type { SetStorySkippedResponse, StorySkip } from '../../../shared/api/story-skip';
import { progressPercentage } from '../../../shared/domain/progress';
import { STORY_SKIP_TEXTS } from '../../../shared/domain/story-skip';
import type { Actor, Viewer } from '../../context/actor';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { campaignDays, campaigns, stories } from '../../db/schema/campaigns';
import { selectRows } from '../../db/unnest-columns';
import { AppError } from '../../errors/app-error';
import { notifyAdmins } from '../../realtime/notify-user';
import { assertUuid } from '../access/ids';
import { ownedCampaignClient } from '../access/viewer';
import { recordAudit } from '../audit/record-audit';
import { raiseStoryClosed } from '../webhooks/events/raise-story-events';
import { actorOfViewer, type WebhookEnv } from '../webhooks/events/webhook-refs';

/**
 * «No se publicará» (issue 29 §1): sets or undoes a story's skip. Not a toggle: a repeated call changes nothing
 * (a skipped story keeps its first who, when and reason; undoing an unskipped story is a no-op), so a double tap or a
 * replayed request is harmless. Skipping a published story is refused (409): the brand unmarks it first.
 *
 * One transaction: the campaign row is locked FOR UPDATE like setStoryPosted does, so a skip and a «Marcar publicada»
 * of the same campaign run one after the other; the write itself is a conditional UPDATE (`… where skipped_at is
 * null and not is_posted`), so the row is right even without the lock and the check constraint
 * stories_not_posted_and_skipped backs it. Only a call that changes the row is audited (story.skipped /
 * story.unskipped, with who and where) and tells the admins' «Hoy» boards (board.story_updated, on commit). The
 * answer's counts are the day's and the campaign's counters (database triggers) after the write. A skip also raises
 * the webhook event story.skipped, and campaign.completed for the campaign's last open story (issue 34; `env`: what
 * their references need); undoing one raises nothing.
 */
export async function setStorySkipped({
  db,
  viewer,
  actor,
  storyId,
  isSkipped,
  reason,
  env,
}: {
  db: Db;
  viewer: Viewer;
  actor: Actor;
  storyId: string;
  isSkipped: boolean;
  reason: string | null;
  env: WebhookEnv;
}): Promise<SetStorySkippedResponse> {
  assertUuid(storyId, CLIENT_AREA_MESSAGES.storyNotFound);
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ campaignId: campaigns.id, clientId: campaigns.clientId })
      .from(stories)
      .innerJoin(campaignDays, eq(campaignDays.id, stories.campaignDayId))
      .innerJoin(campaigns, eq(campaigns.id, campaignDays.campaignId))
      .where(and(eq(stories.id, storyId), ownedCampaignClient(viewer, campaigns.clientId)))
      .for('update', { of: campaigns });
    if (!target) throw new AppError('NOT_FOUND', CLIENT_AREA_MESSAGES.storyNotFound);

    const changed = isSkipped
      ? await selectRows<{ id: string }>(
          tx,
          sql`update ${stories}
                 set skipped_at = now(), skipped_by = ${viewer.userId}, skip_reason = ${reason}
               where id = ${storyId} and skipped_at is null and not is_posted
              returning id`,
        )
      : await selectRows<{ id: string }>(
          tx,
          sql`update ${stories} set skipped_at = null, skipped_by = null, skip_reason = null
               where id = ${storyId} and skipped_at is not null
              returning id`,
        );
    const didChange = changed.length > 0;

    const [row] = await tx
      .select({
        isPosted: stories.isPosted,
        skippedAt: stories.skippedAt,
        skipReason: stories.skipReason,
        skippedByName: user.name,
        skippedByRole: user.role,
        dayId: campaignDays.id,
        dayOrder: campaignDays.dayOrder,
        dayPosted: campaignDays.postedCount,
        daySkipped: campaignDays.skippedCount,
        dayTotal: campaignDays.storyCount,
        campaignPosted: campaigns.postedCount,
        campaignSkipped: campaigns.skippedCount,
        campaignTotal: campaigns.storyCount,
      })
      .from(stories)
      .innerJoin(campaignDays, eq(campaignDays.id, stories.campaignDayId))
      .innerJoin(campaigns, eq(campaigns.id, campaignDays.campaignId))
      .leftJoin(user, eq(user.id, stories.skippedBy))
      .where(eq(stories.id, storyId));
    if (!row) throw new AppError('NOT_FOUND', CLIENT_AREA_MESSAGES.storyNotFound);
    if (isSkipped && row.isPosted) throw new AppError('CONFLICT', STORY_SKIP_TEXTS.skipPostedConflict);

    if (didChange) {
      await recordAudit(tx, {
        event: isSkipped ? 'story.skipped' : 'story.unskipped',
        userId: actor.userId,
        email: actor.email,
        ip: actor.ip,
        details: {
          storyId,
          campaignId: target.campaignId,
          clientId: target.clientId,
          ...(isSkipped && reason ? { reason } : {}),
        },
      });
      await notifyAdmins(tx, {
        type: 'board.story_updated',
        storyId,
        campaignId: target.campaignId,
        clientId: target.clientId,
        isPosted: row.isPosted,
        isSkipped,
      });
      if (isSkipped)
        await raiseStoryClosed(tx, { env, actor: actorOfViewer(viewer), storyId, change: 'skipped' });
    }

    const skip: StorySkip | null = row.skippedAt
      ? {
          skippedAt: row.skippedAt.toISOString(),
          skippedByName: row.skippedByName,
          skippedByAgency: row.skippedByRole === 'admin',
          reason: row.skipReason,
        }
      : null;
    return {
      story: { id: storyId, isSkipped: skip !== null, skip },
      day: {
        id: row.dayId,
        dayOrder: row.dayOrder,
        postedStories: row.dayPosted,
        skippedStories: row.daySkipped,
        totalStories: row.dayTotal,
      },
      campaign: {
        id: target.campaignId,
        postedStories: row.campaignPosted,
        skippedStories: row.campaignSkipped,
        totalStories: row.campaignTotal,
        progress: progressPercentage(row.campaignPosted, row.campaignTotal, row.campaignSkipped),
      },
    };
  });
}
