import { z } from 'zod';
import { hasHiddenCharacter } from './multi-line';

/**
 * One-line texts (names, brand, phone, industry, titles): what the screens show on a single line and what may
 * end up in an e-mail subject or header. They refuse every C0 control character (U+0000–U+001F, which holds
 * CR, LF and TAB) and DEL (U+007F) instead of flattening them silently, so the stored value is exactly what the
 * user sees, and, like multi-line texts (text/multi-line.ts), the bidirectional embeddings, overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069), which make a name read backwards ("Trojan Source"). Multi-line texts (story
 * copy, notes, messages, descriptions) do not use this rule.
 */
export const SINGLE_LINE_MESSAGE = 'No puede contener saltos de línea ni caracteres de control.';
/** A one-line text with a bidirectional control (and no line break or control character). */
export const SINGLE_LINE_BIDI_MESSAGE = 'No puede contener marcas invisibles de dirección del texto.';

/** True when `text` holds a C0 control character or DEL. */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code <= 0x1f || code === 0x7f) return true;
  }
  return false;
}

/**
 * A zod string that refuses control characters and bidirectional controls, checked on the raw value (before any
 * trim, so a trailing newline is refused, not trimmed away). Chain `.trim()`, `.min()`, `.max()` after it as with
 * z.string().
 */
export function singleLineString(params?: Parameters<typeof z.string>[0]) {
  // abort: a refused value gets this one message, not also "too short" or "too long"
  return z
    .string(params)
    .refine((value) => !hasControlCharacter(value), { message: SINGLE_LINE_MESSAGE, abort: true })
    .refine((value) => !hasHiddenCharacter(value), { message: SINGLE_LINE_BIDI_MESSAGE, abort: true });
}
