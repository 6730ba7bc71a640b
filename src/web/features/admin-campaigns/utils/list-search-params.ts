import { CAMPAIGN_LIST_MAX_PAGE, CAMPAIGN_SEARCH_MAX_LENGTH } from '@shared/campaigns/admin-campaign-limits';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '@shared/domain/statuses';

/** The campaign list's state as kept in the URL (?q=&status=&page=), so back/forward and shared links work. */
export type CampaignListSearch = { q: string; status: CampaignStatus | null; page: number };

function isCampaignStatus(value: string | null): value is CampaignStatus {
  return value !== null && (CAMPAIGN_STATUSES as readonly string[]).includes(value);
}

/** Reads the list state from the URL; a hand-edited, invalid value falls back to its default. */
export function readCampaignListSearch(params: URLSearchParams): CampaignListSearch {
  const q = (params.get('q') ?? '').slice(0, CAMPAIGN_SEARCH_MAX_LENGTH);
  const status = params.get('status');
  const pageText = params.get('page') ?? '';
  const page = /^[1-9][0-9]*$/.test(pageText) ? Number(pageText) : 1;
  return {
    q,
    status: isCampaignStatus(status) ? status : null,
    page: page <= CAMPAIGN_LIST_MAX_PAGE ? page : 1,
  };
}

/** The URL search params of a list state; defaults are left out (page 1, no status, no search). */
export function toCampaignListSearchParams(search: CampaignListSearch): URLSearchParams {
  const params = new URLSearchParams();
  const q = search.q.trim();
  if (q) params.set('q', q);
  if (search.status) params.set('status', search.status);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}
