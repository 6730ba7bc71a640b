import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { COMMENT_SIDE_LABELS, commentExcerpt } from '../../../shared/comments/comment-rules';
import { formatDateTimeEs } from '../../../shared/dates';
import type { PushMessage } from '../../../shared/notifications/push-message';
import { appPaths } from '../../../shared/paths';
import { clientTimeZone } from '../../../shared/time-zones';
import type { Executor } from '../../db/client';
import { storyComments } from '../../db/schema/approvals';
import { user } from '../../db/schema/auth';
import { campaignDays, campaigns, stories } from '../../db/schema/campaigns';
import { clients } from '../../db/schema/clients';
import { jobs } from '../../db/schema/jobs';
import { defineJob } from '../../jobs/define-job';
import { enqueueMailOnce } from '../../mail/enqueue-mail';
import { storyCommentsUrl } from '../../mail/links';
import { commentMentionEmail } from '../../mail/templates/comment-mention';
import { outboundGuard } from '../../net/outbound-guard';
import { vapidKeys } from '../../notifications/vapid-keys';
import { pushTopic } from '../../notifications/web-push-sender';
import { pushToUser } from '../notifications/push-to-user';

export const NotifyMentionPayload = z.object({
  commentId: z.uuid(),
  /** The user to tell: an admin (the client wrote «@agencia») or the client's login user («@cliente»). */
  recipientUserId: z.string().min(1),
  /** Set on the job's own row once a device took the push: a retry of the job then sends nothing. */
  pushed: z.boolean().optional(),
});
export type NotifyMentionPayload = z.infer<typeof NotifyMentionPayload>;

/** The job's dedupe key, and the fallback e-mail's: one of each per comment and recipient, whatever the retries. */
export const mentionKeys = {
  job: (commentId: string, userId: string) => `comments.mention:${commentId}:${userId}`,
  mail: (commentId: string, userId: string) => `comments.mention-mail:${commentId}:${userId}`,
};

/** How long a push service keeps a mention for a phone that is off. */
const MENTION_PUSH_TTL_SECONDS = 24 * 60 * 60;

/**
 * 'comments.notify-mention': tells one user that a comment mentions their side, through the reminder channels —
 * Web Push to every device of the user, and when push reaches none (no device, every device refused, or push off),
 * an e-mail through the mail queue. A client's own reminder settings decide its channels (push reminders,
 * e-mail reminders); admins have no settings and get both in that order. Queued by addStoryComment in the
 * comment's transaction, one job per recipient with dedupe key mentionKeys.job, so a comment never queues two
 * for one person.
 *
 * Idempotent: a delivered push is recorded on the job's own row (`pushed`), so a retry (a worker that died, an
 * error after the send) sends nothing again; the e-mail is queued with its own dedupe key, so a retry never
 * queues a second one. Nothing is sent when the comment is gone (its story, campaign or client was deleted), the
 * recipient is no longer an active admin or the client's active login, or the comment no longer exists.
 */
export const notifyMentionJob = defineJob({
  type: 'comments.notify-mention',
  payload: NotifyMentionPayload,
  handler:
    ({ db, env }) =>
    async (payload, { job, log }) => {
      if (payload.pushed) {
        log.info({ commentId: payload.commentId }, 'mention: push already delivered; nothing to do');
        return;
      }
      const mention = await findMention(db, payload, env.APP_TIMEZONE);
      if (!mention) {
        log.info({ commentId: payload.commentId }, 'mention: comment or recipient gone; not sent');
        return;
      }
      const { channels } = mention;
      if (channels.push) {
        const result = await pushToUser({
          db,
          keys: vapidKeys(env),
          outbound: outboundGuard(env),
          logger: log,
          userId: mention.recipient.id,
          message: mentionPush(mention),
          options: {
            topic: pushTopic(`comment:${mention.commentId}`),
            ttlSeconds: MENTION_PUSH_TTL_SECONDS,
            urgency: 'normal',
          },
        });
        if (result.delivered > 0) {
          await db
            .update(jobs)
            .set({ payload: sql`${jobs.payload} || '{"pushed":true}'::jsonb` })
            .where(eq(jobs.id, job.id));
          log.info({ commentId: mention.commentId, devices: result.delivered }, 'mention: sent by push');
          return;
        }
      }
      if (!channels.email) {
        log.info({ commentId: mention.commentId }, 'mention: push reached no device and e-mail is off');
        return;
      }
      const queued = await enqueueMentionMail(db, env, mention);
      log.info(
        { commentId: mention.commentId, queued },
        queued ? 'mention: sent by e-mail' : 'mention: e-mail already queued',
      );
    },
});

interface Mention {
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

/** The comment, its story, campaign and client, and the recipient, in one query; null when it must not be sent. */
async function findMention(
  db: Executor,
  payload: NotifyMentionPayload,
  agencyTimeZone: string,
): Promise<Mention | null> {
  const [row] = await db
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
    .innerJoin(user, eq(user.id, payload.recipientUserId))
    .where(eq(storyComments.id, payload.commentId));
  if (!row) return null;
  const toAgency = row.authorSide === 'client';
  const eligible = toAgency
    ? row.recipientRole === 'admin' && !row.recipientBanned
    : row.recipientRole === 'client' && row.clientUserId === row.recipientId && row.clientStatus === 'active';
  if (!eligible) return null;
  return {
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
    channels: toAgency ? { push: true, email: true } : { push: row.pushReminders, email: row.emailReminders },
  };
}

function mentionPush(mention: Mention): PushMessage {
  const side = COMMENT_SIDE_LABELS[mention.authorSide];
  return {
    title: `${mention.authorName} (${side}) te ha mencionado`.slice(0, 120),
    body: `Historia ${mention.storyNumber} · ${mention.campaignTitle}: ${commentExcerpt(mention.body, 300)}`.slice(
      0,
      500,
    ),
    url: appPaths.storyComments(mention.recipient.area, mention.campaignId, mention.storyId),
    tag: `comment-${mention.commentId}`,
  };
}

/** Queues the mention e-mail once per comment and recipient (dedupe key): true when this call queued it. */
function enqueueMentionMail(db: Executor, env: Parameters<typeof storyCommentsUrl>[0], mention: Mention) {
  const message = commentMentionEmail({
    to: mention.recipient.email,
    authorName: mention.authorName,
    authorSide: mention.authorSide,
    brandName: mention.brandName,
    campaignTitle: mention.campaignTitle,
    storyNumber: mention.storyNumber,
    storyTitle: mention.storyTitle,
    body: mention.body,
    // The client's time; an admin is told whose when the agency's zone is another.
    writtenAt:
      formatDateTimeEs(mention.createdAt, mention.timeZone) +
      (mention.recipient.area === 'admin' && mention.timeZone !== mention.agencyTimeZone
        ? ` (hora de ${mention.brandName})`
        : ''),
    storyUrl: storyCommentsUrl(env, mention.recipient.area, mention.campaignId, mention.storyId),
  });
  return enqueueMailOnce(
    db,
    message,
    { purpose: 'comment-mention', clientId: mention.clientId, campaignId: mention.campaignId },
    mentionKeys.mail(mention.commentId, mention.recipient.id),
  );
}
