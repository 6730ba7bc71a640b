import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id at the OWASP Password Storage Cheat Sheet minimum: m=19 MiB, t=2, p=1.
 * Used by Better Auth through its password hooks and by every service that sets a password.
 */
export const ARGON2_OPTIONS = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, not importable under verbatimModuleSyntax)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let verifications = 0;

/**
 * How many password verifications this process has run (Better Auth's sign-in and the profile's current-password
 * check both come through verifyPassword): the lockout's guarantee is stated in these, and its tests count them.
 */
export function passwordVerificationCount(): number {
  return verifications;
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }) {
  verifications += 1;
  if (!stored.startsWith('$argon2')) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
