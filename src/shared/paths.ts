import { HOME_PATHS, LOGIN_PATH } from './auth/roles.ts';

const encode = encodeURIComponent;

/** `path` with the query parameters that have a value (none: the bare path). */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, value);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The pages of the web app the server links to (the links in e-mails, in the calendar feed and on the agency's
 * board), built in one place. The web's paths
 * (src/web/config/paths.ts) build on these, and tests/api/mail-links.test.ts checks that each one opens its
 * screen in the route table. Ids are encoded.
 */
export const appPaths = {
  /**
   * The sign-in page; with `next`, the page to return to once signed in (read back through safeNextPath, so
   * only a path of this app is ever followed).
   */
  login: (next?: string) => withQuery(LOGIN_PATH, { next }),
  /** '¿Olvidaste tu contraseña?': asks for a reset link by e-mail. */
  forgotPassword: () => '/forgot-password',
  /** The page a reset e-mail links to: sets a new password with the link's single-use token. */
  resetPassword: (token?: string) => withQuery('/reset-password', { token }),
  /** The page an invitation e-mail links to: the new admin sets a password with the link's single-use token. */
  invitation: (token?: string) => withQuery('/invitation', { token }),
  /** The page an approval e-mail links to: the client approves stories with the link's token, no password. */
  approval: (token?: string) => withQuery('/approve', { token }),
  adminHome: () => HOME_PATHS.admin,
  /** 'Configuración › Equipo': the agency's admins and invitations. */
  adminTeam: () => `${HOME_PATHS.admin}/settings/team`,
  /** 'Configuración › Webhooks': one endpoint's settings and recent deliveries (the 410 e-mail links here). */
  adminWebhook: (endpointId: string) => `${HOME_PATHS.admin}/settings/webhooks/${encode(endpointId)}`,
  /** «Hoy»: the agency's board of what is due, overdue and at risk. */
  adminToday: () => `${HOME_PATHS.admin}/today`,
  /** A client's page in the agency's area; `instagram` says how «Conectar con Instagram» ended (issue 32). */
  adminClient: (clientId: string, instagram?: string) =>
    withQuery(`${HOME_PATHS.admin}/clients/${encode(clientId)}`, { instagram }),
  /** The admin campaign screen; with a story, it opens that story's day, scrolls to it and highlights it. */
  adminCampaign: (campaignId: string, storyId?: string) =>
    withQuery(`${HOME_PATHS.admin}/campaigns/${encode(campaignId)}`, { storyId }),
  clientCampaigns: () => '/dashboard/campaigns',
  clientCampaign: (campaignId: string) => `/dashboard/campaigns/${encode(campaignId)}`,
  /** 'Publicar hoy' (the reminders and the morning e-mail link here). */
  clientToday: () => '/dashboard/today',
  /** 'Publicar hoy' opened on one story's card (every reminder, push and e-mail, links here). */
  clientTodayStory: (storyId: string) => withQuery('/dashboard/today', { story: storyId }),
  /** A story in its campaign: the page opens the story's day and highlights it (`?storyId=`). */
  clientStory: (campaignId: string, storyId: string) =>
    `/dashboard/campaigns/${encode(campaignId)}?storyId=${encode(storyId)}`,
  /** A published story's results form (the +20 h reminder links here): the client's, or the agency's to correct. */
  storyResults: (area: 'admin' | 'client', storyId: string) =>
    area === 'admin'
      ? `${HOME_PATHS.admin}/results/${encode(storyId)}`
      : `/dashboard/results/${encode(storyId)}`,
  /** A campaign's results: the funnel, each day and story, and the report (PDF, CSV) the agency sends its client. */
  campaignResults: (area: 'admin' | 'client', campaignId: string) =>
    area === 'admin'
      ? `${HOME_PATHS.admin}/campaigns/${encode(campaignId)}/results`
      : `/dashboard/campaigns/${encode(campaignId)}/results`,
  /** «Comentarios»: the threads of the admin's or the client's stories, unread first. */
  adminComments: () => `${HOME_PATHS.admin}/comments`,
  clientComments: () => '/dashboard/comments',
  /** A story's comment thread: its campaign screen, the story shown and its thread opened (`&comments=1`). */
  storyComments: (area: 'admin' | 'client', campaignId: string, storyId: string) =>
    withQuery(
      area === 'admin'
        ? `${HOME_PATHS.admin}/campaigns/${encode(campaignId)}`
        : `/dashboard/campaigns/${encode(campaignId)}`,
      { storyId, comments: '1' },
    ),
} as const;
