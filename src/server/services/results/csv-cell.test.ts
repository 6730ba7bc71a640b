import { describe, expect, it } from 'vitest';
import { safeCsvCell } from './csv-cell';

describe('safeCsvCell', () => {
  it('neutralises a text cell a spreadsheet would read as a formula', () => {
    for (const cell of ['=1+1', '+34 600', '-2', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(safeCsvCell(cell)).toBe(`'${cell}`);
    }
  });

  it('keeps other text, numbers and empty cells as they are', () => {
    expect(safeCsvCell('Café = bueno')).toBe('Café = bueno');
    expect(safeCsvCell(-3)).toBe(-3);
    expect(safeCsvCell(null)).toBe('');
    expect(safeCsvCell(undefined)).toBe('');
  });
});
