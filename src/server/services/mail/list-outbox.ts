import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { OutboxMessage } from '../../../shared/mail/outbox';
import { MAIL_KINDS, type MailKind, OUTBOX_SECRET_HIDDEN } from '../../../shared/mail/outbox-labels';
import type { Executor } from '../../db/client';
import { user } from '../../db/schema/auth';
import { jobs } from '../../db/schema/jobs';
import { mailOutbox } from '../../db/schema/mail';
import { redactText } from '../../mail/mail-message';
import { containsPattern } from '../campaigns/like-pattern';

/** The purpose recorded with the e-mail's job ({ message, meta: { purpose } }). */
const kindOf = sql<string | null>`${jobs.payload} -> 'meta' ->> 'purpose'`;

/** Whether an admin account has the e-mail's address. */
const toAnAdmin = sql<boolean>`exists (select 1 from ${user} where lower(${user.email}) = lower(${mailOutbox.toAddress}) and ${user.role} = 'admin')`;

/**
 * 'Correos enviados': one page of the outbox, newest first, searched by recipient or subject (anywhere, case and
 * accents as typed) and filtered by kind, with the total that matches. Two queries, the page served by the
 * (created_at, id) index when nothing filters.
 *
 * The secrets an e-mail kept (transport 'log': a reset link's token...) are shown only to their addressee when the
 * addressee is an admin: any other reader gets OUTBOX_SECRET_HIDDEN in their place, so no admin opens another
 * admin's account. An e-mail to anyone else (a client's credentials or approval link, an invitation to someone
 * who has no account yet) is shown whole: without SMTP the agency is how it reaches its addressee.
 */
export async function listOutbox({
  db,
  query,
  reader,
}: {
  db: Executor;
  query: { q?: string; kind?: MailKind | undefined; page: number; limit: number };
  reader: { email: string };
}): Promise<{ messages: OutboxMessage[]; total: number; page: number; pageSize: number }> {
  const filters: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(or(ilike(mailOutbox.toAddress, pattern), ilike(mailOutbox.subject, pattern))!);
  }
  if (query.kind) filters.push(eq(kindOf, query.kind));
  const where = filters.length ? and(...filters) : undefined;

  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(mailOutbox)
    .leftJoin(jobs, eq(jobs.id, mailOutbox.jobId))
    .where(where);
  const rows = await db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      text: mailOutbox.textBody,
      secrets: mailOutbox.secrets,
      isToAnAdmin: toAnAdmin,
      transport: mailOutbox.transport,
      kind: kindOf,
      sentAt: mailOutbox.sentAt,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .leftJoin(jobs, eq(jobs.id, mailOutbox.jobId))
    .where(where)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    messages: rows.map(({ secrets, isToAnAdmin, ...r }) => {
      const isSecretHidden =
        Boolean(secrets?.length) && isToAnAdmin && r.to.toLowerCase() !== reader.email.toLowerCase();
      return {
        ...r,
        text: isSecretHidden ? redactText(r.text, secrets ?? [], OUTBOX_SECRET_HIDDEN) : r.text,
        isSecretHidden,
        kind: MAIL_KINDS.includes(r.kind as MailKind) ? (r.kind as MailKind) : null,
        sentAt: r.sentAt?.toISOString() ?? null,
        createdAt: r.createdAt.toISOString(),
      };
    }),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.limit,
  };
}
