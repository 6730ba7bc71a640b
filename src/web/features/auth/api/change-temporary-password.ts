import type { TemporaryPasswordChangeBody } from '@shared/auth/password-policy';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/account/temporary-password: replaces the temporary password (only while it is temporary). */
export function changeTemporaryPassword(body: TemporaryPasswordChangeBody): Promise<{ ok: true }> {
  return api.post<{ ok: true }>('/api/account/temporary-password', body);
}

export function useChangeTemporaryPassword() {
  return useMutation({ mutationFn: changeTemporaryPassword });
}
