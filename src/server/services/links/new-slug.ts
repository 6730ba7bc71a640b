import { randomInt } from 'node:crypto';
import { LINK_SLUG_LENGTH } from '../../../shared/links/utm';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random slug of LINK_SLUG_LENGTH letters and digits (uniform: randomInt has no modulo bias). */
export function newLinkSlug(): string {
  let slug = '';
  for (let i = 0; i < LINK_SLUG_LENGTH; i++) slug += ALPHABET[randomInt(ALPHABET.length)];
  return slug;
}
