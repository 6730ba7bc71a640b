import { describe, expect, it } from 'vitest';
import { INDUSTRY_OPTIONS, isIndustryOption } from './industries';

describe('industry options', () => {
  it('lists the twelve options of the spec, Otro last', () => {
    expect(INDUSTRY_OPTIONS).toHaveLength(12);
    expect(INDUSTRY_OPTIONS.at(-1)).toBe('Otro');
    expect(new Set(INDUSTRY_OPTIONS).size).toBe(INDUSTRY_OPTIONS.length);
  });

  it('tells a listed option from free text', () => {
    expect(isIndustryOption('Alimentación')).toBe(true);
    expect(isIndustryOption('alimentación')).toBe(false);
    expect(isIndustryOption('Hostelería')).toBe(false);
  });
});
