import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** Append-only log of security events (login.attempt, login.failure, password.changed, session.revoked...). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    event: text('event').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** The e-mail as typed (normalised), kept even when no user matches or the user is gone. */
    email: text('email'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt),
    index('audit_log_event_created_at_idx').on(t.event, t.createdAt),
    index('audit_log_email_created_at_idx').on(t.email, t.createdAt),
    index('audit_log_user_id_idx').on(t.userId),
    // The team page's last sign-in per admin: one probe per member.
    index('audit_log_user_event_created_at_idx').on(t.userId, t.event, t.createdAt),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
export type NewAuditLogRow = typeof auditLog.$inferInsert;
