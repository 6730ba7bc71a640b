import type { InstagramConnectionResponse } from '@shared/instagram/instagram-connection';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, idParam, read } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/admin/clients/{id}/instagram: the token is deleted; the numbers already read stay. */
export function disconnectInstagram(clientId: string) {
  return read(apiClient.api.admin.clients[':id'].instagram.$delete({ param: idParam(clientId) }));
}

/** The card shows «not connected» at once, then reads the connection again. */
export function useDisconnectInstagram(clientId: string) {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.admin.clients.instagram(clientId);
  return useMutation({
    mutationFn: () => disconnectInstagram(clientId),
    onSuccess: () => {
      queryClient.setQueryData<InstagramConnectionResponse>(queryKey, (current) =>
        current ? { ...current, connection: null } : current,
      );
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
