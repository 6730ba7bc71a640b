import { describe, expect, it } from 'vitest';
import { hasHiddenCharacter, MULTI_LINE_MESSAGE, multiLineString } from './multi-line';

describe('multi-line texts', () => {
  it('keep line breaks and tabs, and any visible text in any script', () => {
    for (const text of ['Línea 1\nLínea 2', 'a\r\nb', 'col\tcol', '¡Hola! 👋 مرحبا שלום', '']) {
      expect(hasHiddenCharacter(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('refuse every other C0 control character, DEL and the bidirectional overrides and isolates', () => {
    const refused = [
      ...Array.from({ length: 0x20 }, (_, code) => code).filter((c) => ![0x09, 0x0a, 0x0d].includes(c)),
      0x7f,
      0x202a,
      0x202b,
      0x202c,
      0x202d,
      0x202e,
      0x2066,
      0x2067,
      0x2068,
      0x2069,
    ];
    for (const code of refused) {
      expect(hasHiddenCharacter(`copy ${String.fromCharCode(code)} copy`), code.toString(16)).toBe(true);
    }
    // Neighbours that are ordinary (or merely typographic) characters stay allowed.
    for (const code of [0x20, 0x2029, 0x202f, 0x2065, 0x206a, 0x200e]) {
      expect(hasHiddenCharacter(String.fromCharCode(code)), code.toString(16)).toBe(false);
    }
  });

  it('as a zod string: one Spanish message, before trim, otherwise like z.string()', () => {
    const schema = multiLineString().trim().min(1, 'Vacío').max(20, 'Largo');
    expect(schema.parse('  hola\nmundo ')).toBe('hola\nmundo');
    const refused = schema.safeParse('pago\u202Eexe.pdf');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.message)).toEqual([MULTI_LINE_MESSAGE]);
    expect(schema.safeParse('\u0007').error?.issues.map((i) => i.message)).toEqual([MULTI_LINE_MESSAGE]);
  });
});
