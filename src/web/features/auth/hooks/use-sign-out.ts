import { safeNextPath } from '@shared/auth/next-path';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { disablePushOnSignOut } from '@/lib/push/web-push';
import { logSecurityEvent } from '@/lib/security-log';
import { clearClientState } from '@/lib/session/clear-client-state';
import { clearSigningOut, markSigningOut } from '@/lib/session/signing-out';
import { signOut } from '../api/sign-out';

/**
 * Signs out: turns this browser's reminders off (a shared phone must not keep receiving them; at most 3 s), ends
 * the session on the server, then, even if that failed (spec section 8), clears the query
 * cache and the browser storage and goes to /login. With `returnTo` (the forced password change), the sign-in
 * page brings the user back to that page (a path of this app only).
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isSigningOut, setIsSigningOut] = useState(false);
  const inFlight = useRef(false);

  const run = useCallback(
    async ({ returnTo }: { returnTo?: string } = {}) => {
      if (inFlight.current) return;
      inFlight.current = true;
      markSigningOut();
      setIsSigningOut(true);
      try {
        await disablePushOnSignOut();
        await signOut();
        logSecurityEvent('logout');
      } catch (error) {
        console.warn('[seguridad]', { event: 'logout_failed', error: String(error) });
      } finally {
        clearClientState(queryClient);
        inFlight.current = false;
        // Until the sign-in page is reached, the 401s of requests still in flight are this sign-out's own; after,
        // one is a session lost again (RootLayout). Cleared however the navigation ends.
        void Promise.resolve(
          navigate(paths.login.getHref(safeNextPath(returnTo) ?? undefined), { replace: true }),
        ).finally(clearSigningOut);
      }
    },
    [navigate, queryClient],
  );

  return { signOut: run, isSigningOut };
}
