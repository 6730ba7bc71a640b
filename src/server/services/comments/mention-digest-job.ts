import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import { defineJob } from '../../jobs/define-job';
import { enqueueMailOnce } from '../../mail/enqueue-mail';
import { commentInboxUrl } from '../../mail/links';
import { commentMentionEmail, commentMentionsDigestEmail } from '../../mail/templates/comment-mention';
import { findMentions, mentionMailItem } from './find-mentions';

export const MentionDigestPayload = z.object({
  /** The user to tell: an admin (clients wrote «@agencia») or a client's login user (the agency wrote «@cliente»). */
  recipientUserId: z.string().min(1),
  /** The comments to list, in the order they were added; grows while the job is queued. */
  commentIds: z.array(z.uuid()).min(1),
});
export type MentionDigestPayload = z.infer<typeof MentionDigestPayload>;

/** The digest job's dedupe key (one per recipient and window) and its e-mail's (one per digest job). */
export const mentionDigestKeys = {
  job: (userId: string, window: number) => `comments.mention-digest:${userId}:${window}`,
  mail: (jobId: string) => `comments.mention-digest-mail:${jobId}`,
};

/**
 * 'comments.mention-digest': one e-mail to one person with every mention gathered for them in one window of
 * MENTION_EMAIL_WINDOW_MINUTES (docs/email.md, Mentions). Queued by addToMentionDigest with run_at at the window's
 * end; when it runs, the comments still there and still for this recipient are sent in one e-mail (one alone as the
 * single-mention e-mail), with the dedupe key mentionDigestKeys.mail: a retry never queues a second one. A client's
 * e-mail reminders switched off meanwhile send nothing.
 */
export const mentionDigestJob = defineJob({
  type: 'comments.mention-digest',
  payload: MentionDigestPayload,
  handler:
    ({ db, env }) =>
    async (payload, { job, log }) => {
      const mentions = (
        await findMentions(db, {
          commentIds: payload.commentIds,
          recipientUserId: payload.recipientUserId,
          agencyTimeZone: env.APP_TIMEZONE,
        })
      ).filter((mention) => mention.channels.email);
      const first = mentions[0];
      if (!first) {
        log.info({ comments: payload.commentIds.length }, 'mention digest: nothing left to send');
        return;
      }
      const { recipient } = first;
      const message =
        mentions.length === 1
          ? commentMentionEmail({ to: recipient.email, ...mentionMailItem(env, first) })
          : commentMentionsDigestEmail({
              to: recipient.email,
              mentions: mentions.map((mention) => mentionMailItem(env, mention)),
              inboxUrl: commentInboxUrl(env, recipient.area),
            });
      const clientIds = new Set(mentions.map((mention) => mention.clientId));
      const campaignIds = new Set(mentions.map((mention) => mention.campaignId));
      const queued = await enqueueMailOnce(
        db,
        message,
        {
          purpose: 'comment-mention',
          ...(clientIds.size === 1 ? { clientId: first.clientId } : {}),
          ...(campaignIds.size === 1 ? { campaignId: first.campaignId } : {}),
        },
        mentionDigestKeys.mail(job.id),
      );
      log.info(
        { mentions: mentions.length, queued },
        queued ? 'mention digest: e-mail queued' : 'mention digest: e-mail already queued',
      );
    },
});

/**
 * Adds a comment to its recipient's digest of the current window (the window that holds `now`, of `windowMs`,
 * counted from the epoch), in the caller's transaction: the digest job is created with run_at at the window's end,
 * or the comment is appended to it while it is still queued. The append waits for the row lock, so a digest being
 * claimed is never written to after its claim; a digest already running or done (its window over, a clock behind)
 * sends the comment in the next window's digest. Returns the digest job's id.
 */
export async function addToMentionDigest(
  tx: Executor,
  {
    recipientUserId,
    commentId,
    now,
    windowMs,
  }: { recipientUserId: string; commentId: string; now: Date; windowMs: number },
): Promise<string> {
  const first = Math.floor(now.getTime() / windowMs);
  for (let window = first; window < first + 3; window++) {
    const payload: z.input<typeof MentionDigestPayload> = { recipientUserId, commentIds: [commentId] };
    const [row] = await tx
      .insert(jobs)
      .values({
        type: mentionDigestJob.type,
        payload,
        dedupeKey: mentionDigestKeys.job(recipientUserId, window),
        runAt: new Date((window + 1) * windowMs),
      })
      .onConflictDoUpdate({
        target: jobs.dedupeKey,
        set: {
          payload: sql`jsonb_set(${jobs.payload}, '{commentIds}', (${jobs.payload} -> 'commentIds') || (excluded.payload -> 'commentIds'))`,
        },
        setWhere: sql`${jobs.status} = 'queued' and ${jobs.type} = ${mentionDigestJob.type}`,
      })
      .returning({ id: jobs.id });
    if (row) return row.id;
  }
  throw new Error('addToMentionDigest: no open digest in three windows');
}
