import { randomBytes } from 'node:crypto';
import type { Env } from '../../env';
import { TokenCipher } from '../../instagram/token-cipher';

/** How long the previous secret keeps signing after a rotation (receivers move to the new one meanwhile). */
export const PREVIOUS_SECRET_TTL_MS = 24 * 60 * 60_000;

/** A new signing secret as Standard Webhooks writes it: `whsec_` and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** What the panel shows of a secret to tell it apart: `whsec_` and its first four characters. */
export function webhookSecretHint(secret: string): string {
  return `${secret.slice(0, 'whsec_'.length + 4)}…`;
}

const ciphers = new WeakMap<object, TokenCipher>();

/**
 * The cipher of the webhook secrets at rest: AES-256-GCM with a key derived from AUTH_SECRET (HKDF, its own
 * purpose, as the Instagram tokens). A changed AUTH_SECRET makes stored secrets unreadable: such an endpoint's
 * deliveries fail until its secret is rotated.
 */
export function webhookSecretCipher(env: Pick<Env, 'AUTH_SECRET'>): TokenCipher {
  let cipher = ciphers.get(env);
  if (!cipher) {
    cipher = new TokenCipher(env.AUTH_SECRET, 'webhook-secret-v1');
    ciphers.set(env, cipher);
  }
  return cipher;
}
