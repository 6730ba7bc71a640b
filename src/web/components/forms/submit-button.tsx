import { Loader2Icon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * A form's submit button: while `isPending` it spins and says `pendingLabel` (and is disabled, unless
 * `disabled` says otherwise).
 */
export function SubmitButton({
  isPending,
  pendingLabel,
  disabled,
  children,
  ...props
}: Omit<ComponentProps<typeof Button>, 'type'> & { isPending: boolean; pendingLabel: ReactNode }) {
  return (
    <Button type="submit" disabled={disabled ?? isPending} {...props}>
      {isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
      {isPending ? pendingLabel : children}
    </Button>
  );
}

/** 'Cancelar' and the submit button at the foot of an edit form (the submit last, on the right). */
export function FormActions({
  isSubmitting,
  submitLabel,
  submittingLabel,
  onCancel,
}: {
  isSubmitting: boolean;
  submitLabel: ReactNode;
  submittingLabel: ReactNode;
  onCancel(): void;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
        Cancelar
      </Button>
      <SubmitButton isPending={isSubmitting} pendingLabel={submittingLabel}>
        {submitLabel}
      </SubmitButton>
    </div>
  );
}
