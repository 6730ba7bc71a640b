import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authThrottle } from '../../src/server/db/schema/auth';
import {
  concludeAttempt,
  EMAIL_LOCKOUT,
  type Reservation,
  reserveAttempt,
  SIGN_IN_IP_LIMIT,
  STALE_RESERVATION_MS,
} from '../../src/server/services/auth/login-throttle';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

/** The throttle's statements, step by step with explicit clocks, on PGlite and (TEST_DATABASE_URL) PostgreSQL. */
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.cleanup());

let keys = 0;
const newKey = () => `email:step-${++keys}@example.test`;
const T0 = new Date('2026-11-24T10:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

async function reserve(key: string, when: Date, policy = EMAIL_LOCKOUT): Promise<Reservation> {
  const result = await reserveAttempt({ db: t.database.db, key, policy, now: when });
  if (!result.allowed) throw new Error(`refused at ${when.toISOString()}`);
  return result.reservation;
}
async function row(key: string) {
  const [found] = await t.database.db.select().from(authThrottle).where(eq(authThrottle.key, key));
  return found!;
}

describe('e-mail lockout', () => {
  it('admits 5 attempts whose outcome is unknown, refuses the 6th, and admits again when one succeeds', async () => {
    const key = newKey();
    const held = [];
    for (let i = 0; i < 5; i++) held.push(await reserve(key, at(i)));
    expect(
      (await reserveAttempt({ db: t.database.db, key, policy: EMAIL_LOCKOUT, now: at(5) })).allowed,
    ).toBe(false);
    await concludeAttempt({ db: t.database.db, reservation: held[0]!, outcome: 'success', now: at(6) });
    expect(
      (await reserveAttempt({ db: t.database.db, key, policy: EMAIL_LOCKOUT, now: at(7) })).allowed,
    ).toBe(true);
  });

  it('locks for 15 minutes on the 5th failure, even for a right password afterwards', async () => {
    const key = newKey();
    for (let i = 0; i < 5; i++) {
      const r = await reserve(key, at(i * 10));
      const { lockedNow } = await concludeAttempt({
        db: t.database.db,
        reservation: r,
        outcome: 'failure',
        now: at(i * 10 + 1),
      });
      expect(lockedNow).toBe(i === 4);
    }
    const refused = await reserveAttempt({ db: t.database.db, key, policy: EMAIL_LOCKOUT, now: at(60) });
    expect(refused).toEqual({ allowed: false, lockedUntil: new Date(at(41).getTime() + 15 * 60_000) });
    // Still locked a second before the end; admitted once it ends (the failures have left the window by then).
    expect(
      (await reserveAttempt({ db: t.database.db, key, policy: EMAIL_LOCKOUT, now: at(41 + 899) })).allowed,
    ).toBe(false);
    expect(
      (await reserveAttempt({ db: t.database.db, key, policy: EMAIL_LOCKOUT, now: at(41 + 901) })).allowed,
    ).toBe(true);
  });

  it('a success clears the failures concluded before it was reserved, never those that raced with it', async () => {
    const key = newKey();
    const early = await reserve(key, at(0));
    await concludeAttempt({ db: t.database.db, reservation: early, outcome: 'failure', now: at(1) });
    const racing = await reserve(key, at(2));
    const right = await reserve(key, at(3));
    const racingToo = await reserve(key, at(4));
    await concludeAttempt({ db: t.database.db, reservation: racing, outcome: 'failure', now: at(5) });
    await concludeAttempt({ db: t.database.db, reservation: right, outcome: 'success', now: at(6) });
    await concludeAttempt({ db: t.database.db, reservation: racingToo, outcome: 'failure', now: at(7) });
    const state = await row(key);
    expect(state.pending).toEqual({});
    // The failure at 1 s was before the success's reservation (3 s): cleared. Those at 5 s and 7 s raced: kept.
    expect(state.failures.map((f) => new Date(f).getTime())).toEqual([at(5).getTime(), at(7).getTime()]);
  });

  it('a void outcome gives the slot back without counting a failure', async () => {
    const key = newKey();
    const r = await reserve(key, at(0));
    await concludeAttempt({ db: t.database.db, reservation: r, outcome: 'void', now: at(1) });
    expect(await row(key)).toMatchObject({ pending: {}, failures: [] });
  });

  it('a reservation whose outcome never came (a crashed process) counts as a failure once stale, and only once', async () => {
    const key = newKey();
    const lost = await reserve(key, at(0));
    const later = at(STALE_RESERVATION_MS / 1000 + 1);
    await reserve(key, later);
    const state = await row(key);
    expect(state.failures.map((f) => new Date(f).getTime())).toEqual([at(0).getTime()]);
    expect(Object.keys(state.pending)).toHaveLength(1);
    // Its late conclusion does not count it twice.
    await concludeAttempt({ db: t.database.db, reservation: lost, outcome: 'failure', now: later });
    expect((await row(key)).failures).toHaveLength(1);
  });
});

describe('per-address window', () => {
  it('counts failures in a sliding 60 s window: the 21st failure within a minute is refused, later admitted', async () => {
    const key = `ip:10.50.0.${++keys}`;
    for (let i = 0; i < 20; i++) {
      const r = await reserve(key, at(i), SIGN_IN_IP_LIMIT);
      await concludeAttempt({ db: t.database.db, reservation: r, outcome: 'failure', now: at(i) });
    }
    expect(
      (await reserveAttempt({ db: t.database.db, key, policy: SIGN_IN_IP_LIMIT, now: at(30) })).allowed,
    ).toBe(false);
    // At 60.5 s the failure of 0 s has left the window: one slot, and only one.
    expect(
      (await reserveAttempt({ db: t.database.db, key, policy: SIGN_IN_IP_LIMIT, now: at(60.5) })).allowed,
    ).toBe(true);
    expect(
      (await reserveAttempt({ db: t.database.db, key, policy: SIGN_IN_IP_LIMIT, now: at(60.6) })).allowed,
    ).toBe(false);
  });

  it('does not count successes as failures, and refuses past 120 admitted attempts a minute', async () => {
    const key = `ip:10.51.0.${++keys}`;
    for (let i = 0; i < 120; i++) {
      const r = await reserve(key, at(i * 0.4), SIGN_IN_IP_LIMIT);
      await concludeAttempt({ db: t.database.db, reservation: r, outcome: 'success', now: at(i * 0.4) });
    }
    expect((await row(key)).failures).toEqual([]);
    expect(
      (await reserveAttempt({ db: t.database.db, key, policy: SIGN_IN_IP_LIMIT, now: at(48) })).allowed,
    ).toBe(false);
    expect(
      (await reserveAttempt({ db: t.database.db, key, policy: SIGN_IN_IP_LIMIT, now: at(61) })).allowed,
    ).toBe(true);
  });
});
