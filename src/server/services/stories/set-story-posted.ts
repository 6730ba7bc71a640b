import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { SetStoryPostedResponse } from '../../../shared/api/client-area';
import { CLIENT_AREA_MESSAGES } from '../../../shared/api/client-area';
import { progressPercentage } from '../../../shared/domain/progress';
import type { Db } from '../../db/client';
import { campaignDays, campaigns, stories } from '../../db/schema/campaigns';
import { AppError } from '../../http/app-error';
import { assertUuid } from '../client-area/ids';
import { ownedCampaignClient, type Viewer } from '../client-area/viewer';

/**
 * Sets a story's posted state (not a toggle: the last call wins). posted_at takes the database server's clock
 * when the story becomes posted (an already posted story keeps its first time) and is cleared when it is
 * unmarked; updated_at is left alone (it records copy edits). One transaction that first locks the campaign
 * row, so concurrent calls on one campaign run one after the other and each answer's counts are exactly the
 * stored state after its own write.
 */
export async function setStoryPosted(
  db: Db,
  viewer: Viewer,
  storyId: string,
  isPosted: boolean,
): Promise<SetStoryPostedResponse> {
  assertUuid(storyId, CLIENT_AREA_MESSAGES.storyNotFound);
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ campaignId: campaigns.id, dayId: campaignDays.id })
      .from(stories)
      .innerJoin(campaignDays, eq(campaignDays.id, stories.campaignDayId))
      .innerJoin(campaigns, eq(campaigns.id, campaignDays.campaignId))
      .where(and(eq(stories.id, storyId), ownedCampaignClient(viewer, campaigns.clientId)))
      .for('update', { of: campaigns });
    if (!target) throw new AppError('NOT_FOUND', CLIENT_AREA_MESSAGES.storyNotFound);

    const [story] = await tx
      .update(stories)
      .set({
        isPosted,
        postedAt: isPosted ? sql`coalesce(${stories.postedAt}, now())` : null,
        updatedAt: sql`${stories.updatedAt}`,
      })
      .where(eq(stories.id, storyId))
      .returning({ id: stories.id, isPosted: stories.isPosted, postedAt: stories.postedAt });
    if (!story) throw new AppError('NOT_FOUND', CLIENT_AREA_MESSAGES.storyNotFound);

    // One row per day of the campaign (a few dozen at most): the day's and the campaign's counts.
    const days = await tx
      .select({
        id: campaignDays.id,
        dayOrder: campaignDays.dayOrder,
        total: count(stories.id),
        posted: sql<number>`count(${stories.id}) filter (where ${stories.isPosted})`.mapWith(Number),
      })
      .from(campaignDays)
      .leftJoin(stories, eq(stories.campaignDayId, campaignDays.id))
      .where(eq(campaignDays.campaignId, target.campaignId))
      .groupBy(campaignDays.id, campaignDays.dayOrder)
      .orderBy(asc(campaignDays.dayOrder));
    const day = days.find((d) => d.id === target.dayId)!;
    const lastDayOrder = Math.max(...days.map((d) => d.dayOrder));
    const totalStories = days.reduce((sum, d) => sum + d.total, 0);
    const postedStories = days.reduce((sum, d) => sum + d.posted, 0);

    return {
      story: { id: story.id, isPosted: story.isPosted, postedAt: story.postedAt?.toISOString() ?? null },
      day: {
        id: day.id,
        dayOrder: day.dayOrder,
        isLastDay: day.dayOrder === lastDayOrder,
        postedStories: day.posted,
        totalStories: day.total,
      },
      campaign: {
        id: target.campaignId,
        postedStories,
        totalStories,
        progress: progressPercentage(postedStories, totalStories),
      },
    };
  });
}
