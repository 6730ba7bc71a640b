import { z } from 'zod';
import { PROFILE_PASSWORD_TEXTS, passwordRuleFailures } from './password-policy';

/** A new password: one issue per failing rule, in spec order, with the exact Spanish messages. */
export const NewPasswordSchema = z.string().superRefine((password, ctx) => {
  for (const message of passwordRuleFailures(password)) {
    ctx.addIssue({ code: 'custom', message });
  }
});

/** POST /api/account/temporary-password */
export const TemporaryPasswordChangeBody = z.object({ newPassword: NewPasswordSchema });
export type TemporaryPasswordChangeBody = z.infer<typeof TemporaryPasswordChangeBody>;

/** POST /api/account/password */
export const PasswordChangeBody = z.object({
  currentPassword: z.string().min(1, PROFILE_PASSWORD_TEXTS.requiredDescription),
  newPassword: NewPasswordSchema,
});
export type PasswordChangeBody = z.infer<typeof PasswordChangeBody>;
