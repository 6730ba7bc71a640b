import { Loader2Icon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

/**
 * The open state of an inline edit: a labelled textarea with 'Guardar' and 'Cancelar'. Escape cancels,
 * Ctrl/Cmd+Enter saves. The textarea gets the focus when it opens.
 */
export function InlineTextEditor({
  label,
  initialValue,
  maxLength,
  isSaving = false,
  isSaveDisabled,
  onSave,
  onCancel,
}: {
  label: string;
  initialValue: string;
  maxLength?: number;
  isSaving?: boolean;
  /** Extra rule for the save button (e.g. disabled while the text is blank). */
  isSaveDisabled?: (value: string) => boolean;
  onSave: (value: string) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(initialValue);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const counterId = `${id}-counter`;

  useEffect(() => {
    const textarea = textareaRef.current;
    if (!textarea) return;
    textarea.focus();
    textarea.setSelectionRange(textarea.value.length, textarea.value.length);
  }, []);

  const isDisabled = isSaving || (isSaveDisabled?.(value) ?? false);

  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!isDisabled) onSave(value);
      }}
    >
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Textarea
        ref={textareaRef}
        id={id}
        value={value}
        maxLength={maxLength}
        aria-describedby={maxLength ? counterId : undefined}
        disabled={isSaving}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            onCancel();
          } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            if (!isDisabled) onSave(value);
          }
        }}
        className="min-h-28 bg-card"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        {maxLength ? (
          <span id={counterId} className="text-muted-foreground text-xs tabular-nums">
            {value.length}/{maxLength}
          </span>
        ) : (
          <span />
        )}
        <div className="flex gap-2">
          <Button type="button" variant="ghost" size="sm" onClick={onCancel} disabled={isSaving}>
            Cancelar
          </Button>
          <Button type="submit" size="sm" disabled={isDisabled}>
            {isSaving && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            Guardar
          </Button>
        </div>
      </div>
    </form>
  );
}
