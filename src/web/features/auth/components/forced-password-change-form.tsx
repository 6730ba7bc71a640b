import { zodResolver } from '@hookform/resolvers/zod';
import {
  canSubmitNewPassword,
  FORCED_PASSWORD_TEXTS,
  PASSWORD_RULES,
  type PasswordRuleId,
  validateNewPassword,
} from '@shared/auth/password-policy';
import { CheckIcon, Loader2Icon, XIcon } from 'lucide-react';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useChangeTemporaryPassword } from '../api/change-temporary-password';
import { PasswordStrengthMeter } from './password-strength-meter';

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
type FormValues = z.infer<typeof FormValues>;

/** Short labels of the live checklist; the full Spanish rule messages appear when a submit fails a rule. */
const RULE_HINTS: Partial<Record<PasswordRuleId, string>> = {
  minLength: 'Al menos 8 caracteres',
  lowercase: 'Una letra minúscula',
  uppercase: 'Una letra mayúscula',
  digit: 'Un número',
};

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
  const form = useForm<FormValues>({
    resolver: zodResolver(FormValues),
    defaultValues: { newPassword: '', confirmation: '' },
  });
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  const confirmation = useWatch({ control: form.control, name: 'confirmation' });
  const rulesId = useId();
  const strengthId = useId();
  const mismatchId = useId();
  const isMismatch = confirmation.length > 0 && newPassword !== confirmation;
  const isBusy = mutation.isPending || disabled;
  const canSubmit = canSubmitNewPassword(newPassword, confirmation) && !isBusy;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync({ newPassword: values.newPassword });
    } catch (error) {
      if (isApiError(error)) {
        toast.error(FORCED_PASSWORD_TEXTS.failureTitle, {
          description: error.message || FORCED_PASSWORD_TEXTS.failureDescription,
        });
      } else {
        console.error(error);
        toast.error(FORCED_PASSWORD_TEXTS.unexpectedTitle, {
          description: FORCED_PASSWORD_TEXTS.failureDescription,
        });
      }
      return;
    }
    toast.success(FORCED_PASSWORD_TEXTS.successTitle, {
      description: FORCED_PASSWORD_TEXTS.successDescription,
    });
    onSuccess();
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        {email && (
          // Lets password managers attach the new password to the right account.
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        )}
        <FormField
          control={form.control}
          name="newPassword"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Nueva contraseña</FormLabel>
              <FormControl aria-describedby={`${strengthId} ${rulesId}`}>
                <Input type="password" autoComplete="new-password" {...field} disabled={isBusy} />
              </FormControl>
              <PasswordStrengthMeter password={newPassword} id={strengthId} />
              <ul
                id={rulesId}
                className="grid gap-1 text-xs sm:grid-cols-2"
                aria-label="Requisitos de la contraseña"
              >
                {PASSWORD_RULES.filter((rule) => RULE_HINTS[rule.id]).map((rule) => {
                  const isMet = rule.test(newPassword);
                  return (
                    <li
                      key={rule.id}
                      className={cn(
                        'flex items-center gap-1.5',
                        isMet ? 'text-success' : 'text-muted-foreground',
                      )}
                    >
                      {isMet ? (
                        <CheckIcon className="size-3.5" aria-hidden="true" />
                      ) : (
                        <XIcon className="size-3.5" aria-hidden="true" />
                      )}
                      <span>
                        {RULE_HINTS[rule.id]}
                        <span className="sr-only">{isMet ? ' (cumplido)' : ' (pendiente)'}</span>
                      </span>
                    </li>
                  );
                })}
              </ul>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="confirmation"
          render={({ field, fieldState }) => (
            <FormItem>
              <FormLabel>Confirmar contraseña</FormLabel>
              <FormControl aria-describedby={isMismatch ? mismatchId : undefined}>
                <Input type="password" autoComplete="new-password" {...field} disabled={isBusy} />
              </FormControl>
              {fieldState.error ? (
                <FormMessage />
              ) : (
                <p id={mismatchId} aria-live="polite" className="min-h-5 text-destructive text-sm">
                  {isMismatch ? FORCED_PASSWORD_TEXTS.mismatch : ''}
                </p>
              )}
            </FormItem>
          )}
        />
        <Button type="submit" size="lg" disabled={!canSubmit} className="w-full">
          {mutation.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {mutation.isPending ? 'Guardando...' : 'Cambiar contraseña'}
        </Button>
      </form>
    </Form>
  );
}
