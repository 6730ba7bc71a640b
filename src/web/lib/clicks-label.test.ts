import { describe, expect, it } from 'vitest';
import { clicksLabel } from './clicks-label';

describe('clicksLabel', () => {
  it('says clic for one and clics otherwise, with the numbers written in Spanish', () => {
    expect(clicksLabel(0)).toBe('0 clics');
    expect(clicksLabel(1)).toBe('1 clic');
    expect(clicksLabel(2)).toBe('2 clics');
    expect(clicksLabel(1234)).toBe('1234 clics');
    expect(clicksLabel(12_345)).toBe('12.345 clics');
    expect(clicksLabel(1_000_000)).toBe('1.000.000 clics');
  });
});
