import type { StoryMedia } from '@shared/media/story-media';
import { useCallback, useState } from 'react';
import { toast } from '@/lib/toast';
import { useDeleteStoryMedia } from '../api/delete-story-media';

/** Removing one of a story's files after its confirmation: the file asked about, and the request. */
export function useStoryMediaRemoval(campaignId: string) {
  const [toRemove, setToRemove] = useState<StoryMedia | null>(null);
  const { mutate: remove, isPending: isRemoving } = useDeleteStoryMedia(campaignId);
  const onRemove = useCallback((item: StoryMedia) => setToRemove(item), []);
  const confirmRemove = (mediaId: string) =>
    remove(
      { mediaId },
      {
        onSuccess: () => {
          setToRemove(null);
          toast.success('Archivo quitado');
        },
        onError: (error) => toast.error('No se pudo quitar el archivo', { description: error.message }),
      },
    );
  return { toRemove, onRemove, isRemoving, confirmRemove, cancelRemove: () => setToRemove(null) };
}
