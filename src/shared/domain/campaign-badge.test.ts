import { describe, expect, it } from 'vitest';
import { CAMPAIGN_BADGE_LABELS, campaignBadge } from './campaign-badge';

describe('campaignBadge (client spec section 2)', () => {
  const dates = { startDate: '2026-11-20', endDate: '2026-11-27' };

  it('is Completada at 100 % whatever the dates', () => {
    expect(campaignBadge({ ...dates, progress: 100 }, '2026-11-10')).toBe('completed');
    expect(campaignBadge({ ...dates, progress: 100 }, '2026-11-22')).toBe('completed');
    expect(campaignBadge({ ...dates, progress: 100 }, '2026-12-22')).toBe('completed');
  });

  it('is En Progreso from the start date to the end date, both included', () => {
    expect(campaignBadge({ ...dates, progress: 40 }, '2026-11-20')).toBe('in_progress');
    expect(campaignBadge({ ...dates, progress: 40 }, '2026-11-24')).toBe('in_progress');
    expect(campaignBadge({ ...dates, progress: 99 }, '2026-11-27')).toBe('in_progress');
  });

  it('is No Iniciada before the start and Finalizada after the end', () => {
    expect(campaignBadge({ ...dates, progress: 0 }, '2026-11-19')).toBe('not_started');
    expect(campaignBadge({ ...dates, progress: 60 }, '2026-11-28')).toBe('finished');
  });

  it('has the exact Spanish labels', () => {
    expect(CAMPAIGN_BADGE_LABELS).toEqual({
      completed: 'Completada',
      in_progress: 'En Progreso',
      not_started: 'No Iniciada',
      finished: 'Finalizada',
    });
  });
});
