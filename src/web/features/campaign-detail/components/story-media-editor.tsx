import type { StoryMedia } from '@shared/media/story-media';
import { ImagesIcon } from 'lucide-react';
import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useDeleteStoryMedia } from '../api/delete-story-media';
import { useReorderStoryMedia } from '../api/reorder-story-media';
import { MAX_MEDIA_PER_STORY, useStoryMediaUploads } from '../hooks/use-story-media-uploads';
import { MEDIA_ACCEPT } from '../utils/media-files';
import { moveId } from '../utils/story-media-cache';
import { MediaDropZone } from './media-drop-zone';
import { MediaUploadItem } from './media-upload-item';
import { type MoveDirection, StoryMediaItem } from './story-media-item';

// The viewer and the confirmation are dialogs: their own chunks, loaded when the files are pointed at or focused.
const MediaViewer = lazyWithPreload(
  async () => (await import('@/components/media/media-viewer')).MediaViewer,
);
const RemoveMediaDialog = lazyWithPreload(
  async () => (await import('./remove-media-dialog')).RemoveMediaDialog,
);
const preloadDialogs = () => {
  MediaViewer.preload().catch(() => undefined);
  RemoveMediaDialog.preload().catch(() => undefined);
};

/**
 * The story's files, above its copy: in order, each with its thumbnail (tap: full screen, arrows to go through
 * them) and format warnings; when `isEditable`, adding (picker or drop, several at once), replacing, removing
 * (after a confirmation) and reordering, with one row per file on its way. A story without files shows one
 * compact line to add them; without files and not editable, nothing.
 */
export function StoryMediaEditor({
  campaignId,
  storyId,
  storyLabel,
  media,
  isEditable,
}: {
  campaignId: string;
  storyId: string;
  /** Names the story in the viewer's and the inputs' labels, e.g. 'Historia 2'. */
  storyLabel: string;
  media: readonly StoryMedia[];
  isEditable: boolean;
}) {
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const replaceInputRef = useRef<HTMLInputElement>(null);
  const replaceTarget = useRef<StoryMedia | null>(null);
  const pendingFocus = useRef<{ mediaId: string; direction: MoveDirection } | null>(null);
  const [viewIndex, setViewIndex] = useState<number | null>(null);
  const [toRemove, setToRemove] = useState<StoryMedia | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const { uploads, room, addFiles, replaceFile, cancel } = useStoryMediaUploads({
    campaignId,
    storyId,
    mediaCount: media.length,
  });
  const { mutate: reorder } = useReorderStoryMedia(campaignId);
  const { mutate: remove, isPending: isRemoving } = useDeleteStoryMedia(campaignId);

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

  const onReplace = useCallback((item: StoryMedia) => {
    replaceTarget.current = item;
    replaceInputRef.current?.click();
  }, []);
  const onRemove = useCallback((item: StoryMedia) => setToRemove(item), []);
  const onView = useCallback((index: number) => setViewIndex(index), []);

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

  if (!isEditable && media.length === 0) return null;

  const count = media.length;
  const isFull = room <= 0;
  const hint =
    count === 0 && uploads.length === 0
      ? 'Añade la imagen o el vídeo de esta historia'
      : isFull
        ? `Máximo de ${MAX_MEDIA_PER_STORY} archivos`
        : 'Imágenes o vídeos, en el orden de publicación';

  return (
    <section
      ref={sectionRef}
      aria-labelledby={headingId}
      className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2"
      onPointerEnter={count > 0 ? preloadDialogs : undefined}
      onFocus={count > 0 ? preloadDialogs : undefined}
    >
      <p
        id={headingId}
        className="flex items-center gap-1.5 font-medium text-muted-foreground text-xs uppercase tracking-wide"
      >
        <ImagesIcon className="size-3.5" aria-hidden="true" />
        Archivos
        {count > 0 && (
          <span className="tabular-nums">
            ({count}
            <span className="sr-only"> de un máximo de </span>
            <span aria-hidden="true">/</span>
            {MAX_MEDIA_PER_STORY})
          </span>
        )}
      </p>

      {count > 0 && (
        <ol
          ref={listRef}
          className="grid grid-cols-[minmax(0,1fr)] gap-2"
          aria-label={`Archivos de ${storyLabel}, en orden`}
        >
          {media.map((item, index) => (
            <StoryMediaItem
              key={item.id}
              media={item}
              index={index}
              count={count}
              isEditable={isEditable}
              isReplacing={uploads.some((upload) => upload.replaces?.id === item.id)}
              onView={onView}
              onReplace={onReplace}
              onRemove={onRemove}
              onMove={onMove}
            />
          ))}
        </ol>
      )}

      {uploads.length > 0 && (
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-2" aria-label="Archivos subiéndose">
          {uploads.map((upload) => (
            <MediaUploadItem key={upload.key} upload={upload} onCancel={cancel} />
          ))}
        </ul>
      )}

      {isEditable && (
        <>
          <MediaDropZone
            hint={hint}
            isFull={isFull}
            inputLabel={`Elegir archivos para ${storyLabel}`}
            onFiles={addFiles}
          />
          <input
            ref={replaceInputRef}
            type="file"
            accept={MEDIA_ACCEPT}
            aria-label={`Elegir el archivo que sustituye a otro de ${storyLabel}`}
            tabIndex={-1}
            aria-hidden="true"
            className="sr-only"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              const target = replaceTarget.current;
              if (file && target) replaceFile(target, file);
            }}
          />
          {toRemove && (
            <Suspense fallback={null}>
              <RemoveMediaDialog
                media={toRemove}
                isPending={isRemoving}
                onConfirm={confirmRemove}
                onOpenChange={(open) => !open && setToRemove(null)}
                onFocusLost={() =>
                  sectionRef.current?.querySelector<HTMLElement>('button:not(:disabled)')?.focus()
                }
              />
            </Suspense>
          )}
          <p className="sr-only" aria-live="polite">
            {announcement}
          </p>
        </>
      )}

      {viewIndex !== null && (
        <Suspense fallback={null}>
          <MediaViewer
            items={media}
            openIndex={viewIndex}
            onOpenIndexChange={setViewIndex}
            title={storyLabel}
          />
        </Suspense>
      )}
    </section>
  );
}
