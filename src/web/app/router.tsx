import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type LoaderFunction,
  Navigate,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { paths } from '@/config/paths';
import { getClientsQueryOptions } from '@/features/admin-clients/api/get-clients';
import { getAdminTodayQueryOptions } from '@/features/admin-today/api/get-admin-today';
import { getCampaignQueryOptions } from '@/features/campaign-detail/api/get-campaign';
import { getPublishingQueryOptions } from '@/features/publish-today/api/get-publishing';
import { queryClient } from '@/lib/query-client';
import { getClientOverviewQueryOptions } from '@/lib/session/get-client-overview';
import { APP_ROUTES, type AppRoute, LAYOUTS, type RouteLoaderName } from './route-table';
import { NotFoundPage } from './routes/not-found';
import { RootHydrateFallback, RootLayout } from './routes/root-layout';
import { RouteErrorBoundary } from './routes/route-error-boundary';

/**
 * The router of the spec's screens (section 2 of both documents), built from the route table (route-table.ts).
 * Every screen and both layouts are loaded lazily, so /login downloads neither the layouts nor any other screen.
 * Every route has its own error boundary.
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
// The client list keeps its search in ?q=, rewritten on every keystroke: only a new path starts the loader
// again, so typing is not followed by one request per key (the page debounces its own).
const onNewPath: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;

const loaders: Record<RouteLoaderName, LoaderFunction> = {
  campaign: ({ params }) =>
    startQuery(queryClient.ensureQueryData(getCampaignQueryOptions(params.campaignId ?? params.id ?? ''))),
  clients: ({ request }) =>
    startQuery(
      queryClient.ensureQueryData(
        getClientsQueryOptions({ q: new URL(request.url).searchParams.get('q') ?? '' }),
      ),
    ),
  clientOverview: () => startQuery(queryClient.ensureQueryData(getClientOverviewQueryOptions())),
  publishing: () => startQuery(queryClient.ensureQueryData(getPublishingQueryOptions())),
  adminToday: () => startQuery(queryClient.ensureQueryData(getAdminTodayQueryOptions())),
};

/**
 * The page and layout modules of the route table, each its own chunk, loaded when a route first needs it. Keys
 * are relative to this file ('./routes/login-page.tsx'); the table names them from the Vite root ('app/...').
 */
const modules = import.meta.glob<Record<string, ComponentType>>([
  './routes/**/*-page.tsx',
  './layouts/*-layout.tsx',
]);

function lazyComponent(module: string, component: string) {
  return async () => {
    const load = modules[`./${module.replace(/^app\//, '')}`];
    const Component = load ? (await load())[component] : undefined;
    if (!Component) throw new Error(`route table: ${module} does not export ${component}`);
    return { Component };
  };
}

/** A route of the table as the router's object: its lazy page, and its loader, which only a new path reruns. */
function toRouteObject(route: AppRoute, isIndex: boolean): RouteObject {
  const loader = route.loader ? { loader: loaders[route.loader], shouldRevalidate: onNewPath } : {};
  const common = { errorElement, ...loader, lazy: lazyComponent(route.module, route.component) };
  return isIndex ? { index: true, ...common } : { path: route.path, ...common };
}

function layoutRoute(name: keyof typeof LAYOUTS): RouteObject {
  const layout = LAYOUTS[name];
  return {
    path: layout.path,
    errorElement,
    lazy: lazyComponent(layout.module, layout.component),
    children: APP_ROUTES.filter((r) => r.layout === name).map((r) =>
      toRouteObject(r, r.path === layout.path),
    ),
  };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement,
    HydrateFallback: RootHydrateFallback,
    children: [
      { path: paths.home.path, element: <Navigate to={paths.login.getHref()} replace /> },
      ...APP_ROUTES.filter((r) => !r.layout).map((r) => toRouteObject(r, false)),
      layoutRoute('admin'),
      layoutRoute('client'),
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
