import { DEFAULT_ERROR_MESSAGES } from '@shared/api/errors';
import { MEDIA_TEXTS } from '@shared/media/media-texts';
import { MAX_FILES_PER_STORY } from '@shared/media/media-types';
import type { StoryMedia } from '@shared/media/story-media';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/lib/error-message';
import { isAbortError } from '@/lib/media/abort-error';
import { toast } from '@/lib/toast';
import { cachedStoryMedia } from '../api/cached-story-media';
import { useReorderStoryMedia } from '../api/reorder-story-media';
import { useUploadStoryMedia } from '../api/upload-story-media';
import { type MediaUpload, mediaUploads, useStoryUploads } from '../stores/media-uploads';
import { isSupportedMediaFile, splitByRoom } from '../utils/media-files';
import { chosenOrder } from '../utils/story-media-cache';

/** The server's limit (media-types.ts is free of zod, which this page does not load). */
export const MAX_MEDIA_PER_STORY = MAX_FILES_PER_STORY;

function filesCount(count: number): string {
  return count === 1 ? '1 archivo' : `${count} archivos`;
}

/**
 * What the story's media editor does with chosen files: checks them (format, room left), lists them, uploads
 * them (at most two at once across the page), and says how it went in toasts: one per failure with the
 * server's Spanish message, one for the files added. Files uploaded together end in the order chosen.
 * Cancelling says nothing. Uploads outlive the card (see stores/media-uploads.ts).
 */
export function useStoryMediaUploads({
  campaignId,
  storyId,
  mediaCount,
}: {
  campaignId: string;
  storyId: string;
  mediaCount: number;
}) {
  const queryClient = useQueryClient();
  const uploads = useStoryUploads(storyId);
  const { mutateAsync: upload } = useUploadStoryMedia(campaignId);
  const { mutateAsync: reorder } = useReorderStoryMedia(campaignId);

  const incoming = uploads.filter((item) => item.replaces === null).length;
  const room = MAX_MEDIA_PER_STORY - mediaCount - incoming;

  const send = (item: MediaUpload, file: File): Promise<StoryMedia> =>
    mediaUploads
      .run(item, (signal, onProgress) =>
        upload({ file, storyId, replaces: item.replaces?.id ?? null, signal, onProgress }),
      )
      .catch((error: unknown) => {
        if (!isAbortError(error)) {
          toast.error(`No se pudo subir «${item.fileName}»`, {
            description: errorMessage(error, DEFAULT_ERROR_MESSAGES.INTERNAL),
          });
        }
        throw error;
      });

  /** Only the supported files, with a toast naming the others. */
  const supported = (files: readonly File[]): File[] => {
    const refused = files.filter((file) => !isSupportedMediaFile(file));
    if (refused.length > 0) {
      const names = refused.map((file) => `«${file.name}»`).join(', ');
      toast.error(`${names} no se ${refused.length === 1 ? 'puede' : 'pueden'} añadir`, {
        description: DEFAULT_ERROR_MESSAGES.UNSUPPORTED_MEDIA,
      });
    }
    return files.filter((file) => isSupportedMediaFile(file));
  };

  const addFiles = (chosen: readonly File[]) => {
    const { accepted: files, excess } = splitByRoom(supported(chosen), room);
    if (excess.length > 0) {
      toast.error(
        files.length === 0 ? 'No caben más archivos' : `Solo caben ${filesCount(files.length)} más`,
        {
          description:
            files.length === 0
              ? MEDIA_TEXTS.tooManyFiles
              : `Una historia tiene como máximo ${MAX_MEDIA_PER_STORY} archivos: se suben los ${files.length} primeros.`,
        },
      );
    }
    if (files.length === 0) return;

    const items = mediaUploads.add(
      storyId,
      files.map((file) => ({ fileName: file.name, size: file.size })),
    );
    void Promise.allSettled(items.map((item, index) => send(item, files[index] as File))).then((results) => {
      const stored = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      if (stored.length === 0) return;
      toast.success(stored.length === 1 ? 'Archivo añadido' : `${filesCount(stored.length)} añadidos`);
      const current = cachedStoryMedia(queryClient, campaignId, storyId).map((item) => item.id);
      const wanted = chosenOrder(
        current,
        stored.map((media) => media.id),
      );
      if (wanted) {
        reorder({ storyId, mediaIds: wanted }).catch((error: unknown) =>
          console.error('No se pudo ordenar los archivos subidos', { storyId, error }),
        );
      }
    });
  };

  const replaceFile = (media: Pick<StoryMedia, 'id' | 'originalName'>, file: File) => {
    if (uploads.some((item) => item.replaces?.id === media.id)) return;
    if (supported([file]).length === 0) return;
    const [item] = mediaUploads.add(storyId, [
      { fileName: file.name, size: file.size, replaces: { id: media.id, name: media.originalName } },
    ]);
    if (!item) return;
    send(item, file).then(
      () => toast.success('Archivo sustituido'),
      () => undefined,
    );
  };

  return {
    uploads,
    /** How many more files fit (counting the new files on their way). */
    room,
    addFiles,
    replaceFile,
    cancel: mediaUploads.cancel,
  };
}
