import { describe, expect, it } from 'vitest';
import { attemptsLabel, durationLabel, relativeFutureLabel } from './delivery-format';

const NOW = Date.parse('2026-11-22T10:00:00.000Z');
const inMs = (ms: number) => new Date(NOW + ms).toISOString();

describe('relativeFutureLabel', () => {
  it('says how far ahead a retry is, in minutes, hours and days', () => {
    expect(relativeFutureLabel(inMs(20_000), NOW)).toBe('en menos de 1 min');
    expect(relativeFutureLabel(inMs(5 * 60_000), NOW)).toBe('en 5 min');
    expect(relativeFutureLabel(inMs(2 * 3_600_000), NOW)).toBe('en 2 h');
    expect(relativeFutureLabel(inMs(2 * 3_600_000 + 10 * 60_000), NOW)).toBe('en 2 h 10 min');
    expect(relativeFutureLabel(inMs(26 * 3_600_000), NOW)).toBe('en 1 día');
    expect(relativeFutureLabel(inMs(3 * 86_400_000), NOW)).toBe('en 3 días');
  });

  it('says «ahora» once the instant has come', () => {
    expect(relativeFutureLabel(inMs(0), NOW)).toBe('ahora');
    expect(relativeFutureLabel(inMs(-60_000), NOW)).toBe('ahora');
  });
});

describe('durationLabel and attemptsLabel', () => {
  it('writes milliseconds under a second and seconds with a decimal comma above', () => {
    expect(durationLabel(85)).toBe('85 ms');
    expect(durationLabel(1234)).toBe('1,2 s');
    expect(durationLabel(10_000)).toBe('10 s');
  });

  it('agrees in number', () => {
    expect(attemptsLabel(1)).toBe('1 intento');
    expect(attemptsLabel(3)).toBe('3 intentos');
  });
});
