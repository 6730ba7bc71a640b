import type { AutoPublishResponse } from '@shared/instagram/auto-publish-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, idParam, read } from '@/lib/api/client';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { mutationKeys, queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { AUTO_PUBLISH_UI_TEXTS } from '../auto-publish-ui-texts';

/**
 * PUT /api/stories/{id}/auto-publish: turns «Publicar automáticamente» on or off and answers as the GET does. 409
 * when the story cannot be published automatically (the message says why) or when Instagram is already publishing
 * it (too late to turn it off).
 */
export function setAutoPublish({
  storyId,
  enabled,
}: {
  storyId: string;
  enabled: boolean;
}): Promise<AutoPublishResponse> {
  return read(
    apiClient.api.stories[':id']['auto-publish'].$put({ param: idParam(storyId), json: { enabled } }),
  );
}

/**
 * The switch of «Publicar automáticamente»: the answer replaces the cached read, a toast says what will happen, and
 * the campaign is read again so that the story's card shows (or drops) its badge. A refusal is shown as the server
 * words it (409: the reasons, or «ya no se puede cancelar»), and the story's read is asked again so the dialog shows
 * how it stands now.
 */
export function useSetAutoPublish({ campaignId, storyId }: { campaignId: string; storyId: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.setAutoPublish(storyId),
    mutationFn: (enabled: boolean) => setAutoPublish({ storyId, enabled }),
    onSuccess: async (answer, enabled) => {
      queryClient.setQueryData(queryKeys.autoPublish.story(storyId), answer);
      toast.success(enabled ? AUTO_PUBLISH_UI_TEXTS.enabled : AUTO_PUBLISH_UI_TEXTS.disabled, {
        id: `auto-publish-${storyId}`,
      });
      await queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.detail(campaignId) });
    },
    onError: (error) => {
      toast.error(errorMessage(error, AUTO_PUBLISH_UI_TEXTS.failed), { id: `auto-publish-error-${storyId}` });
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.autoPublish.story(storyId) });
      }
    },
  });
}
