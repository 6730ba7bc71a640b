import {
  AlarmClockIcon,
  FolderKanbanIcon,
  LayoutDashboardIcon,
  LayoutTemplateIcon,
  MessagesSquareIcon,
  SettingsIcon,
  ShieldCheckIcon,
  UserCogIcon,
  UsersIcon,
  WebhookIcon,
} from 'lucide-react';
import { useMemo } from 'react';
import { Outlet } from 'react-router';
import { BrandMark } from '@/components/layout/brand-mark';
import { paths } from '@/config/paths';
import { ProtectedRoute } from '@/features/auth/components/protected-route';
import { useUnreadCommentsBadge } from '@/features/story-comments/hooks/use-unread-comments-badge';
import { useAuth } from '@/lib/session/use-auth';
import { APP_NAME } from '@/lib/use-document-title';
import { AppShell, type NavItem, SidebarUser, withUnread } from './app-shell';
import { ForcedPasswordChangeGate } from './forced-password-change-gate';
import { SignOutButton } from './sign-out-button';

const ADMIN_NAV: readonly NavItem[] = [
  // First: what the agency looks at through the day (what is due, late, at risk).
  { label: 'Hoy', to: paths.admin.today.getHref(), icon: AlarmClockIcon },
  { label: 'Panel Principal', to: paths.admin.root.getHref(), icon: LayoutDashboardIcon, end: true },
  { label: 'Clientes', to: paths.admin.clients.getHref(), icon: UsersIcon },
  { label: 'Campañas', to: paths.admin.campaigns.getHref(), icon: FolderKanbanIcon },
  { label: 'Plantillas', to: paths.admin.templates.getHref(), icon: LayoutTemplateIcon },
  { label: 'Comentarios', to: paths.admin.comments.getHref(), icon: MessagesSquareIcon },
  { label: 'Configuración', to: paths.admin.settings.getHref(), icon: SettingsIcon, end: true },
  { label: 'Equipo', to: paths.admin.settingsTeam.getHref(), icon: UserCogIcon, isSubItem: true },
  { label: 'Seguridad', to: paths.admin.settingsSecurity.getHref(), icon: ShieldCheckIcon, isSubItem: true },
  { label: 'Webhooks', to: paths.admin.settingsWebhooks.getHref(), icon: WebhookIcon, isSubItem: true },
];

/** The /admin area: admin-only, with the back-office sidebar (spec section 2). */
export function AdminLayoutRoute() {
  return (
    <ProtectedRoute requiredRole="admin">
      <AdminLayout />
    </ProtectedRoute>
  );
}

function AdminLayout() {
  const { profile, user, mustChangePassword } = useAuth();
  const name = profile?.fullName?.trim() || profile?.email || user?.email || 'Administrador';
  const unread = useUnreadCommentsBadge({ enabled: !mustChangePassword });
  const navItems = useMemo(() => withUnread(ADMIN_NAV, paths.admin.comments.getHref(), unread), [unread]);
  return (
    <>
      <AppShell
        navItems={navItems}
        menuUnread={unread}
        title="Panel de Administración"
        sidebarHead={
          <div className="flex min-w-0 items-center gap-3">
            <BrandMark className="size-9" />
            <div className="min-w-0">
              <p className="truncate font-semibold leading-tight">{APP_NAME}</p>
              <p className="truncate text-muted-foreground text-xs">Agencia</p>
            </div>
          </div>
        }
        sidebarFooter={
          <SidebarUser name={name} roleLabel="Administrador">
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
