import type { Executor } from '../../db/client';
import { defineJob } from '../../jobs/define-job';
import type { MailJobPayload } from '../../mail/mail-message';
import { mailJob } from '../../mail/mail-message';
import { createSendMailHandler } from '../../mail/send-mail';
import { recordInvitationOutcome } from '../clients/record-invitation-outcome';

/**
 * The 'mail.send' job: queued by enqueueMail, delivered by the mail adapter (mail/send-mail.ts). A credentials
 * e-mail moves the client's invitation to 'sent', or to 'failed' when the attempt fails.
 */
export const sendMailJob = defineJob({
  ...mailJob,
  handler: (deps) => createSendMailHandler(deps, { recordOutcome: recordCredentialsOutcome }),
});

async function recordCredentialsOutcome(
  db: Executor,
  meta: MailJobPayload['meta'],
  outcome: 'sent' | 'failed',
): Promise<void> {
  if (meta.purpose === 'credentials' && meta.clientId)
    await recordInvitationOutcome({ db, clientId: meta.clientId, outcome });
}
