import { describe, expect, it } from 'vitest';
import { urlInteger } from './url-integer';

const index = urlInteger({ min: 0, max: 9_999, message: 'Posición no válida' });

describe('urlInteger', () => {
  it('accepts canonical decimal integers within the bounds', () => {
    for (const [text, value] of [
      ['0', 0],
      ['1', 1],
      ['42', 42],
      ['9999', 9_999],
    ] as const) {
      expect(index.parse(text)).toBe(value);
    }
  });

  it('refuses every other spelling of a number, with the one message', () => {
    for (const text of [
      '0x1',
      '1.0',
      ' 1',
      '1 ',
      '+1',
      '-0',
      '1e0',
      '01',
      '00',
      '',
      '١',
      '1_000',
      '10000',
      'Infinity',
    ]) {
      const result = index.safeParse(text);
      expect(result.success, JSON.stringify(text)).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toContain('Posición no válida');
    }
  });
});
