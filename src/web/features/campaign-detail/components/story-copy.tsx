import { COPY_TEXT_MAX_LENGTH } from '@shared/api/story-text-limits';
import { PencilIcon } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { lazyWithPreload, preloadOn } from '@/lib/lazy-with-preload';
import { decideTextEdit, isBlank } from '../utils/copy-edit';
import { CopyButton } from './copy-button';

// The editor opens on a tap: its chunk loads when the button is pointed at, focused or pressed (issue 30's budget).
const InlineTextEditor = lazyWithPreload(async () => (await import('./inline-text-editor')).InlineTextEditor);

/**
 * The story's copy with 'Cambiar copy': an inline edit whose save is disabled while blank, trims the text,
 * closes without a call when nothing changed, and whose cancel restores the original.
 */
export function StoryCopy({
  storyId,
  copyText,
  onSave,
}: {
  storyId: string;
  copyText: string;
  onSave: (storyId: string, copyText: string) => void;
}) {
  const [isEditing, setIsEditing] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    setIsEditing(false);
    requestAnimationFrame(() => editButtonRef.current?.focus());
  };

  return (
    <section aria-label="Copy" className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <p className="font-medium text-muted-foreground text-xs uppercase tracking-wide">Copy</p>
        {!isEditing && (
          <div className="flex items-center gap-1">
            <CopyButton text={copyText} label="Copiar copy" />
            <Button
              ref={editButtonRef}
              variant="outline"
              size="sm"
              {...preloadOn(InlineTextEditor)}
              onClick={() => setIsEditing(true)}
            >
              <PencilIcon aria-hidden="true" />
              Cambiar copy
            </Button>
          </div>
        )}
      </div>
      {isEditing ? (
        // Until the editor is here, the copy stays as it was.
        <Suspense fallback={<CopyTextBlock text={copyText} />}>
          <InlineTextEditor
            label="Nuevo copy de la historia"
            initialValue={copyText}
            maxLength={COPY_TEXT_MAX_LENGTH}
            isSaveDisabled={isBlank}
            onCancel={close}
            onSave={(draft) => {
              const decision = decideTextEdit(copyText, draft);
              if (decision.kind === 'blank') return;
              if (decision.kind === 'save') onSave(storyId, decision.text);
              close();
            }}
          />
        </Suspense>
      ) : (
        <CopyTextBlock text={copyText} />
      )}
    </section>
  );
}

function CopyTextBlock({ text }: { text: string }) {
  return (
    <p className="whitespace-pre-line rounded-lg bg-muted/60 p-3 text-foreground text-sm leading-relaxed">
      {text}
    </p>
  );
}
