import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOARD_OVERDUE_LOOKBACK_HOURS } from '../api/admin-today';
import { todayInTimeZone } from '../dates';
import { wallClockTime, zonedWallTimeToInstant } from '../zoned-time';
import { storyDueInstant } from './due-instant';
import {
  isCampaignEnded,
  isRecentlyLate,
  lateSinceLabel,
  RECENT_LATE_WINDOW_HOURS,
  statusWithLateness,
  storyLateness,
} from './lateness';

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);
const wall = (date: string, time: string, zone: string) => zonedWallTimeToInstant(date, time, zone);
const lateness = (dueAt: Date, now: Date, timeZone: string, campaignEndDate?: string) =>
  storyLateness({ dueAt, now, timeZone, campaignEndDate: campaignEndDate ?? null });

describe('the incident of issue 29: a story of today past its time', () => {
  it('is late since its wall time on the brand side at the moment the agency hears it is 2 h 45 min late', () => {
    const dueAt = storyDueInstant(
      { dayDate: '2026-11-25', scheduledDate: null, scheduledTime: '16:00', timeBlock: 'Tarde' },
      'Europe/Madrid',
    );
    const now = new Date(dueAt.getTime() + 165 * 60_000);
    const late = lateness(dueAt, now, 'Europe/Madrid');
    expect(late).toMatchObject({ group: 'today', isLate: true, minutesLate: 165, dueTime: '16:00' });
    expect(lateSinceLabel(late)).toBe('Atrasada desde las 16:00');
    expect(statusWithLateness('due_today', late)).toBe('overdue');
    expect(isRecentlyLate(late)).toBe(true);
  });

  it('is due today, not late, up to and at its minute', () => {
    const dueAt = wall('2026-11-25', '16:00', 'Europe/Madrid');
    for (const now of [new Date(dueAt.getTime() - 60_000), dueAt]) {
      const state = lateness(dueAt, now, 'Europe/Madrid');
      expect(state).toMatchObject({ group: 'today', isLate: false, minutesLate: 0 });
      expect(lateSinceLabel(state)).toBeNull();
      expect(statusWithLateness('due_today', state)).toBe('due_today');
    }
    expect(lateness(dueAt, new Date(dueAt.getTime() + 1), 'Europe/Madrid').isLate).toBe(true);
  });
});

describe('the client zone decides the day, not the agency', () => {
  it('Mexico City: a story of 20:00 is still today for the brand when Madrid is past midnight', () => {
    const dueAt = wall('2026-11-25', '20:00', 'America/Mexico_City'); // 02:00 in Madrid on the 26th
    const now = at('2026-11-26T03:30:00Z'); // 21:30 in Mexico City, 04:30 in Madrid
    const state = lateness(dueAt, now, 'America/Mexico_City');
    expect(state).toMatchObject({ group: 'today', today: '2026-11-25', isLate: true, minutesLate: 90 });
    expect(lateSinceLabel(state)).toBe('Atrasada desde las 20:00');
    // Madrid is already on the 26th: the day is the client's.
    expect(todayInTimeZone('Europe/Madrid', now)).toBe('2026-11-26');
  });

  it('Kiritimati (UTC+14) and Tongatapu (UTC+13) have their today a day ahead of UTC', () => {
    const now = at('2026-11-25T11:00:00Z'); // 01:00 on the 26th in Kiritimati
    const dueAt = wall('2026-11-26', '00:30', 'Pacific/Kiritimati');
    expect(lateness(dueAt, now, 'Pacific/Kiritimati')).toMatchObject({
      group: 'today',
      today: '2026-11-26',
      isLate: true,
      dueTime: '00:30',
    });
    const tonga = wall('2026-11-26', '23:00', 'Pacific/Tongatapu'); // now is 00:00 of the 26th there
    expect(lateness(tonga, now, 'Pacific/Tongatapu')).toMatchObject({
      group: 'today',
      today: '2026-11-26',
      isLate: false,
    });
  });
});

describe('midnight', () => {
  it('a story of 23:59 is late since yesterday one minute after midnight, then recent', () => {
    const dueAt = wall('2026-11-24', '23:59', 'Europe/Madrid');
    const now = wall('2026-11-25', '00:00', 'Europe/Madrid');
    const state = lateness(dueAt, now, 'Europe/Madrid');
    expect(state).toMatchObject({ group: 'recent', isLate: true, minutesLate: 1, today: '2026-11-25' });
    expect(lateSinceLabel(state)).toBe('Atrasada desde ayer a las 23:59');
    expect(statusWithLateness('overdue', state)).toBe('overdue');
  });

  it('a story of 00:00 is today at midnight, and late the minute after', () => {
    const dueAt = wall('2026-11-25', '00:00', 'America/New_York');
    expect(lateness(dueAt, dueAt, 'America/New_York')).toMatchObject({ group: 'today', isLate: false });
    expect(lateness(dueAt, new Date(dueAt.getTime() + 60_000), 'America/New_York').isLate).toBe(true);
  });

  it('tomorrow is later, not late', () => {
    const dueAt = wall('2026-11-26', '09:00', 'Europe/Madrid');
    const state = lateness(dueAt, wall('2026-11-25', '23:00', 'Europe/Madrid'), 'Europe/Madrid');
    expect(state).toMatchObject({ group: 'later', isLate: false });
    expect(statusWithLateness('upcoming', state)).toBe('upcoming');
  });
});

