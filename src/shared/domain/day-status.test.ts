import { describe, expect, it } from 'vitest';
import { DAY_STATUS_LABELS, dayStatus, dayStatusFromCounts, isDayComplete } from './day-status';

const s = (...posted: boolean[]) => posted.map((isPosted) => ({ isPosted, isSkipped: false }));

describe('day calendar status (client spec section 4)', () => {
  it('is completed when all stories are posted and there is at least one', () => {
    expect(dayStatus(s(true, true, true))).toBe('completed');
    expect(dayStatus(s(true))).toBe('completed');
  });

  it('is in progress when some are posted, pending when none', () => {
    expect(dayStatus(s(true, false, false))).toBe('in_progress');
    expect(dayStatus(s(false, false))).toBe('pending');
  });

  it('is pending for a day without stories', () => {
    expect(dayStatus([])).toBe('pending');
    expect(dayStatusFromCounts(0, 0)).toBe('pending');
    expect(isDayComplete(0, 0)).toBe(false);
    expect(isDayComplete(4, 4)).toBe(true);
    expect(isDayComplete(3, 4)).toBe(false);
  });

  it('counts skipped stories («No se publicará») as done: all posted or skipped completes the day', () => {
    const skipped = { isPosted: false, isSkipped: true };
    expect(dayStatus([...s(true, true), skipped])).toBe('completed');
    expect(dayStatus([skipped, skipped])).toBe('completed');
    expect(dayStatus([skipped, ...s(false)])).toBe('in_progress');
    expect(dayStatusFromCounts(3, 4, 1)).toBe('completed');
    expect(dayStatusFromCounts(0, 4, 1)).toBe('in_progress');
    expect(isDayComplete(2, 4, 1)).toBe(false);
    expect(isDayComplete(2, 4, 2)).toBe(true);
  });

  it('names the legend in Spanish', () => {
    expect(Object.values(DAY_STATUS_LABELS)).toEqual(['Día completado', 'En progreso', 'Pendiente']);
  });
});
