import type { PasswordChangeBody } from '@shared/auth/password-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient, read } from '@/lib/api/client';

/**
 * POST /api/account/password: the server checks the current password (a wrong one answers 400
 * INVALID_CURRENT_PASSWORD and counts against the sign-in lockout) and keeps this session signed in.
 */
export function changePassword(body: PasswordChangeBody) {
  return read(apiClient.api.account.password.$post({ json: body }));
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
