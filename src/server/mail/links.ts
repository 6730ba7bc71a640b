import { appPaths } from '../../shared/paths';
import type { Env } from '../env';

/** PUBLIC_URL: the origin the e-mails link to (no trailing slash: env.ts keeps only the origin). */
type LinkEnv = Pick<Env, 'PUBLIC_URL'>;

/** The sign-in page (credentials e-mail). */
export const loginUrl = (env: LinkEnv): string => `${env.PUBLIC_URL}${appPaths.login()}`;

/** The page that sets a new password with a reset link's token (the password-reset e-mail). */
export const resetPasswordUrl = (env: LinkEnv, token: string): string =>
  `${env.PUBLIC_URL}${appPaths.resetPassword(token)}`;

/** The page that accepts an invitation to the agency's team with its token (the team-invitation e-mail). */
export const invitationUrl = (env: LinkEnv, token: string): string =>
  `${env.PUBLIC_URL}${appPaths.invitation(token)}`;

/** The agency's dashboard, which lists the failed generations. */
export const adminUrl = (env: LinkEnv): string => `${env.PUBLIC_URL}${appPaths.adminHome()}`;

/** The brand's campaign list, where the AI wizard is opened again. */
export const campaignsUrl = (env: LinkEnv): string => `${env.PUBLIC_URL}${appPaths.clientCampaigns()}`;

/** One of the brand's campaigns (the id encoded). */
export const campaignUrl = (env: LinkEnv, campaignId: string): string =>
  `${env.PUBLIC_URL}${appPaths.clientCampaign(campaignId)}`;

/** 'Publicar hoy' (reminders and the morning e-mail). */
export const publishTodayUrl = (env: LinkEnv): string => `${env.PUBLIC_URL}${appPaths.clientToday()}`;

/** The agency's «Hoy» board (the agency alert links here). */
export const adminTodayUrl = (env: LinkEnv): string => `${env.PUBLIC_URL}${appPaths.adminToday()}`;

/** The passwordless approval page of a request, with its token (the approval e-mail). */
export const approvalUrl = (env: LinkEnv, token: string): string =>
  `${env.PUBLIC_URL}${appPaths.approval(token)}`;

/** A story's comment thread in the panel of the recipient's area (the mention e-mail links here). */
export const storyCommentsUrl = (
  env: LinkEnv,
  area: 'admin' | 'client',
  campaignId: string,
  storyId: string,
): string => `${env.PUBLIC_URL}${appPaths.storyComments(area, campaignId, storyId)}`;

/** The recipient's comment inbox (the mention digest e-mail's button). */
export const commentInboxUrl = (env: LinkEnv, area: 'admin' | 'client'): string =>
  `${env.PUBLIC_URL}${area === 'admin' ? appPaths.adminComments() : appPaths.clientComments()}`;

/** 'Configuración › Webhooks' opened on one endpoint (the e-mail of an endpoint turned off by a 410). */
export const webhookUrl = (env: LinkEnv, endpointId: string): string =>
  `${env.PUBLIC_URL}${appPaths.adminWebhook(endpointId)}`;
