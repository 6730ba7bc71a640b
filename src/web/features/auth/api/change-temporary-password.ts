import type { TemporaryPasswordChangeBody } from '@shared/auth/password-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient, read } from '@/lib/api/client';

/** POST /api/account/temporary-password: replaces the temporary password (only while it is temporary). */
export function changeTemporaryPassword(body: TemporaryPasswordChangeBody) {
  return read(apiClient.api.account['temporary-password'].$post({ json: body }));
}

export function useChangeTemporaryPassword() {
  return useMutation({ mutationFn: changeTemporaryPassword });
}
