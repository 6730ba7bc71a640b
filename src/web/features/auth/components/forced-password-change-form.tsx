import { canSubmitNewPassword, FORCED_PASSWORD_TEXTS } from '@shared/auth/password-policy';
import { useWatch } from 'react-hook-form';
import { SubmitButton } from '@/components/forms/submit-button';
import { loadNewPasswordFormValues } from '@/components/password/load-new-password-values';
import { NewPasswordFields } from '@/components/password/new-password-fields';
import { Form } from '@/components/ui/form';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useZodForm } from '@/lib/use-zod-form';
import { useChangeTemporaryPassword } from '../api/change-temporary-password';

/**
 * The new-password form of the forced change (spec section 5): strength meter, live rules, inline mismatch
 * hint; submit enabled only when both fields are filled, equal and the strength score is at least 4.
 */
export function ForcedPasswordChangeForm({
  onSuccess,
  disabled = false,
  email,
}: {
  onSuccess: () => void;
  disabled?: boolean;
  /** The account's e-mail, for password managers. */
  email?: string;
}) {
  const mutation = useChangeTemporaryPassword();
  const form = useZodForm(loadNewPasswordFormValues, {
    defaultValues: { newPassword: '', confirmation: '' },
  });
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  const confirmation = useWatch({ control: form.control, name: 'confirmation' });
  const isBusy = mutation.isPending || disabled;
  const canSubmit = canSubmitNewPassword(newPassword, confirmation) && !isBusy;

  const onSubmit = form.handleSubmit((values) => {
    mutation.mutate(
      { newPassword: values.newPassword },
      {
        onSuccess: () => {
          toast.success(FORCED_PASSWORD_TEXTS.successTitle, {
            description: FORCED_PASSWORD_TEXTS.successDescription,
          });
          onSuccess();
        },
        onError: (error) => {
          if (isApiError(error)) {
            toast.error(FORCED_PASSWORD_TEXTS.failureTitle, {
              description: error.message || FORCED_PASSWORD_TEXTS.failureDescription,
            });
            return;
          }
          console.error(error);
          toast.error(FORCED_PASSWORD_TEXTS.unexpectedTitle, {
            description: FORCED_PASSWORD_TEXTS.failureDescription,
          });
        },
      },
    );
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        {email && (
          // Lets password managers attach the new password to the right account.
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        )}
        <NewPasswordFields control={form.control} disabled={isBusy} />
        <SubmitButton
          isPending={mutation.isPending}
          pendingLabel="Guardando..."
          size="lg"
          disabled={!canSubmit}
          className="w-full"
        >
          Cambiar contraseña
        </SubmitButton>
      </form>
    </Form>
  );
}
