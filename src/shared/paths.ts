import { HOME_PATHS, LOGIN_PATH } from './auth/roles';

const encode = encodeURIComponent;

/**
 * The pages of the web app the server links to (the links in e-mails), built in one place: the same paths as the
 * web's route table, src/web/config/paths.ts (tests/api/mail-links.test.ts compares them). Ids are encoded.
 */
export const appPaths = {
  login: () => LOGIN_PATH,
  adminHome: () => HOME_PATHS.admin,
  clientCampaigns: () => '/dashboard/campaigns',
  clientCampaign: (campaignId: string) => `/dashboard/campaigns/${encode(campaignId)}`,
} as const;
