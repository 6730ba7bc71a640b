import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type CampaignListSearch,
  readCampaignListSearch,
  toCampaignListSearchParams,
} from '../utils/list-search-params';

/**
 * The list state (search, status, page) lives in the URL. `update` merges changes into it: a new history
 * entry by default (back/forward walk the filters and pages), or `replace` for the search as it is typed.
 */
export function useCampaignListSearch() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readCampaignListSearch(params), [params]);
  const update = useCallback(
    (changes: Partial<CampaignListSearch>, { replace = false }: { replace?: boolean } = {}) => {
      setParams((current) => toCampaignListSearchParams({ ...readCampaignListSearch(current), ...changes }), {
        replace,
      });
    },
    [setParams],
  );
  const searchFor = useCallback(
    (changes: Partial<CampaignListSearch>) =>
      toCampaignListSearchParams({ ...search, ...changes }).toString(),
    [search],
  );
  return { search, update, searchFor };
}
