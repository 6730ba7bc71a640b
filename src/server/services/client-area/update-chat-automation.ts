import { and, eq, sql } from 'drizzle-orm';
import type { FollowUpItem } from '../../../shared/api/client-area/campaigns';
import { CLIENT_AREA_MESSAGES } from '../../../shared/api/client-area/limits';
import type { Viewer } from '../../context/actor';
import type { Executor } from '../../db/client';
import { campaigns } from '../../db/schema/campaigns';
import { AppError } from '../../errors/app-error';
import { assertUuid } from '../access/ids';
import { ownedCampaignClient } from '../access/viewer';
import { toFollowUpItems } from './follow-up-items';

/** Replaces the initial auto response (already trimmed and validated) in one UPDATE guarded by ownership. */
export async function updateAutoResponse({
  db,
  viewer,
  campaignId,
  message,
}: {
  db: Executor;
  viewer: Viewer;
  campaignId: string;
  message: string;
}): Promise<{ autoResponse: string }> {
  assertUuid(campaignId, CLIENT_AREA_MESSAGES.campaignNotFound);
  const [row] = await db
    .update(campaigns)
    .set({ manychatAutoResponse: message })
    .where(and(eq(campaigns.id, campaignId), ownedCampaignClient(viewer, campaigns.clientId)))
    .returning({ autoResponse: campaigns.manychatAutoResponse });
  if (!row) throw new AppError('NOT_FOUND', CLIENT_AREA_MESSAGES.campaignNotFound);
  return { autoResponse: row.autoResponse ?? message };
}

/**
 * Replaces the message of the follow-up item at `index` (0-based) and keeps its delay and attachment: one
 * atomic UPDATE with jsonb_set, guarded in the WHERE by the sequence's length, so two edits of different items
 * never overwrite each other (no read-modify-write). When nothing was updated, one more query tells a missing
 * or foreign campaign (404) from an index out of range (400).
 */
export async function updateFollowUpMessage({
  db,
  viewer,
  campaignId,
  index,
  message,
}: {
  db: Executor;
  viewer: Viewer;
  campaignId: string;
  index: number;
  message: string;
}): Promise<{ followUpSequence: FollowUpItem[] }> {
  assertUuid(campaignId, CLIENT_AREA_MESSAGES.campaignNotFound);
  const seq = campaigns.manychatFollowUpSequence;
  const length = sql`(case when jsonb_typeof(${seq}) = 'array' then jsonb_array_length(${seq}) else 0 end)`;
  const item = sql`(${seq} -> ${index}::int)`;
  const [row] = await db
    .update(campaigns)
    .set({
      manychatFollowUpSequence: sql`jsonb_set(${seq}, array[${String(index)}::text], case
        when jsonb_typeof(${item}) = 'object' then ${item} || jsonb_build_object('message', ${message}::text)
        else jsonb_build_object('delay_hours', 0, 'message', ${message}::text) end)`,
    })
    .where(
      and(
        eq(campaigns.id, campaignId),
        ownedCampaignClient(viewer, campaigns.clientId),
        sql`${length} > ${index}::int`,
      ),
    )
    .returning({ followUpSequence: campaigns.manychatFollowUpSequence });
  if (row) return { followUpSequence: toFollowUpItems(row.followUpSequence) };

  const [visible] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), ownedCampaignClient(viewer, campaigns.clientId)));
  if (!visible) throw new AppError('NOT_FOUND', CLIENT_AREA_MESSAGES.campaignNotFound);
  throw new AppError('INVALID_REQUEST', CLIENT_AREA_MESSAGES.followUpOutOfRange);
}
