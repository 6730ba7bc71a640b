import { eq, sql } from 'drizzle-orm';
import type { Auth, AuthSession } from '../../auth/auth';
import type { SessionCache, SessionRow } from '../../auth/session-cache';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-query';
import { session, user } from '../../db/schema/auth';
import { clients } from '../../db/schema/clients';
import { deactivatedSessionUser } from './ended-sessions';
import { readCookie, verifySignedValue } from './signed-cookie';

/**
 * The per-request session check, equivalent to Better Auth's `getSession` with the cookie cache off plus the
 * inactive-client rule, in one indexed query instead of three (session by token, its user, the client's status)
 * and without Better Auth's endpoint machinery around them:
 *
 * - the `<prefix>.session_token` cookie must carry a valid signature (HMAC-SHA256 under the auth secret);
 * - the session row is read from the database, or from this instance's SessionCache while nothing about it has
 *   changed (auth/session-cache.ts: every change is notified to every instance), so a signed-out or revoked session
 *   is refused at once on every instance; an expired one is refused and deleted, as Better Auth does;
 * - the session of a client whose status is 'inactive', or of a deactivated (banned) user, is deleted and refused;
 * - once the session is older than `updateAge`, its expiry is pushed to `expiresIn` from now (Better Auth's
 *   refresh rule, so a write about once a day per session), except for a "don't remember me" sign-in.
 *
 * Names, secret and durations come from Better Auth's own context, so they follow the auth configuration.
 */
export type SessionLookup =
  | { status: 'none' }
  | { status: 'inactive-client'; userId: string }
  /** A deactivated member of the agency's team (Better Auth's `banned`): the session is deleted. */
  | { status: 'deactivated'; userId: string }
  /** A session opened with a temporary password that has since expired: deleted, like the password. */
  | { status: 'temporary-password-expired'; userId: string }
  | {
      status: 'ok';
      session: AuthSession['session'];
      user: AuthSession['user'];
      /** The zone of the user's client record (null: none, or the agency's default), for the request's "today". */
      clientTimeZone: string | null;
      /** Set when the expiry was pushed: the cookie to send back so the browser keeps it as long. */
      renewedCookie?: RenewedCookie;
    };

export interface RenewedCookie {
  name: string;
  /** The signed value as read (`token.signature`), to be written back URL-encoded. */
  value: string;
  attributes: { path?: string; domain?: string; secure?: boolean; httpOnly?: boolean; sameSite?: string };
  maxAgeSeconds: number;
}

interface SessionSettings {
  cookieName: string;
  dontRememberCookieName: string;
  key: Buffer;
  cookieAttributes: RenewedCookie['attributes'];
  expiresInMs: number;
  updateAgeMs: number;
}

const settingsByAuth = new WeakMap<Auth, Promise<SessionSettings>>();

function settingsOf(auth: Auth): Promise<SessionSettings> {
  let settings = settingsByAuth.get(auth);
  if (!settings) {
    settings = auth.$context.then((ctx) => ({
      cookieName: ctx.authCookies.sessionToken.name,
      dontRememberCookieName: ctx.authCookies.dontRememberToken.name,
      key: Buffer.from(ctx.secret, 'utf8'),
      cookieAttributes: ctx.authCookies.sessionToken.attributes as RenewedCookie['attributes'],
      expiresInMs: ctx.sessionConfig.expiresIn * 1000,
      updateAgeMs: ctx.sessionConfig.updateAge * 1000,
    }));
    settingsByAuth.set(auth, settings);
  }
  return settings;
}

// By token, a unique key: a named statement, parsed once per pooled connection on PostgreSQL.
const lookupOf = preparedPerDatabase((db) =>
  db
    .select({ session, user, clientStatus: clients.status, clientTimeZone: clients.timeZone })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(clients, eq(clients.userId, session.userId))
    .where(eq(session.token, sql.placeholder('token')))
    .prepare('auth_session_by_token'),
);

type Verdict =
  | 'ok'
  | 'refresh'
  | 'expired'
  | 'deactivated'
  | 'inactive-client'
  | 'temporary-password-expired';

