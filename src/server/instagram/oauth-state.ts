import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** How long «Conectar con Instagram» waits for the agency to come back from Instagram's page. */
export const OAUTH_STATE_TTL_MS = 15 * 60_000;

export interface OAuthStatePayload {
  clientId: string;
  /** The admin who started it: the callback must come back in the same admin's session. */
  userId: string;
  expiresAt: number;
}

/**
 * The `state` of the Instagram authorization (issue 32): which client is being connected, by whom, until when,
 * signed with HMAC-SHA256 under a key derived from AUTH_SECRET. Forged, altered, expired, or brought back in another
 * user's session (a link sent to a victim, login CSRF), it is refused; no table is needed for it.
 */
export class OAuthState {
  readonly #key: Buffer;

  constructor(authSecret: string) {
    this.#key = Buffer.from(hkdfSync('sha256', authSecret, 'stories-panel', 'instagram-oauth-state-v1', 32));
  }

  sign(payload: OAuthStatePayload): string {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${this.#mac(body)}`;
  }

  /** The payload, or null when the state is not one of ours or is altered (expired: check `expiresAt`). */
  verify(state: string): OAuthStatePayload | null {
    const [body, mac] = state.split('.');
    if (!body || !mac) return null;
    const expected = Buffer.from(this.#mac(body));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as OAuthStatePayload;
      if (typeof payload.clientId !== 'string' || typeof payload.userId !== 'string') return null;
      if (typeof payload.expiresAt !== 'number') return null;
      return payload;
    } catch {
      return null;
    }
  }

  #mac(body: string): string {
    return createHmac('sha256', this.#key).update(body).digest('base64url');
  }
}
