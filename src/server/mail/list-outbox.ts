import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { OutboxMessage } from '../../shared/mail/outbox';
import { MAIL_KINDS, type MailKind } from '../../shared/mail/outbox';
import type { Executor } from '../db/client';
import { jobs } from '../db/schema/jobs';
import { mailOutbox } from '../db/schema/mail';
import { containsPattern } from '../services/campaigns/like-pattern';

/** The purpose recorded with the e-mail's job ({ message, meta: { purpose } }). */
const kindOf = sql<string | null>`${jobs.payload} -> 'meta' ->> 'purpose'`;

/**
 * 'Correos enviados': one page of the outbox, newest first, searched by recipient or subject (anywhere, case and
 * accents as typed) and filtered by kind, with the total that matches. Two queries, the page served by the
 * (created_at, id) index when nothing filters.
 */
export async function listOutbox(
  db: Executor,
  query: { q?: string; kind?: MailKind | undefined; page: number; limit: number },
): Promise<{ messages: OutboxMessage[]; total: number; page: number; pageSize: number }> {
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
    messages: rows.map((r) => ({
      ...r,
      kind: MAIL_KINDS.includes(r.kind as MailKind) ? (r.kind as MailKind) : null,
      sentAt: r.sentAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.limit,
  };
}
