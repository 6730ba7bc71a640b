import type { OutboxResponse } from '@shared/mail/outbox';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { OutboxResponse };

/** Starts with 'admin': creating a client or resending credentials refreshes it. */
export const sentMailQueryKey = ['admin', 'mail'] as const;

/** GET /api/admin/mail: the latest e-mails sent (or only stored, without SMTP), newest first. */
export function getSentMail(limit: number, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<OutboxResponse>(`/api/admin/mail?limit=${limit}`, signal ? { signal } : {});
}

export function useSentMail(limit: number) {
  return useQuery(
    queryOptions({
      queryKey: [...sentMailQueryKey, { limit }],
      queryFn: ({ signal }) => getSentMail(limit, { signal }),
    }),
  );
}
