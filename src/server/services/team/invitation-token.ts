import { createHash, randomBytes } from 'node:crypto';

/** A new invitation token (32 random bytes, base64url) and the SHA-256 the database keeps of it. */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}
