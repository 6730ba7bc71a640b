import { and, eq } from 'drizzle-orm';
import { COMMENT_MESSAGES, type CommentedStory } from '../../../shared/api/comments';
import { clientTimeZone } from '../../../shared/time-zones';
import type { Viewer } from '../../context/actor';
import type { Executor } from '../../db/client';
import { campaignDays, campaigns, stories } from '../../db/schema/campaigns';
import { clients } from '../../db/schema/clients';
import { AppError } from '../../errors/app-error';
import { assertUuid } from '../access/ids';
import { ownedCampaignClient } from '../access/viewer';

/** A story the viewer may comment on, with its campaign and client (who to tell about a new comment). */
export interface CommentTarget extends CommentedStory {
  clientName: string;
  clientUserId: string | null;
  clientStatus: string;
}

/**
 * The story, its day, campaign and client in one indexed query, guarded by ownership: any story for an admin,
 * for a client only the stories of its own client's campaigns. Anything else (another client's story, an unknown
 * or malformed id) is NOT_FOUND 'Historia no encontrada'. `viewer` null: a use case that authorised the story
 * itself (an approval link) and only needs it found.
 */
export async function findCommentedStory(
  db: Executor,
  { viewer, storyId, agencyTimeZone }: { viewer: Viewer | null; storyId: string; agencyTimeZone: string },
): Promise<CommentTarget> {
  assertUuid(storyId, COMMENT_MESSAGES.storyNotFound);
  const [row] = await db
    .select({
      id: stories.id,
      title: stories.title,
      storyNumber: stories.storyNumber,
      dayOrder: campaignDays.dayOrder,
      dayDate: campaignDays.date,
      campaignId: campaigns.id,
      campaignTitle: campaigns.title,
      clientId: clients.id,
      brandName: clients.brandName,
      clientName: clients.name,
      clientUserId: clients.userId,
      clientStatus: clients.status,
      ownTimeZone: clients.timeZone,
    })
    .from(stories)
    .innerJoin(campaignDays, eq(campaignDays.id, stories.campaignDayId))
    .innerJoin(campaigns, eq(campaigns.id, campaignDays.campaignId))
    .innerJoin(clients, eq(clients.id, campaigns.clientId))
    .where(
      and(eq(stories.id, storyId), viewer ? ownedCampaignClient(viewer, campaigns.clientId) : undefined),
    );
  if (!row) throw new AppError('NOT_FOUND', COMMENT_MESSAGES.storyNotFound);
  const { ownTimeZone, ...story } = row;
  return { ...story, timeZone: clientTimeZone(ownTimeZone, agencyTimeZone) };
}

/** The public part of a target (what the answers carry). */
export function commentedStoryOf(target: CommentTarget): CommentedStory {
  const { clientName: _n, clientUserId: _u, clientStatus: _s, ...story } = target;
  return story;
}
