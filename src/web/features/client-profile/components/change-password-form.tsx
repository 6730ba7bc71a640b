import { PROFILE_PASSWORD_TEXTS, validateNewPassword } from '@shared/auth/password-policy';
import { KeyRoundIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { SubmitButton } from '@/components/forms/submit-button';
import { NewPasswordFields } from '@/components/password/new-password-fields';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useChangePassword } from '../api/change-password';
import { ProfileSection } from './profile-section';

type FormValues = { currentPassword: string; newPassword: string; confirmation: string };
const EMPTY: FormValues = { currentPassword: '', newPassword: '', confirmation: '' };

/** The server's answer to a wrong current password (src/server/routes/account.ts). */
const INVALID_CURRENT_PASSWORD = 'INVALID_CURRENT_PASSWORD';

/**
 * The profile's password change (spec sections 5 and 8). Checked on submit, in this order, each failure as the
 * spec's toast and next to its field: all three fields filled, confirmation equal, the new-password rules; then
 * the server verifies the current password. Unlike the forced change, the submit button stays enabled so that
 * these messages can be reached (a disabled button cannot say why); the strength meter, the rule checklist and
 * the mismatch hint guide the user live. On success the fields are cleared.
 */
export function ChangePasswordForm({ email }: { email?: string }) {
  const mutation = useChangePassword();
  const form = useForm<FormValues>({ defaultValues: EMPTY });

  const onSubmit = form.handleSubmit((values) => {
    form.clearErrors();
    const missing = (Object.keys(EMPTY) as (keyof FormValues)[]).filter((name) => values[name] === '');
    if (missing.length > 0) {
      for (const name of missing) {
        form.setError(name, { message: PROFILE_PASSWORD_TEXTS.requiredDescription });
      }
      form.setFocus(missing[0]!);
      toast.error(PROFILE_PASSWORD_TEXTS.requiredTitle, {
        description: PROFILE_PASSWORD_TEXTS.requiredDescription,
      });
      return;
    }
    if (values.newPassword !== values.confirmation) {
      form.setError('confirmation', { message: PROFILE_PASSWORD_TEXTS.mismatchTitle }, { shouldFocus: true });
      toast.error(PROFILE_PASSWORD_TEXTS.mismatchTitle, {
        description: PROFILE_PASSWORD_TEXTS.mismatchDescription,
      });
      return;
    }
    const ruleFailure = validateNewPassword(values.newPassword);
    if (ruleFailure) {
      form.setError('newPassword', { message: ruleFailure }, { shouldFocus: true });
      toast.error(PROFILE_PASSWORD_TEXTS.invalidPasswordTitle, { description: ruleFailure });
      return;
    }

    mutation.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          toast.success(PROFILE_PASSWORD_TEXTS.successTitle);
        },
        onError: (error) => {
          if (isApiError(error) && error.code === INVALID_CURRENT_PASSWORD) {
            form.setError(
              'currentPassword',
              { message: PROFILE_PASSWORD_TEXTS.wrongCurrentDescription },
              { shouldFocus: true },
            );
            toast.error(PROFILE_PASSWORD_TEXTS.wrongCurrentTitle, {
              description: PROFILE_PASSWORD_TEXTS.wrongCurrentDescription,
            });
            return;
          }
          if (!isApiError(error)) console.error(error);
          toast.error(PROFILE_PASSWORD_TEXTS.failureTitle, {
            description: (isApiError(error) && error.message) || PROFILE_PASSWORD_TEXTS.failureDescription,
          });
        },
      },
    );
  });

  const isBusy = mutation.isPending;

  return (
    <ProfileSection
      icon={KeyRoundIcon}
      title="Cambiar contraseña"
      description="Escribe tu contraseña actual y elige una nueva."
    >
      <Form {...form}>
        <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Cambiar contraseña">
          {email && (
            // Lets password managers attach the new password to the right account.
            <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          )}
          <FormField
            control={form.control}
            name="currentPassword"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Contraseña actual</FormLabel>
                <FormControl>
                  <Input type="password" autoComplete="current-password" {...field} disabled={isBusy} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <NewPasswordFields
            control={form.control}
            disabled={isBusy}
            confirmationLabel="Confirmar nueva contraseña"
            rulesClassName="lg:grid-cols-1"
          />
          <div>
            <SubmitButton isPending={isBusy} pendingLabel="Actualizando..." className="w-full sm:w-auto">
              Actualizar contraseña
            </SubmitButton>
          </div>
        </form>
      </Form>
    </ProfileSection>
  );
}
