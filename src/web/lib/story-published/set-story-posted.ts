import type { SetStoryPostedResponse } from '@shared/api/client-area/stories';
import { apiClient, idParam, read } from '@/lib/api/client';

export type SetStoryPostedVariables = { storyId: string; isPosted: boolean };

/**
 * PATCH /api/stories/{id}/posted: the one request that marks a story published (or, with `false`, takes the mark
 * back). It *sets* the state, so sending it twice is harmless (the outbox relies on it).
 */
export function setStoryPosted({
  storyId,
  isPosted,
}: SetStoryPostedVariables): Promise<SetStoryPostedResponse> {
  return read(apiClient.api.stories[':id'].posted.$patch({ param: idParam(storyId), json: { isPosted } }));
}
