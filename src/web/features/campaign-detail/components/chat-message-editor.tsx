import { CHAT_MESSAGE_MAX_LENGTH } from '@shared/api/story-text-limits';
import { PencilIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useUpdateChatMessage } from '../api/update-chat-messages';
import { decideTextEdit } from '../utils/copy-edit';
import { CopyButton } from './copy-button';
import { InlineTextEditor } from './inline-text-editor';

export const CHAT_MESSAGE_TOASTS = {
  savedTitle: 'Mensaje actualizado',
  savedDescription: 'El mensaje se ha guardado correctamente',
  errorTitle: 'Error al guardar',
  errorDescription: 'No se pudo actualizar el mensaje',
} as const;

export const EMPTY_MESSAGE_TOAST = {
  title: 'Error',
  description: 'El mensaje no puede estar vacío',
} as const;

/**
 * A chat-automation message with its inline edit (edit, save, cancel): an empty message is refused with a
 * toast, an unchanged one closes without a call; the editor stays open until the server has stored it. Both
 * outcomes of a save are told with a toast.
 */
export function ChatMessageEditor({
  campaignId,
  target,
  message,
  label,
}: {
  campaignId: string;
  target: 'auto-response' | { followUpIndex: number };
  message: string;
  /** What the message is, for the buttons' names ('mensaje automático inicial', 'seguimiento 2'). */
  label: string;
}) {
  const [isEditing, setIsEditing] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const mutation = useUpdateChatMessage(campaignId);

  const close = () => {
    setIsEditing(false);
    requestAnimationFrame(() => editButtonRef.current?.focus());
  };

  if (isEditing) {
    return (
      <InlineTextEditor
        label={`Editar ${label}`}
        initialValue={message}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        isSaving={mutation.isPending}
        onCancel={close}
        onSave={(draft) => {
          const decision = decideTextEdit(message, draft);
          if (decision.kind === 'blank') {
            toast.error(EMPTY_MESSAGE_TOAST.title, { description: EMPTY_MESSAGE_TOAST.description });
            return;
          }
          if (decision.kind === 'unchanged') return close();
          mutation.mutate(
            { target, message: decision.text },
            {
              onSuccess: () => {
                toast.success(CHAT_MESSAGE_TOASTS.savedTitle, {
                  description: CHAT_MESSAGE_TOASTS.savedDescription,
                });
                close();
              },
              onError: (error) => {
                console.error('No se pudo actualizar el mensaje de la automatización', error);
                toast.error(CHAT_MESSAGE_TOASTS.errorTitle, {
                  description: CHAT_MESSAGE_TOASTS.errorDescription,
                });
              },
            },
          );
        }}
      />
    );
  }

  return (
    <div className="grid gap-2">
      <p className="whitespace-pre-line rounded-lg bg-muted/60 p-3 text-sm leading-relaxed">
        {message || <span className="text-muted-foreground italic">Sin mensaje</span>}
      </p>
      <div className="flex justify-end gap-1">
        {message && <CopyButton text={message} label={`Copiar ${label}`} />}
        <Button
          ref={editButtonRef}
          variant="outline"
          size="sm"
          onClick={() => setIsEditing(true)}
          aria-label={`Editar ${label}`}
        >
          <PencilIcon aria-hidden="true" />
          Editar
        </Button>
      </div>
    </div>
  );
}
