import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Better Auth's tables (user, session, account, verification, rate_limit), mapped to snake_case columns.
 * The object keys are the field names Better Auth's drizzle adapter expects.
 * `user` doubles as the spec's "profile": name = full_name, role = admin | client, plus the temporary-password
 * metadata of spec section 3.
 */
export const userRole = pgEnum('user_role', ['admin', 'client']);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: userRole('role').notNull().default('client'),
    banned: boolean('banned').notNull().default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    isTempPassword: boolean('is_temp_password').notNull().default(false),
    tempPasswordExpiresAt: timestamp('temp_password_expires_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('user_email_unique').on(sql`lower(${t.email})`)],
);

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    impersonatedBy: text('impersonated_by'),
    ...timestamps,
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (t) => [
    index('account_user_id_idx').on(t.userId),
    uniqueIndex('account_provider_account_unique').on(t.providerId, t.accountId),
  ],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/** Better Auth's rate-limit storage ("database"), shared by every app instance. */
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/**
 * Sign-in throttling, one row per key: `email:<normalised e-mail>` (the lockout: spec, 5 failures lock the e-mail
 * for 15 minutes, even for the right password; keyed whether or not a user exists, so it reveals nothing) and
 * `ip:<address>` (the per-IP sliding window of failures and the flood ceiling). Every password verification is
 * reserved here first, in one atomic statement (services/auth/login-throttle.ts): `pending` maps each reservation id
 * to its time until the attempt's outcome is known, `failures` and `admitted` hold the times of failures and of
 * admitted attempts inside the window.
 */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: timestamp('failures', { withTimezone: true, mode: 'string' })
    .array()
    .notNull()
    .default(sql`'{}'`),
  admitted: timestamp('admitted', { withTimezone: true, mode: 'string' })
    .array()
    .notNull()
    .default(sql`'{}'`),
  pending: jsonb('pending').$type<Record<string, string>>().notNull().default({}),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
