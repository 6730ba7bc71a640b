import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { jobs } from './jobs';

/** 'smtp' when sent through SMTP_URL, 'log' when only stored here and printed to the server log. */
export const mailTransport = pgEnum('mail_transport', ['smtp', 'log']);

/** Every e-mail the app sends, as sent (the record of the default "log" transport and of SMTP). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /**
     * The secrets of the bodies (links' tokens, a temporary password) when they are kept (transport 'log'; over
     * SMTP the bodies have them redacted and this is null): 'Correos enviados' replaces them for any reader but
     * the addressee's own admin account (services/mail/list-outbox.ts).
     */
    secrets: text('secrets').array(),
    transport: mailTransport('transport').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_to_address_created_at_idx').on(t.toAddress, t.createdAt),
    index('mail_outbox_job_id_idx').on(t.jobId),
    // 'Correos enviados' (GET /api/admin/mail): the latest messages, newest first.
    index('mail_outbox_created_at_id_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type NewMailOutboxRow = typeof mailOutbox.$inferInsert;
export type MailTransport = (typeof mailTransport.enumValues)[number];
