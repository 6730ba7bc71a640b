import { describe, expect, it } from 'vitest';
import { scrollRestorationKey } from './scroll-restoration-key';

describe('scrollRestorationKey', () => {
  it('keeps the key of entries made by in-app navigation', () => {
    expect(scrollRestorationKey({ key: 'k3x9', pathname: '/dashboard', search: '' })).toBe('k3x9');
  });

  it("keys a loaded document's first entry by its URL, so two documents in one tab never share a position", () => {
    const campaigns = scrollRestorationKey({ key: 'default', pathname: '/dashboard/campaigns', search: '' });
    const pending = scrollRestorationKey({ key: 'default', pathname: '/dashboard/pending', search: '?x=1' });
    expect(campaigns).toBe('/dashboard/campaigns');
    expect(pending).toBe('/dashboard/pending?x=1');
  });

  it('gives a link to a story a key of its own document, so a reload never restores over the story', () => {
    const link = {
      key: 'default',
      pathname: '/dashboard/campaigns/c1',
      search: '?storyId=s1&source=external',
    };
    const first = scrollRestorationKey(link, '1700000000000.1');
    expect(first).toBe('/dashboard/campaigns/c1?storyId=s1&source=external#1700000000000.1');
    expect(scrollRestorationKey(link, '1700000000000.1')).toBe(first);
    expect(scrollRestorationKey(link, '1700000099999.5')).not.toBe(first);
  });
});
