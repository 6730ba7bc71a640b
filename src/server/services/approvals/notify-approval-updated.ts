import type { Executor } from '../../db/client';
import { notifyAdmins, notifyUser } from '../../realtime/notify-user';

/** More ids than this are sent as [] ("some stories of the campaign"): NOTIFY payloads stay under 8000 bytes. */
const MAX_IDS = 50;

/** Tells the admins and the client's login user (when it has one) that approvals changed; delivered on commit. */
export async function notifyApprovalUpdated(
  tx: Executor,
  change: { campaignId: string; clientId: string; clientUserId: string | null; storyIds: readonly string[] },
): Promise<void> {
  const event = {
    type: 'approval.updated' as const,
    campaignId: change.campaignId,
    clientId: change.clientId,
    storyIds: change.storyIds.length <= MAX_IDS ? [...change.storyIds] : [],
  };
  await notifyAdmins(tx, event);
  if (change.clientUserId) await notifyUser(tx, change.clientUserId, event);
}
