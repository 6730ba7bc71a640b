import { createHmac, timingSafeEqual } from 'node:crypto';
import type { StoryMedia } from '../../../shared/media/story-media';
import type { StoryMediaRow } from '../../db/schema/media';
import { toStoryMedia } from '../media/media-dto';

/**
 * The files on an approval page are read without a session: each URL carries an expiry and an HMAC (under
 * AUTH_SECRET) of the file id, the variant and that expiry, so it opens that one file until then and nothing else.
 * Expiries are rounded up to the next hour, so a page reloaded within the hour asks for the same URLs (the browser
 * cache keeps working).
 */
const URL_LIFETIME_MS = 60 * 60 * 1000;

export type MediaVariant = 'file' | 'thumbnail';

function signature(secret: string, mediaId: string, variant: MediaVariant, exp: number): string {
  return createHmac('sha256', secret)
    .update(`approval-media:${mediaId}:${variant}:${exp}`)
    .digest('base64url');
}

/**
 * The path of a file with its expiry and signature. `lifetimeMs` is how long it opens at least (an hour for an
 * approval page; an e-mail's thumbnail is signed for days, reminder-story-cards.ts).
 */
export function signedMediaPath({
  secret,
  mediaId,
  variant,
  now,
  lifetimeMs = URL_LIFETIME_MS,
}: {
  secret: string;
  mediaId: string;
  variant: MediaVariant;
  now: Date;
  lifetimeMs?: number;
}): string {
  const exp = Math.ceil((now.getTime() + lifetimeMs) / URL_LIFETIME_MS) * (URL_LIFETIME_MS / 1000);
  const query = new URLSearchParams({ exp: String(exp), sig: signature(secret, mediaId, variant, exp) });
  if (variant === 'thumbnail') query.set('variant', 'thumbnail');
  return `/api/approvals/media/${encodeURIComponent(mediaId)}?${query.toString()}`;
}

/** Whether a signed URL's query is genuine and unexpired (constant-time comparison). */
export function isValidMediaSignature({
  secret,
  mediaId,
  variant,
  query,
  now,
}: {
  secret: string;
  mediaId: string;
  variant: MediaVariant;
  query: { exp: string; sig: string };
  now: Date;
}): boolean {
  if (!/^\d{1,15}$/.test(query.exp)) return false;
  const exp = Number(query.exp);
  if (exp * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(secret, mediaId, variant, exp));
  const given = Buffer.from(query.sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A story file as an approval page gets it: the API's shape with signed URLs. */
export function toSignedStoryMedia({
  secret,
  row,
  now,
}: {
  secret: string;
  row: StoryMediaRow;
  now: Date;
}): StoryMedia {
  return {
    ...toStoryMedia(row),
    url: signedMediaPath({ secret, mediaId: row.id, variant: 'file', now }),
    thumbnailUrl: row.thumbnailKey
      ? signedMediaPath({ secret, mediaId: row.id, variant: 'thumbnail', now })
      : null,
  };
}
