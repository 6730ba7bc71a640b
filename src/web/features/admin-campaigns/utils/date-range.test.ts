import { describe, expect, it } from 'vitest';
import { browserToday, daysBetween, defaultCopyStartDate, formatDateRangeEs, movedRange } from './date-range';

describe('date ranges of a campaign move', () => {
  it('counts whole days both ways, across a daylight-saving change', () => {
    expect(daysBetween('2026-12-14', '2026-12-20')).toBe(6);
    expect(daysBetween('2026-12-20', '2026-12-14')).toBe(-6);
    expect(daysBetween('2026-03-27', '2026-03-30')).toBe(3);
    expect(daysBetween('2026-12-14', '2026-02-30')).toBeNull();
  });

  it('shifts the last day by as many days as the first', () => {
    expect(movedRange({ startDate: '2026-12-14', endDate: '2026-12-16' }, '2026-12-30')).toEqual({
      startDate: '2026-12-30',
      endDate: '2027-01-01',
    });
    expect(movedRange({ startDate: '2026-12-14', endDate: '2026-12-16' }, '')).toBeNull();
  });

  it('writes the dates in short Spanish, the month and year only where needed', () => {
    expect(formatDateRangeEs({ startDate: '2026-12-14', endDate: '2026-12-16' })).toBe('del 14 al 16 de dic');
    expect(formatDateRangeEs({ startDate: '2026-11-28', endDate: '2026-12-02' })).toBe(
      'del 28 de nov al 2 de dic',
    );
    expect(formatDateRangeEs({ startDate: '2026-12-30', endDate: '2027-01-01' })).toBe(
      'del 30 de dic de 2026 al 1 de ene de 2027',
    );
    expect(formatDateRangeEs({ startDate: '2026-12-14', endDate: '2026-12-14' })).toBe('el 14 de dic');
  });
});

describe('the first day proposed for a copy', () => {
  it('is the day after the campaign ends when that is still to come', () => {
    expect(defaultCopyStartDate('2026-12-16', '2026-12-01')).toBe('2026-12-17');
    expect(defaultCopyStartDate('2026-12-31', '2026-12-20')).toBe('2027-01-01');
    // Ending today: the day after is tomorrow, either way.
    expect(defaultCopyStartDate('2026-12-16', '2026-12-16')).toBe('2026-12-17');
  });

  it('is tomorrow when the campaign has ended (or its end is not a date)', () => {
    expect(defaultCopyStartDate('2026-11-08', '2026-12-01')).toBe('2026-12-02');
    expect(defaultCopyStartDate('2026-11-30', '2026-12-01')).toBe('2026-12-02');
    expect(defaultCopyStartDate('', '2026-02-28')).toBe('2026-03-01');
  });

  it("takes today in the browser's own zone", () => {
    expect(browserToday(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });
});
