import type { Executor } from '../../db/client';
import {
  type AttemptOutcome,
  concludeAttempt,
  EMAIL_LOCKOUT,
  type Reservation,
  reserveAttempt,
  SIGN_IN_IP_LIMIT,
  throttleKey,
} from './login-throttle';

export type SignInGate =
  | { isOpen: true; close(outcome: AttemptOutcome): Promise<{ lockedNow: boolean }> }
  | { isOpen: false; reason: 'ip' }
  | { isOpen: false; reason: 'email'; lockedUntil: Date | null };

/**
 * Admits one sign-in attempt before its password is verified: a slot of the client address's window, then one of
 * the e-mail's lockout (an address refused costs the e-mail nothing; an e-mail refused gives the address its slot
 * back). `close` records the attempt's outcome on both, and must be called once whatever happens.
 */
export async function openSignInGate(
  db: Executor,
  { email, ip }: { email: string; ip: string },
): Promise<SignInGate> {
  const byIp = await reserveAttempt({ db, key: throttleKey.ip(ip), policy: SIGN_IN_IP_LIMIT });
  if (!byIp.allowed) return { isOpen: false, reason: 'ip' };
  const reservations: Reservation[] = [byIp.reservation];
  if (email) {
    const byEmail = await reserveAttempt({ db, key: throttleKey.email(email), policy: EMAIL_LOCKOUT });
    if (!byEmail.allowed) {
      await concludeAttempt({ db, reservation: byIp.reservation, outcome: 'void' });
      return { isOpen: false, reason: 'email', lockedUntil: byEmail.lockedUntil };
    }
    reservations.push(byEmail.reservation);
  }
  return {
    isOpen: true,
    close: async (outcome) => {
      let lockedNow = false;
      for (const reservation of reservations) {
        const result = await concludeAttempt({ db, reservation, outcome });
        lockedNow ||= result.lockedNow;
      }
      return { lockedNow };
    },
  };
}
