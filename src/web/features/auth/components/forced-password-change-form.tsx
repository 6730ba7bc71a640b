import {
  canSubmitNewPassword,
  FORCED_PASSWORD_TEXTS,
  validateNewPassword,
} from '@shared/auth/password-policy';
import { Loader2Icon } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { NewPasswordFields } from '@/components/password/new-password-fields';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { isApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { useChangeTemporaryPassword } from '../api/change-temporary-password';

const FormValues = z
  .object({ newPassword: z.string(), confirmation: z.string() })
  .superRefine((values, ctx) => {
    if (!values.newPassword || !values.confirmation) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: FORCED_PASSWORD_TEXTS.requiredFields });
      return;
    }
    const ruleFailure = validateNewPassword(values.newPassword);
    if (ruleFailure) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: ruleFailure });
    if (values.newPassword !== values.confirmation) {
      ctx.addIssue({ code: 'custom', path: ['confirmation'], message: FORCED_PASSWORD_TEXTS.mismatch });
    }
  });
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
  const form = useZodForm(FormValues, { defaultValues: { newPassword: '', confirmation: '' } });
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
        <Button type="submit" size="lg" disabled={!canSubmit} className="w-full">
          {mutation.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {mutation.isPending ? 'Guardando...' : 'Cambiar contraseña'}
        </Button>
      </form>
    </Form>
  );
}
