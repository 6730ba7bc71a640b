import { safeNextPath } from '@shared/auth/next-path';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type Location, Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { FullPageStatus } from '@/components/layout/full-page-status';
import { paths } from '@/config/paths';
import { apiEvents } from '@/lib/api-client';
import { logSecurityEvent } from '@/lib/security-log';
import { clearClientState } from '@/lib/session/clear-client-state';
import { type SessionEndedState, sessionEndReason } from '@/lib/session/session-end-reason';
import { isSigningOut } from '@/lib/session/signing-out';
import { scrollRestorationKey } from '../scroll-restoration-key';
import { ToastHousekeeping } from '../toast-housekeeping';

// Module-level: <ScrollRestoration> re-registers whenever getKey changes identity. (Its second argument, the
// route matches, must not reach scrollRestorationKey's document id.)
const getScrollKey = (location: Location) => scrollRestorationKey(location);

/**
 * The root route: app-wide reactions to the API (a lost session sends to /login?next=<the page>, saying why when
 * the account was deactivated), toasts that no longer apply
 * dismissed, and scroll restoration.
 */
export function RootLayout() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const pathname = location.pathname;
  // Read when a 401 arrives, not when the listener was made: the page to return to is the one open at that moment.
  const here = useRef(location);
  here.current = location;

  useEffect(
    () =>
      apiEvents.on('unauthorized', (error) => {
        const { pathname: from, search } = here.current;
        if (from === paths.login.path) return;
        // A sign-out on purpose goes to a bare /login itself; its own requests that end with 401 change nothing.
        if (isSigningOut()) return;
        logSecurityEvent('unauthenticated', { from, to: paths.login.path, reason: 'api-401' });
        clearClientState(queryClient, { storage: false });
        // An account deactivated (or a temporary password expired) is said on the sign-in page, not left a mystery.
        const reason = sessionEndReason(error);
        const state: SessionEndedState | undefined = reason ? { sessionEnded: reason } : undefined;
        // After signing in again, the user is back on the page (a reminder's story link included).
        const next = safeNextPath(`${from}${search}`) ?? undefined;
        navigate(paths.login.getHref(next), { replace: true, state });
      }),
    [navigate, queryClient],
  );

  return (
    <>
      <Outlet />
      <ToastHousekeeping pathname={pathname} />
      <ScrollRestoration getKey={getScrollKey} />
    </>
  );
}

/** Shown while the first route's code downloads. */
export function RootHydrateFallback() {
  return <FullPageStatus message="Cargando..." />;
}
