import type { Context } from 'hono';
import { AppError } from '../errors/app-error';
import type { SignedInEnv } from '../middleware/require-auth';
import { askerOf } from './asker';

/**
 * Runs a write and, when it is refused (a 4xx AppError: not found, out of range), logs it as a warning with the
 * request's logger before the error answers. The spec has the browser only log these failures; the server
 * keeps a trace too.
 */
export async function logRefusal<T>(
  // biome-ignore lint/suspicious/noExplicitAny: any route path and input
  c: Context<SignedInEnv, any, any>,
  message: string,
  details: Record<string, unknown>,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (err instanceof AppError) {
      c.get('log').warn(
        { ...details, userId: askerOf(c).userId, code: err.code, reason: err.message },
        message,
      );
    }
    throw err;
  }
}
