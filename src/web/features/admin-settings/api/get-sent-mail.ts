import type { MailKind } from '@shared/mail/outbox-labels';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, read, withSignal } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

export interface SentMailParams {
  q: string;
  kind: MailKind | null;
  page: number;
}

/** GET /api/admin/mail: a page of the e-mails sent (or only stored, without SMTP), newest first. */
export function getSentMail({ q, kind, page }: SentMailParams, { signal }: { signal?: AbortSignal } = {}) {
  const query = { page: String(page), ...(q ? { q } : {}), ...(kind ? { kind } : {}) };
  return read(apiClient.api.admin.mail.$get({ query }, withSignal(signal)));
}

export function useSentMail(params: SentMailParams) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.admin.mail.list(params),
      queryFn: ({ signal }) => getSentMail(params, { signal }),
      // The page being left stays on screen until the next one arrives.
      placeholderData: keepPreviousData,
    }),
  );
}
