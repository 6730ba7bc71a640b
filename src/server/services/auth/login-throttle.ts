import { randomUUID } from 'node:crypto';
import { eq, type SQL, sql } from 'drizzle-orm';
import { LOGIN_MAX_ATTEMPTS } from '../../../shared/auth/login-errors';
import { LOCKOUT_WINDOW_MINUTES } from '../../../shared/constants';
import type { Executor } from '../../db/client';
import { authThrottle } from '../../db/schema/auth';
import { selectRows } from '../../db/unnest-columns';

/**
 * What one throttle key allows. Attempts still being verified count as failures until their outcome is known,
 * so concurrent attempts can never verify more passwords than `maxFailures` in a window.
 */
export interface ThrottlePolicy {
  /** Failures, plus attempts still being verified, that fill the window. */
  maxFailures: number;
  /** Length of the sliding window over failures and admitted attempts. */
  windowMs: number;
  /** Once `maxFailures` failures are counted: every attempt is refused for this long. Null: only the window. */
  lockMs: number | null;
  /** Admitted attempts of any outcome per window, against floods. Null: no ceiling. */
  maxAdmitted: number | null;
  /** A success clears the failures that had concluded before it was reserved (never those that raced with it). */
  successClearsFailures: boolean;
}

const LOCKOUT_MS = LOCKOUT_WINDOW_MINUTES * 60_000;

/** Spec: 5 failures lock the e-mail for 15 minutes, even for the right password. */
export const EMAIL_LOCKOUT: ThrottlePolicy = {
  maxFailures: LOGIN_MAX_ATTEMPTS,
  windowMs: LOCKOUT_MS,
  lockMs: LOCKOUT_MS,
  maxAdmitted: null,
  successClearsFailures: true,
};

/**
 * Per client address: 20 failed sign-ins in any 60 s, and 120 sign-ins of any outcome in any 60 s. Successful
 * sign-ins do not fill the failure window, so an office behind one public address signs in all day.
 */
export const SIGN_IN_IP_LIMIT: ThrottlePolicy = {
  maxFailures: 20,
  windowMs: 60_000,
  lockMs: null,
  maxAdmitted: 120,
  successClearsFailures: false,
};

/**
 * A reservation whose outcome never arrived (the process died while verifying) counts as a failure once it is
 * this old: an attempt is never given back by a crash.
 */
export const STALE_RESERVATION_MS = 60_000;

export const throttleKey = {
  email: (normalisedEmail: string) => `email:${normalisedEmail}`,
  ip: (address: string) => `ip:${address}`,
  /** Password-reset requests (services/auth/request-password-reset.ts): apart from the sign-in's keys. */
  /** Per e-mail and requesting address: a third party's requests never use up the owner's. */
  resetEmail: (normalisedEmail: string, address: string) => `reset-email:${normalisedEmail}|${address}`,
  resetIp: (address: string) => `reset-ip:${address}`,
  /** Reset e-mails sent to one account (services/auth/send-reset-link.ts), whoever asked for them. */
  resetSent: (userId: string) => `reset-sent:${userId}`,
};

export interface Reservation {
  key: string;
  id: string;
  policy: ThrottlePolicy;
}

export type ReserveResult =
  | { allowed: true; reservation: Reservation }
  | { allowed: false; lockedUntil: Date | null };

const iso = (date: Date) => date.toISOString();
const ts = (date: Date) => sql`${iso(date)}::timestamptz`;
const at = (ms: number) => (now: Date) => new Date(now.getTime() - ms);

/** The reservation times of `pending` (a jsonb object id → ISO time), as timestamptz. */
const pendingTime = sql.raw(`(e.v #>> '{}')::timestamptz`);

/**
 * Reserves one attempt for `key` before its password is verified, in one atomic statement: the row lock of the
 * upsert serialises concurrent attempts on every instance and on both databases. Allowed only when the key is not
 * locked, the failures and pending reservations in the window leave room, and the flood ceiling is not reached.
 */
