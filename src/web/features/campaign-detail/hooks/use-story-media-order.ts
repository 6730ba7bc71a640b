import type { StoryMedia } from '@shared/media/story-media';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { useReorderStoryMedia } from '../api/reorder-story-media';
import type { MoveDirection } from '../components/story-media-item';
import { moveId } from '../utils/story-media-cache';

/**
 * Moving a story's files up and down: the request, the spoken new position, and the keyboard focus put back on the
 * moved row's button once the list shows the move. `listRef` goes on the list of files.
 */
export function useStoryMediaOrder({
  campaignId,
  storyId,
  media,
}: {
  campaignId: string;
  storyId: string;
  media: readonly StoryMedia[];
}) {
  const listRef = useRef<HTMLOListElement>(null);
  const pendingFocus = useRef<{ mediaId: string; direction: MoveDirection } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const { mutate: reorder } = useReorderStoryMedia(campaignId);

  // The latest list for the memoised rows' callbacks (stable, so a progress tick does not re-render every row).
  const mediaRef = useRef(media);
  mediaRef.current = media;

  const onMove = useCallback(
    (item: StoryMedia, direction: MoveDirection) => {
      const ids = mediaRef.current.map((file) => file.id);
      const index = ids.indexOf(item.id);
      const mediaIds = moveId(ids, index, direction === 'up' ? -1 : 1);
      pendingFocus.current = { mediaId: item.id, direction };
      setAnnouncement(`${item.originalName}: posición ${mediaIds.indexOf(item.id) + 1} de ${ids.length}`);
      reorder(
        { storyId, mediaIds },
        {
          onError: (error) => toast.error('No se pudo cambiar el orden', { description: error.message }),
        },
      );
    },
    [reorder, storyId],
  );

  // Moving a row re-inserts it in the page, which drops the keyboard focus: put it back on the same button
  // (or on its pair, when the file reached an end and that button is now disabled).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list has changed (the move is shown).
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target || !listRef.current) return;
    pendingFocus.current = null;
    const row = Array.from(listRef.current.children).find(
      (element) => element instanceof HTMLElement && element.dataset.mediaId === target.mediaId,
    );
    const same = row?.querySelector<HTMLButtonElement>(`[data-action="${target.direction}"]`);
    const other = row?.querySelector<HTMLButtonElement>(
      `[data-action="${target.direction === 'up' ? 'down' : 'up'}"]`,
    );
    const button = same && !same.disabled ? same : other;
    if (button && document.activeElement !== button) button.focus();
  }, [media]);

  return { listRef, onMove, announcement };
}
