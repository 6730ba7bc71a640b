import { createBrowserRouter, Navigate, type RouteObject, type ShouldRevalidateFunction } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { paths } from '@/config/paths';
import { getClientsQueryOptions } from '@/features/admin-clients/api/get-clients';
import { getCampaignQueryOptions } from '@/features/campaign-detail/api/get-campaign';
import { queryClient } from '@/lib/query-client';
import { getClientOverviewQueryOptions } from '@/lib/session/get-client-overview';
import { NotFoundPage } from './routes/not-found';
import { RootHydrateFallback, RootLayout } from './routes/root-layout';
import { RouteErrorBoundary } from './routes/route-error-boundary';

/**
 * The route table of the spec (section 2 of both documents). Every screen and both layouts are loaded lazily,
 * so /login downloads neither the layouts nor any other screen. Every route has its own error boundary.
 */
const errorElement = <RouteErrorBoundary />;

/**
 * Loaders that start a page's main query (same key and fetcher as the page) while its chunks download, instead
 * of after they have run and rendered. They never wait for it: the page shows its own loading state, and errors
 * are left to the page's query. Only when nothing is cached: a cached answer is shown at once and the page
 * refreshes it itself.
 */
function startQuery(fetching: Promise<unknown>): null {
  fetching.catch(() => undefined);
  return null;
}
const campaignLoader = ({ params }: { params: Record<string, string | undefined> }) =>
  startQuery(queryClient.ensureQueryData(getCampaignQueryOptions(params.campaignId ?? params.id ?? '')));
// The client list keeps its search in ?q=, rewritten on every keystroke: only a new path starts the loader
// again, so typing is not followed by one request per key (the page debounces its own).
const onNewPath: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;

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
        lazy: async () => ({ Component: (await import('./routes/login-page')).LoginPage }),
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
              Component: (await import('./routes/admin/admin-dashboard-page')).AdminDashboardPage,
            }),
          },
          {
            path: paths.admin.clients.path,
            errorElement,
            loader: ({ request }) =>
              startQuery(
                queryClient.ensureQueryData(
                  getClientsQueryOptions({ q: new URL(request.url).searchParams.get('q') ?? '' }),
                ),
              ),
            shouldRevalidate: onNewPath,
            lazy: async () => ({
              Component: (await import('./routes/admin/clients-page')).ClientsPage,
            }),
          },
          {
            path: paths.admin.newClient.path,
            errorElement,
            lazy: async () => ({
              Component: (await import('./routes/admin/new-client-page')).NewClientPage,
            }),
          },
          {
            path: paths.admin.client.path,
            errorElement,
            lazy: async () => ({
              Component: (await import('./routes/admin/client-detail-page')).ClientDetailPage,
            }),
          },
          {
            path: paths.admin.editClient.path,
            errorElement,
            lazy: async () => ({
              Component: (await import('./routes/admin/edit-client-page')).EditClientPage,
            }),
          },
          {
            path: paths.admin.campaigns.path,
            errorElement,
            lazy: async () => ({
              Component: (await import('./routes/admin/campaigns-page')).AdminCampaignsPage,
            }),
          },
          {
            path: paths.admin.campaign.path,
            errorElement,
            loader: campaignLoader,
            shouldRevalidate: onNewPath,
            lazy: async () => ({
              Component: (await import('./routes/campaign-detail-page')).CampaignDetailPage,
            }),
          },
          {
            path: paths.admin.editCampaign.path,
            errorElement,
            loader: campaignLoader,
            shouldRevalidate: onNewPath,
            lazy: async () => ({
              Component: (await import('./routes/admin/edit-campaign-page')).EditCampaignPage,
            }),
          },
          {
            path: paths.admin.settings.path,
            errorElement,
            lazy: async () => ({
              Component: (await import('./routes/admin/settings-page')).SettingsPage,
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
            loader: () => startQuery(queryClient.ensureQueryData(getClientOverviewQueryOptions())),
            shouldRevalidate: onNewPath,
            lazy: async () => ({
              Component: (await import('./routes/dashboard/progress-page')).ProgressPage,
            }),
          },
          {
            path: paths.dashboard.campaigns.path,
            errorElement,
            lazy: async () => ({
              Component: (await import('./routes/dashboard/campaigns-page')).ClientCampaignsPage,
            }),
          },
          {
            path: paths.dashboard.campaign.path,
            errorElement,
            loader: campaignLoader,
            shouldRevalidate: onNewPath,
            lazy: async () => ({
              Component: (await import('./routes/campaign-detail-page')).CampaignDetailPage,
            }),
          },
          {
            path: paths.dashboard.pending.path,
            errorElement,
            lazy: async () => ({
              Component: (await import('./routes/dashboard/pending-page')).PendingStoriesPage,
            }),
          },
          {
            path: paths.dashboard.profile.path,
            errorElement,
            lazy: async () => ({
              Component: (await import('./routes/dashboard/profile-page')).ProfilePage,
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
