import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * Requests that must take effect once however often they arrive (issue 33: «Duplicar…», imports with a key): a row
 * per user, kind of request and key the caller drew, written in the transaction of the effect with the answer it
 * gave. A repeat finds the row (or waits on the unique key while the first is still running) and gets the same
 * answer; a repeat with another body is refused. Deleted by the housekeeping after IDEMPOTENT_REQUEST_DAYS.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** What kind of request: 'campaign.duplicate'. */
    scope: text('scope').notNull(),
    key: uuid('key').notNull(),
    /** SHA-256 of the request's canonical JSON: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.scope, t.key] }),
    index('idempotent_requests_created_at_idx').on(t.createdAt),
  ],
);
