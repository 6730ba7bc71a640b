import { useCurrentClient } from '@/lib/session/get-current-client';

/**
 * Whether the signed-in client must give a proof of posting with each «Marcar publicada» (`proofRequired`, issue 31
 * §1), from its record as the client layout reads it (queryKeys.client.me: never asked for here). False outside the
 * client area (`isClientArea`): the agency is never refused a mark. A 409 from the server, when the agency has just
 * turned it on, still opens the proof sheet; the outbox then reads the record again.
 */
export function useIsProofRequired(isClientArea = true): boolean {
  const { data } = useCurrentClient({ enabled: false });
  return isClientArea && data?.proofRequired === true;
}
