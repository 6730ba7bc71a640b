import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts the Instagram access tokens at rest (issue 32): AES-256-GCM with a key derived from AUTH_SECRET by
 * HKDF-SHA256 (its own `info`, so the key is not the one auth signs cookies with). Stored as
 * `v1.<iv>.<tag>.<ciphertext>` in base64url. A database dump or a backup without AUTH_SECRET holds no usable token;
 * a changed AUTH_SECRET makes the stored ones unreadable (the client's connection then asks to reconnect).
 */
export class TokenCipher {
  readonly #key: Buffer;

  /** `purpose` is HKDF's `info`: each kind of secret (Instagram tokens, webhook secrets) gets a key of its own. */
  constructor(authSecret: string, purpose = 'instagram-token-v1') {
    this.#key = Buffer.from(hkdfSync('sha256', authSecret, 'stories-panel', purpose, 32));
  }

  seal(token: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const ciphertext = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), ciphertext]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** The token, or null when it cannot be read (another AUTH_SECRET, a damaged value). */
  open(sealed: string): string | null {
    const [version, iv, tag, ciphertext] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || ciphertext === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      return null;
    }
  }
}
