import type { Executor } from '../db/client';
import { enqueueJob } from '../jobs/enqueue-job';
import {
  assertSafeMessage,
  type MailJobPayload,
  type MailMessage,
  type MailMeta,
  mailJob,
} from './mail-message';

/**
 * Queues an e-mail as a 'mail.send' job in the caller's transaction (outbox pattern): it exists if and only if
 * the change that caused it is committed. Call `deliverNow` after the commit to try it at once; otherwise the job
 * runner sends it, retrying with back-off. Throws UnsafeMailError for a recipient or subject with line breaks.
 */
export async function enqueueMail(
  tx: Executor,
  message: MailMessage,
  meta: MailMeta,
): Promise<{ jobId: string }> {
  const jobId = await enqueueJob(tx, mailJob, mailJobPayload(message, meta));
  if (!jobId) throw new Error('enqueueMail: the job was not inserted');
  return { jobId };
}

/**
 * enqueueMail for an e-mail that must be queued once whatever happens (a job's retry that queues it again): a
 * second call with the same `dedupeKey` queues nothing. Returns whether this call queued it.
 */
export async function enqueueMailOnce(
  tx: Executor,
  message: MailMessage,
  meta: MailMeta,
  dedupeKey: string,
): Promise<boolean> {
  return (await enqueueJob(tx, mailJob, mailJobPayload(message, meta), { dedupeKey })) !== null;
}

function mailJobPayload(message: MailMessage, meta: MailMeta): MailJobPayload {
  assertSafeMessage(message);
  return {
    message: { to: message.to, subject: message.subject, text: message.text, html: message.html },
    meta: {
      purpose: meta.purpose,
      ...(meta.clientId ? { clientId: meta.clientId } : {}),
      ...(meta.campaignId ? { campaignId: meta.campaignId } : {}),
      ...(meta.secrets?.length ? { secrets: meta.secrets } : {}),
    },
  };
}
