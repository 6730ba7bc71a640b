import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NETWORK_ERROR_CODE } from '@/lib/api-client';
import { isAbortError } from '@/lib/media/abort-error';
import type { UploadMediaFileOptions } from '@/lib/media/upload-media-file';
import { mutationKeys, queryKeys } from '@/lib/query-keys';
import { withUploadedMedia } from '../utils/story-media-cache';
import { setCachedStoryMedia } from './cached-story-media';
import { markStoryListsStale } from './mark-lists-stale';

export type UploadStoryMediaVariables = UploadMediaFileOptions;

// tus-js-client (and the zod schema of the answer) are loaded with the first upload, not with the page.
const loadUploader = () => import('@/lib/media/upload-media-file');

/** Starts loading the uploader ahead of the first upload (when what starts one is pointed at or focused). */
export function preloadMediaUploader(): void {
  loadUploader().catch(() => undefined);
}

/** One file to a story through the resumable tus endpoint (/api/uploads); resolves with the stored file. */
export async function uploadStoryMedia(variables: UploadStoryMediaVariables) {
  const { uploadMediaFile } = await loadUploader();
  return uploadMediaFile(variables);
}

/**
 * Uploads a story file (`replaces`: in place of that file). The stored file goes into the cached campaign at its
 * position (the replaced one leaves it) and the other screens' lists are marked stale. A refusal or an answer
 * that could not be read has the campaign read again, so the screen shows what is stored; a cancelled upload
 * or a lost connection changes nothing. Use `mutateAsync`: uploads run in parallel, and every call's outcome
 * matters (per-call `mutate` callbacks run only for the latest).
 */
export function useUploadStoryMedia(campaignId: string) {
  const queryClient = useQueryClient();

  return useMutation({
    mutationKey: mutationKeys.uploadStoryMedia(campaignId),
    mutationFn: uploadStoryMedia,
    onSuccess: (media, { replaces }) => {
      markStoryListsStale(queryClient);
      setCachedStoryMedia(queryClient, campaignId, media.storyId, (list) =>
        withUploadedMedia(list, media, replaces),
      );
    },
    onError: (error) => {
      if (isAbortError(error) || (error as { code?: unknown }).code === NETWORK_ERROR_CODE) return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.detail(campaignId) });
    },
  });
}
