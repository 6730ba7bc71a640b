import {
  ClockIcon,
  FolderOpenIcon,
  GaugeIcon,
  Loader2Icon,
  MessagesSquareIcon,
  RefreshCwIcon,
  SendIcon,
  UserRoundIcon,
  WifiOffIcon,
} from 'lucide-react';
import { useMemo } from 'react';
import { Outlet } from 'react-router';
import { useOfflineCampaigns } from '@/app/pwa/use-offline-campaigns';
import { BrandMark } from '@/components/layout/brand-mark';
import { Button } from '@/components/ui/button';
import { InlineSkeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ProtectedRoute } from '@/features/auth/components/protected-route';
import { useUnreadCommentsBadge } from '@/features/story-comments/hooks/use-unread-comments-badge';
import { useCurrentClient } from '@/lib/session/get-current-client';
import { useAuth } from '@/lib/session/use-auth';
import { useOutboxSync } from '@/lib/story-published/use-outbox-sync';
import { AppShell, type NavItem, SidebarUser, withUnread } from './app-shell';
import { ForcedPasswordChangeGate } from './forced-password-change-gate';
import { SignOutButton } from './sign-out-button';

const CLIENT_NAV: readonly NavItem[] = [
  // First: on the phone, what the brand opens the panel for.
  { label: 'Publicar hoy', to: paths.dashboard.today.getHref(), icon: SendIcon },
  { label: 'Progreso', to: paths.dashboard.root.getHref(), icon: GaugeIcon, end: true },
  { label: 'Mis Campañas', to: paths.dashboard.campaigns.getHref(), icon: FolderOpenIcon },
  { label: 'Comentarios', to: paths.dashboard.comments.getHref(), icon: MessagesSquareIcon },
  { label: 'Historias Pendientes', to: paths.dashboard.pending.getHref(), icon: ClockIcon },
  { label: 'Mi Perfil', to: paths.dashboard.profile.getHref(), icon: UserRoundIcon },
];

export const CLIENT_LAYOUT_TEXTS = {
  subtitle: 'Gestión de campañas de Instagram Stories',
  loadError: 'Error al cargar los datos del cliente',
  offline: 'Modo offline',
  offlineSuffix: '(Sin conexión)',
  retry: 'Reintentar conexión',
} as const;

/** The /dashboard area: client-only, with the client sidebar (spec section 2). */
export function ClientLayoutRoute() {
  return (
    <ProtectedRoute requiredRole="client">
      <ClientLayout />
    </ProtectedRoute>
  );
}

function ClientLayout() {
  const { profile, mustChangePassword } = useAuth();
  // Marks made offline ('Publicar hoy') are sent from any screen of the area once the connection is back.
  useOutboxSync();
  // Every /api call but /api/me is refused until a temporary password is changed: do not ask meanwhile.
  const clientQuery = useCurrentClient({ enabled: !mustChangePassword });
  // The installed app keeps this week's campaigns readable offline, opened before or not.
  useOfflineCampaigns({ enabled: !mustChangePassword });
  const unread = useUnreadCommentsBadge({ enabled: !mustChangePassword });
  const navItems = useMemo(
    () => withUnread(CLIENT_NAV, paths.dashboard.comments.getHref(), unread),
    [unread],
  );
  const client = clientQuery.data ?? null;
  const isOffline = clientQuery.isError;
  // While the first read (and its retries) runs, show placeholders rather than flashing the fallbacks.
  const isLoadingClient = clientQuery.isPending && clientQuery.fetchStatus === 'fetching';
  const profileName = profile?.fullName?.trim() || null;
  const brand = client?.brandName?.trim() || profileName || 'Mi Marca';
  const clientName = client?.name?.trim() || profileName || 'Usuario';
  const brandText = isLoadingClient ? <InlineSkeleton className="h-4 w-28 align-middle" /> : brand;

  return (
    <>
      <AppShell
        navItems={navItems}
        menuUnread={unread}
        title={
          <>
            Dashboard - {brandText}
            {isLoadingClient && <span className="sr-only">Cargando datos del cliente...</span>}
          </>
        }
        subtitle={CLIENT_LAYOUT_TEXTS.subtitle}
        sidebarHead={
          <div className="flex min-w-0 items-center gap-3">
            <BrandMark className="size-9" />
            <div className="min-w-0">
              <p className="truncate font-semibold leading-tight">{brandText}</p>
              <p className="flex items-center gap-1.5 truncate text-muted-foreground text-xs">
                Dashboard
                {isOffline && (
                  <span className="inline-flex items-center gap-1 rounded-full bg-warning/15 px-1.5 py-0.5 font-medium text-[oklch(0.45_0.12_65)]">
                    <WifiOffIcon className="size-3" aria-hidden="true" />
                    {CLIENT_LAYOUT_TEXTS.offline}
                  </span>
                )}
              </p>
            </div>
          </div>
        }
        sidebarFooter={
          <SidebarUser
            name={isLoadingClient ? null : clientName}
            roleLabel={isOffline ? `Cliente ${CLIENT_LAYOUT_TEXTS.offlineSuffix}` : 'Cliente'}
          >
            {isOffline && (
              <div className="grid gap-2">
                <p role="alert" className="text-destructive text-xs">
                  {CLIENT_LAYOUT_TEXTS.loadError}
                </p>
                <Button
                  variant="secondary"
                  className="w-full"
                  onClick={() => void clientQuery.refetch()}
                  disabled={clientQuery.isFetching}
                >
                  {clientQuery.isFetching ? (
                    <Loader2Icon className="animate-spin" aria-hidden="true" />
                  ) : (
                    <RefreshCwIcon aria-hidden="true" />
                  )}
                  {CLIENT_LAYOUT_TEXTS.retry}
                </Button>
              </div>
            )}
            <SignOutButton />
          </SidebarUser>
        }
      >
        <Outlet />
      </AppShell>
      <ForcedPasswordChangeGate />
    </>
  );
}
