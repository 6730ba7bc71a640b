import type { SetStorySkippedResponse } from '@shared/api/story-skip';
import { STORY_SKIP_TEXTS } from '@shared/domain/story-skip';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, idParam, read } from '@/lib/api/client';
import { isApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export type SetStorySkippedVariables = { storyId: string; isSkipped: boolean; reason?: string | null };

export function setStorySkipped({ storyId, isSkipped, reason }: SetStorySkippedVariables) {
  return read(
    apiClient.api.stories[':id'].skipped.$patch({
      param: idParam(storyId),
      json: { isSkipped, reason: isSkipped ? (reason ?? null) : null },
    }),
  );
}

/**
 * «No se publicará» and its undo (PATCH /api/stories/{id}/skipped), for «Publicar hoy», the pending list and the
 * campaign screen alike: on success every screen that counts the story reads itself again (the client's overview,
 * campaigns and «Publicar hoy», the campaign, the agency's board and lists), and a toast says what happened, with
 * «Deshacer» after a skip. A refusal (a story published meanwhile: 409) is shown as the server words it.
 */
export function useSetStorySkipped({ campaignId }: { campaignId: string }) {
  const queryClient = useQueryClient();
  const mutation = useMutation<SetStorySkippedResponse, Error, SetStorySkippedVariables>({
    mutationFn: setStorySkipped,
    onSuccess: async (result, variables) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.client.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.detail(campaignId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
      ]);
      if (variables.isSkipped)
        toast.success(STORY_SKIP_TEXTS.skipped, {
          id: `story-skip-${variables.storyId}`,
          action: {
            label: STORY_SKIP_TEXTS.undo,
            onClick: () => mutation.mutate({ storyId: variables.storyId, isSkipped: false }),
          },
        });
      else toast.success(STORY_SKIP_TEXTS.unskipped, { id: `story-skip-${variables.storyId}` });
      return result;
    },
    onError: (error) => {
      toast.error(isApiError(error) ? error.message : STORY_SKIP_TEXTS.failed, { id: 'story-skip-error' });
    },
  });
  return mutation;
}
