import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
