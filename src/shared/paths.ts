import { HOME_PATHS, LOGIN_PATH } from './auth/roles.ts';

const encode = encodeURIComponent;

/**
 * The pages of the web app the server links to (the links in e-mails and in the calendar feed), built in one place. The web's paths
 * (src/web/config/paths.ts) build on these, and tests/api/mail-links.test.ts checks that each one opens its
 * screen in the route table. Ids are encoded.
 */
export const appPaths = {
  login: () => LOGIN_PATH,
  adminHome: () => HOME_PATHS.admin,
  clientCampaigns: () => '/dashboard/campaigns',
  clientCampaign: (campaignId: string) => `/dashboard/campaigns/${encode(campaignId)}`,
  /** 'Publicar hoy' (the reminders and the morning e-mail link here). */
  clientToday: () => '/dashboard/today',
  /** A story in its campaign: the page opens the story's day and highlights it (`?storyId=`). */
  clientStory: (campaignId: string, storyId: string) =>
    `/dashboard/campaigns/${encode(campaignId)}?storyId=${encode(storyId)}`,
} as const;
