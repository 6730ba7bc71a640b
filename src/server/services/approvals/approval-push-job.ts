import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { appPaths } from '../../../shared/paths';
import { approvalRequests } from '../../db/schema/approvals';
import { campaigns } from '../../db/schema/campaigns';
import { clients } from '../../db/schema/clients';
import { defineJob } from '../../jobs/define-job';
import { outboundGuard } from '../../net/outbound-guard';
import { vapidKeys } from '../../notifications/vapid-keys';
import { pushToUser } from '../notifications/push-to-user';

export const ApprovalPushPayload = z.object({ requestId: z.uuid(), storyCount: z.number().int() });

/**
 * 'approvals.push': the push that goes with an approval e-mail, to the devices of the client's login user when it
 * keeps push reminders on. It opens the campaign in the panel (the device is signed in), never the link: the token
 * stays out of the jobs table. Nothing is sent for a request that was superseded or completed meanwhile, or for an
 * inactive client. A push service's refusal is not retried (the e-mail carries the request anyway).
 */
export const approvalPushJob = defineJob({
  type: 'approvals.push',
  payload: ApprovalPushPayload,
  handler:
    ({ db, env, logger }) =>
    async ({ requestId, storyCount }, { log }) => {
      const [target] = await db
        .select({
          userId: clients.userId,
          status: clients.status,
          pushReminders: clients.pushReminders,
          campaignId: campaigns.id,
          campaignTitle: campaigns.title,
        })
        .from(approvalRequests)
        .innerJoin(clients, eq(clients.id, approvalRequests.clientId))
        .innerJoin(campaigns, eq(campaigns.id, approvalRequests.campaignId))
        .where(
          and(
            eq(approvalRequests.id, requestId),
            isNull(approvalRequests.supersededAt),
            isNull(approvalRequests.completedAt),
          ),
        );
      if (!target?.userId || target.status !== 'active' || !target.pushReminders) {
        log.info({ requestId }, 'approval push: not sent (request closed, client inactive or push off)');
        return;
      }
      const result = await pushToUser({
        db,
        keys: vapidKeys(env),
        outbound: outboundGuard(env),
        logger,
        userId: target.userId,
        message: {
          title: 'Historias para aprobar',
          body: `La agencia te pide aprobar ${storyCount === 1 ? '1 historia' : `${storyCount} historias`} de «${target.campaignTitle}».`.slice(
            0,
            500,
          ),
          url: appPaths.clientCampaign(target.campaignId),
          tag: `approval-${requestId}`,
        },
        options: { ttlSeconds: 24 * 60 * 60, urgency: 'normal' },
      });
      log.info({ requestId, ...result, errors: undefined }, 'approval push sent');
    },
});
