import { describe, expect, it } from 'vitest';
import { hasHiddenCharacter } from './multi-line';
import {
  hasControlCharacter,
  SINGLE_LINE_BIDI_MESSAGE,
  SINGLE_LINE_MESSAGE,
  singleLineString,
} from './single-line';

describe('one-line texts', () => {
  it('finds every C0 control character and DEL, and nothing else', () => {
    for (let code = 0; code <= 0x1f; code++) {
      expect(hasControlCharacter(`Ana${String.fromCharCode(code)}Pérez`), `U+${code.toString(16)}`).toBe(
        true,
      );
    }
    expect(hasControlCharacter('Ana\u007F')).toBe(true);
    for (const text of ['', 'Café Aurora', 'Lucía — Ñandú & Cía.', '😀 marca', 'a\u00A0b', '\u0080\u2028']) {
      expect(hasControlCharacter(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('refuses a control character before trimming, with one Spanish message, and otherwise acts as z.string()', () => {
    const name = singleLineString({ error: 'Obligatorio' }).trim().min(2, 'Muy corto').max(10, 'Muy largo');
    for (const value of ['Ana\r\nBcc: x@evil.test', 'Ana\n', '\tAna', 'A\u0000na', 'Ana\u007F']) {
      const result = name.safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual([SINGLE_LINE_MESSAGE]);
    }
    expect(SINGLE_LINE_MESSAGE).toBe('No puede contener saltos de línea ni caracteres de control.');
    expect(name.parse('  Ana Pérez ')).toBe('Ana Pérez');
    expect(name.safeParse(' A ').error?.issues.map((i) => i.message)).toEqual(['Muy corto']);
    expect(name.safeParse(42).error?.issues.map((i) => i.message)).toEqual(['Obligatorio']);
  });

  it('refuses the bidirectional embeddings, overrides and isolates (the multi-line rule) with a Spanish message', () => {
    const name = singleLineString({ error: 'Obligatorio' }).trim().min(2, 'Muy corto').max(40, 'Muy largo');
    const bidi = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
    for (const mark of bidi) {
      expect(hasHiddenCharacter(mark)).toBe(true);
      for (const value of [`Café ${mark}arorua`, `${mark}Ana`, `Ana${mark}`]) {
        const result = name.safeParse(value);
        expect(result.success, JSON.stringify(value)).toBe(false);
        expect(result.error?.issues.map((i) => i.message)).toEqual([SINGLE_LINE_BIDI_MESSAGE]);
      }
    }
    expect(SINGLE_LINE_BIDI_MESSAGE).toBe('No puede contener marcas invisibles de dirección del texto.');
    // Right-to-left text itself, and the implicit marks (LRM, RLM), are not refused.
    for (const value of ['مقهى الفجر', 'שלום', 'Café\u200Fأورورا', 'Ana\u200EPérez']) {
      expect(name.safeParse(value).success, JSON.stringify(value)).toBe(true);
    }
    // A line break still gets the line-break message first.
    expect(name.safeParse('\u202EAna\n').error?.issues.map((i) => i.message)).toEqual([SINGLE_LINE_MESSAGE]);
  });
});
