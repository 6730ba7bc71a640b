import { describe, expect, it } from 'vitest';
import { matchLiveStory, storyIdOfLink } from './match-story';

const at = (iso: string) => new Date(iso);
const live = [
  {
    id: '1790001',
    timestamp: at('2026-12-01T09:00:00Z'),
    permalink: 'https://www.instagram.com/stories/marca/3400001/',
  },
  {
    id: '1790002',
    timestamp: at('2026-12-01T11:55:00Z'),
    permalink: 'https://www.instagram.com/stories/marca/3400002/',
  },
  { id: '1790003', timestamp: at('2026-12-01T12:03:00Z'), permalink: null },
];

describe('matching a published story to the account’s live stories', () => {
  it('takes the pasted link’s story first, whatever its time', () => {
    const found = matchLiveStory({
      live,
      markedAt: at('2026-12-01T12:00:00Z'),
      proofLink: 'https://www.instagram.com/stories/marca/3400001/?utm_source=ig_story_item_share',
      taken: new Set(),
    });
    expect(found).toEqual({ story: live[0], by: 'link' });
  });

  it('else the nearest story posted up to 6 h before the marking (or 10 min after), not one already taken', () => {
    const markedAt = at('2026-12-01T12:00:00Z');
    expect(matchLiveStory({ live, markedAt, proofLink: null, taken: new Set() })?.story.id).toBe('1790003');
    expect(matchLiveStory({ live, markedAt, proofLink: null, taken: new Set(['1790003']) })?.story.id).toBe(
      '1790002',
    );
    expect(
      matchLiveStory({ live, markedAt: at('2026-12-01T20:00:00Z'), proofLink: null, taken: new Set() }),
    ).toBeNull();
    expect(
      matchLiveStory({ live, markedAt: at('2026-12-01T08:40:00Z'), proofLink: null, taken: new Set() }),
    ).toBeNull();
  });

  it('reads the story id of a link, and nothing of another link', () => {
    expect(storyIdOfLink('https://instagram.com/stories/marca/3400002')).toBe('3400002');
    expect(storyIdOfLink('https://www.instagram.com/p/Cx1/')).toBeNull();
    expect(storyIdOfLink(null)).toBeNull();
  });
});
