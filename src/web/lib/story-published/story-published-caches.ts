import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { isKeyUnder, queryKeys } from '@/lib/query-keys';

/**
 * Every read that shows whether a story is published: the client's overview (dashboard, pending page), its
 * campaign cards, «Publicar hoy», the campaign screen and its results screen (the story's own campaign, or every
 * campaign when the mark does not say which) and the agency's lists, board and results. The one list a published mark refreshes, wherever it was
 * made (the campaign screen, the pending page, «Publicar hoy» through the outbox).
 */
export function storyPublishedKeys(campaignId: string | null): QueryKey[] {
  return [
    queryKeys.client.overview,
    queryKeys.client.campaigns,
    queryKeys.client.publishing,
    campaignId ? queryKeys.campaigns.detail(campaignId) : queryKeys.campaigns.all,
    campaignId ? queryKeys.results.campaign(campaignId) : queryKeys.results.campaigns,
    queryKeys.admin.all,
  ];
}

/**
 * After a story's published state changed (or may have): every read of `storyPublishedKeys` is marked stale, so a
 * screen reads it again when it is shown, without fetching it now; the reads in `reread` are read again now if a
 * screen shows them. `except` is the marking screen's own read, which it keeps as its optimistic change left it
 * until it asks for it in `reread` (a read sooner would undo the guesses of marks still in flight).
 */
export function refreshStoryPublishedCaches(
  queryClient: QueryClient,
  {
    campaignId,
    reread = [],
    except,
  }: { campaignId: string | null; reread?: readonly QueryKey[]; except?: QueryKey },
): void {
  for (const queryKey of storyPublishedKeys(campaignId)) {
    if (except && isKeyUnder(queryKey, except) && isKeyUnder(except, queryKey)) continue;
    void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
  }
  for (const queryKey of reread) void queryClient.invalidateQueries({ queryKey });
}
