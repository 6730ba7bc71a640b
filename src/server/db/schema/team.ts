import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * Invitations of new admins ('Configuración › Equipo'). The link's token travels only in the e-mail: the row
 * keeps its SHA-256 (`token_hash`), so a copy of the database opens no invitation. An invitation is pending while
 * it is neither accepted nor revoked; at most one pending invitation per e-mail (the partial unique index).
 * Accepting it is one conditional update (`accepted_at` set only while pending and unexpired), so a link works
 * once. Re-sending puts a new token and expiry on the same row (the old link stops working).
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    email: text('email').notNull(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: text('accepted_user_id').references(() => user.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('team_invitations_token_hash_unique').on(t.tokenHash),
    uniqueIndex('team_invitations_pending_email_unique')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    index('team_invitations_created_at_idx').on(t.createdAt),
  ],
);

export type TeamInvitationRow = typeof teamInvitations.$inferSelect;
