import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  fitsCalendar,
  overlapProblem,
  repeatStartDates,
  type StoryClock,
  shiftStoryTimes,
} from './duplicate-schedule';

const story = (
  id: string,
  scheduledTime: string | null,
  timeBlock: string | null = 'Mañana',
): StoryClock => ({
  id,
  title: `Historia ${id}`,
  dayTitle: 'Día 1',
  scheduledTime,
  timeBlock,
});

describe('repeatStartDates', () => {
  it('gives one start a week, across a month and a year', () => {
    expect(repeatStartDates('2026-12-21', 'week', 3)).toEqual(['2026-12-21', '2026-12-28', '2027-01-04']);
  });

  it('gives the same day of each month, or the month’s last day when it has none', () => {
    expect(repeatStartDates('2027-01-31', 'month', 4)).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
    ]);
    expect(repeatStartDates('2028-01-30', 'month', 2)).toEqual(['2028-01-30', '2028-02-29']);
    expect(repeatStartDates('2027-11-15', 'month', 3)).toEqual(['2027-11-15', '2027-12-15', '2028-01-15']);
  });

  it('gives just the start for one copy, and refuses an invalid date', () => {
    expect(repeatStartDates('2027-03-28', 'month', 1)).toEqual(['2027-03-28']);
    expect(() => repeatStartDates('2027-02-30', 'week', 2)).toThrow(RangeError);
  });
});

describe('overlapProblem', () => {
  it('accepts copies that do not overlap and refuses those that do, with the campaign’s length', () => {
    expect(overlapProblem(repeatStartDates('2027-01-04', 'week', 3), 7, 'week')).toBeNull();
    expect(overlapProblem(repeatStartDates('2027-01-04', 'week', 3), 8, 'week')).toBe(
      'La campaña dura 8 días: si se repite cada semana, cada copia se solaparía con la siguiente',
    );
    // February is 28 days: a 30-day campaign repeated monthly from 31 January overlaps.
    expect(overlapProblem(repeatStartDates('2027-01-31', 'month', 2), 28, 'month')).toBeNull();
    expect(overlapProblem(repeatStartDates('2027-01-31', 'month', 2), 29, 'month')).toMatch(/cada mes/);
  });
});

describe('daysBetween and fitsCalendar', () => {
  it('counts whole days across a daylight-saving change', () => {
    expect(daysBetween('2027-03-27', '2027-03-29')).toBe(2);
    expect(daysBetween('2027-10-30', '2027-11-01')).toBe(2);
    expect(daysBetween('2027-01-10', '2027-01-01')).toBe(-9);
  });

  it('refuses a copy that would end after 9999-12-31', () => {
    expect(fitsCalendar('2027-01-01', '2027-01-10', '9999-12-22')).toBe(true);
    expect(fitsCalendar('2027-01-01', '2027-01-10', '9999-12-23')).toBe(false);
  });
});

describe('shiftStoryTimes', () => {
  it('keeps the stored times without a shift, a story without a time keeping none', () => {
    const result = shiftStoryTimes([story('1', '08:30'), story('2', null)], 0);
    expect(result).toEqual({
      ok: true,
      times: new Map([
        ['1', '08:30'],
        ['2', null],
      ]),
    });
  });

  it('moves each due time, a story without a time from its block’s (or 12:00 for an unknown block)', () => {
    const result = shiftStoryTimes(
      [story('1', '08:30'), story('2', null, 'Noche'), story('3', null, 'Sobremesa')],
      -90,
    );
    expect(result.ok && Object.fromEntries(result.times)).toEqual({
      '1': '07:00',
      '2': '19:30',
      '3': '10:30',
    });
  });

  it('refuses a time that would leave the day, naming the story and where it would go', () => {
    expect(shiftStoryTimes([story('1', '10:00'), story('2', '23:30')], 45)).toEqual({
      ok: false,
      storyId: '2',
      message: 'Con ese cambio de hora, la Historia 2 del Día 1 pasaría al día siguiente (00:15)',
    });
    expect(shiftStoryTimes([story('1', '00:10')], -20)).toMatchObject({
      ok: false,
      message: 'Con ese cambio de hora, la Historia 1 del Día 1 pasaría al día anterior (23:50)',
    });
    expect(shiftStoryTimes([story('1', '23:59')], 0).ok).toBe(true);
    expect(shiftStoryTimes([story('1', '00:00')], 1439)).toMatchObject({ ok: true });
  });
});
