import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, read } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

const endpoint = apiClient.api.admin.links[':slug'];

/** 'https://panel…/l/Ab3dE5fG' (or LINKS_BASE_URL/Ab3dE5fG) → 'Ab3dE5fG': the short link's last path segment. */
export function trackedLinkSlug(url: string): string {
  let path = url;
  try {
    path = new URL(url).pathname;
  } catch {
    // Not an absolute address: its last segment all the same.
  }
  return path.split('/').filter(Boolean).at(-1) ?? '';
}

/**
 * PATCH /api/admin/links/{slug} (admins): disables a tracked link (it answers «Enlace desactivado» from then on;
 * its counted clicks stay) or enables it again.
 */
export function updateTrackedLink({ url, disabled }: { url: string; disabled: boolean }) {
  return read(
    endpoint.$patch({ param: { slug: encodeURIComponent(trackedLinkSlug(url)) }, json: { disabled } }),
  );
}

/**
 * Disabling or reactivating one of the campaign's tracked links. Not optimistic: on success the campaign is read
 * again, and the mutation settles once it has arrived, so the row shows its new state with the caller's toast.
 */
export function useUpdateTrackedLink(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTrackedLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.detail(campaignId) }),
  });
}
