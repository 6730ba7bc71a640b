import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { COMMENT_SIDE_LABELS, commentExcerpt } from '../../../shared/comments/comment-rules';
import type { PushMessage } from '../../../shared/notifications/push-message';
import { appPaths } from '../../../shared/paths';
import { jobs } from '../../db/schema/jobs';
import { defineJob } from '../../jobs/define-job';
import { outboundGuard } from '../../net/outbound-guard';
import { vapidKeys } from '../../notifications/vapid-keys';
import { pushTopic } from '../../notifications/web-push-sender';
import { pushToUser } from '../notifications/push-to-user';
import { findMentions, type Mention } from './find-mentions';
import { addToMentionDigest } from './mention-digest-job';

export const NotifyMentionPayload = z.object({
  commentId: z.uuid(),
  /** The user to tell: an admin (the client wrote «@agencia») or the client's login user («@cliente»). */
  recipientUserId: z.string().min(1),
  /** Set on the job's own row once a device took the push: a retry of the job then sends nothing. */
  pushed: z.boolean().optional(),
  /** Set on the job's own row, in the transaction that added the comment to the recipient's e-mail digest. */
  emailed: z.boolean().optional(),
});
export type NotifyMentionPayload = z.infer<typeof NotifyMentionPayload>;

/** The job's dedupe key: one per comment and recipient, whatever the retries. */
export const mentionKeys = {
  job: (commentId: string, userId: string) => `comments.mention:${commentId}:${userId}`,
};

/** How long a push service keeps a mention for a phone that is off. */
const MENTION_PUSH_TTL_SECONDS = 24 * 60 * 60;

/**
 * 'comments.notify-mention': tells one user that a comment mentions their side, through the reminder channels —
 * Web Push to every device of the user at once, and when push reaches none (no device, every device refused, or
 * push off), the recipient's e-mail digest: the comment is added to the 'comments.mention-digest' job of the
 * current window (MENTION_EMAIL_WINDOW_MINUTES), which sends one e-mail listing every mention of the window when it
 * ends (mention-digest-job.ts). A client's own reminder settings decide its channels (push reminders, e-mail
 * reminders); admins have no settings and get both in that order. Queued by addStoryComment in the comment's
 * transaction, one job per recipient with dedupe key mentionKeys.job, so a comment never queues two for one person.
 *
 * Idempotent: a delivered push is recorded on the job's own row (`pushed`), so a retry (a worker that died, an
 * error after the send) sends nothing again; the comment is added to the digest in one transaction with `emailed`
 * on the job's own row, so a retry never adds it twice. Nothing is sent when the comment is gone (its story,
 * campaign or client was deleted) or the recipient is no longer an active admin or the client's active login.
 */
export const notifyMentionJob = defineJob({
  type: 'comments.notify-mention',
  payload: NotifyMentionPayload,
  handler:
    ({ db, env, now }) =>
    async (payload, { job, log }) => {
      if (payload.pushed || payload.emailed) {
        log.info({ commentId: payload.commentId }, 'mention: already delivered; nothing to do');
        return;
      }
      const [mention] = await findMentions(db, {
        commentIds: [payload.commentId],
        recipientUserId: payload.recipientUserId,
        agencyTimeZone: env.APP_TIMEZONE,
      });
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
      const digestId = await db.transaction(async (tx) => {
        const id = await addToMentionDigest(tx, {
          recipientUserId: mention.recipient.id,
          commentId: mention.commentId,
          now: now?.() ?? new Date(),
          windowMs: env.MENTION_EMAIL_WINDOW_MINUTES * 60_000,
        });
        await tx
          .update(jobs)
          .set({ payload: sql`${jobs.payload} || '{"emailed":true}'::jsonb` })
          .where(eq(jobs.id, job.id));
        return id;
      });
      log.info({ commentId: mention.commentId, digestId }, 'mention: added to the e-mail digest');
    },
});

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
