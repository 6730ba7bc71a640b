/** The schema of a new-password form (new-password-values.ts), fetched with zod after the first view (useZodForm). */
export const loadNewPasswordFormValues = () =>
  import('./new-password-values').then((m) => m.NewPasswordFormValues);
