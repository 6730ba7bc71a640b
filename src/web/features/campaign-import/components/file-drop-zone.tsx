import { FileArchiveIcon, FileJsonIcon, UploadIcon } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** What the import takes, said the same way everywhere (issue 29: it is not only JSON). */
export const CAMPAIGN_FILE_TEXTS = {
  dropTitle: 'Arrastra aquí el archivo de la campaña: JSON o .zip',
  dropZip: 'El .zip lleva el JSON y las imágenes y vídeos de las historias',
  inputLabel: 'Archivo de la campaña (JSON o .zip)',
} as const;

interface FileDropZoneProps {
  /** Disabled until a client is chosen. */
  disabled: boolean;
  isReading: boolean;
  fileName: string | null;
  onFile(file: File): void;
}

/**
 * Drag and drop, or click anywhere / press the button to choose a .json file or a .zip. The hidden input is the one file
 * control; the button is the keyboard path to it.
 */
export function FileDropZone({ disabled, isReading, fileName, onFile }: FileDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [isDragging, setIsDragging] = useState(false);

  const openPicker = () => {
    if (!disabled) inputRef.current?.click();
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    if (!disabled) setIsDragging(true);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDragging(false);
    const file = event.dataTransfer.files[0];
    if (!disabled && file) onFile(file);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the click is a mouse shortcut; the button inside is the keyboard path.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the button inside handles the keyboard.
    <div
      data-testid="import-drop-zone"
      aria-disabled={disabled}
      onClick={openPicker}
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={() => setIsDragging(false)}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-4 text-center transition-colors',
        // Compact once a file is chosen, so the preview or the errors come into view.
        fileName ? 'py-5' : 'py-8 sm:py-10',
        disabled
          ? 'cursor-not-allowed border-muted bg-muted/40 text-muted-foreground'
          : 'cursor-pointer border-input hover:border-primary/60 hover:bg-accent/40',
        isDragging && 'border-primary bg-primary/5',
      )}
    >
      {fileName?.toLowerCase().endsWith('.zip') ? (
        <FileArchiveIcon className="size-8 text-primary" aria-hidden="true" />
      ) : fileName ? (
        <FileJsonIcon className="size-8 text-primary" aria-hidden="true" />
      ) : (
        <UploadIcon className="size-10 text-muted-foreground" aria-hidden="true" />
      )}
      {disabled ? (
        <p id={hintId} className="font-medium">
          Primero selecciona un cliente
        </p>
      ) : (
        <div id={hintId} className="grid gap-1">
          <p className="font-medium">{CAMPAIGN_FILE_TEXTS.dropTitle}</p>
          <p className="text-muted-foreground text-sm">{CAMPAIGN_FILE_TEXTS.dropZip}</p>
          <p className="text-muted-foreground text-sm">o haz clic para seleccionar un archivo</p>
        </div>
      )}
      {fileName && (
        <p className="max-w-full truncate text-muted-foreground text-sm" aria-live="polite">
          {isReading ? `Leyendo ${fileName}…` : `Archivo: ${fileName}`}
        </p>
      )}
      <Button
        variant="outline"
        disabled={disabled}
        aria-describedby={hintId}
        onClick={(event) => {
          event.stopPropagation();
          openPicker();
        }}
      >
        <FileJsonIcon aria-hidden="true" />
        Seleccionar Archivo
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept=".json,application/json,.zip,application/zip,application/x-zip-compressed"
        className="sr-only"
        tabIndex={-1}
        aria-label={CAMPAIGN_FILE_TEXTS.inputLabel}
        disabled={disabled}
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Clearing the value lets the same file be chosen again after a reset.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </div>
  );
}
