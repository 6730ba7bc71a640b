import type { AutomationCheckResponse } from '@shared/automation-check/automation-check-response';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, idParam, read, withSignal } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/**
 * «Revisar automatizaciones» (GET /api/campaigns/{id}/automation-check): the problems and warnings of the campaign's
 * chat automation and of the stories that lead to it, stories first. An admin, or the campaign's own client.
 */
export function getAutomationCheck(
  campaignId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AutomationCheckResponse> {
  return read(
    apiClient.api.campaigns[':id']['automation-check'].$get(
      { param: idParam(campaignId) },
      withSignal(signal),
    ),
  );
}

export function getAutomationCheckQueryOptions(campaignId: string) {
  return queryOptions({
    queryKey: queryKeys.campaigns.automationCheck(campaignId),
    queryFn: ({ signal }) => getAutomationCheck(campaignId, { signal }),
    // Read afresh at each opening: the campaign may have been edited meanwhile (on this screen or elsewhere).
    staleTime: 0,
  });
}

export function useAutomationCheck(campaignId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getAutomationCheckQueryOptions(campaignId), enabled });
}
