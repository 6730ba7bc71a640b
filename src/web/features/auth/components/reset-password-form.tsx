import { canSubmitNewPassword } from '@shared/auth/password-policy';
import { PASSWORD_RESET_TEXTS } from '@shared/auth/password-reset-texts';
import { useWatch } from 'react-hook-form';
import { SubmitButton } from '@/components/forms/submit-button';
import { loadNewPasswordFormValues } from '@/components/password/load-new-password-values';
import { NewPasswordFields } from '@/components/password/new-password-fields';
import { Form } from '@/components/ui/form';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useZodForm } from '@/lib/use-zod-form';
import { useResetPassword } from '../api/reset-password';

/**
 * The new password of a reset link: the same fields, strength meter and rule checklist as «Cambiar contraseña»,
 * submit enabled on the same rule. A dead link (used, expired, unknown) calls `onInvalidLink`; the server's rule
 * message is shown under the field; success calls `onSuccess`.
 */
export function ResetPasswordForm({
  token,
  onSuccess,
  onInvalidLink,
}: {
  token: string;
  onSuccess: () => void;
  onInvalidLink: () => void;
}) {
  const mutation = useResetPassword();
  const form = useZodForm(loadNewPasswordFormValues, {
    defaultValues: { newPassword: '', confirmation: '' },
  });
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  const confirmation = useWatch({ control: form.control, name: 'confirmation' });
  const canSubmit = canSubmitNewPassword(newPassword, confirmation) && !mutation.isPending;

  const onSubmit = form.handleSubmit((values) => {
    mutation.mutate(
      { token, newPassword: values.newPassword },
      {
        onSuccess,
        onError: (error) => {
          if (isApiError(error) && error.code === 'INVALID_TOKEN') {
            onInvalidLink();
            return;
          }
          if (isApiError(error) && error.code === 'INVALID_NEW_PASSWORD') {
            form.setError('newPassword', { message: error.message }, { shouldFocus: true });
            return;
          }
          const description = isApiError(error) ? error.message : PASSWORD_RESET_TEXTS.failureDescription;
          if (!isApiError(error)) console.error(error);
          toast.error(PASSWORD_RESET_TEXTS.failureTitle, { description });
        },
      },
    );
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <NewPasswordFields control={form.control} disabled={mutation.isPending} />
        <SubmitButton
          isPending={mutation.isPending}
          pendingLabel={PASSWORD_RESET_TEXTS.resetPending}
          size="lg"
          disabled={!canSubmit}
          className="w-full"
        >
          {PASSWORD_RESET_TEXTS.resetSubmit}
        </SubmitButton>
      </form>
    </Form>
  );
}
