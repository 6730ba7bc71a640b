import { APPROVAL_TEXTS } from '@shared/approvals/approval-texts';
import { COMMENT_MAX_LENGTH } from '@shared/comments/comment-rules';
import { CheckIcon, Loader2Icon, MessageSquareWarningIcon, SendIcon } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { DECISION_TEXTS } from './approval-texts';

export type DecisionInFlight = 'approved' | 'changes_requested' | null;

/**
 * A client's decision on one story: «Aprobar» in one tap, or «Pedir cambios», which opens a required comment
 * («¿Qué cambios necesitas?», at most 1000 characters) with «Enviar» and «Cancelar». Knows nothing of the API:
 * `onApprove` and `onRequestChanges` send; the latter resolves true when the request was stored, and the comment
 * closes then (it stays open with its text when it was not). `initialComment` fills the comment when the client
 * changes one already sent. `describedBy` names the story, so «Aprobar» says which one it approves.
 */
export function StoryDecision({
  onApprove,
  onRequestChanges,
  inFlight,
  isDisabled = false,
  hasRequestedChanges = false,
  initialComment = '',
  describedBy,
  className,
}: {
  onApprove: () => void;
  onRequestChanges: (comment: string) => Promise<boolean>;
  /** The decision being sent for this story, if any (its button spins; both are disabled). */
  inFlight: DecisionInFlight;
  /** Another decision is being sent (e.g. the whole day): both buttons wait. */
  isDisabled?: boolean;
  /** The story already has a request for changes: the second button edits it. */
  hasRequestedChanges?: boolean;
  initialComment?: string;
  describedBy?: string;
  className?: string;
}) {
  const [isWriting, setIsWriting] = useState(false);
  const [comment, setComment] = useState(initialComment);
  const [error, setError] = useState<string | null>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const busy = inFlight !== null || isDisabled;

  const close = () => {
    setIsWriting(false);
    setError(null);
    // The button that opened the comment is back: the focus returns to it.
    requestAnimationFrame(() => openerRef.current?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = comment.trim();
    if (!text) {
      setError(APPROVAL_TEXTS.commentRequired);
      return;
    }
    if (text.length > COMMENT_MAX_LENGTH) {
      setError(APPROVAL_TEXTS.commentTooLong);
      return;
    }
    setError(null);
    if (await onRequestChanges(text)) close();
  };

  if (isWriting) {
    return (
      <ChangesRequestForm
        comment={comment}
        onCommentChange={(text) => {
          setComment(text);
          if (error) setError(null);
        }}
        error={error}
        onSubmit={submit}
        onCancel={close}
        inFlight={inFlight}
        isBusy={busy}
        describedBy={describedBy}
        className={className}
      />
    );
  }

  return (
    // Side by side where both fit whole (160 px each), else one under the other: never a label cut in two.
    <div className={cn('flex flex-wrap gap-2', className)}>
      <Button
        className="h-auto min-h-11 flex-1 basis-40 whitespace-normal bg-success py-2 text-white hover:bg-success/90"
        onClick={onApprove}
        disabled={busy}
        aria-describedby={describedBy}
      >
        {inFlight === 'approved' ? (
          <Loader2Icon className="animate-spin" aria-hidden="true" />
        ) : (
          <CheckIcon aria-hidden="true" />
        )}
        {inFlight === 'approved' ? DECISION_TEXTS.approving : DECISION_TEXTS.approve}
      </Button>
      <Button
        ref={openerRef}
        variant="outline"
        className="h-auto min-h-11 flex-1 basis-40 whitespace-normal py-2"
        onClick={() => {
          setComment((current) => current || initialComment);
          setIsWriting(true);
        }}
        disabled={busy}
        aria-describedby={describedBy}
      >
        <MessageSquareWarningIcon aria-hidden="true" />
        {hasRequestedChanges ? DECISION_TEXTS.editChanges : DECISION_TEXTS.requestChanges}
      </Button>
    </div>
  );
}

/** «¿Qué cambios necesitas?»: the required comment, its length against the limit, «Cancelar» and «Enviar». */
function ChangesRequestForm({
  comment,
  onCommentChange,
  error,
  onSubmit,
  onCancel,
  inFlight,
  isBusy,
  describedBy,
  className,
}: {
  comment: string;
  onCommentChange: (text: string) => void;
  error: string | null;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  inFlight: DecisionInFlight;
  isBusy: boolean;
  describedBy: string | undefined;
  className: string | undefined;
}) {
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const counterId = `${fieldId}-counter`;
  const tooLong = comment.length > COMMENT_MAX_LENGTH;
  return (
    <form noValidate onSubmit={onSubmit} className={cn('grid gap-2', className)}>
      <Label htmlFor={fieldId}>{DECISION_TEXTS.commentLabel}</Label>
      <Textarea
        id={fieldId}
        value={comment}
        onChange={(event) => onCommentChange(event.target.value)}
        placeholder={DECISION_TEXTS.commentPlaceholder}
        aria-invalid={error !== null || tooLong || undefined}
        aria-describedby={[error ? errorId : null, counterId, describedBy].filter(Boolean).join(' ')}
        aria-required="true"
        disabled={inFlight !== null}
        // Opened by a tap on «Pedir cambios»: writing is the next thing to do.
        autoFocus
        className="min-h-24"
      />
      <div className="flex items-start justify-between gap-3 text-xs">
        <p id={errorId} className="text-destructive" role={error ? 'alert' : undefined}>
          {error}
        </p>
        <p
          id={counterId}
          className={cn('shrink-0 tabular-nums', tooLong ? 'text-destructive' : 'text-muted-foreground')}
        >
          <span className="sr-only">Caracteres: </span>
          {comment.length}/{COMMENT_MAX_LENGTH}
        </p>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Button
          type="button"
          variant="outline"
          className="h-11"
          onClick={onCancel}
          disabled={inFlight !== null}
        >
          {DECISION_TEXTS.cancel}
        </Button>
        <Button type="submit" className="h-11" disabled={isBusy}>
          {inFlight === 'changes_requested' ? (
            <Loader2Icon className="animate-spin" aria-hidden="true" />
          ) : (
            <SendIcon aria-hidden="true" />
          )}
          {inFlight === 'changes_requested' ? DECISION_TEXTS.sending : DECISION_TEXTS.send}
        </Button>
      </div>
    </form>
  );
}
