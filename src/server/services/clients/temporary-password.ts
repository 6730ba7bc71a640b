import { randomInt } from 'node:crypto';
import { validateNewPassword } from '../../../shared/auth/password-policy';

// Without look-alike characters (0/O, 1/l/I), so it can be typed from a printed or read-aloud e-mail.
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const ALL = LOWER + UPPER + DIGITS;

/**
 * A random temporary password in three groups of four, e.g. 'Kq7m-Xp4z-Rt9w' (about 71 bits from a CSPRNG),
 * with a lowercase letter, an uppercase letter and a digit, so it satisfies the password policy.
 */
export function generateTemporaryPassword(): string {
  for (;;) {
    const chars = Array.from({ length: 12 }, () => ALL[randomInt(ALL.length)]!);
    const password = [0, 4, 8].map((i) => chars.slice(i, i + 4).join('')).join('-');
    if (
      /[a-z]/.test(password) &&
      /[A-Z]/.test(password) &&
      /[0-9]/.test(password) &&
      validateNewPassword(password) === null
    ) {
      return password;
    }
  }
}
