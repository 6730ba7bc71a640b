import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { jobs } from '../db/schema/jobs';
import { mailOutbox } from '../db/schema/mail';
import type { Env } from '../env';
import { type JobContext, PermanentJobError } from '../jobs/job-runner';
import {
  assertSafeMessage,
  LOGGED_SECRET,
  type MailJobPayload,
  redactMessage,
  UnsafeMailError,
} from './mail-message';
import { getSmtpTransport } from './smtp-transport';

export interface MailDeps {
  db: Db;
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>;
}

/**
 * What the application does with a delivery's outcome (services/mail/send-mail-job.ts: a credentials e-mail moves
 * the client's invitation): 'sent' inside the transaction that records the message, 'failed' before the retry.
 */
export interface MailDeliveryHooks {
  recordOutcome(db: Executor, meta: MailJobPayload['meta'], outcome: 'sent' | 'failed'): Promise<void>;
}

/**
 * The 'mail.send' job handler. With SMTP_URL it sends through nodemailer; without it (the embedded default) the
 * message is only stored in mail_outbox, where 'Correos enviados' shows it, and printed to the server log with its
 * secrets (links' tokens, temporary passwords) replaced by LOGGED_SECRET. Either way the sent message is recorded in mail_outbox with its job id, and a job whose
 * message is already there is not sent again. `hooks.recordOutcome` is told 'sent', or 'failed' when the attempt
 * fails (then the runner retries it with back-off).
 */
export function createSendMailHandler(deps: MailDeps, hooks: MailDeliveryHooks) {
  return async ({ message, meta }: MailJobPayload, { job, log }: JobContext): Promise<void> => {
    try {
      assertSafeMessage(message);
    } catch (err) {
      if (err instanceof UnsafeMailError) throw new PermanentJobError(err.message);
      throw err;
    }

    const [already] = await deps.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.jobId, job.id))
      .limit(1);
    if (already) {
      log.info({ outboxId: already.id }, 'e-mail already sent for this job; not sending again');
      return;
    }

    const transport = deps.env.SMTP_URL ? 'smtp' : 'log';
    if (deps.env.SMTP_URL) {
      try {
        await getSmtpTransport(deps.env.SMTP_URL).sendMail({
          from: deps.env.MAIL_FROM,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          // a retried job keeps its Message-ID so receiving servers can spot a duplicate
          messageId: `<${job.id}@${senderDomain(deps.env.MAIL_FROM)}>`,
        });
      } catch (err) {
        await hooks.recordOutcome(deps.db, meta, 'failed');
        throw err;
      }
    }

    // Secrets (a temporary password, a link's token) leave the database once delivered: over SMTP nothing keeps
    // them; without SMTP only the outbox does, since it is how they are read, with the list of them so that
    // 'Correos enviados' can hide them from anyone but their addressee. The job's payload never keeps them.
    const secrets = meta.secrets ?? [];
    const stored = transport === 'smtp' ? redactMessage(message, secrets) : message;
    const [row] = await deps.db.transaction(async (tx) => {
      if (secrets.length) {
        const { secrets: _cleared, ...keptMeta } = meta;
        await tx
          .update(jobs)
          .set({ payload: { message: redactMessage(message, secrets), meta: keptMeta } })
          .where(eq(jobs.id, job.id));
      }
      const inserted = await tx
        .insert(mailOutbox)
        .values({
          jobId: job.id,
          toAddress: message.to,
          subject: message.subject,
          textBody: stored.text,
          htmlBody: stored.html,
          secrets: transport === 'log' && secrets.length ? secrets : null,
          transport,
          sentAt: new Date(),
        })
        .returning({ id: mailOutbox.id });
      await hooks.recordOutcome(tx, meta, 'sent');
      return inserted;
    });

    const summary = { outboxId: row?.id, to: message.to, subject: message.subject, purpose: meta.purpose };
    if (transport === 'log') {
      log.info(
        { mail: { ...summary, text: redactMessage(message, secrets, LOGGED_SECRET).text } },
        'e-mail stored in the outbox (no SMTP_URL): read it in Configuración › Correos enviados',
      );
    } else {
      log.info({ mail: summary }, 'e-mail sent over SMTP');
    }
  };
}

/** The domain of the sender address (for Message-ID), `localhost` when it cannot be read. */
function senderDomain(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}
