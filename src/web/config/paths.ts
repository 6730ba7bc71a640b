import { appPaths, withQuery } from '../../shared/paths.ts';

/**
 * Every route of the web app, in one place. Components never build a URL by hand: they use `getHref()`.
 * `path` is the pattern given to the router (absolute, with `:params`). The pages the server links to (in
 * e-mails) come from src/shared/paths.ts, so the two sides cannot disagree on them.
 */

const encode = encodeURIComponent;

export type CampaignLinkOptions = {
  /** Opens the day that holds this story and highlights it. */
  storyId?: string;
  /** 'external' when the link comes from another screen (dashboard, pending stories). */
  source?: 'external' | 'internal';
  /** Opens the story's comment thread too (needs `storyId`). */
  comments?: boolean;
  /** Opens a closed section of the screen: 'automatizacion', the chat automation. */
  panel?: 'automatizacion';
};

/** The element id of 'Historias Pendientes'' folded «Atrasadas antiguas» group (a link to it opens it). */
export const PENDING_OLD_GROUP_ID = 'atrasadas-antiguas';

export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: { path: appPaths.login(), getHref: appPaths.login },
  forgotPassword: { path: appPaths.forgotPassword(), getHref: appPaths.forgotPassword },
  resetPassword: { path: appPaths.resetPassword(), getHref: appPaths.resetPassword },
  /** The page an invitation e-mail links to (a new admin sets a password). */
  invitation: { path: appPaths.invitation(), getHref: appPaths.invitation },
  /** The page an approval e-mail links to (the client approves stories without signing in). */
  approval: { path: appPaths.approval(), getHref: appPaths.approval },

  admin: {
    root: { path: appPaths.adminHome(), getHref: appPaths.adminHome },
    /** «Hoy»: across all clients, what is due in the next hours, overdue and at risk. */
    today: { path: appPaths.adminToday(), getHref: appPaths.adminToday },
    clients: { path: '/admin/clients', getHref: () => '/admin/clients' },
    newClient: { path: '/admin/clients/new', getHref: () => '/admin/clients/new' },
    client: { path: '/admin/clients/:id', getHref: (id: string) => `/admin/clients/${encode(id)}` },
    editClient: {
      path: '/admin/clients/:id/edit',
      getHref: (id: string) => `/admin/clients/${encode(id)}/edit`,
    },
    campaigns: { path: '/admin/campaigns', getHref: () => '/admin/campaigns' },
    campaign: {
      path: '/admin/campaigns/:id',
      getHref: (id: string, options: CampaignLinkOptions = {}) =>
        withQuery(appPaths.adminCampaign(id), {
          storyId: options.storyId,
          source: options.source,
          comments: options.comments ? '1' : undefined,
          panel: options.panel,
        }),
    },
    editCampaign: {
      path: '/admin/campaigns/:id/edit',
      getHref: (id: string) => `/admin/campaigns/${encode(id)}/edit`,
    },
    /** «Hoja de configuración de la automatización»: the chat automation's set-up, printable. */
    automationSheet: {
      path: '/admin/campaigns/:id/automatizacion',
      getHref: (id: string) => `/admin/campaigns/${encode(id)}/automatizacion`,
    },
    /** «Plantillas»: the campaign templates; with `templateId`, «Nueva campaña desde plantilla» opens for it. */
    templates: {
      path: '/admin/templates',
      getHref: (options: { templateId?: string } = {}) =>
        withQuery('/admin/templates', { plantilla: options.templateId }),
    },
    /** Configuración › General (the sent e-mails). */
    settings: { path: '/admin/settings', getHref: () => '/admin/settings' },
    /** Configuración › Equipo: the agency's admins and invitations. */
    settingsTeam: { path: appPaths.adminTeam(), getHref: appPaths.adminTeam },
    /** Configuración › Seguridad: the audit log. */
    settingsSecurity: { path: '/admin/settings/security', getHref: () => '/admin/settings/security' },
    /** Configuración › Webhooks: the agency's endpoints (issue 34 §1). */
    settingsWebhooks: { path: '/admin/settings/webhooks', getHref: () => '/admin/settings/webhooks' },
    /** One webhook endpoint and its deliveries. */
    settingsWebhook: {
      path: '/admin/settings/webhooks/:id',
      getHref: (id: string) => `/admin/settings/webhooks/${encode(id)}`,
    },
    /** «Comentarios»: the threads of every client's stories, unread first. */
    comments: { path: appPaths.adminComments(), getHref: appPaths.adminComments },
    /** A campaign's results and the report the agency sends its client. */
    campaignResults: {
      path: '/admin/campaigns/:id/results',
      getHref: (id: string) => appPaths.campaignResults('admin', id),
    },
    /** A published story's results, as the brand entered them, for the agency to check or correct. */
    storyResults: {
      path: '/admin/results/:storyId',
      getHref: (storyId: string) => appPaths.storyResults('admin', storyId),
    },
  },

  dashboard: {
    root: { path: '/dashboard', getHref: () => '/dashboard' },
    /** 'Publicar hoy': the stories to post by hand today, for the phone. */
    today: { path: appPaths.clientToday(), getHref: appPaths.clientToday },
    campaigns: { path: appPaths.clientCampaigns(), getHref: appPaths.clientCampaigns },
    campaign: {
      path: '/dashboard/campaigns/:campaignId',
      getHref: (campaignId: string, options: CampaignLinkOptions = {}) =>
        withQuery(appPaths.clientCampaign(campaignId), {
          storyId: options.storyId,
          source: options.source,
          comments: options.comments ? '1' : undefined,
          panel: options.panel,
        }),
    },
    pending: {
      path: '/dashboard/pending',
      /** With `group: 'old'`, the folded «Atrasadas antiguas» group, opened (the dashboard's link). */
      getHref: (options: { group?: 'old' } = {}) =>
        options.group === 'old' ? `/dashboard/pending#${PENDING_OLD_GROUP_ID}` : '/dashboard/pending',
    },
    profile: { path: '/dashboard/profile', getHref: () => '/dashboard/profile' },
    /** «Comentarios»: the threads of the client's stories, unread first. */
    comments: { path: appPaths.clientComments(), getHref: appPaths.clientComments },
    /** «Hoja de configuración de la automatización»: the chat automation's set-up, printable. */
    automationSheet: {
      path: '/dashboard/campaigns/:campaignId/automatizacion',
      getHref: (campaignId: string) => `/dashboard/campaigns/${encode(campaignId)}/automatizacion`,
    },
    /** A campaign's results and its report. */
    campaignResults: {
      path: '/dashboard/campaigns/:campaignId/results',
      getHref: (campaignId: string) => appPaths.campaignResults('client', campaignId),
    },
    /** A published story's results form (the +20 h reminder opens it). */
    storyResults: {
      path: '/dashboard/results/:storyId',
      getHref: (storyId: string) => appPaths.storyResults('client', storyId),
    },
  },
} as const;
