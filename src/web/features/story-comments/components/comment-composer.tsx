import { COMMENT_MAX_LENGTH, type CommentSide, MENTION_OF_SIDE } from '@shared/comments/comment-rules';
import { Loader2Icon, SendHorizontalIcon } from 'lucide-react';
import type * as React from 'react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';

export const COMPOSER_TEXTS = {
  form: 'Escribir un comentario',
  label: 'Tu comentario',
  placeholder: 'Escribe un comentario…',
  send: 'Enviar',
  sending: 'Enviando…',
  tooLong: `El comentario no puede tener más de ${COMMENT_MAX_LENGTH} caracteres`,
  mentionHint: (side: CommentSide) =>
    side === 'client'
      ? `Escribe ${MENTION_OF_SIDE.agency} para avisar a la agencia.`
      : `Escribe ${MENTION_OF_SIDE.client} para avisar al cliente.`,
} as const;

function isApplePlatform(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform ?? '');
}

/**
 * The field under the thread: a labelled textarea with its character count (what the server counts: the trimmed
 * text, at most COMMENT_MAX_LENGTH), «Enviar», and Ctrl+Intro (⌘+Intro on Apple) to send. `onSend` resolves true
 * when the comment was stored: the field is then emptied; on failure it keeps the text (the caller says why).
 */
export function CommentComposer({
  viewerSide,
  isSending,
  onSend,
  textareaRef,
}: {
  viewerSide: CommentSide;
  isSending: boolean;
  onSend: (body: string) => Promise<boolean>;
  textareaRef?: React.Ref<HTMLTextAreaElement>;
}) {
  const id = useId();
  const [value, setValue] = useState('');
  const length = value.trim().length;
  const isTooLong = length > COMMENT_MAX_LENGTH;
  const canSend = length > 0 && !isTooLong && !isSending;
  const shortcut = isApplePlatform() ? '⌘ + Intro' : 'Ctrl + Intro';

  const send = async () => {
    if (!canSend) return;
    if (await onSend(value.trim())) setValue('');
  };

  return (
    <form
      aria-label={COMPOSER_TEXTS.form}
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <label htmlFor={`${id}-body`} className="sr-only">
        {COMPOSER_TEXTS.label}
      </label>
      <Textarea
        ref={textareaRef}
        id={`${id}-body`}
        name="body"
        value={value}
        rows={2}
        placeholder={COMPOSER_TEXTS.placeholder}
        aria-describedby={`${id}-hint ${id}-count`}
        aria-invalid={isTooLong || undefined}
        className="max-h-40 min-h-16 resize-none"
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void send();
          }
        }}
      />
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5 text-muted-foreground text-xs">
          <p id={`${id}-hint`}>
            {COMPOSER_TEXTS.mentionHint(viewerSide)}{' '}
            <span className="hidden sm:inline">{shortcut} para enviar.</span>
          </p>
          <p
            id={`${id}-count`}
            aria-live={isTooLong ? 'polite' : 'off'}
            className={cn('tabular-nums', isTooLong && 'font-medium text-destructive')}
          >
            {length}/{COMMENT_MAX_LENGTH}
            {isTooLong && <span> · {COMPOSER_TEXTS.tooLong}</span>}
          </p>
        </div>
        <Button type="submit" disabled={!canSend} className="shrink-0">
          {isSending ? (
            <Loader2Icon className="animate-spin" aria-hidden="true" />
          ) : (
            <SendHorizontalIcon aria-hidden="true" />
          )}
          {isSending ? COMPOSER_TEXTS.sending : COMPOSER_TEXTS.send}
        </Button>
      </div>
    </form>
  );
}
