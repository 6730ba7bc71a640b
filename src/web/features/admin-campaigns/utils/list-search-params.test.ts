import { describe, expect, it } from 'vitest';
import { readCampaignListSearch, toCampaignListSearchParams } from './list-search-params';

describe('campaign list URL state', () => {
  it('reads q, status and page', () => {
    expect(readCampaignListSearch(new URLSearchParams('q=caf%C3%A9&status=paused&page=3'))).toEqual({
      q: 'café',
      status: 'paused',
      page: 3,
    });
  });

  it('falls back to the defaults for missing or invalid values', () => {
    expect(readCampaignListSearch(new URLSearchParams(''))).toEqual({ q: '', status: null, page: 1 });
    for (const query of ['status=archived&page=0', 'page=-2', 'page=dos', 'page=1.5', 'page=99999999']) {
      const search = readCampaignListSearch(new URLSearchParams(query));
      expect(search.status, query).toBeNull();
      expect(search.page, query).toBe(1);
    }
  });

  it('writes only what differs from the defaults, with the search trimmed', () => {
    expect(toCampaignListSearchParams({ q: '  ', status: null, page: 1 }).toString()).toBe('');
    expect(toCampaignListSearchParams({ q: ' Café Aurora ', status: 'active', page: 2 }).toString()).toBe(
      'q=Caf%C3%A9+Aurora&status=active&page=2',
    );
  });
});
