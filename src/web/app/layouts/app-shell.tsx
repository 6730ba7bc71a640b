import { MOBILE_BREAKPOINT_PX } from '@shared/constants';
import type { LucideIcon } from 'lucide-react';
import { MenuIcon } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { lazyWithPreload, preloadOn } from '@/lib/lazy-with-preload';
import { MountedOnceOpen } from '@/lib/mounted-once-open';
import { OfflineIndicator } from '../pwa/offline-indicator';

export type NavItem = {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Active only on this exact path (not on its sub-paths). */
  end?: boolean;
  /** A section of the item above it (Configuración › Equipo): indented, smaller. */
  isSubItem?: boolean;
  /** Unread items behind it (Comentarios): a badge, read as 'N sin leer'; nothing when 0 or absent. */
  unread?: number;
};

type AppShellProps = {
  navItems: readonly NavItem[];
  /** The header title ('Panel de Administración', 'Dashboard - {brand}'). */
  title: React.ReactNode;
  subtitle?: string;
  /** Top of the sidebar (brand block). */
  sidebarHead: React.ReactNode;
  /** Bottom of the sidebar (user block, logout). */
  sidebarFooter: React.ReactNode;
  /** Unread items in the menu (the sum of the items' `unread`): a dot on the phone's menu button. */
  menuUnread?: number;
  children: React.ReactNode;
};

const MAIN_ID = 'contenido-principal';
const desktopQuery = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;

const MobileDrawer = lazyWithPreload(async () => (await import('./mobile-drawer')).MobileDrawer);

/**
 * The frame of both signed-in areas: a sidebar (a slide-in drawer under 768 px, loaded on demand: see
 * mobile-drawer.tsx), a header and the main landmark, with a skip link first.
 */
export function AppShell({
  navItems,
  title,
  subtitle,
  sidebarHead,
  sidebarFooter,
  menuUnread = 0,
  children,
}: AppShellProps) {
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // Close the drawer after a navigation, and when the window grows past the breakpoint.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change on purpose
  useEffect(() => {
    setIsDrawerOpen(false);
  }, [location.key]);
  useEffect(() => {
    const media = window.matchMedia?.(desktopQuery);
    if (!media) return;
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setIsDrawerOpen(false);
    };
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);

  const sidebar = (
    <SidebarContent
      navItems={navItems}
      head={sidebarHead}
      footer={sidebarFooter}
      onNavigate={() => setIsDrawerOpen(false)}
    />
  );

  return (
    // Printed (a results report), only the page's content: no sidebar, header, skip link or offline notice.
    <div className="min-h-dvh md:grid md:grid-cols-[16rem_minmax(0,1fr)] print:block print:min-h-0">
      <a
        href={`#${MAIN_ID}`}
        className="sr-only z-[60] rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 print:hidden"
      >
        Saltar al contenido principal
      </a>

      <aside
        aria-label="Barra lateral"
        className="sticky top-0 hidden h-dvh flex-col border-sidebar-border border-r bg-sidebar text-sidebar-foreground md:flex print:hidden"
      >
        {sidebar}
      </aside>

      <MountedOnceOpen open={isDrawerOpen}>
        <MobileDrawer open={isDrawerOpen} onOpenChange={setIsDrawerOpen} returnFocusTo={menuButtonRef}>
          {sidebar}
        </MobileDrawer>
      </MountedOnceOpen>

      <div className="flex min-h-dvh min-w-0 flex-col print:block print:min-h-0">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b bg-card/90 px-4 backdrop-blur supports-[backdrop-filter]:bg-card/75 md:px-8 print:hidden">
          <button
            ref={menuButtonRef}
            type="button"
            aria-haspopup="dialog"
            aria-expanded={isDrawerOpen}
            {...preloadOn(MobileDrawer)}
            onClick={() => setIsDrawerOpen(true)}
            className="relative -ml-2 inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-md text-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring md:hidden"
            aria-label={menuUnread > 0 ? `Abrir menú (${unreadText(menuUnread)})` : 'Abrir menú'}
          >
            <MenuIcon className="size-5" aria-hidden="true" />
            {menuUnread > 0 && (
              <span
                aria-hidden="true"
                className="absolute top-1.5 right-1.5 size-2.5 rounded-full bg-primary ring-2 ring-card"
              />
            )}
          </button>
          <div className="min-w-0">
            <p className="truncate font-semibold leading-tight md:text-lg">{title}</p>
            {subtitle && <p className="truncate text-muted-foreground text-xs md:text-sm">{subtitle}</p>}
          </div>
        </header>
        <div className="print:hidden">
          <OfflineIndicator />
        </div>
        <main id={MAIN_ID} tabIndex={-1} className="flex-1 px-4 py-6 outline-none md:px-8 md:py-8 print:p-0">
          <div className="mx-auto w-full max-w-6xl">{children}</div>
        </main>
      </div>
    </div>
  );
}

