/**
 * Where a story's file and its thumbnail live in storage. Keys are made from ids only (never from a file name a
 * user gave), so they cannot collide or escape the store; a replaced file gets a new id, hence a new key, which
 * lets browsers cache a media URL for good.
 */
export function mediaKeys(storyId: string, mediaId: string, extension: string) {
  const base = `media/${storyId}/${mediaId}`;
  return { file: `${base}.${extension}`, thumbnail: `${base}.thumb.webp` };
}

/** Every media object's key starts with this (the orphan sweep lists it). */
export const MEDIA_KEY_PREFIX = 'media/';