export async function reserveAttempt({
  db,
  key,
  policy,
  now = new Date(),
}: {
  db: Executor;
  key: string;
  policy: ThrottlePolicy;
  now?: Date;
}): Promise<ReserveResult> {
  const id = randomUUID();
  const windowStart = ts(at(policy.windowMs)(now));
  const staleBefore = ts(at(STALE_RESERVATION_MS)(now));
  const nowTs = ts(now);

  const staleTimes = sql`array(select ${pendingTime} from jsonb_each(t.pending) as e(k, v) where ${pendingTime} <= ${staleBefore})`;
  const liveFailures = sql`array(select f from unnest(t.failures || ${staleTimes}) as f where f > ${windowStart} order by f)`;
  const livePending = sql`coalesce((select jsonb_object_agg(e.k, e.v) from jsonb_each(t.pending) as e(k, v) where ${pendingTime} > ${staleBefore}), '{}'::jsonb)`;
  const livePendingCount = sql`(select count(*) from jsonb_each(t.pending) as e(k, v) where ${pendingTime} > ${staleBefore})`;
  const liveAdmitted = sql`array(select a from unnest(t.admitted) as a where a > ${windowStart} order by a)`;
  const isLocked = sql`coalesce(t.locked_until > ${nowTs}, false)`;
  const belowCeiling =
    policy.maxAdmitted === null ? sql`true` : sql`cardinality(${liveAdmitted}) < ${policy.maxAdmitted}`;
  const allowed = sql`(not ${isLocked} and cardinality(${liveFailures}) + ${livePendingCount} < ${policy.maxFailures} and ${belowCeiling})`;
  const mine = sql`jsonb_build_object(${id}::text, ${iso(now)}::text)`;
  // Reservations turned into failures by a crash can complete a lock, like failures that concluded.
  const lockedUntil =
    policy.lockMs === null
      ? sql`t.locked_until`
      : sql`case when not ${isLocked} and cardinality(${liveFailures}) >= ${policy.maxFailures}
          then ${ts(new Date(now.getTime() + policy.lockMs))} else t.locked_until end`;

  const [row] = await selectRows<{ allowed: boolean; locked_until: string | null }>(
    db,
    sql`insert into auth_throttle as t (key, failures, admitted, pending, locked_until, updated_at)
      values (${key}, '{}', array[${nowTs}], ${mine}, null, ${nowTs})
      on conflict (key) do update set
        failures = ${liveFailures},
        admitted = case when ${allowed} then ${liveAdmitted} || ${nowTs} else ${liveAdmitted} end,
        pending = case when ${allowed} then ${livePending} || ${mine} else ${livePending} end,
        locked_until = ${lockedUntil},
        updated_at = ${nowTs}
      returning (t.pending -> ${id}::text) is not null as allowed, t.locked_until`,
  );
  if (row?.allowed) return { allowed: true, reservation: { key, id, policy } };
  const until = row?.locked_until ? new Date(row.locked_until) : null;
  return { allowed: false, lockedUntil: until && until > now ? until : null };
}

export type AttemptOutcome =
  /** The password was wrong (or the e-mail unknown): the reservation becomes a failure. */
  | 'failure'
  /** The password was right. */
  | 'success'
  /** No password verdict to count (bad request, refused elsewhere, an error): the reservation is given back. */
  | 'void';

/**
 * Concludes a reservation. A failure may complete the lock; a success gives its slot back and, where the policy
 * says so, clears only the failures that had concluded before this attempt was reserved. A reservation already
 * counted as a failure (stale) is not counted twice.
 */
export async function concludeAttempt({
  db,
  reservation,
  outcome,
  now = new Date(),
}: {
  db: Executor;
  reservation: Reservation;
  outcome: AttemptOutcome;
  now?: Date;
}): Promise<{ lockedNow: boolean }> {
  const { key, id, policy } = reservation;
  const nowTs = ts(now);
  const isMine = sql`(t.pending -> ${id}::text) is not null`;
  const set: Record<AttemptOutcome, SQL> = {
    void: sql`pending = t.pending - ${id}::text`,
    success: policy.successClearsFailures
      ? sql`pending = t.pending - ${id}::text,
          failures = case when ${isMine}
            then array(select f from unnest(t.failures) as f where f >= (t.pending ->> ${id}::text)::timestamptz)
            else t.failures end`
      : sql`pending = t.pending - ${id}::text`,
    failure: sql`pending = t.pending - ${id}::text, failures = case when ${isMine}
      then array(select f from unnest(t.failures) as f where f > ${ts(at(policy.windowMs)(now))}) || ${nowTs}
      else t.failures end${lockOnFailure(policy, now, isMine)}`,
  };
  const lockUntil = policy.lockMs === null ? null : new Date(now.getTime() + policy.lockMs);
  const [row] = await selectRows<{ locked_now: boolean | null }>(
    db,
    sql`update auth_throttle as t set ${set[outcome]}, updated_at = ${nowTs}
      where t.key = ${key}
      returning ${lockUntil ? sql`t.locked_until = ${ts(lockUntil)}` : sql`false`} as locked_now`,
  );
  return { lockedNow: outcome === 'failure' && row?.locked_now === true };
}

/** `, locked_until = …` when this failure completes the policy's lock. */
function lockOnFailure(policy: ThrottlePolicy, now: Date, isMine: SQL): SQL {
  if (policy.lockMs === null) return sql``;
  const windowStart = ts(at(policy.windowMs)(now));
  const counted = sql`cardinality(array(select f from unnest(t.failures) as f where f > ${windowStart})) + 1`;
  return sql`, locked_until = case when ${isMine} and ${counted} >= ${policy.maxFailures}
    and not coalesce(t.locked_until > ${ts(now)}, false)
    then ${ts(new Date(now.getTime() + policy.lockMs))} else t.locked_until end`;
}

/** When the key is locked, until when. */
export async function lockedUntil({
  db,
  key,
  now = new Date(),
}: {
  db: Executor;
  key: string;
  now?: Date;
}): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: authThrottle.lockedUntil })
    .from(authThrottle)
    .where(eq(authThrottle.key, key));
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

/** Forgets everything counted for a key (new credentials issued by the agency). */
export async function clearThrottle(db: Executor, key: string): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
}
