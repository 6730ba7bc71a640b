import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { campaignDays, stories } from '../../../db/schema/campaigns';
import { storyMedia } from '../../../db/schema/media';

/** A story's file as the .zip export reads it. */
export interface StoredStoryFile {
  storageKey: string;
  mimeType: string;
  originalName: string;
}

/**
 * Every file of a campaign's stories in ONE statement, whatever their number: by story id, each story's files in
 * their order (position). Call it in the export's snapshot transaction, next to readCampaignSnapshot.
 */
export async function readCampaignMedia(
  db: Executor,
  campaignId: string,
): Promise<Map<string, StoredStoryFile[]>> {
  const rows = await db
    .select({
      storyId: storyMedia.storyId,
      storageKey: storyMedia.storageKey,
      mimeType: storyMedia.mimeType,
      originalName: storyMedia.originalName,
    })
    .from(storyMedia)
    .innerJoin(stories, eq(stories.id, storyMedia.storyId))
    .innerJoin(campaignDays, eq(campaignDays.id, stories.campaignDayId))
    .where(eq(campaignDays.campaignId, campaignId))
    .orderBy(asc(storyMedia.storyId), asc(storyMedia.position));
  const byStory = new Map<string, StoredStoryFile[]>();
  for (const { storyId, ...file } of rows) {
    const files = byStory.get(storyId);
    if (files) files.push(file);
    else byStory.set(storyId, [file]);
  }
  return byStory;
}
