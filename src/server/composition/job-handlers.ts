import { bindJob, type JobDeps } from '../jobs/define-job';
import type { JobHandler } from '../jobs/job-runner';
import { generateAiCampaignJob } from '../services/ai/generate-campaign-job';
import { approvalPushJob } from '../services/approvals/approval-push-job';
import { mentionDigestJob } from '../services/comments/mention-digest-job';
import { notifyMentionJob } from '../services/comments/notify-mention-job';
import { instagramPublishJob } from '../services/instagram/auto-publish/publish-job';
import { instagramInsightsJob } from '../services/instagram/insights-job';
import { instagramExpiryWarningJob, instagramRefreshJob } from '../services/instagram/token-jobs';
import { sendMailJob } from '../services/mail/send-mail-job';
import { deleteMediaFilesJob } from '../services/media/delete-media-files-job';
import { agencyAlertJob } from '../services/reminders/agency-alert-job';
import { dailyDigestJob } from '../services/reminders/daily-digest-job';
import { resultsReminderJob } from '../services/reminders/results-reminder-job';
import { sendReminderJob } from '../services/reminders/send-reminder-job';
import { deliverWebhookJob } from '../services/webhooks/deliver-webhook-job';

/**
 * Every job type the runner knows, bound to its deps: e-mail delivery ('mail.send': credentials, campaign
 * created, AI campaign ready or failed) AI campaign generation ('ai.generate-campaign'), the deletion of removed story files ('media.delete-files'),
 * the reminders ('reminders.send', 'reminders.digest', 'reminders.agency-alert'), the push of an approval
 * request ('approvals.push') and the mentions in story comments ('comments.notify-mention', and their e-mail digest
 * 'comments.mention-digest'), and a connected Instagram account's token renewal, expiry warning and story insights
 * ('instagram.refresh-token', 'instagram.expiry-warning', 'instagram.story-insights') and «Publicar automáticamente»
 * ('instagram.publish'), and each attempt of an outgoing webhook ('webhooks.deliver'). A new job type
 * is defined next to its domain (docs/jobs.md) and added here.
 */
export function createJobHandlers(deps: JobDeps): Record<string, JobHandler> {
  return {
    [sendMailJob.type]: bindJob(sendMailJob, deps),
    [generateAiCampaignJob.type]: bindJob(generateAiCampaignJob, deps),
    [deleteMediaFilesJob.type]: bindJob(deleteMediaFilesJob, deps),
    [sendReminderJob.type]: bindJob(sendReminderJob, deps),
    [resultsReminderJob.type]: bindJob(resultsReminderJob, deps),
    [dailyDigestJob.type]: bindJob(dailyDigestJob, deps),
    [agencyAlertJob.type]: bindJob(agencyAlertJob, deps),
    [approvalPushJob.type]: bindJob(approvalPushJob, deps),
    [notifyMentionJob.type]: bindJob(notifyMentionJob, deps),
    [mentionDigestJob.type]: bindJob(mentionDigestJob, deps),
    [instagramRefreshJob.type]: bindJob(instagramRefreshJob, deps),
    [instagramExpiryWarningJob.type]: bindJob(instagramExpiryWarningJob, deps),
    [instagramInsightsJob.type]: bindJob(instagramInsightsJob, deps),
    [instagramPublishJob.type]: bindJob(instagramPublishJob, deps),
    [deliverWebhookJob.type]: bindJob(deliverWebhookJob, deps),
  };
}
