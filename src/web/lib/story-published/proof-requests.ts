import type { StoryProof, StoryProofResponse } from '@shared/proofs/story-proof';
import type { QueryClient } from '@tanstack/react-query';
import { apiClient, idParam, read } from '@/lib/api/client';
import { apiFetch, readBody } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** A proof of posting as the brand gives it (issue 31 §1): the screenshot from its camera roll, or the story's link. */
export type ProofDraft = { kind: 'screenshot'; file: Blob } | { kind: 'link'; link: string };

/**
 * PUT /api/stories/{id}/proof/screenshot (the image as the body, as it is: the server reads its type from its bytes
 * and keeps a WebP without metadata) or PUT …/proof/link { link }; the one request path of a proof, for the screens
 * that send it at once and for the outbox (proof-delivery.ts). Resolves with the proof as stored; a refusal is an
 * ApiError with the server's Spanish message (413 too large, 415 not an image, 400 not an Instagram link).
 */
export async function sendProof(storyId: string, draft: ProofDraft): Promise<StoryProof> {
  const param = idParam(storyId);
  if (draft.kind === 'link') {
    const answer = await read(
      apiClient.api.stories[':id'].proof.link.$put({ param, json: { link: draft.link } }),
    );
    return answer.proof as StoryProof;
  }
  // A raw body the typed client does not send: the app's transport itself, as the zip import does.
  const path = apiClient.api.stories[':id'].proof.screenshot.$path({ param });
  const response = await apiFetch(path, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/octet-stream' },
    body: draft.file,
  });
  return ((await readBody(response)) as StoryProofResponse).proof as StoryProof;
}

/** DELETE /api/stories/{id}/proof. */
export async function removeProof(storyId: string): Promise<void> {
  await read(apiClient.api.stories[':id'].proof.$delete({ param: idParam(storyId) }));
}

/**
 * After a story's proof changed: the reads that show it are marked stale (its campaign's screen, or every campaign's
 * when the caller does not know which; the agency's board), except `except`, the caller's own read it has already
 * written the answer into.
 */
export function markProofReadsStale(
  queryClient: QueryClient,
  { campaignId, except }: { campaignId: string | null; except?: readonly unknown[] },
): void {
  const keys = [
    campaignId ? queryKeys.campaigns.detail(campaignId) : queryKeys.campaigns.all,
    queryKeys.admin.today.all,
  ];
  for (const queryKey of keys) {
    if (except && queryKey.length === except.length && queryKey.every((part, i) => part === except[i]))
      continue;
    void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
  }
}
