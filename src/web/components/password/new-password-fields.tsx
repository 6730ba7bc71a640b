import { FORCED_PASSWORD_TEXTS } from '@shared/auth/password-policy';
import { useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useWatch } from 'react-hook-form';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { PasswordRulesChecklist } from './password-rules-checklist';
import { PasswordStrengthMeter } from './password-strength-meter';

type NewPasswordValues = FieldValues & { newPassword: string; confirmation: string };

/**
 * The new password and its confirmation (spec section 5), for the forced change and the profile change: the
 * strength meter, the live rule checklist and the inline mismatch hint ('Las contraseñas no coinciden').
 * For any react-hook-form whose values have `newPassword` and `confirmation` strings.
 */
export function NewPasswordFields<T extends NewPasswordValues, TTransformed = T>({
  control,
  disabled,
  confirmationLabel = 'Confirmar contraseña',
  rulesClassName,
}: {
  control: Control<T, unknown, TTransformed>;
  disabled?: boolean;
  confirmationLabel?: string;
  rulesClassName?: string;
}) {
  const newPasswordName = 'newPassword' as FieldPath<T>;
  const confirmationName = 'confirmation' as FieldPath<T>;
  const newPassword = String(useWatch({ control, name: newPasswordName }) ?? '');
  const confirmation = String(useWatch({ control, name: confirmationName }) ?? '');
  const strengthId = useId();
  const rulesId = useId();
  const mismatchId = useId();
  const isMismatch = confirmation.length > 0 && newPassword !== confirmation;

  return (
    <>
      <FormField
        control={control}
        name={newPasswordName}
        render={({ field }) => (
          <FormItem>
            <FormLabel>Nueva contraseña</FormLabel>
            <FormControl aria-describedby={`${strengthId} ${rulesId}`}>
              <Input type="password" autoComplete="new-password" {...field} disabled={disabled} />
            </FormControl>
            <PasswordStrengthMeter password={newPassword} id={strengthId} />
            <PasswordRulesChecklist password={newPassword} id={rulesId} className={rulesClassName} />
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name={confirmationName}
        render={({ field, fieldState }) => (
          <FormItem>
            <FormLabel>{confirmationLabel}</FormLabel>
            <FormControl aria-describedby={isMismatch ? mismatchId : undefined}>
              <Input type="password" autoComplete="new-password" {...field} disabled={disabled} />
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
    </>
  );
}
