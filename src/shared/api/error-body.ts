/**
 * The error answers as zod schemas, for the OpenAPI document. Kept apart from errors.ts, which the web's API
 * client imports in its entry chunk without zod.
 */
import { z } from 'zod';

/** Every error of our /api routes: `{ error: { code, message, issues? } }` (codes and messages: errors.ts). */
export const ErrorBody = z.object({
  error: z.object({
    code: z.string().meta({ example: 'UNAUTHORIZED' }),
    message: z.string().meta({ example: 'Debes iniciar sesión para continuar.' }),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});

/** Better Auth's error shape, which /api/auth/* answers (and our sign-in refusals keep): `{ code, message }`. */
export const AuthErrorBody = z.object({
  code: z.string().meta({ example: 'INVALID_EMAIL_OR_PASSWORD' }),
  message: z.string(),
});
