import type { AcceptInvitationBody } from '@shared/api/admin-team';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiClient, read } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/invitations/lookup: who a live invitation link is for (404 for a dead one). */
export function lookupInvitation(token: string) {
  return read(apiClient.api.invitations.lookup.$post({ json: { token } }));
}

export function useInvitation(token: string) {
  return useQuery({
    queryKey: queryKeys.auth.invitation(token),
    queryFn: () => lookupInvitation(token),
    enabled: token !== '',
    retry: false,
  });
}

/** POST /api/invitations/accept: creates the admin with the chosen password. */
export function acceptInvitation(body: AcceptInvitationBody) {
  return read(apiClient.api.invitations.accept.$post({ json: body }));
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
