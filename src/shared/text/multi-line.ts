import { z } from 'zod';

/**
 * Multi-line texts (story copy, chat messages, notes, descriptions, the AI brief): line breaks and tabs are
 * welcome, but nothing else that is invisible and changes what a reader sees. Refused: the other C0 control
 * characters (U+0000–U+001F but TAB, LF and CR), DEL (U+007F) and the bidirectional embeddings, overrides and
 * isolates (U+202A–U+202E, U+2066–U+2069), which can make a copy read backwards or hide part of a link
 * ("Trojan Source"). The stored value is exactly what the brand will publish.
 */
export const MULTI_LINE_MESSAGE =
  'No puede contener caracteres de control ni marcas invisibles de dirección del texto (solo se admiten saltos de línea y tabuladores).';

/** True when `text` holds a character that multi-line texts refuse. */
export function hasHiddenCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code <= 0x1f && code !== 0x09 && code !== 0x0a && code !== 0x0d) return true;
    if (code === 0x7f) return true;
    if ((code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) return true;
  }
  return false;
}

/**
 * A zod string that refuses those characters, checked on the raw value before any trim. Chain `.trim()`,
 * `.min()`, `.max()` after it as with z.string().
 */
export function multiLineString(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .refine((value) => !hasHiddenCharacter(value), { message: MULTI_LINE_MESSAGE, abort: true });
}
