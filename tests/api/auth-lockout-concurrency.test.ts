import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordVerificationCount } from '../../src/server/auth/password-hash';
import { authThrottle } from '../../src/server/db/schema/auth';
import { LOGIN_MAX_ATTEMPTS } from '../../src/shared/constants';
import { createUser, type FactoryUser } from '../factories/users';
import { createSecondInstance } from '../setup/second-instance';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Issue 11: the lockout holds whatever the concurrency. Bursts of simultaneous attempts for one e-mail, split over
 * two app instances (on PostgreSQL each with its own connection pool), never verify more than 5 passwords, and the
 * right password is refused once 5 wrong ones were counted.
 */
let a: TestApp;
let b: TestApp;
let second: Awaited<ReturnType<typeof createSecondInstance>>;

beforeAll(async () => {
  a = await createTestApp();
  second = await createSecondInstance(a, { poolSize: 4 });
  b = second.app;
});
afterAll(async () => {
  await second.close();
  await a.cleanup();
});

type Position = 'first' | 'middle' | 'last';

interface BurstResult {
  verifications: number;
  rightStatus: number;
  statuses: number[];
}

/** `size` simultaneous sign-ins for `user`: wrong passwords, and the right one at `position`. */
async function burst(user: FactoryUser, size: number, position: Position): Promise<BurstResult> {
  const rightAt = position === 'first' ? 0 : position === 'middle' ? Math.floor(size / 2) : size - 1;
  const before = passwordVerificationCount();
  const responses = await Promise.all(
    Array.from({ length: size }, (_, i) => {
      const instance = i % 2 === 0 ? a : b;
      // Many source addresses, as in the report: the per-address limit plays no part here.
      const ip = `10.77.${Math.floor(i / 200)}.${i % 200}`;
      const password = i === rightAt ? user.password : `Mala-Clave-${i}x`;
      return instance.signIn(user.email, password, ip).then(({ res }) => res.status);
    }),
  );
  return {
    verifications: passwordVerificationCount() - before,
    rightStatus: responses[rightAt]!,
    statuses: responses,
  };
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('simultaneous sign-ins for one e-mail on two instances', () => {
  for (const size of [20, 50, 100]) {
    for (const position of ['first', 'middle', 'last'] as const) {
      it(`${size} at once, the right password ${position}: at most ${LOGIN_MAX_ATTEMPTS} verifications`, async () => {
        const user = await createUser(a.database.db);
        const result = await burst(user, size, position);

        expect(result.verifications).toBeLessThanOrEqual(LOGIN_MAX_ATTEMPTS);
        // Every verification is an answer of its own; every other attempt was refused before verifying.
        const verified = count(result.statuses, 401) + count(result.statuses, 200);
        expect(verified).toBe(result.verifications);
        expect(count(result.statuses, 429)).toBe(size - verified);
        expect(count(result.statuses, 200)).toBeLessThanOrEqual(1);
        if (position === 'last') expect(result.rightStatus).toBe(429);

        if (result.rightStatus !== 200) {
          // Five wrong passwords were counted: the right one is refused from now on, on either instance.
          expect(count(result.statuses, 401)).toBe(LOGIN_MAX_ATTEMPTS);
          expect((await a.signIn(user.email, user.password, '10.78.0.1')).res.status).toBe(429);
          expect((await b.signIn(user.email, user.password, '10.78.0.2')).res.status).toBe(429);
        }
        // Nothing stays reserved once every answer is out.
        const [row] = await a.database.db
          .select({ pending: authThrottle.pending, failures: authThrottle.failures })
          .from(authThrottle)
          .where(eq(authThrottle.key, `email:${user.email}`));
        expect(row!.pending).toEqual({});
        // Without a success every failure is kept; a success clears at most the failures concluded before it was
        // reserved (the exact rule is tested step by step in login-throttle.test.ts).
        if (result.rightStatus !== 200) expect(row!.failures.length).toBe(LOGIN_MAX_ATTEMPTS);
        else expect(row!.failures.length).toBeLessThanOrEqual(count(result.statuses, 401));
      });
    }
  }
});

describe('simultaneous profile password changes with wrong current passwords', () => {
  it('verify at most 5 current passwords, then refuse the right one too', async () => {
    const user = await createUser(a.database.db);
    const { cookie } = await a.signIn(user.email, user.password, '10.79.0.1');
    const before = passwordVerificationCount();
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        (i % 2 === 0 ? a : b)
          .request('/api/account/password', {
            method: 'POST',
            cookie: cookie!,
            json: { currentPassword: `Mala-Clave-${i}x`, newPassword: 'Nueva-Clave-Segura-2026' },
          })
          .then((res) => res.status),
      ),
    );
    expect(passwordVerificationCount() - before).toBeLessThanOrEqual(LOGIN_MAX_ATTEMPTS);
    expect(count(statuses, 400)).toBeLessThanOrEqual(LOGIN_MAX_ATTEMPTS);
    expect(count(statuses, 400) + count(statuses, 429)).toBe(40);
    const right = await a.request('/api/account/password', {
      method: 'POST',
      cookie: cookie!,
      json: { currentPassword: user.password, newPassword: 'Nueva-Clave-Segura-2026' },
    });
    expect(right.status).toBe(429);
    // ... and the sign-in with the right password as well: one lockout for both.
    expect((await a.signIn(user.email, user.password, '10.79.0.2')).res.status).toBe(429);
  });
});