describe('daylight-saving days', () => {
  it('Madrid, last Sunday of March: the day has 23 hours and 16:00 is still 16:00', () => {
    const dueAt = wall('2026-03-29', '16:00', 'Europe/Madrid');
    expect(dueAt.toISOString()).toBe('2026-03-29T14:00:00.000Z');
    const state = lateness(dueAt, at('2026-03-29T14:01:00Z'), 'Europe/Madrid');
    expect(lateSinceLabel(state)).toBe('Atrasada desde las 16:00');
    // 01:30 of that night (before the jump) is 23 hours before 00:30 of Monday.
    const night = wall('2026-03-29', '01:30', 'Europe/Madrid');
    expect(lateness(night, wall('2026-03-30', '00:30', 'Europe/Madrid'), 'Europe/Madrid')).toMatchObject({
      group: 'recent',
      minutesLate: 22 * 60,
    });
  });

  it('Madrid, last Sunday of October: a story of 02:30 (the first one) is late from then', () => {
    const dueAt = wall('2026-10-25', '02:30', 'Europe/Madrid');
    expect(dueAt.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    // The second 02:30 (after the clocks went back) is an hour later: late by 60 min, since 02:30.
    const state = lateness(dueAt, at('2026-10-25T01:30:00Z'), 'Europe/Madrid');
    expect(state).toMatchObject({ group: 'today', minutesLate: 60, dueTime: '02:30' });
    expect(lateSinceLabel(state)).toBe('Atrasada desde las 02:30');
  });

  it('New York: a time skipped in March moves forward; November has 25 hours', () => {
    const skipped = wall('2026-03-08', '02:30', 'America/New_York');
    const state = lateness(skipped, at('2026-03-08T12:00:00Z'), 'America/New_York');
    expect(state).toMatchObject({ group: 'today', dueTime: '03:30' });
    expect(lateSinceLabel(state)).toBe('Atrasada desde las 03:30');
    const early = wall('2026-11-01', '00:10', 'America/New_York');
    const endOfDay = wall('2026-11-01', '23:50', 'America/New_York');
    expect(lateness(early, endOfDay, 'America/New_York')).toMatchObject({
      group: 'today',
      minutesLate: 24 * 60 + 40,
    });
  });

  it('Lord Howe moves its clocks by 30 minutes', () => {
    // First Sunday of October: 02:00 → 02:30 (UTC+10:30 → UTC+11).
    const skipped = wall('2026-10-04', '02:15', 'Australia/Lord_Howe');
    expect(wallClockTime(skipped, 'Australia/Lord_Howe')).toBe('02:45');
    const state = lateness(skipped, new Date(skipped.getTime() + 60_000), 'Australia/Lord_Howe');
    expect(lateSinceLabel(state)).toBe('Atrasada desde las 02:45');
    // First Sunday of April: 02:00 → 01:30; a story of 01:45 is the first one.
    const twice = wall('2026-04-05', '01:45', 'Australia/Lord_Howe');
    expect(twice.toISOString()).toBe('2026-04-04T14:45:00.000Z');
    expect(lateness(twice, at('2026-04-04T15:15:00Z'), 'Australia/Lord_Howe')).toMatchObject({
      group: 'today',
      minutesLate: 30,
      dueTime: '01:45',
    });
  });
});

describe('recent and old lateness', () => {
  it("uses the agency board's own window", () => {
    expect(BOARD_OVERDUE_LOOKBACK_HOURS).toBe(RECENT_LATE_WINDOW_HOURS);
  });

  it(`is recent up to ${RECENT_LATE_WINDOW_HOURS} h late (the board's window), old beyond`, () => {
    const dueAt = wall('2026-11-23', '10:00', 'Europe/Madrid');
    expect(lateness(dueAt, new Date(dueAt.getTime() + 48 * HOUR), 'Europe/Madrid').group).toBe('recent');
    const old = lateness(dueAt, new Date(dueAt.getTime() + 48 * HOUR + 1), 'Europe/Madrid');
    expect(old.group).toBe('old');
    expect(isRecentlyLate(old)).toBe(false);
    expect(lateSinceLabel(old)).toBe('Atrasada desde el 23 nov');
  });

  it('a campaign that has ended keeps its leftovers in the old group, even from yesterday', () => {
    const dueAt = wall('2026-11-24', '18:00', 'Europe/Madrid');
    const now = wall('2026-11-25', '09:00', 'Europe/Madrid');
    expect(lateness(dueAt, now, 'Europe/Madrid', '2026-11-24')).toMatchObject({
      group: 'old',
      isCampaignEnded: true,
    });
    // Its last day is today: it has not ended.
    expect(lateness(dueAt, now, 'Europe/Madrid', '2026-11-25').group).toBe('recent');
  });

  it('ends a campaign by the client zone', () => {
    const now = at('2026-11-26T03:00:00Z'); // 26th in Madrid, still the 25th in Mexico City
    expect(isCampaignEnded('2026-11-25', 'Europe/Madrid', now)).toBe(true);
    expect(isCampaignEnded('2026-11-25', 'America/Mexico_City', now)).toBe(false);
    expect(isCampaignEnded(null, 'Europe/Madrid', now)).toBe(false);
  });

  it('leaves published and skipped stories as they are', () => {
    const state = lateness(at('2026-11-25T08:00:00Z'), at('2026-11-25T12:00:00Z'), 'Europe/Madrid');
    expect(statusWithLateness('published', state)).toBe('published');
  });
});

const ZONES = [
  'Europe/Madrid',
  'America/New_York',
  'America/Mexico_City',
  'Pacific/Kiritimati',
  'Pacific/Tongatapu',
  'Pacific/Auckland',
  'Australia/Lord_Howe',
  'Pacific/Pago_Pago',
  'Asia/Kolkata',
  'UTC',
];
const zone = fc.constantFrom(...ZONES);
// Instants of 2026 and early 2027, so that both daylight-saving changes of every zone are covered.
const instant = fc
  .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 2, 1) })
  .map((ms) => new Date(Math.floor(ms / 60_000) * 60_000));
