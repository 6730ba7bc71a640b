import { formatBytes } from '@shared/media/format-bytes';
import { ClipboardPasteIcon, ImageUpIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export const PROOF_FIELD_TEXTS = {
  chooseScreenshot: 'Elegir captura',
  chooseAnother: 'Elegir otra',
  removeScreenshot: 'Quitar captura',
  preview: 'Vista previa de la captura',
  noPreview: 'Este navegador no puede mostrar la vista previa; la captura se enviará igual.',
  link: 'Pegar enlace de Instagram',
  linkPlaceholder: 'https://www.instagram.com/stories/…',
  linkHint: 'En Instagram: «Compartir» › «Copiar enlace» en la historia publicada.',
  paste: 'Pegar',
  pasteFailed: 'No se pudo leer el portapapeles: mantén pulsado el campo y elige «Pegar».',
} as const;
const TEXTS = PROOF_FIELD_TEXTS;

/** An object URL for the chosen file while it is shown (revoked after), or null where the browser has none. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

/**
 * «Elegir captura»: the photo picker (`accept="image/*"`, which on a phone opens the camera roll), then a preview of
 * the chosen screenshot with its name and size, «Elegir otra» and «Quitar captura». A file refused before sending
 * (over 20 MB, not an image) is not kept: its reason is shown.
 */
export function ScreenshotPicker({
  file,
  error,
  onChoose,
  onClear,
}: {
  file: File | null;
  error: string | null;
  onChoose: (file: File) => void;
  onClear: () => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const previewUrl = useObjectUrl(file);
  const [cannotPreview, setCannotPreview] = useState(false);
  const pick = () => inputRef.current?.click();
  return (
    <div className="grid gap-2">
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        aria-label={TEXTS.chooseScreenshot}
        hidden
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          // Emptied, so that choosing the same photo again (after «Quitar») is a change too.
          event.target.value = '';
          setCannotPreview(false);
          if (chosen) onChoose(chosen);
        }}
      />
      {file ? (
        <>
          <figure className="grid justify-items-center gap-1.5 rounded-lg border bg-muted/40 p-2">
            {previewUrl && !cannotPreview ? (
              <img
                src={previewUrl}
                alt={TEXTS.preview}
                className="max-h-[38dvh] w-auto max-w-full rounded-md object-contain"
                onError={() => setCannotPreview(true)}
              />
            ) : (
              <p className="px-2 py-6 text-center text-muted-foreground text-sm">{TEXTS.noPreview}</p>
            )}
            <figcaption className="max-w-full truncate text-muted-foreground text-xs">
              {file.name} · {formatBytes(file.size)}
            </figcaption>
          </figure>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" size="sm" onClick={pick}>
              <ImageUpIcon aria-hidden="true" />
              {TEXTS.chooseAnother}
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={onClear}>
              {TEXTS.removeScreenshot}
            </Button>
          </div>
        </>
      ) : (
        <Button
          type="button"
          variant="outline"
          className="h-12 w-full text-[0.9375rem]"
          aria-describedby={error ? errorId : undefined}
          onClick={pick}
        >
          <ImageUpIcon aria-hidden="true" />
          {TEXTS.chooseScreenshot}
        </Button>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  );
}

/** Whether this browser lets a page read the clipboard (a tap on «Pegar»; Firefox on Android does not). */
function canReadClipboard(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.clipboard?.readText === 'function';
}

/**
 * «Pegar enlace de Instagram»: the link field (the phone's URL keyboard) and, where the browser allows it, «Pegar»,
 * which reads the clipboard in one tap. `error` is shown under it, and names the field's problem to screen readers.
 */
export function ProofLinkField({
  value,
  error,
  onChange,
  onCommit,
}: {
  value: string;
  /** Shown once the field was left, pasted into or submitted. */
  error: string | null;
  onChange: (value: string) => void;
  /** The text is complete (left, pasted): its problem may be shown. */
  onCommit: () => void;
}) {
  const id = useId();
  const noteId = useId();
  const [pasteError, setPasteError] = useState<string | null>(null);
  const paste = () => {
    setPasteError(null);
    navigator.clipboard.readText().then(
      (text) => {
        onChange(text.trim());
        onCommit();
      },
      () => setPasteError(TEXTS.pasteFailed),
    );
  };
  const note = error ?? pasteError;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{TEXTS.link}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          type="url"
          inputMode="url"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={TEXTS.linkPlaceholder}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={noteId}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onCommit}
        />
        {canReadClipboard() && (
          <Button type="button" variant="outline" onClick={paste}>
            <ClipboardPasteIcon aria-hidden="true" />
            {TEXTS.paste}
          </Button>
        )}
      </div>
      <p id={noteId} className={note ? 'text-destructive text-sm' : 'text-muted-foreground text-xs'}>
        {note ?? TEXTS.linkHint}
      </p>
    </div>
  );
}
