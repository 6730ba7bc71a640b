import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CLIENT_STATUSES, INVITATION_STATUSES } from '../../../shared/domain/statuses';
import { user } from './auth';

/** Client status (admin spec section 4): freely editable; new clients start active; only active ones can be imported to. */
export const clientStatus = pgEnum('client_status', CLIENT_STATUSES);
/** Invitation status of the client's login user (admin spec section 4). */
export const invitationStatus = pgEnum('invitation_status', INVITATION_STATUSES);

/** A brand the agency manages. `name` is the contact person's full name. */
export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The client's login user, when one has been created. One client per login user. */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    brandName: text('brand_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    industry: text('industry'),
    description: text('description'),
    /** IANA time zone for this client's "today" and due instants; null means the agency's (APP_TIMEZONE). */
    timeZone: text('time_zone'),
    // Reminders (the client edits them in 'Mi Perfil'; defaults in src/shared/notifications/settings.ts).
    /** Minutes before a story's due instant that its reminder is sent. */
    reminderMinutes: integer('reminder_minutes').notNull().default(15),
    /** Reminders by Web Push to the client's devices. */
    pushReminders: boolean('push_reminders').notNull().default(true),
    /** Reminders by e-mail when push is off or could not deliver. */
    emailReminders: boolean('email_reminders').notNull().default(true),
    /** The morning e-mail with the day's stories. */
    digestEnabled: boolean('digest_enabled').notNull().default(true),
    /** Local wall time ('HH:mm', the client's zone) of the morning e-mail. */
    digestTime: text('digest_time').notNull().default('08:00'),
    /**
     * «Marcar publicada» needs a proof of posting (a screenshot or the story's Instagram link) from this client
     * (issue 31 §1): the agency turns it on per client.
     */
    proofRequired: boolean('proof_required').notNull().default(false),
    /** The secret of the client's private calendar feed URL (/api/calendar/{token}.ics); null: no feed. */
    calendarToken: text('calendar_token'),
    status: clientStatus('status').notNull().default('active'),
    /** The admin who created the record. */
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    invitationStatus: invitationStatus('invitation_status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    unique('clients_user_id_unique').on(t.userId),
    unique('clients_calendar_token_unique').on(t.calendarToken),
    check('clients_reminder_minutes_range', sql`${t.reminderMinutes} between 0 and 240`),
    check('clients_digest_time_format', sql`${t.digestTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    uniqueIndex('clients_email_unique').on(sql`lower(${t.email})`),
    // The admin client list and dashboard: newest first, id breaking ties (`ORDER BY created_at DESC, id DESC`
    // means NULLS FIRST; drizzle's bare .desc() would build NULLS LAST, which that ordering cannot use).
    index('clients_created_at_id_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export type ClientRow = typeof clients.$inferSelect;
export type NewClientRow = typeof clients.$inferInsert;
export type ClientStatus = (typeof clientStatus.enumValues)[number];
export type InvitationStatus = (typeof invitationStatus.enumValues)[number];
