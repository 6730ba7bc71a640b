import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiAnswer, apiClient, read, withSignal } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

const endpoint = apiClient.api.approvals.lookup;
/** What an approval link opens: the request, the brand, the campaign and the days with their stories. */
export type ApprovalLinkPage = ApiAnswer<typeof endpoint.$post>;
export type ApprovalLinkDay = ApprovalLinkPage['days'][number];
export type ApprovalLinkStory = ApprovalLinkDay['stories'][number];

/**
 * POST /api/approvals/lookup: the stories a link asks to approve, as they will be published. The token goes in the
 * body, never in an API URL. 404 for a link that is unknown, expired or replaced by a newer one.
 */
export function lookupApprovalLink(token: string, { signal }: { signal?: AbortSignal } = {}) {
  return read(endpoint.$post({ json: { token } }, withSignal(signal)));
}

export function getApprovalLinkQueryOptions(token: string) {
  return queryOptions({
    queryKey: queryKeys.approvalLink(token),
    queryFn: ({ signal }) => lookupApprovalLink(token, { signal }),
    // The files' signed URLs last an hour at least: a read every few minutes (on focus) keeps them fresh
    // without reloading every image each time the tab is shown.
    staleTime: 5 * 60_000,
  });
}

export function useApprovalLink(token: string) {
  return useQuery({ ...getApprovalLinkQueryOptions(token), enabled: token !== '' });
}
