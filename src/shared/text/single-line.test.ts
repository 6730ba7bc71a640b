import { describe, expect, it } from 'vitest';
import { hasControlCharacter, SINGLE_LINE_MESSAGE, singleLineString } from './single-line';

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
});