const minutes = fc.integer({ min: -5 * 24 * 60, max: 5 * 24 * 60 });

describe('properties', () => {
  it("agrees with the agency board's window: late today or recently ⇔ due in [now − 48 h, now)", () => {
    fc.assert(
      fc.property(zone, instant, minutes, (timeZone, now, offset) => {
        const dueAt = new Date(now.getTime() - offset * 60_000);
        const state = lateness(dueAt, now, timeZone);
        const onBoard = dueAt < now && dueAt.getTime() >= now.getTime() - RECENT_LATE_WINDOW_HOURS * HOUR;
        expect(isRecentlyLate(state)).toBe(onBoard);
        expect(state.isLate).toBe(dueAt < now);
        expect(state.group === 'today').toBe(
          todayInTimeZone(timeZone, dueAt) === todayInTimeZone(timeZone, now),
        );
        if (state.group === 'later') expect(state.isLate).toBe(false);
        if (state.group === 'old' || state.group === 'recent') expect(state.isLate).toBe(true);
        expect(statusWithLateness('due_today', state) === 'overdue').toBe(state.isLate);
      }),
      { numRuns: 500 },
    );
  });

  it('a story past its time on its own day reads "Atrasada desde las HH:mm" at its wall time', () => {
    const date = fc
      .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 11, 31) })
      .map((ms) => new Date(ms).toISOString().slice(0, 10));
    const time = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    fc.assert(
      fc.property(zone, date, time, fc.integer({ min: 1, max: 24 * 60 }), (timeZone, day, hhmm, after) => {
        const dueAt = wall(day, hhmm, timeZone);
        const now = new Date(dueAt.getTime() + after * 60_000);
        const state = lateness(dueAt, now, timeZone);
        const shown = wallClockTime(dueAt, timeZone);
        // Only a time skipped by a spring-forward jump reads otherwise, moved forward by the jump.
        if (shown !== hhmm) expect(shown > hhmm).toBe(true);
        if (todayInTimeZone(timeZone, now) === day) {
          expect(state.group).toBe('today');
          expect(lateSinceLabel(state)).toBe(`Atrasada desde las ${shown}`);
        } else {
          expect(lateSinceLabel(state)).toBe(`Atrasada desde ayer a las ${shown}`);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('an ended campaign never has a recent or today leftover', () => {
    fc.assert(
      fc.property(zone, instant, minutes, fc.integer({ min: 1, max: 30 }), (timeZone, now, offset, ago) => {
        const dueAt = new Date(now.getTime() - offset * 60_000);
        const today = todayInTimeZone(timeZone, now);
        const end = new Date(Date.UTC(+today.slice(0, 4), +today.slice(5, 7) - 1, +today.slice(8, 10) - ago))
          .toISOString()
          .slice(0, 10);
        const state = lateness(dueAt, now, timeZone, end);
        if (state.isLate) expect(state.group).toBe('old');
        expect(isRecentlyLate(state)).toBe(false);
      }),
    );
  });
});
