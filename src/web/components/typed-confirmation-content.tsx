import { AlertTriangleIcon, Loader2Icon } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export type TypedConfirmationContentProps = {
  title: string;
  description: ReactNode;
  /** What is lost for good, in the red box. */
  warning: ReactNode;
  /** The text to type, shown in the label ('Escribe … para confirmar'). */
  expected: string;
  /** The rule that enables the confirm button (the spec's: exactly equal). */
  isConfirmed(typed: string): boolean;
  /** Shown under the field while a typed text does not match (the delete-client dialog's message). */
  mismatchMessage?: string;
  /** An error of the last attempt (e.g. 'No hay sesión activa'); cleared by the owner on `onTypedChange`. */
  error: string | null;
  onTypedChange?(): void;
  confirmLabel: string;
  isPending: boolean;
  onConfirm(typed: string): void;
  onCancel(): void;
};

/**
 * The body of a dialog that asks to type a name before a destructive action (the delete-client and
 * delete-campaign dialogs of the admin spec): the confirm button is enabled only when the typed text passes
 * `isConfirmed`, and nothing closes the dialog while the action runs. Render it inside a `<Dialog>` only while
 * open, so the typed text starts empty every time.
 */
export function TypedConfirmationContent({
  title,
  description,
  warning,
  expected,
  isConfirmed,
  mismatchMessage,
  error,
  onTypedChange,
  confirmLabel,
  isPending,
  onConfirm,
  onCancel,
}: TypedConfirmationContentProps) {
  const inputId = useId();
  const errorId = useId();
  const [typed, setTyped] = useState('');
  const confirmed = isConfirmed(typed);
  const message = error ?? (mismatchMessage && typed !== '' && !confirmed ? mismatchMessage : null);

  const blockWhilePending = (event: Event) => {
    if (isPending) event.preventDefault();
  };

  return (
    <DialogContent
      showCloseButton={!isPending}
      onEscapeKeyDown={blockWhilePending}
      onPointerDownOutside={blockWhilePending}
      onInteractOutside={blockWhilePending}
      aria-busy={isPending}
    >
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (confirmed && !isPending) onConfirm(typed);
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Alert variant="destructive" role="note">
          <AlertTriangleIcon aria-hidden="true" />
          <AlertDescription>{warning}</AlertDescription>
        </Alert>
        <div className="grid gap-2">
          <Label htmlFor={inputId} className="block leading-snug">
            Escribe <strong className="select-all font-semibold">{expected}</strong> para confirmar
          </Label>
          <Input
            id={inputId}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              onTypedChange?.();
            }}
            placeholder={expected}
            autoComplete="off"
            spellCheck={false}
            disabled={isPending}
            aria-describedby={message ? errorId : undefined}
            aria-invalid={message ? true : undefined}
          />
          {/* Always present so that the polite live region announces a message when it appears. */}
          <p id={errorId} aria-live="polite" className="min-h-5 text-destructive text-sm empty:min-h-0">
            {message}
          </p>
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" disabled={isPending} onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" variant="destructive" disabled={!confirmed || isPending}>
            {isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            {isPending ? 'Eliminando...' : confirmLabel}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
