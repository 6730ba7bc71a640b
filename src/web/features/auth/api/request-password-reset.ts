import { normaliseEmail } from '@shared/auth/login-errors';
import { useMutation } from '@tanstack/react-query';
import { authRequest } from '@/lib/api-client';

/**
 * POST /api/auth/request-password-reset: the same answer for every address (an e-mail goes only to an account
 * that exists and may sign in).
 */
export function requestPasswordReset(email: string) {
  return authRequest('/api/auth/request-password-reset', { body: { email: normaliseEmail(email) } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
