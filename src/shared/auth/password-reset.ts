/**
 * Password reset: the bodies and answers of its two endpoints (zod). Its limits, refusals and Spanish texts are in
 * password-reset-texts.ts, which the web imports without zod.
 */
import { z } from 'zod';
import { PASSWORD_RESET_TEXTS, RESET_EMAIL_MAX_LENGTH, RESET_TOKEN_MAX_LENGTH } from './password-reset-texts';
import { NewPasswordSchema } from './password-schemas';

/** POST /api/auth/request-password-reset */
export const RequestPasswordResetBody = z.object({
  email: z.string().max(RESET_EMAIL_MAX_LENGTH, PASSWORD_RESET_TEXTS.emailInvalid),
});
export type RequestPasswordResetBody = z.infer<typeof RequestPasswordResetBody>;

/** The one answer of a valid request, for every address. */
export const RequestPasswordResetAnswer = z.object({ status: z.literal(true), message: z.string() });
export type RequestPasswordResetAnswer = z.infer<typeof RequestPasswordResetAnswer>;

/** POST /api/auth/reset-password */
export const ResetPasswordBody = z.object({
  token: z.string().min(1).max(RESET_TOKEN_MAX_LENGTH),
  newPassword: NewPasswordSchema,
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

export const ResetPasswordAnswer = z.object({ status: z.literal(true) });
export type ResetPasswordAnswer = z.infer<typeof ResetPasswordAnswer>;

/** POST /api/auth/reset-password/check: whether a reset link's token still works (the page asks on opening). */
export const CheckResetTokenBody = z.object({ token: z.string().max(RESET_TOKEN_MAX_LENGTH) });
export type CheckResetTokenBody = z.infer<typeof CheckResetTokenBody>;
export const CheckResetTokenAnswer = z.object({ valid: z.boolean() });
export type CheckResetTokenAnswer = z.infer<typeof CheckResetTokenAnswer>;
