import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { paths } from '@/config/paths';
import { NotFoundPage } from './routes/not-found';
import { RootHydrateFallback, RootLayout } from './routes/root-layout';
import { RouteErrorBoundary } from './routes/route-error-boundary';

/**
 * The route table of the spec (section 2 of both documents). Every screen and both layouts are loaded lazily,
 * so /login downloads neither the layouts nor any other screen. Every route has its own error boundary.
 */
const errorElement = <RouteErrorBoundary />;

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement,
    HydrateFallback: RootHydrateFallback,
    children: [
      { path: paths.home.path, element: <Navigate to={paths.login.getHref()} replace /> },
      {
        path: paths.login.path,
        errorElement,
        lazy: async () => ({ Component: (await import('@/features/auth/routes/login-page')).LoginPage }),
      },
      {
        path: paths.admin.root.path,
        errorElement,
        lazy: async () => ({ Component: (await import('./layouts/admin-layout')).AdminLayoutRoute }),
        children: [
          {
            index: true,
            errorElement,
            lazy: async () => ({
              Component: (await import('@/features/admin-dashboard/routes/admin-dashboard-page'))
                .AdminDashboardPage,
            }),
          },
          {
            path: paths.admin.clients.path,
            errorElement,
            lazy: async () => ({
              Component: (await import('@/features/admin-clients/routes/clients-page')).ClientsPage,
            }),
          },
          {
            path: paths.admin.newClient.path,
            errorElement,
            lazy: async () => ({
              Component: (await import('@/features/admin-clients/routes/new-client-page')).NewClientPage,
            }),
          },
          {
            path: paths.admin.client.path,
            errorElement,
            lazy: async () => ({
              Component: (await import('@/features/admin-clients/routes/client-detail-page'))
                .ClientDetailPage,
            }),
          },
          {
            path: paths.admin.editClient.path,
            errorElement,
            lazy: async () => ({
              Component: (await import('@/features/admin-clients/routes/edit-client-page')).EditClientPage,
            }),
          },
          {
            path: paths.admin.campaigns.path,
            errorElement,
            lazy: async () => ({
              Component: (await import('@/features/admin-campaigns/routes/campaigns-page'))
                .AdminCampaignsPage,
            }),
          },
          {
            path: paths.admin.campaign.path,
            errorElement,
            lazy: async () => ({
              Component: (await import('@/features/campaign-detail/routes/campaign-detail-page'))
                .CampaignDetailPage,
            }),
          },
          {
            path: paths.admin.editCampaign.path,
            errorElement,
            lazy: async () => ({
              Component: (await import('@/features/campaign-detail/routes/campaign-detail-page'))
                .CampaignDetailPage,
            }),
          },
          {
            path: paths.admin.settings.path,
            errorElement,
            lazy: async () => ({
              Component: (await import('@/features/admin-settings/routes/settings-page')).SettingsPage,
            }),
          },
        ],
      },
      {
        path: paths.dashboard.root.path,
        errorElement,
        lazy: async () => ({ Component: (await import('./layouts/client-layout')).ClientLayoutRoute }),
        children: [
          {
            index: true,
            errorElement,
            lazy: async () => ({
              Component: (await import('@/features/client-dashboard/routes/progress-page')).ProgressPage,
            }),
          },
          {
            path: paths.dashboard.campaigns.path,
            errorElement,
            lazy: async () => ({
              Component: (await import('@/features/client-campaigns/routes/campaigns-page'))
                .ClientCampaignsPage,
            }),
          },
          {
            path: paths.dashboard.campaign.path,
            errorElement,
            lazy: async () => ({
              Component: (await import('@/features/campaign-detail/routes/campaign-detail-page'))
                .CampaignDetailPage,
            }),
          },
          {
            path: paths.dashboard.pending.path,
            errorElement,
            lazy: async () => ({
              Component: (await import('@/features/pending-stories/routes/pending-page')).PendingStoriesPage,
            }),
          },
          {
            path: paths.dashboard.profile.path,
            errorElement,
            lazy: async () => ({
              Component: (await import('@/features/client-profile/routes/profile-page')).ProfilePage,
            }),
          },
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

let browserRouter: ReturnType<typeof createAppRouter> | null = null;

export function AppRouter() {
  browserRouter ??= createAppRouter();
  return <RouterProvider router={browserRouter} />;
}
