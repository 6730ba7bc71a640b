import { and, eq, sql } from 'drizzle-orm';
import { CLIENT_AREA_MESSAGES } from '../../../shared/api/client-area/limits';
import type { UpdateStoryTimeResponse } from '../../../shared/api/story-schedule';
import { storyDueInstant } from '../../../shared/domain/due-instant';
import { clientTimeZone } from '../../../shared/time-zones';
import type { Viewer } from '../../context/actor';
import type { Db } from '../../db/client';
import { campaignDays, campaigns, stories } from '../../db/schema/campaigns';
import { clients } from '../../db/schema/clients';
import { AppError } from '../../errors/app-error';
import { assertUuid } from '../access/ids';
import { ownedStory } from '../access/story-access';

/**
 * Sets a story's time (null: its time block's, from the documented table) in one UPDATE guarded by ownership, and
 * answers its new due instant. Nothing else to do for reminders: the planner and the send jobs read the stored
 * time (a reminder queued for the old time finds the story moved and sends nothing; decision 019).
 */
export async function updateStoryTime({
  db,
  viewer,
  storyId,
  scheduledTime,
  agencyTimeZone,
}: {
  db: Db;
  viewer: Viewer;
  storyId: string;
  scheduledTime: string | null;
  agencyTimeZone: string;
}): Promise<UpdateStoryTimeResponse> {
  assertUuid(storyId, CLIENT_AREA_MESSAGES.storyNotFound);
  const [story] = await db
    .update(stories)
    .set({ scheduledTime, updatedAt: sql`now()` })
    .where(and(eq(stories.id, storyId), ownedStory(viewer)))
    .returning({
      id: stories.id,
      dayId: stories.campaignDayId,
      scheduledDate: stories.scheduledDate,
      scheduledTime: stories.scheduledTime,
      timeBlock: stories.timeBlock,
    });
  if (!story) throw new AppError('NOT_FOUND', CLIENT_AREA_MESSAGES.storyNotFound);
  const [where] = await db
    .select({ dayDate: campaignDays.date, timeZone: clients.timeZone })
    .from(campaignDays)
    .innerJoin(campaigns, eq(campaigns.id, campaignDays.campaignId))
    .innerJoin(clients, eq(clients.id, campaigns.clientId))
    .where(eq(campaignDays.id, story.dayId));
  const dueAt = storyDueInstant(
    { ...story, dayDate: where!.dayDate },
    clientTimeZone(where!.timeZone, agencyTimeZone),
  );
  const { dayId: _dayId, ...rest } = story;
  return { story: { ...rest, dueAt: dueAt.toISOString() } };
}
