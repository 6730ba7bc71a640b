import { paths } from '../config/paths';

/**
 * Which lazily loaded modules each route of src/web/app/router.tsx needs: its layout, then its page, as keys of
 * Vite's manifest (paths relative to the Vite root, src/web). The server reads the build's answer to this table
 * (src/server/build/route-preload-plugin.ts) to announce a route's chunks with the HTML, so that they download
 * in parallel with the entry instead of after it. router.tsx imports the same modules;
 * route-modules.test.ts checks that both agree.
 * (Relative import of paths: vite.config.ts reads this file, where the '@' alias does not exist yet.)
 */
export interface RouteModules {
  /** The route's full pattern, as the router matches it. */
  path: string;
  modules: readonly string[];
  /**
   * The GETs the route starts with (its layout's, then its page's; the route's `:params` filled in), when they
   * do not depend on the URL's query nor on anything but the path: for a signed-in visitor the server asks the
   * browser to preload them with the HTML (as it does the session), so that they are no longer queued behind the
   * scripts and behind each other. Same URLs as the queries fetch.
   */
  data?: readonly string[];
}

const ADMIN_LAYOUT = 'app/layouts/admin-layout.tsx';
const CLIENT_LAYOUT = 'app/layouts/client-layout.tsx';
const CAMPAIGN_DETAIL = 'app/routes/campaign-detail-page.tsx';
/**
 * What each area's guard and layout read before anything is drawn: the profile (role, temporary password;
 * src/web/features/auth/components/protected-route.tsx), and in the client area the client's brand.
 */
const ADMIN_READS = ['/api/me'] as const;
const CLIENT_READS = ['/api/me', '/api/client/me'] as const;

export const ROUTE_MODULES: readonly RouteModules[] = [
  { path: paths.login.path, modules: ['app/routes/login-page.tsx'] },
  {
    path: paths.admin.root.path,
    modules: [ADMIN_LAYOUT, 'app/routes/admin/admin-dashboard-page.tsx'],
    data: [...ADMIN_READS, '/api/admin/dashboard'],
  },
  {
    path: paths.admin.clients.path,
    modules: [ADMIN_LAYOUT, 'app/routes/admin/clients-page.tsx'],
    data: [...ADMIN_READS, '/api/admin/clients'],
  },
  {
    path: paths.admin.newClient.path,
    modules: [ADMIN_LAYOUT, 'app/routes/admin/new-client-page.tsx'],
    data: ADMIN_READS,
  },
  {
    path: paths.admin.client.path,
    modules: [ADMIN_LAYOUT, 'app/routes/admin/client-detail-page.tsx'],
    data: ADMIN_READS,
  },
  {
    path: paths.admin.editClient.path,
    modules: [ADMIN_LAYOUT, 'app/routes/admin/edit-client-page.tsx'],
    data: ADMIN_READS,
  },
  {
    path: paths.admin.campaigns.path,
    modules: [ADMIN_LAYOUT, 'app/routes/admin/campaigns-page.tsx'],
    data: ADMIN_READS,
  },
  {
    path: paths.admin.campaign.path,
    modules: [ADMIN_LAYOUT, CAMPAIGN_DETAIL],
    data: [...ADMIN_READS, '/api/campaigns/:id'],
  },
  {
    path: paths.admin.editCampaign.path,
    modules: [ADMIN_LAYOUT, 'app/routes/admin/edit-campaign-page.tsx'],
    data: [...ADMIN_READS, '/api/campaigns/:id'],
  },
  {
    path: paths.admin.settings.path,
    modules: [ADMIN_LAYOUT, 'app/routes/admin/settings-page.tsx'],
    data: ADMIN_READS,
  },
  {
    path: paths.dashboard.root.path,
    modules: [CLIENT_LAYOUT, 'app/routes/dashboard/progress-page.tsx'],
    data: [...CLIENT_READS, '/api/client/overview'],
  },
  {
    path: paths.dashboard.campaigns.path,
    modules: [CLIENT_LAYOUT, 'app/routes/dashboard/campaigns-page.tsx'],
    data: [...CLIENT_READS, '/api/client/campaigns'],
  },
  {
    path: paths.dashboard.campaign.path,
    modules: [CLIENT_LAYOUT, CAMPAIGN_DETAIL],
    data: [...CLIENT_READS, '/api/campaigns/:campaignId'],
  },
  {
    path: paths.dashboard.pending.path,
    modules: [CLIENT_LAYOUT, 'app/routes/dashboard/pending-page.tsx'],
    data: [...CLIENT_READS, '/api/client/overview'],
  },
  {
    path: paths.dashboard.profile.path,
    modules: [CLIENT_LAYOUT, 'app/routes/dashboard/profile-page.tsx'],
    data: CLIENT_READS,
  },
];
