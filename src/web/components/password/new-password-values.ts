import { FORCED_PASSWORD_TEXTS, validateNewPassword } from '@shared/auth/password-policy';
import { z } from 'zod';

/**
 * The values of a form made of NewPasswordFields alone (the forced change, the reset link): both filled, the first
 * broken rule under the password, the mismatch under the confirmation.
 */
export const NewPasswordFormValues = z
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
