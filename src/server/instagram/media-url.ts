import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** How long the address handed to Instagram for a story's file stays valid (Meta fetches it within seconds). */
export const MEDIA_URL_TTL_MS = 60 * 60_000;

/**
 * The public, expiring address of one story file for Instagram to download when the panel publishes it (issue 32):
 * `/api/instagram/media/<media id>.<expiry>.<HMAC>`, signed under a key derived from AUTH_SECRET. Without a session
 * (Meta's servers have none), it opens that one file until it expires, nothing else.
 */
export class MediaUrlSigner {
  readonly #key: Buffer;

  constructor(authSecret: string) {
    this.#key = Buffer.from(hkdfSync('sha256', authSecret, 'stories-panel', 'instagram-media-url-v1', 32));
  }

  token(mediaId: string, expiresAt: Date): string {
    const body = `${mediaId}.${expiresAt.getTime()}`;
    return `${body}.${this.#mac(body)}`;
  }

  /** The media id, or null when the token is not ours, altered, or expired at `now`. */
  verify(token: string, now: Date): string | null {
    const [mediaId, expiry, mac] = token.split('.');
    if (!mediaId || !expiry || !mac || !/^\d+$/.test(expiry)) return null;
    const expected = Buffer.from(this.#mac(`${mediaId}.${expiry}`));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return Number(expiry) < now.getTime() ? null : mediaId;
  }

  #mac(body: string): string {
    return createHmac('sha256', this.#key).update(body).digest('base64url');
  }
}
