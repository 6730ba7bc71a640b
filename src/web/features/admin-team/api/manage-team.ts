import type { InviteAdminBody } from '@shared/api/admin-team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, idParam, read } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/admin/team/invitations */
export function inviteAdmin(input: InviteAdminBody) {
  return read(apiClient.api.admin.team.invitations.$post({ json: input }));
}

/** POST /api/admin/team/invitations/{id}/resend: a new link (the old one stops working). */
export function resendInvitation(id: string) {
  return read(apiClient.api.admin.team.invitations[':id'].resend.$post({ param: idParam(id) }));
}

/** DELETE /api/admin/team/invitations/{id} */
export function revokeInvitation(id: string) {
  return read(apiClient.api.admin.team.invitations[':id'].$delete({ param: idParam(id) }));
}

/** POST /api/admin/team/members/{id}/deactivate: the member's sessions end at once. */
export function deactivateMember(id: string) {
  return read(apiClient.api.admin.team.members[':id'].deactivate.$post({ param: idParam(id) }));
}

/** POST /api/admin/team/members/{id}/reactivate */
export function reactivateMember(id: string) {
  return read(apiClient.api.admin.team.members[':id'].reactivate.$post({ param: idParam(id) }));
}

/** A team mutation: on success the team list is read again (the caller adds its toast). */
function useTeamMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.team }),
  });
}

export const useInviteAdmin = () => useTeamMutation(inviteAdmin);
export const useResendInvitation = () => useTeamMutation(resendInvitation);
export const useRevokeInvitation = () => useTeamMutation(revokeInvitation);
export const useDeactivateMember = () => useTeamMutation(deactivateMember);
export const useReactivateMember = () => useTeamMutation(reactivateMember);
