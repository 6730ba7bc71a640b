import { describe, expect, it } from 'vitest';
import { storyDueInstant } from './due-instant';
import { BLOCK_TIMES, blockTime, UNKNOWN_BLOCK_TIME } from './time-blocks';

const story = (over: Partial<Parameters<typeof storyDueInstant>[0]> = {}) => ({
  dayDate: '2026-11-25',
  scheduledDate: null,
  scheduledTime: null,
  timeBlock: null,
  ...over,
});
const due = (over: Partial<Parameters<typeof storyDueInstant>[0]>, zone = 'Europe/Madrid') =>
  storyDueInstant(story(over), zone).toISOString();

describe('time blocks', () => {
  it('is the documented table, accents and case ignored', () => {
    expect(BLOCK_TIMES).toEqual({ manana: '09:00', mediodia: '13:00', tarde: '17:00', noche: '21:00' });
    expect(blockTime('Mañana')).toBe('09:00');
    expect(blockTime('MEDIODÍA')).toBe('13:00');
    expect(blockTime(' tarde ')).toBe('17:00');
    expect(blockTime('Noche')).toBe('21:00');
    expect(blockTime('Madrugada')).toBeNull();
    expect(UNKNOWN_BLOCK_TIME).toBe('12:00');
  });
});

describe('storyDueInstant', () => {
  it('uses the scheduled date and time first', () => {
    expect(due({ scheduledDate: '2026-11-26', scheduledTime: '18:30:00', timeBlock: 'Mañana' })).toBe(
      '2026-11-26T17:30:00.000Z',
    );
  });

  it("else the day's date at the block's time, unknown block at 12:00", () => {
    expect(due({ timeBlock: 'Mañana' })).toBe('2026-11-25T08:00:00.000Z');
    expect(due({ timeBlock: 'Noche' })).toBe('2026-11-25T20:00:00.000Z');
    expect(due({ timeBlock: 'Madrugada' })).toBe('2026-11-25T11:00:00.000Z');
    expect(due({})).toBe('2026-11-25T11:00:00.000Z');
    expect(due({ scheduledTime: '07:15' })).toBe('2026-11-25T06:15:00.000Z');
  });

  it('in Madrid across both daylight-saving changes', () => {
    expect(due({ dayDate: '2026-03-28', timeBlock: 'Mañana' })).toBe('2026-03-28T08:00:00.000Z');
    expect(due({ dayDate: '2026-03-29', timeBlock: 'Mañana' })).toBe('2026-03-29T07:00:00.000Z');
    expect(due({ dayDate: '2026-03-29', scheduledTime: '02:30' })).toBe('2026-03-29T01:30:00.000Z');
    expect(due({ dayDate: '2026-10-25', scheduledTime: '02:30' })).toBe('2026-10-25T00:30:00.000Z');
    expect(due({ dayDate: '2026-10-25', timeBlock: 'Tarde' })).toBe('2026-10-25T16:00:00.000Z');
  });

  it('in Mexico City and Buenos Aires', () => {
    expect(due({ dayDate: '2026-03-29', timeBlock: 'Mañana' }, 'America/Mexico_City')).toBe(
      '2026-03-29T15:00:00.000Z',
    );
    expect(due({ timeBlock: 'Noche' }, 'America/Argentina/Buenos_Aires')).toBe('2026-11-26T00:00:00.000Z');
  });
});
