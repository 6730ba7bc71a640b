import { ImagePlusIcon } from 'lucide-react';
import { type DragEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { preloadMediaUploader } from '../api/upload-story-media';
import { MEDIA_ACCEPT } from '../utils/media-files';

function hasFiles(event: DragEvent) {
  return Array.from(event.dataTransfer.types).includes('Files');
}

/**
 * Where files are added: 'Añadir archivos' opens the device's picker (photos and videos, several at once), and
 * on a computer files can be dropped here. One compact line, whether the story has files or not.
 */
export function MediaDropZone({
  hint,
  isFull,
  inputLabel,
  onFiles,
}: {
  /** The line beside the button. */
  hint: string;
  isFull: boolean;
  /** The accessible name of the file input, e.g. 'Elegir archivos para Historia 2'. */
  inputLabel: string;
  onFiles: (files: File[]) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = useState(false);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the button does the same.
    <div
      data-dragging={isDragging || undefined}
      onDragOver={(event) => {
        if (!hasFiles(event) || isFull) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setIsDragging(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsDragging(false);
      }}
      onDrop={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setIsDragging(false);
        if (!isFull) onFiles(Array.from(event.dataTransfer.files));
      }}
      className={cn(
        'flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-lg border border-dashed px-3 py-2.5 transition-colors',
        isDragging && 'border-primary bg-accent/50',
      )}
    >
      <p className="min-w-0 flex-1 basis-40 text-muted-foreground text-sm">{hint}</p>
      <Button
        variant="outline"
        size="sm"
        className="h-10"
        disabled={isFull}
        onPointerEnter={preloadMediaUploader}
        onFocus={preloadMediaUploader}
        onClick={() => {
          preloadMediaUploader();
          inputRef.current?.click();
        }}
      >
        <ImagePlusIcon aria-hidden="true" />
        Añadir archivos
      </Button>
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={MEDIA_ACCEPT}
        aria-label={inputLabel}
        tabIndex={-1}
        aria-hidden="true"
        className="sr-only"
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          // Cleared, so choosing the same file again (after a failure: it resumes) fires a change.
          event.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}
