/**
 * Where a file is stored by its content (decision 029): the SHA-256 of its bytes names it, so equal files (one
 * photo five stories name, the same video uploaded twice) are one object that their rows share; it is deleted
 * when no row names it any more (services/media/delete-unreferenced-media.ts). Its thumbnail, made from the same
 * bytes, is shared the same way. Content never changes under a key, so browsers may still cache for good.
 */
export function contentKeys(sha256: string, extension: string) {
  if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error(`not a SHA-256 digest: ${sha256}`);
  const base = `media/sha256/${sha256}`;
  return { file: `${base}.${extension}`, thumbnail: `${base}.thumb.webp` };
}

/** Every media object's key starts with this (the orphan sweep lists it). */
export const MEDIA_KEY_PREFIX = 'media/';