/** What the rules above say of a row at `now` (the same for a row just read and one kept in the cache). */
function verdictOf(row: SessionRow, now: number, settings: SessionSettings, cookieHeader: string): Verdict {
  const expiresAt = row.session.expiresAt.getTime();
  if (expiresAt < now) return 'expired';
  if (row.user.banned) return 'deactivated';
  if (row.user.role === 'client' && row.clientStatus === 'inactive') return 'inactive-client';
  const tempExpiresAt = row.user.tempPasswordExpiresAt?.getTime();
  if (row.user.isTempPassword && tempExpiresAt !== undefined && tempExpiresAt <= now) {
    return 'temporary-password-expired';
  }
  const refreshDue = expiresAt - settings.expiresInMs + settings.updateAgeMs <= now;
  return refreshDue && !dontRemember(cookieHeader, settings) ? 'refresh' : 'ok';
}

function accepted(row: SessionRow, renewedCookie?: RenewedCookie): SessionLookup {
  return {
    status: 'ok',
    session: row.session,
    user: row.user,
    clientTimeZone: row.clientTimeZone,
    ...(renewedCookie ? { renewedCookie } : {}),
  };
}

/**
 * The session named by a request's Cookie header, checked as described above. With `cache` (this instance's
 * SessionCache, see auth/session-cache.ts), a session accepted in the last seconds is answered from memory while
 * nothing about it has changed; anything but a plain acceptance goes to the database.
 */
export async function lookupSession({
  auth,
  db,
  cookieHeader,
  cache,
  now = Date.now(),
}: {
  auth: Auth;
  db: Db;
  /** The request's Cookie header. */
  cookieHeader: string | undefined;
  cache?: SessionCache;
  now?: number;
}): Promise<SessionLookup> {
  if (!cookieHeader) return { status: 'none' };
  const settings = await settingsOf(auth);
  const signed = readCookie(cookieHeader, settings.cookieName);
  if (!signed) return { status: 'none' };
  const cached = cache?.get(signed, now);
  if (cached) {
    if (verdictOf(cached.row, now, settings, cookieHeader) === 'ok') return accepted(cached.row);
    cache?.delete(signed);
  }
  const token = verifySignedValue(signed, settings.key);
  if (!token) return { status: 'none' };

  const generation = cache?.generation() ?? 0;
  const [row] = await lookupOf(db).execute({ token });
  if (!row) {
    // A session a deactivation ended: said so, for the open page to tell its user (issue 29).
    const userId = await deactivatedSessionUser({ db, token, now: new Date(now) });
    return userId ? { status: 'deactivated', userId } : { status: 'none' };
  }
  const verdict = verdictOf(row, now, settings, cookieHeader);
  if (verdict === 'ok') {
    cache?.store(signed, { userId: row.user.id, row }, generation, now);
    return accepted(row);
  }
  if (verdict === 'refresh') {
    const [refreshed] = await db
      .update(session)
      .set({ expiresAt: new Date(now + settings.expiresInMs), updatedAt: new Date(now) })
      .where(eq(session.token, token))
      .returning();
    // Deleted between the read and the write (signed out, revoked): refused like a missing session.
    if (!refreshed) return { status: 'none' };
    const renewedCookie: RenewedCookie = {
      name: settings.cookieName,
      value: signed,
      attributes: settings.cookieAttributes,
      maxAgeSeconds: settings.expiresInMs / 1000,
    };
    return accepted({ ...row, session: refreshed }, renewedCookie);
  }
  if (verdict === 'expired') {
    await db.delete(session).where(eq(session.token, token));
    return { status: 'none' };
  }
  // Deactivated, inactive client, expired temporary password: the session is deleted and the reason said.
  await db.delete(session).where(eq(session.id, row.session.id));
  return { status: verdict, userId: row.user.id };
}

/** A validly signed "don't remember me" cookie: Better Auth then never extends the session. */
function dontRemember(cookieHeader: string, settings: SessionSettings): boolean {
  const signed = readCookie(cookieHeader, settings.dontRememberCookieName);
  return signed !== null && verifySignedValue(signed, settings.key) !== null;
}
