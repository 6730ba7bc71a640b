import { describe, expect, it } from 'vitest';
import { zonedWallTimeToInstant } from './zoned-time';

const iso = (d: Date) => d.toISOString();

describe('zonedWallTimeToInstant', () => {
  it('reads winter and summer time in Madrid', () => {
    expect(iso(zonedWallTimeToInstant('2026-01-15', '09:00', 'Europe/Madrid'))).toBe(
      '2026-01-15T08:00:00.000Z',
    );
    expect(iso(zonedWallTimeToInstant('2026-07-15', '09:00', 'Europe/Madrid'))).toBe(
      '2026-07-15T07:00:00.000Z',
    );
  });

  it('on 2026-03-29 (spring forward) a skipped wall time moves forward by the jump', () => {
    expect(iso(zonedWallTimeToInstant('2026-03-29', '01:30', 'Europe/Madrid'))).toBe(
      '2026-03-29T00:30:00.000Z',
    );
    expect(iso(zonedWallTimeToInstant('2026-03-29', '02:30', 'Europe/Madrid'))).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(iso(zonedWallTimeToInstant('2026-03-29', '03:00', 'Europe/Madrid'))).toBe(
      '2026-03-29T01:00:00.000Z',
    );
    expect(iso(zonedWallTimeToInstant('2026-03-29', '09:00', 'Europe/Madrid'))).toBe(
      '2026-03-29T07:00:00.000Z',
    );
  });

  it('on 2026-10-25 (fall back) an ambiguous wall time takes the first', () => {
    expect(iso(zonedWallTimeToInstant('2026-10-25', '02:30', 'Europe/Madrid'))).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(iso(zonedWallTimeToInstant('2026-10-25', '03:00', 'Europe/Madrid'))).toBe(
      '2026-10-25T02:00:00.000Z',
    );
    expect(iso(zonedWallTimeToInstant('2026-10-25', '09:00', 'Europe/Madrid'))).toBe(
      '2026-10-25T08:00:00.000Z',
    );
  });

  it('Mexico City has no daylight saving since 2022', () => {
    expect(iso(zonedWallTimeToInstant('2026-01-15', '09:00', 'America/Mexico_City'))).toBe(
      '2026-01-15T15:00:00.000Z',
    );
    expect(iso(zonedWallTimeToInstant('2026-07-15', '09:00', 'America/Mexico_City'))).toBe(
      '2026-07-15T15:00:00.000Z',
    );
  });

  it('Buenos Aires is UTC-3 all year', () => {
    expect(iso(zonedWallTimeToInstant('2026-07-15', '21:00', 'America/Argentina/Buenos_Aires'))).toBe(
      '2026-07-16T00:00:00.000Z',
    );
  });
});
