import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CalendarFeed } from '../../../shared/api/client-area/calendar';
import { CLIENT_AREA_MESSAGES } from '../../../shared/api/client-area/limits';
import type { Actor } from '../../context/actor';
import type { Db, Executor } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { clients } from '../../db/schema/clients';
import type { Env } from '../../env';
import { AppError } from '../../errors/app-error';
import { recordAudit } from '../audit/record-audit';
import { calendarFeedUrl, calendarWebcalUrl } from './calendar-links';

/*
 * The signed-in client manages its own calendar feed ('Mi Perfil'): read it, create or renew it, revoke it. The
 * feed is reached only through the client record of the session's user (clients.user_id), so a client can never
 * read or change another's. The token itself is never written to the audit log, only that it changed.
 */

type FeedEnv = Pick<Env, 'PUBLIC_URL'>;

/** A new feed secret: 32 random bytes, base64url (43 characters, the shape CalendarToken checks). */
export function newCalendarToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The feed's secret is not the client's data: changing it leaves the record's updated_at (the admin's) as it was. */
const keepUpdatedAt = sql`${clients.updatedAt}`;

const LINK_EVENTS = ['calendar.created', 'calendar.renewed'] as const;

function toFeed(env: FeedEnv, token: string, createdAt: Date | null): CalendarFeed {
  return {
    url: calendarFeedUrl(env, token),
    webcalUrl: calendarWebcalUrl(env, token),
    createdAt: createdAt?.toISOString() ?? null,
  };
}

/** When the user's current link was made: its latest create or renew in the audit log (audit_log_user_id_idx). */
async function linkCreatedAt(db: Executor, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: auditLog.createdAt })
    .from(auditLog)
    .where(and(eq(auditLog.userId, userId), inArray(auditLog.event, [...LINK_EVENTS])))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1);
  return row?.createdAt ?? null;
}

/** GET /api/client/calendar: the feed's URLs, or null when there is none; 404 without a client record. */
export async function getOwnCalendarFeed({
  db,
  env,
  userId,
}: {
  db: Executor;
  env: FeedEnv;
  userId: string;
}): Promise<CalendarFeed | null> {
  const [row] = await db
    .select({ token: clients.calendarToken })
    .from(clients)
    .where(eq(clients.userId, userId));
  if (!row) throw new AppError('NOT_FOUND', CLIENT_AREA_MESSAGES.clientNotFound);
  if (!row.token) return null;
  return toFeed(env, row.token, await linkCreatedAt(db, userId));
}

/**
 * Sets the token of the user's own client record (null: none) in one UPDATE and says whether there was one
 * before: the previous value is read in the same statement (a self-join sees the row as it was before the
 * update). 404 without a client record.
 */
async function replaceOwnToken(tx: Executor, userId: string, token: string | null) {
  const previous = tx
    .$with('previous')
    .as(
      tx
        .select({ id: clients.id, hadToken: clients.calendarToken })
        .from(clients)
        .where(eq(clients.userId, userId)),
    );
  const [row] = await tx
    .with(previous)
    .update(clients)
    .set({ calendarToken: token, updatedAt: keepUpdatedAt })
    .from(previous)
    .where(eq(clients.id, previous.id))
    .returning({ clientId: clients.id, hadToken: previous.hadToken });
  if (!row) throw new AppError('NOT_FOUND', CLIENT_AREA_MESSAGES.clientNotFound);
  return { clientId: row.clientId, hadToken: row.hadToken !== null };
}

/**
 * POST /api/client/calendar: a new secret replaces the old one (if any) in one UPDATE, so the old URL stops
 * working at once. Two renewals at the same time each write their own token; the row keeps exactly one (the last
 * committed), so exactly one URL works. Recorded as calendar.created or calendar.renewed, in the same transaction.
 */
export async function renewOwnCalendarFeed({
  db,
  env,
  actor,
}: {
  db: Db;
  env: FeedEnv;
  actor: Actor;
}): Promise<CalendarFeed> {
  return db.transaction(async (tx) => {
    const token = newCalendarToken();
    const row = await replaceOwnToken(tx, actor.userId, token);
    await recordAudit(tx, {
      event: row.hadToken ? 'calendar.renewed' : 'calendar.created',
      userId: actor.userId,
      email: actor.email,
      ip: actor.ip,
      details: { clientId: row.clientId },
    });
    return toFeed(env, token, await linkCreatedAt(tx, actor.userId));
  });
}

/** DELETE /api/client/calendar: the feed's URL stops working at once (404). Idempotent; recorded as calendar.revoked. */
export async function revokeOwnCalendarFeed({ db, actor }: { db: Db; actor: Actor }): Promise<null> {
  return db.transaction(async (tx) => {
    const row = await replaceOwnToken(tx, actor.userId, null);
    if (row.hadToken) {
      await recordAudit(tx, {
        event: 'calendar.revoked',
        userId: actor.userId,
        email: actor.email,
        ip: actor.ip,
        details: { clientId: row.clientId },
      });
    }
    return null;
  });
}
