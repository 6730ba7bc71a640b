import { paths } from '../config/paths.ts';

/**
 * The one table of the SPA's screens. The web router (router.tsx) is built from it, the build writes from it
 * which chunks and API reads each route starts with (src/server/build/route-preload-plugin.ts), and the server
 * announces those with the route's HTML (src/server/http/spa.ts), matching paths with React Router's own
 * matcher. A new screen is one entry here and its page file.
 * (Relative imports with extensions: vite.config.ts reads this file, where the '@' alias does not exist yet.)
 */

/** A module of the app, as a path relative to the Vite root (src/web), which is also its key in Vite's manifest. */
type ModulePath = `app/${string}.tsx`;

export interface LayoutEntry {
  /** The area's root pattern; its index route is the entry whose path equals it. */
  path: string;
  module: ModulePath;
  /** The export the router renders. */
  component: string;
}

/** Loaders that start a page's main query while its chunks download (router.tsx names what each one fetches). */
export type RouteLoaderName = 'campaign' | 'clients' | 'clientOverview' | 'publishing' | 'adminToday';

export interface AppRoute {
  /** The route's full pattern, as the router matches it. */
  path: string;
  layout?: 'admin' | 'client';
  module: ModulePath;
  component: string;
  loader?: RouteLoaderName;
  /**
   * The GETs the route starts with (its layout's, then its page's; the route's `:params` filled in), when they
   * do not depend on the URL's query nor on anything but the path: for a signed-in visitor the server asks the
   * browser to preload them with the HTML (as it does the session), so that they are no longer queued behind the
   * scripts and behind each other. Same URLs as the queries fetch.
   */
  data?: readonly string[];
}

export const LAYOUTS = {
  admin: {
    path: paths.admin.root.path,
    module: 'app/layouts/admin-layout.tsx',
    component: 'AdminLayoutRoute',
  },
  client: {
    path: paths.dashboard.root.path,
    module: 'app/layouts/client-layout.tsx',
    component: 'ClientLayoutRoute',
  },
} as const satisfies Record<string, LayoutEntry>;

const CAMPAIGN_DETAIL = 'app/routes/campaign-detail-page.tsx';
/**
 * What each area's guard and layout read before anything is drawn: the profile (role, temporary password;
 * src/web/features/auth/components/protected-route.tsx), and in the client area the client's brand.
 */
const ADMIN_READS = ['/api/me'] as const;
const CLIENT_READS = ['/api/me', '/api/client/me'] as const;

/** A page of Configuración (`app/routes/admin/<page>-page.tsx`): the admin area's reads, then its own. */
function settingsRoute(
  path: string,
  page: string,
  component: string,
  reads: readonly string[] = [],
): AppRoute {
  const module: ModulePath = `app/routes/admin/${page}-page.tsx`;
  return { path, layout: 'admin', module, component, data: [...ADMIN_READS, ...reads] };
}