function SidebarContent({
  navItems,
  head,
  footer,
  onNavigate,
}: {
  navItems: readonly NavItem[];
  head: React.ReactNode;
  footer: React.ReactNode;
  onNavigate: () => void;
}) {
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex min-h-16 items-center border-sidebar-border border-b px-4 py-3 pr-14 md:pr-4">
        {head}
      </div>
      <nav aria-label="Navegación principal" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="grid gap-1">
          {navItems.map(({ label, to, icon: Icon, end, isSubItem, unread = 0 }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                onClick={onNavigate}
                // The badge is a bare number: the link's name says what it counts («Comentarios, 3 sin leer»).
                aria-label={unread > 0 ? `${label}, ${unreadText(unread)}` : undefined}
                className={({ isActive }) =>
                  cn(
                    'flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 font-medium text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                    isSubItem && 'ml-6 min-h-10 gap-2.5 text-[13px]',
                    isActive
                      ? 'bg-sidebar-accent text-sidebar-accent-foreground'
                      : 'text-sidebar-foreground/75 hover:bg-muted hover:text-sidebar-foreground',
                  )
                }
              >
                {({ isActive }) => (
                  <>
                    <Icon
                      className={cn('size-5 shrink-0', isActive ? 'text-primary' : '')}
                      aria-hidden="true"
                    />
                    <span className="truncate">{label}</span>
                    {unread > 0 && (
                      <span
                        aria-hidden="true"
                        data-slot="nav-unread"
                        className="ml-auto min-w-6 rounded-full bg-primary px-1.5 py-0.5 text-center font-semibold text-primary-foreground text-xs tabular-nums"
                      >
                        {unread > 99 ? '99+' : unread}
                      </span>
                    )}
                  </>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-sidebar-border border-t p-4">{footer}</div>
    </div>
  );
}

/** The menu with `unread` on the item that leads to `to` (the «Comentarios» entry and its count). */
export function withUnread(items: readonly NavItem[], to: string, unread: number): readonly NavItem[] {
  return items.map((item) => (item.to === to ? { ...item, unread } : item));
}

/** '3 sin leer' (the badge's accessible text). */
function unreadText(count: number): string {
  return `${count} sin leer`;
}

/** Initials for the avatar circle: 'Laura Martín' -> 'LM', 'agencia@demo.local' -> 'A'. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/@.*/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0]?.[0], words.at(-1)?.[0]] : [words[0]?.[0]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}

/** The signed-in user block of the sidebar footer (`name` null while it loads). */
export function SidebarUser({
  name,
  roleLabel,
  children,
}: {
  name: string | null;
  roleLabel: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    // One column that may shrink below its content: a long name is cut with an ellipsis, not widening the sidebar.
    <div className="grid grid-cols-1 gap-3">
      <div className="flex items-center gap-3">
        {name === null ? (
          <Skeleton className="size-10 shrink-0 rounded-full" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent font-semibold text-accent-foreground text-sm"
          >
            {initialsOf(name)}
          </span>
        )}
        <div className="min-w-0">
          {name === null ? (
            <Skeleton className="mb-1 h-4 w-24" />
          ) : (
            <p className="truncate font-medium text-sm">{name}</p>
          )}
          <p className="truncate text-muted-foreground text-xs">{roleLabel}</p>
        </div>
      </div>
      {children}
    </div>
  );
}
