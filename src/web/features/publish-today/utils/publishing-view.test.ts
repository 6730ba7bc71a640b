import { describe, expect, it } from 'vitest';
import {
  buildPublishing,
  buildPublishingStory,
  dueAtOf,
  TODAY,
  TOMORROW,
} from '../testing/publishing-response';
import { applyPostedOverrides, groupPublishing, setStoryPosted } from './publishing-view';

const ids = (stories: { id: string }[]) => stories.map((story) => story.id);

/** At 10:00 in Madrid: an old leftover, yesterday's late story, today at 09:00 (late), 11:00 posted, 13:00; tomorrow. */
function day(oldTotal = 12) {
  return buildPublishing(
    [
      buildPublishingStory('O1', { dayDate: '2026-11-20', status: 'overdue' }),
      buildPublishingStory('R1', { dayDate: '2026-11-24', status: 'overdue' }),
      buildPublishingStory('T0', { dueTime: '09:00', dueAt: dueAtOf(TODAY, '09:00'), status: 'overdue' }),
      buildPublishingStory('T1', {
        dueTime: '11:00',
        dueAt: dueAtOf(TODAY, '11:00'),
        isPosted: true,
        status: 'published',
        postedAt: `${TODAY}T08:00:00Z`,
      }),
      buildPublishingStory('T2'),
      buildPublishingStory('M1', { dayDate: TOMORROW, status: 'upcoming' }),
    ],
    { oldTotal },
  );
}

describe('the groups of Publicar hoy', () => {
  it("puts today's next story on top, then today's others, the recent lateness, the old leftovers and tomorrow", () => {
    const sections = groupPublishing(day());
    expect(sections.next?.id).toBe('T0');
    expect(ids(sections.toPublish)).toEqual(['T2']);
    expect(ids(sections.recentLate)).toEqual(['R1']);
    expect(ids(sections.old)).toEqual(['O1']);
    expect(ids(sections.publishedToday)).toEqual(['T1']);
    expect(ids(sections.tomorrow)).toEqual(['M1']);
    // Late: today's 09:00 and yesterday's; the old leftover is counted apart.
    expect(sections).toMatchObject({ todayTotal: 3, todayPosted: 1, lateCount: 2, oldTotal: 12 });
  });

  it('calls a story of today late from its time on, at the running now', () => {
    const later = groupPublishing(day(), new Date(dueAtOf(TODAY, '13:01')));
    expect(later.lateCount).toBe(3);
    expect(later.next?.id).toBe('T0');
  });

  it('moves a recently late story to the old ones once it is more than 48 h late', () => {
    const sections = groupPublishing(day(), new Date(dueAtOf('2026-11-26', '13:01')));
    expect(ids(sections.old)).toEqual(['O1', 'R1']);
  });

  it("puts a campaign's leftovers with the old ones once it has ended", () => {
    const data = day();
    const ended = {
      ...data,
      stories: data.stories.map((story) =>
        story.id === 'R1' ? { ...story, campaignEndDate: '2026-11-24' } : story,
      ),
    };
    expect(ids(groupPublishing(ended).old)).toEqual(['O1', 'R1']);
  });

  it('starts with the recent lateness when today is all published', () => {
    const data = buildPublishing([
      buildPublishingStory('R1', { dayDate: '2026-11-24', status: 'overdue' }),
      buildPublishingStory('R2', {
        dayDate: '2026-11-24',
        dueTime: '17:00',
        dueAt: dueAtOf('2026-11-24', '17:00'),
      }),
      buildPublishingStory('T1', { isPosted: true, status: 'published' }),
    ]);
    const sections = groupPublishing(data);
    expect(sections.next?.id).toBe('R1');
    expect(ids(sections.recentLate)).toEqual(['R2']);
    expect(sections.toPublish).toEqual([]);
  });

  it('counts the old leftovers less those marked here', () => {
    expect(groupPublishing(setStoryPosted(day(40), 'O1', true)).oldTotal).toBe(39);
  });

  it("folds today's stories marked «No se publicará» apart, out of today's count", () => {
    const data = day();
    const skipped = {
      ...data,
      stories: data.stories.map((story) =>
        story.id === 'T2' ? { ...story, isSkipped: true, status: 'skipped' as const } : story,
      ),
    };
    const sections = groupPublishing(skipped);
    expect(ids(sections.skippedToday)).toEqual(['T2']);
    expect(sections.next?.id).toBe('T0');
    expect(sections.toPublish).toEqual([]);
    expect(sections).toMatchObject({ todayTotal: 2, todayPosted: 1, lateCount: 2 });
    expect(groupPublishing(data).skippedToday).toEqual([]);
  });

  it('has no next story when everything due is published', () => {
    const data = buildPublishing([
      buildPublishingStory('T1', { isPosted: true, status: 'published' }),
      buildPublishingStory('M1', { dayDate: TOMORROW, status: 'upcoming' }),
    ]);
    expect(groupPublishing(data)).toMatchObject({ next: null, toPublish: [], todayTotal: 1, todayPosted: 1 });
  });
});

describe('posted changes laid over the answer', () => {
  it('marks a story published with its time and status, and back to its status by the lateness rule', () => {
    const marked = setStoryPosted(day(), 'T2', true, '2026-11-25T10:00:00.000Z');
    expect(marked.stories.find((story) => story.id === 'T2')).toMatchObject({
      isPosted: true,
      postedAt: '2026-11-25T10:00:00.000Z',
      status: 'published',
    });
    const undone = setStoryPosted(marked, 'T2', false);
    expect(undone.stories.find((story) => story.id === 'T2')).toMatchObject({
      isPosted: false,
      postedAt: null,
      status: 'due_today',
    });
    // Today's 11:00, unmarked at 10:00 server time, is not late; today's 09:00 would be.
    const t1 = setStoryPosted(day(), 'T1', false);
    expect(t1.stories.find((story) => story.id === 'T1')?.status).toBe('due_today');
    const t0 = setStoryPosted(setStoryPosted(day(), 'T0', true), 'T0', false);
    expect(t0.stories.find((story) => story.id === 'T0')?.status).toBe('overdue');
  });

  it('returns the same answer when nothing changes (no re-render)', () => {
    const data = day();
    expect(setStoryPosted(data, 'T1', true)).toBe(data);
    expect(setStoryPosted(data, 'nope', true)).toBe(data);
    expect(applyPostedOverrides(data, [])).toBe(data);
  });

  it('lets the waiting marks win over a fresher read', () => {
    const shown = applyPostedOverrides(day(), [
      { storyId: 'T0', isPosted: true },
      { storyId: 'T1', isPosted: false },
    ]);
    const sections = groupPublishing(shown);
    expect(sections.next?.id).toBe('T1');
    expect(ids(sections.toPublish)).toEqual(['T2']);
    expect(ids(sections.publishedToday)).toEqual(['T0']);
  });
});
