import { desc } from 'drizzle-orm';
import type { OutboxMessage } from '../../shared/mail/outbox';
import type { Executor } from '../db/client';
import { mailOutbox } from '../db/schema/mail';

/** The latest sent e-mails, newest first (Configuración › Correos enviados). */
export async function listOutbox(db: Executor, limit: number): Promise<OutboxMessage[]> {
  const rows = await db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      text: mailOutbox.textBody,
      transport: mailOutbox.transport,
      sentAt: mailOutbox.sentAt,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
  return rows.map((r) => ({
    ...r,
    sentAt: r.sentAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}
