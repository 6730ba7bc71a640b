import { and, eq } from 'drizzle-orm';
import { CLIENT_AREA_MESSAGES } from '../../../shared/api/client-area/limits';
import type { StoryLinkResponse } from '../../../shared/api/client-area/story-link';
import type { Executor } from '../../db/client';
import { campaignDays, campaigns, stories } from '../../db/schema/campaigns';
import { clients } from '../../db/schema/clients';
import { AppError } from '../../errors/app-error';

/**
 * One story of the signed-in client's campaigns, as a reminder's link names it (one query); NOT_FOUND for a story
 * that does not exist or is another client's, alike.
 */
export async function findStoryLink({
  db,
  userId,
  storyId,
}: {
  db: Executor;
  userId: string;
  storyId: string;
}): Promise<StoryLinkResponse> {
  const [row] = await db
    .select({
      id: stories.id,
      title: stories.title,
      campaignId: campaigns.id,
      campaignTitle: campaigns.title,
      scheduledDate: stories.scheduledDate,
      dayDate: campaignDays.date,
      isPosted: stories.isPosted,
    })
    .from(stories)
    .innerJoin(campaignDays, eq(campaignDays.id, stories.campaignDayId))
    .innerJoin(campaigns, eq(campaigns.id, campaignDays.campaignId))
    .innerJoin(clients, eq(clients.id, campaigns.clientId))
    .where(and(eq(stories.id, storyId), eq(clients.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', CLIENT_AREA_MESSAGES.storyNotFound);
  const { scheduledDate, dayDate, ...story } = row;
  return { ...story, date: scheduledDate ?? dayDate };
}
