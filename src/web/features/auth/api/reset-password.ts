import type { ResetPasswordBody } from '@shared/auth/password-reset';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authRequest } from '@/lib/api-client';
import { clearClientState } from '@/lib/session/clear-client-state';

/** POST /api/auth/reset-password: sets the new password with the link's token; every session of the user ends. */
export function resetPassword(body: ResetPasswordBody) {
  return authRequest('/api/auth/reset-password', { body });
}

/** Resets the password; on success this browser forgets any signed-in state (its session was ended too). */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => clearClientState(queryClient),
  });
}
