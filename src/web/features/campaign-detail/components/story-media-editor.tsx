import type { StoryMedia } from '@shared/media/story-media';
import { ImagesIcon } from 'lucide-react';
import { type RefObject, Suspense, useCallback, useId, useRef, useState } from 'react';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useStoryMediaOrder } from '../hooks/use-story-media-order';
import { useStoryMediaRemoval } from '../hooks/use-story-media-removal';
import { MAX_MEDIA_PER_STORY, useStoryMediaUploads } from '../hooks/use-story-media-uploads';
import { MEDIA_ACCEPT } from '../utils/media-files';
import { MediaDropZone } from './media-drop-zone';
import { StoryMediaItem } from './story-media-item';

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
  MediaUploadItem.preload().catch(() => undefined);
};
// The rows of files on their way: only after files were chosen (loaded when the section is pointed at or focused).
const MediaUploadItem = lazyWithPreload(async () => (await import('./media-upload-item')).MediaUploadItem);
const preloadUploadRows = () => void MediaUploadItem.preload().catch(() => undefined);

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
  const replaceInputRef = useRef<HTMLInputElement>(null);
  const replaceTarget = useRef<StoryMedia | null>(null);
  const [viewIndex, setViewIndex] = useState<number | null>(null);

  const { uploads, room, addFiles, replaceFile, cancel } = useStoryMediaUploads({
    campaignId,
    storyId,
    mediaCount: media.length,
  });
  const { listRef, onMove, announcement } = useStoryMediaOrder({ campaignId, storyId, media });
  const removal = useStoryMediaRemoval(campaignId);
  const { onRemove } = removal;

  const onReplace = useCallback((item: StoryMedia) => {
    replaceTarget.current = item;
    replaceInputRef.current?.click();
  }, []);
  const onView = useCallback((index: number) => setViewIndex(index), []);

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
      onPointerEnter={count > 0 ? preloadDialogs : isEditable ? preloadUploadRows : undefined}
      onFocus={count > 0 ? preloadDialogs : isEditable ? preloadUploadRows : undefined}
    >
      <FilesHeading id={headingId} count={count} />

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
          <Suspense fallback={null}>
            {uploads.map((upload) => (
              <MediaUploadItem key={upload.key} upload={upload} onCancel={cancel} />
            ))}
          </Suspense>
        </ul>
      )}

      {isEditable && (
        <EditableMediaControls
          hint={hint}
          isFull={isFull}
          storyLabel={storyLabel}
          onFiles={addFiles}
          replaceInputRef={replaceInputRef}
          onReplaceFile={(file) => {
            const target = replaceTarget.current;
            if (target) replaceFile(target, file);
          }}
          removal={removal}
          sectionRef={sectionRef}
          announcement={announcement}
        />
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

/** The section's title with how many files it holds of the maximum. */
function FilesHeading({ id, count }: { id: string; count: number }) {
  return (
    <p
      id={id}
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
  );
}

/**
 * What only an editor sees: the drop zone and picker, the hidden input that picks a replacement, the removal's
 * confirmation and the spoken result of a move.
 */
function EditableMediaControls({
  hint,
  isFull,
  storyLabel,
  onFiles,
  replaceInputRef,
  onReplaceFile,
  removal,
  sectionRef,
  announcement,
}: {
  hint: string;
  isFull: boolean;
  storyLabel: string;
  onFiles: (files: File[]) => void;
  replaceInputRef: RefObject<HTMLInputElement | null>;
  onReplaceFile: (file: File) => void;
  removal: ReturnType<typeof useStoryMediaRemoval>;
  sectionRef: RefObject<HTMLElement | null>;
  announcement: string;
}) {
  const { toRemove, isRemoving, confirmRemove, cancelRemove } = removal;
  return (
    <>
      <MediaDropZone
        hint={hint}
        isFull={isFull}
        inputLabel={`Elegir archivos para ${storyLabel}`}
        onFiles={onFiles}
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
          if (file) onReplaceFile(file);
        }}
      />
      {toRemove && (
        <Suspense fallback={null}>
          <RemoveMediaDialog
            media={toRemove}
            isPending={isRemoving}
            onConfirm={confirmRemove}
            onOpenChange={(open) => !open && cancelRemove()}
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
  );
}
