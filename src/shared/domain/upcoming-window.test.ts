import { describe, expect, it } from 'vitest';
import { dashboardUpcomingStories, isInUpcomingWindow, upcomingWindow } from './upcoming-window';

describe('upcoming window (3 days ahead, client spec sections 2 and 9)', () => {
  it('runs from today to three days ahead, both included', () => {
    expect(upcomingWindow('2026-11-22')).toEqual({ from: '2026-11-22', to: '2026-11-25' });
    expect(upcomingWindow('2026-12-30')).toEqual({ from: '2026-12-30', to: '2027-01-02' });
    expect(isInUpcomingWindow('2026-11-21', '2026-11-22')).toBe(false);
    expect(isInUpcomingWindow('2026-11-22', '2026-11-22')).toBe(true);
    expect(isInUpcomingWindow('2026-11-25', '2026-11-22')).toBe(true);
    expect(isInUpcomingWindow('2026-11-26', '2026-11-22')).toBe(false);
  });

  it('puts today first on the dashboard and keeps the first five', () => {
    const today = ['t1', 't2'];
    const later = ['u1', 'u2', 'u3', 'u4'];
    expect(dashboardUpcomingStories(today, later)).toEqual(['t1', 't2', 'u1', 'u2', 'u3']);
    expect(dashboardUpcomingStories([], ['u1'])).toEqual(['u1']);
    expect(dashboardUpcomingStories(today, later, 10)).toHaveLength(6);
  });
});
