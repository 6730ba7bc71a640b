import type { UpdateOwnClientInput } from '@shared/api/client-area/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, read } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';
import type { CurrentClient } from './get-current-client';

/** PATCH /api/client/me: the personal-info form (name and brand required; empty optional fields -> null). */
export async function updateCurrentClient(body: UpdateOwnClientInput): Promise<CurrentClient> {
  const data = await read(apiClient.api.client.me.$patch({ json: body }));
  return data.client;
}

/** Writes the answer into the cache, so the layout's brand and name follow at once. */
export function useUpdateCurrentClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCurrentClient,
    onSuccess: (client) => {
      queryClient.setQueryData(queryKeys.client.me, client);
    },
  });
}
