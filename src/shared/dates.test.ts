import { describe, expect, it } from 'vitest';
import {
  addDaysIso,
  DEFAULT_TIME_ZONE,
  formatDateEs,
  formatDateTimeEs,
  formatLongDateEs,
  isIsoDate,
  isValidTimeZone,
  parseIsoDate,
  todayInTimeZone,
  WEEK_STARTS_ON,
} from './dates';

describe('constants', () => {
  it('default to Madrid and weeks starting on Monday', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Europe/Madrid');
    expect(WEEK_STARTS_ON).toBe(1);
  });
});

describe('todayInTimeZone', () => {
  it('is already tomorrow in Madrid while still today in UTC (winter, UTC+1)', () => {
    const now = new Date('2026-11-22T23:30:00Z');
    expect(todayInTimeZone('UTC', now)).toBe('2026-11-22');
    expect(todayInTimeZone('Europe/Madrid', now)).toBe('2026-11-23');
  });

  it('switches at Madrid midnight, not UTC midnight (summer, UTC+2)', () => {
    expect(todayInTimeZone('Europe/Madrid', new Date('2026-07-14T21:59:59Z'))).toBe('2026-07-14');
    expect(todayInTimeZone('Europe/Madrid', new Date('2026-07-14T22:00:00Z'))).toBe('2026-07-15');
    expect(todayInTimeZone('UTC', new Date('2026-07-14T22:00:00Z'))).toBe('2026-07-14');
  });

  it('crosses the year in a zone behind UTC', () => {
    const now = new Date('2027-01-01T03:00:00Z');
    expect(todayInTimeZone('America/Mexico_City', now)).toBe('2026-12-31');
    expect(todayInTimeZone('Europe/Madrid', now)).toBe('2027-01-01');
  });

  it('throws for an unknown zone', () => {
    expect(() => todayInTimeZone('Mars/Olympus')).toThrow(RangeError);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('Europe/Madrid')).toBe(true);
  });
});

describe('parseIsoDate / isIsoDate', () => {
  it('parses a calendar date as local midnight', () => {
    const date = parseIsoDate('2026-11-22');
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate(), date?.getHours()]).toEqual([
      2026, 10, 22, 0,
    ]);
  });

  it('rejects impossible and malformed dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-11-22T00:00:00Z')).toBe(false);
    expect(isIsoDate('22/11/2026')).toBe(false);
  });
});

describe('formatDateEs', () => {
  it('formats a calendar date string as dd/mm/yyyy', () => {
    expect(formatDateEs('2026-11-22')).toBe('22/11/2026');
    expect(formatDateEs('2026-03-01')).toBe('01/03/2026');
  });

  it('formats a Date', () => {
    expect(formatDateEs(new Date(2026, 10, 22, 15, 0))).toBe('22/11/2026');
  });

  it('formats an instant in the given time zone', () => {
    expect(formatDateEs('2026-11-22T23:30:00Z', 'Europe/Madrid')).toBe('23/11/2026');
    expect(formatDateEs('2026-11-22T23:30:00Z', 'UTC')).toBe('22/11/2026');
  });

  it('returns an empty string for invalid values', () => {
    expect(formatDateEs('no es una fecha')).toBe('');
    expect(formatDateEs('2026-02-30')).toBe('');
    expect(formatDateEs(new Date(Number.NaN))).toBe('');
  });
});

describe('formatLongDateEs', () => {
  it('writes the long Spanish date', () => {
    expect(formatLongDateEs('2026-11-22')).toBe('domingo, 22 de noviembre de 2026');
    expect(formatLongDateEs('2026-03-02')).toBe('lunes, 2 de marzo de 2026');
    expect(formatLongDateEs('2027-01-01')).toBe('viernes, 1 de enero de 2027');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatLongDateEs('2026-02-30')).toBe('');
    expect(formatLongDateEs('mañana')).toBe('');
  });
});

describe('addDaysIso', () => {
  it('moves a calendar date across months, years and daylight-saving changes', () => {
    expect(addDaysIso('2026-11-22', 3)).toBe('2026-11-25');
    expect(addDaysIso('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDaysIso('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDaysIso('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDaysIso('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysIso('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDaysIso('0050-01-01', 0)).toBe('0050-01-01');
  });

  it('refuses an invalid date', () => {
    expect(() => addDaysIso('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('formatDateTimeEs', () => {
  it('writes an instant as es-ES date and 24-hour time in the given zone', () => {
    expect(formatDateTimeEs('2026-11-22T09:14:00.000Z', 'Europe/Madrid')).toBe('22/11/2026 a las 10:14');
    expect(formatDateTimeEs('2026-07-01T22:30:00.000Z', 'Europe/Madrid')).toBe('02/07/2026 a las 00:30');
  });

  it('returns an empty string for an invalid value', () => {
    expect(formatDateTimeEs('not a date')).toBe('');
  });
});
