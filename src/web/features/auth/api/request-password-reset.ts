import { normaliseEmail } from '@shared/auth/login-errors';
import type { RequestPasswordResetAnswer } from '@shared/auth/password-reset';
import { useMutation } from '@tanstack/react-query';
import { authRequest } from '@/lib/api-client';

/**
 * POST /api/auth/request-password-reset: the same answer for every address (an e-mail goes only to an account
 * that exists and may sign in).
 */
export async function requestPasswordReset(email: string): Promise<RequestPasswordResetAnswer> {
  return (await authRequest('/api/auth/request-password-reset', {
    body: { email: normaliseEmail(email) },
  })) as RequestPasswordResetAnswer;
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
