import { subDays, subMinutes } from 'date-fns';
import { addDaysIso } from '../../shared/dates';
import { formatSpanishLaunchDatetime, zonedWallTimeToInstant } from '../../shared/zoned-time';
import type { aiCampaignRequests } from '../db/schema/ai';
import type { NewCampaignRow } from '../db/schema/campaigns';
import { DEMO_AI_REQUESTS } from './demo-content';

/** The demo brand's two AI campaign requests: one completed (it made `aiCampaign`), one failed. */
export function demoAiRequestRows({
  userId,
  clientId,
  aiCampaign,
  today,
  now,
  timeZone,
}: {
  userId: string;
  clientId: string;
  aiCampaign: NewCampaignRow;
  today: string;
  now: Date;
  timeZone: string;
}): (typeof aiCampaignRequests.$inferInsert)[] {
  const { completed, failed } = DEMO_AI_REQUESTS;
  const completedLaunchDate = addDaysIso(today, completed.launchOffset);
  const failedLaunchDate = addDaysIso(today, failed.launchOffset);
  const completedAt = subDays(now, 2);
  const failedAt = subDays(now, 6);
  return [
    {
      userId,
      clientId,
      productDescription: completed.productDescription,
      salesProcess: completed.salesProcess,
      specialOffers: completed.specialOffers,
      campaignDuration: completed.campaignDuration,
      keyMessage: completed.keyMessage,
      launchDatetime: formatSpanishLaunchDatetime(completedLaunchDate, completed.launchTime),
      launchAt: zonedWallTimeToInstant(completedLaunchDate, completed.launchTime, timeZone),
      status: 'completed',
      openaiResponse: { stage: 'completed', message: '¡Campaña creada exitosamente!', error: null },
      generatedCampaignId: aiCampaign.id,
      errorMessage: null,
      provider: 'offline',
      createdAt: subMinutes(completedAt, 4),
      updatedAt: completedAt,
    },
    {
      userId,
      clientId,
      productDescription: failed.productDescription,
      salesProcess: failed.salesProcess,
      specialOffers: failed.specialOffers,
      campaignDuration: failed.campaignDuration,
      keyMessage: failed.keyMessage,
      launchDatetime: formatSpanishLaunchDatetime(failedLaunchDate, failed.launchTime),
      launchAt: zonedWallTimeToInstant(failedLaunchDate, failed.launchTime, timeZone),
      status: 'failed',
      openaiResponse: {
        stage: 'error',
        message: `Error: ${failed.errorMessage}`,
        error: failed.errorMessage,
      },
      generatedCampaignId: null,
      errorMessage: failed.errorMessage,
      provider: 'openai',
      createdAt: subMinutes(failedAt, 6),
      updatedAt: failedAt,
    },
  ];
}
