import { describe, expect, it } from 'vitest';
import { isStoryPending, STORY_STATUS_LABELS, storyStatus } from './story-status';

describe('storyStatus (client spec section 4)', () => {
  const today = '2026-11-22';

  it('is published when posted, whatever the date', () => {
    expect(storyStatus({ isPosted: true, isSkipped: false, dayDate: '2026-11-01' }, today)).toBe('published');
    expect(storyStatus({ isPosted: true, isSkipped: false, dayDate: '2026-12-01' }, today)).toBe('published');
  });

  it('compares the day date with today for stories not posted', () => {
    expect(storyStatus({ isPosted: false, isSkipped: false, dayDate: '2026-11-21' }, today)).toBe('overdue');
    expect(storyStatus({ isPosted: false, isSkipped: false, dayDate: '2025-12-31' }, today)).toBe('overdue');
    expect(storyStatus({ isPosted: false, isSkipped: false, dayDate: '2026-11-22' }, today)).toBe(
      'due_today',
    );
    expect(storyStatus({ isPosted: false, isSkipped: false, dayDate: '2026-11-23' }, today)).toBe('upcoming');
    expect(storyStatus({ isPosted: false, isSkipped: false, dayDate: '2027-01-01' }, today)).toBe('upcoming');
  });

  it('is skipped («No se publicará») whatever the date: never overdue, due today or upcoming', () => {
    for (const dayDate of ['2026-11-01', today, '2026-12-01'])
      expect(storyStatus({ isPosted: false, isSkipped: true, dayDate }, today)).toBe('skipped');
  });

  it('calls pending only a story neither posted nor skipped', () => {
    expect(isStoryPending({ isPosted: false, isSkipped: false })).toBe(true);
    expect(isStoryPending({ isPosted: true, isSkipped: false })).toBe(false);
    expect(isStoryPending({ isPosted: false, isSkipped: true })).toBe(false);
  });

  it('labels each status in Spanish', () => {
    expect(STORY_STATUS_LABELS).toEqual({
      overdue: 'Atrasada',
      due_today: 'Hoy',
      upcoming: 'Próxima',
      published: 'Publicada',
      skipped: 'No se publicará',
    });
  });
});