export const APP_ROUTES: readonly AppRoute[] = [
  { path: paths.login.path, module: 'app/routes/login-page.tsx', component: 'LoginPage' },
  {
    path: paths.forgotPassword.path,
    module: 'app/routes/forgot-password-page.tsx',
    component: 'ForgotPasswordPage',
  },
  {
    path: paths.resetPassword.path,
    module: 'app/routes/reset-password-page.tsx',
    component: 'ResetPasswordPage',
  },
  {
    path: paths.invitation.path,
    module: 'app/routes/invitation-page.tsx',
    component: 'InvitationPage',
  },
  {
    path: paths.approval.path,
    module: 'app/routes/approval-page.tsx',
    component: 'ApprovalPage',
  },
  {
    path: paths.admin.root.path,
    layout: 'admin',
    module: 'app/routes/admin/admin-dashboard-page.tsx',
    component: 'AdminDashboardPage',
    data: [...ADMIN_READS, '/api/admin/dashboard'],
  },
  {
    path: paths.admin.today.path,
    layout: 'admin',
    module: 'app/routes/admin/today-page.tsx',
    component: 'AdminTodayPage',
    loader: 'adminToday',
    data: [...ADMIN_READS, '/api/admin/today'],
  },
  {
    path: paths.admin.clients.path,
    layout: 'admin',
    module: 'app/routes/admin/clients-page.tsx',
    component: 'ClientsPage',
    loader: 'clients',
    data: [...ADMIN_READS, '/api/admin/clients'],
  },
  {
    path: paths.admin.newClient.path,
    layout: 'admin',
    module: 'app/routes/admin/new-client-page.tsx',
    component: 'NewClientPage',
    data: ADMIN_READS,
  },
  {
    path: paths.admin.client.path,
    layout: 'admin',
    module: 'app/routes/admin/client-detail-page.tsx',
    component: 'ClientDetailPage',
    data: ADMIN_READS,
  },
  {
    path: paths.admin.editClient.path,
    layout: 'admin',
    module: 'app/routes/admin/edit-client-page.tsx',
    component: 'EditClientPage',
    data: ADMIN_READS,
  },
  {
    path: paths.admin.campaigns.path,
    layout: 'admin',
    module: 'app/routes/admin/campaigns-page.tsx',
    component: 'AdminCampaignsPage',
    data: ADMIN_READS,
  },
  {
    path: paths.admin.templates.path,
    layout: 'admin',
    module: 'app/routes/admin/templates-page.tsx',
    component: 'AdminTemplatesPage',
    data: [...ADMIN_READS, '/api/admin/templates'],
  },
  {
    path: paths.admin.campaign.path,
    layout: 'admin',
    module: CAMPAIGN_DETAIL,
    component: 'CampaignDetailPage',
    loader: 'campaign',
    data: [...ADMIN_READS, '/api/campaigns/:id'],
  },
  {
    path: paths.admin.campaignResults.path,
    layout: 'admin',
    module: 'app/routes/admin/campaign-results-page.tsx',
    component: 'AdminCampaignResultsPage',
    data: [...ADMIN_READS, '/api/campaigns/:id/results'],
  },
  {
    path: paths.admin.automationSheet.path,
    layout: 'admin',
    module: 'app/routes/admin/automation-sheet-page.tsx',
    component: 'AdminAutomationSheetPage',
    loader: 'campaign',
    data: [...ADMIN_READS, '/api/campaigns/:id', '/api/campaigns/:id/automation-check'],
  },
  {
    path: paths.admin.editCampaign.path,
    layout: 'admin',
    module: 'app/routes/admin/edit-campaign-page.tsx',
    component: 'EditCampaignPage',
    loader: 'campaign',
    data: [...ADMIN_READS, '/api/campaigns/:id'],
  },
  {
    path: paths.admin.comments.path,
    layout: 'admin',
    module: 'app/routes/admin/comments-page.tsx',
    component: 'AdminCommentsPage',
    data: [...ADMIN_READS, '/api/comments/inbox'],
  },
  {
    path: paths.admin.storyResults.path,
    layout: 'admin',
    module: 'app/routes/admin/story-results-page.tsx',
    component: 'AdminStoryResultsPage',
    data: [...ADMIN_READS, '/api/stories/:storyId/results'],
  },
  settingsRoute(paths.admin.settings.path, 'settings', 'SettingsPage'),
  settingsRoute(paths.admin.settingsTeam.path, 'settings-team', 'SettingsTeamPage', ['/api/admin/team']),
  settingsRoute(paths.admin.settingsSecurity.path, 'settings-security', 'SettingsSecurityPage'),
  settingsRoute(paths.admin.settingsWebhooks.path, 'settings-webhooks', 'SettingsWebhooksPage', [
    '/api/admin/webhooks',
  ]),
  settingsRoute(paths.admin.settingsWebhook.path, 'settings-webhook', 'SettingsWebhookPage', [
    '/api/admin/webhooks/:id',
  ]),
  {
    path: paths.dashboard.root.path,
    layout: 'client',
    module: 'app/routes/dashboard/progress-page.tsx',
    component: 'ProgressPage',
    loader: 'clientOverview',
    data: [...CLIENT_READS, '/api/client/overview'],
  },
  {
    path: paths.dashboard.today.path,
    layout: 'client',
    module: 'app/routes/dashboard/publish-today-page.tsx',
    component: 'PublishTodayPage',
    loader: 'publishing',
    data: [...CLIENT_READS, '/api/client/publishing'],
  },
  {
    path: paths.dashboard.campaigns.path,
    layout: 'client',
    module: 'app/routes/dashboard/campaigns-page.tsx',
    component: 'ClientCampaignsPage',
    data: [...CLIENT_READS, '/api/client/campaigns'],
  },
  {
    path: paths.dashboard.campaign.path,
    layout: 'client',
    module: CAMPAIGN_DETAIL,
    component: 'CampaignDetailPage',
    loader: 'campaign',
    data: [...CLIENT_READS, '/api/campaigns/:campaignId'],
  },
  {
    path: paths.dashboard.campaignResults.path,
    layout: 'client',
    module: 'app/routes/dashboard/campaign-results-page.tsx',
    component: 'ClientCampaignResultsPage',
    data: [...CLIENT_READS, '/api/campaigns/:campaignId/results'],
  },
  {
    path: paths.dashboard.automationSheet.path,
    layout: 'client',
    module: 'app/routes/dashboard/automation-sheet-page.tsx',
    component: 'ClientAutomationSheetPage',
    loader: 'campaign',
    data: [...CLIENT_READS, '/api/campaigns/:campaignId', '/api/campaigns/:campaignId/automation-check'],
  },
  {
    path: paths.dashboard.comments.path,
    layout: 'client',
    module: 'app/routes/dashboard/comments-page.tsx',
    component: 'ClientCommentsPage',
    data: [...CLIENT_READS, '/api/comments/inbox'],
  },
  {
    path: paths.dashboard.storyResults.path,
    layout: 'client',
    module: 'app/routes/dashboard/story-results-page.tsx',
    component: 'ClientStoryResultsPage',
    data: [...CLIENT_READS, '/api/stories/:storyId/results'],
  },
  {
    path: paths.dashboard.pending.path,
    layout: 'client',
    module: 'app/routes/dashboard/pending-page.tsx',
    component: 'PendingStoriesPage',
    data: [...CLIENT_READS, '/api/client/overview'],
  },
  {
    path: paths.dashboard.profile.path,
    layout: 'client',
    module: 'app/routes/dashboard/profile-page.tsx',
    component: 'ProfilePage',
    data: CLIENT_READS,
  },
];

/** The modules a route loads lazily, in load order: its layout's, then its page's. */
export function modulesOf(route: AppRoute): ModulePath[] {
  return route.layout ? [LAYOUTS[route.layout].module, route.module] : [route.module];
}

/** Each route's pattern, lazily loaded modules and first reads: what the build's route-preload plugin needs. */
export const ROUTE_MODULES = APP_ROUTES.map((route) => ({
  path: route.path,
  modules: modulesOf(route),
  ...(route.data ? { data: route.data } : {}),
}));
