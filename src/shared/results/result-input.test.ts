import { describe, expect, it } from 'vitest';
import { parseResultInput, resultInputText } from './result-input';

describe('parseResultInput', () => {
  it('reads empty as not entered and plain digits as the number', () => {
    expect(parseResultInput('')).toBeNull();
    expect(parseResultInput('   ')).toBeNull();
    expect(parseResultInput('0')).toBe(0);
    expect(parseResultInput(' 1234 ')).toBe(1234);
  });

  it('reads Spanish thousands (dots, spaces) and decimals (comma)', () => {
    expect(parseResultInput('1.234')).toBe(1234);
    expect(parseResultInput('12.345.678')).toBe(12_345_678);
    expect(parseResultInput('1 234')).toBe(1234);
    expect(parseResultInput('1\u202f234')).toBe(1234);
    expect(parseResultInput('72,5')).toBe(72.5);
    expect(parseResultInput('72.5')).toBe(72.5);
  });

  it('keeps a minus sign for the schema to refuse, and anything else is not a number', () => {
    expect(parseResultInput('-3')).toBe(-3);
    expect(parseResultInput('1,5 mil')).toBeNaN();
    expect(parseResultInput('abc')).toBeNaN();
    expect(parseResultInput('1.2.3')).toBeNaN();
  });
});

describe('resultInputText', () => {
  it('shows a saved number back with a decimal comma, and nothing for null', () => {
    expect(resultInputText(null)).toBe('');
    expect(resultInputText(1234)).toBe('1234');
    expect(resultInputText(72.5)).toBe('72,5');
  });
});
