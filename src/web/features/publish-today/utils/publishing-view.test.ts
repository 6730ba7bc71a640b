import { describe, expect, it } from 'vitest';
import { buildPublishing, buildPublishingStory, TODAY, TOMORROW } from '../testing/publishing-response';
import { applyPostedOverrides, groupPublishing, setStoryPosted } from './publishing-view';

const ids = (stories: { id: string }[]) => stories.map((story) => story.id);

function day() {
  return buildPublishing([
    buildPublishingStory('O1', { dayDate: '2026-11-23' }),
    buildPublishingStory('O2', { dayDate: '2026-11-24' }),
    buildPublishingStory('T1', { isPosted: true, status: 'published', postedAt: `${TODAY}T08:00:00Z` }),
    buildPublishingStory('T2'),
    buildPublishingStory('M1', { dayDate: TOMORROW, status: 'upcoming' }),
  ]);
}

describe('the sections of Publicar hoy', () => {
  it('puts the first overdue story next, then the rest of what is due, in the order given', () => {
    const sections = groupPublishing(day());
    expect(sections.next?.id).toBe('O1');
    expect(ids(sections.toPublish)).toEqual(['O2', 'T2']);
    expect(ids(sections.publishedToday)).toEqual(['T1']);
    expect(ids(sections.tomorrow)).toEqual(['M1']);
    expect(sections).toMatchObject({ todayTotal: 2, todayPosted: 1, overdueCount: 2 });
  });

  it("counts the server's overdue total, less those marked here", () => {
    const data = { ...day(), overdueTotal: 40 };
    expect(groupPublishing(setStoryPosted(data, 'O1', true)).overdueCount).toBe(39);
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
  it('marks a story published with its time and status, and back to its day status', () => {
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
    expect(setStoryPosted(undone, 'O1', false).stories[0]?.status).toBe('overdue');
  });

  it('returns the same answer when nothing changes (no re-render)', () => {
    const data = day();
    expect(setStoryPosted(data, 'T1', true)).toBe(data);
    expect(setStoryPosted(data, 'nope', true)).toBe(data);
    expect(applyPostedOverrides(data, [])).toBe(data);
  });

  it('lets the waiting marks win over a fresher read', () => {
    const read = day();
    const shown = applyPostedOverrides(read, [
      { storyId: 'O1', isPosted: true },
      { storyId: 'T1', isPosted: false },
    ]);
    const sections = groupPublishing(shown);
    expect(sections.next?.id).toBe('O2');
    expect(ids(sections.toPublish)).toEqual(['T1', 'T2']);
    expect(sections.publishedToday).toEqual([]);
  });
});
