import { asc, eq, inArray } from 'drizzle-orm';
import { formatDateTimeEs } from '../../../shared/dates';
import { clientTimeZone } from '../../../shared/time-zones';
import type { Executor } from '../../db/client';
import { storyComments } from '../../db/schema/approvals';
import { user } from '../../db/schema/auth';
import { campaignDays, campaigns, stories } from '../../db/schema/campaigns';
import { clients } from '../../db/schema/clients';
import { storyCommentsUrl } from '../../mail/links';
import type { MentionDigestItem } from '../../mail/templates/comment-mention';

export interface Mention {
  commentId: string;
  body: string;
  authorSide: 'agency' | 'client';
  authorName: string;
  createdAt: Date;
  storyId: string;
  storyTitle: string;
  storyNumber: number;
  campaignId: string;
  campaignTitle: string;
  clientId: string;
  brandName: string;
  timeZone: string;
  agencyTimeZone: string;
  recipient: { id: string; email: string; area: 'admin' | 'client' };
  channels: { push: boolean; email: boolean };
}

/**
 * The comments of `commentIds` that mention `recipientUserId`'s side and may still be told to them, oldest first,
 * each with its story, campaign and client and the recipient, in one query. Left out: a comment that is gone (its
 * story, campaign or client was deleted), and every comment when the recipient is no longer an active admin (for a
 * client's «@agencia») or the client's active login (for the agency's «@cliente»).
 */
export async function findMentions(
  db: Executor,
  {
    commentIds,
    recipientUserId,
    agencyTimeZone,
  }: { commentIds: string[]; recipientUserId: string; agencyTimeZone: string },
): Promise<Mention[]> {
  if (commentIds.length === 0) return [];
  const rows = await db
    .select({
      commentId: storyComments.id,
      body: storyComments.body,
      authorSide: storyComments.authorSide,
      authorName: storyComments.authorName,
      createdAt: storyComments.createdAt,
      storyId: stories.id,
      storyTitle: stories.title,
      storyNumber: stories.storyNumber,
      campaignId: campaigns.id,
      campaignTitle: campaigns.title,
      clientId: clients.id,
      brandName: clients.brandName,
      ownTimeZone: clients.timeZone,
      clientUserId: clients.userId,
      clientStatus: clients.status,
      pushReminders: clients.pushReminders,
      emailReminders: clients.emailReminders,
      recipientId: user.id,
      recipientEmail: user.email,
      recipientRole: user.role,
      recipientBanned: user.banned,
    })
    .from(storyComments)
    .innerJoin(stories, eq(stories.id, storyComments.storyId))
    .innerJoin(campaignDays, eq(campaignDays.id, stories.campaignDayId))
    .innerJoin(campaigns, eq(campaigns.id, campaignDays.campaignId))
    .innerJoin(clients, eq(clients.id, campaigns.clientId))
    .innerJoin(user, eq(user.id, recipientUserId))
    .where(inArray(storyComments.id, commentIds))
    .orderBy(asc(storyComments.createdAt), asc(storyComments.id));
  return rows.flatMap((row): Mention[] => {
    const toAgency = row.authorSide === 'client';
    const eligible = toAgency
      ? row.recipientRole === 'admin' && !row.recipientBanned
      : row.recipientRole === 'client' &&
        row.clientUserId === row.recipientId &&
        row.clientStatus === 'active';
    if (!eligible) return [];
    return [
      {
        commentId: row.commentId,
        body: row.body,
        authorSide: row.authorSide,
        authorName: row.authorName,
        createdAt: row.createdAt,
        storyId: row.storyId,
        storyTitle: row.storyTitle,
        storyNumber: row.storyNumber,
        campaignId: row.campaignId,
        campaignTitle: row.campaignTitle,
        clientId: row.clientId,
        brandName: row.brandName,
        timeZone: clientTimeZone(row.ownTimeZone, agencyTimeZone),
        agencyTimeZone,
        recipient: { id: row.recipientId, email: row.recipientEmail, area: toAgency ? 'admin' : 'client' },
        channels: toAgency
          ? { push: true, email: true }
          : { push: row.pushReminders, email: row.emailReminders },
      },
    ];
  });
}

/** A mention as the e-mails show it: the client's time (an admin is told whose when it is not the agency's). */
export function mentionMailItem(
  env: Parameters<typeof storyCommentsUrl>[0],
  mention: Mention,
): MentionDigestItem {
  return {
    authorName: mention.authorName,
    authorSide: mention.authorSide,
    brandName: mention.brandName,
    campaignTitle: mention.campaignTitle,
    storyNumber: mention.storyNumber,
    storyTitle: mention.storyTitle,
    body: mention.body,
    writtenAt:
      formatDateTimeEs(mention.createdAt, mention.timeZone) +
      (mention.recipient.area === 'admin' && mention.timeZone !== mention.agencyTimeZone
        ? ` (hora de ${mention.brandName})`
        : ''),
    storyUrl: storyCommentsUrl(env, mention.recipient.area, mention.campaignId, mention.storyId),
  };
}
