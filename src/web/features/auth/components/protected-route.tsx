import type { Role } from '@shared/auth/roles';
import { AUTH_LOADING_TIMEOUT_MS } from '@shared/constants';
import { AlertTriangleIcon, RefreshCwIcon } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullPageStatus } from '@/components/layout/full-page-status';
import { Button } from '@/components/ui/button';
import { logSecurityEvent } from '@/lib/security-log';
import { useAuth } from '@/lib/session/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { decideProtectedRoute, PROTECTED_ROUTE_TEXTS } from '../utils/protected-route-decision';

/**
 * Guards a part of the app for one role (spec section 2): no user -> /login; another role -> that role's home;
 * loading messages; after 5 s without a profile, the critical error with a reload button.
 * The server authorises every request anyway: this only decides what to show.
 */
export function ProtectedRoute({
  requiredRole,
  children,
}: {
  requiredRole: Role;
  children: React.ReactNode;
}) {
  const { sessionQuery, meQuery, isSignedIn, isSessionUnreachable, profile } = useAuth();
  const location = useLocation();
  const hasProfile = profile !== null;
  const [hasTimedOut, setHasTimedOut] = useState(false);

  useEffect(() => {
    if (hasProfile) {
      setHasTimedOut(false);
      return;
    }
    const timer = window.setTimeout(() => setHasTimedOut(true), AUTH_LOADING_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [hasProfile]);

  const decision = decideProtectedRoute({
    isSessionPending: sessionQuery.isPending,
    // Offline, the session cannot be read: the profile the service worker kept decides (useAuth), so its read is
    // awaited like after a session, and only its failure is an error.
    isSessionError: sessionQuery.isError && sessionQuery.data === undefined && !isSessionUnreachable,
    hasUser: isSignedIn || isSessionUnreachable,
    profileRole: profile?.role ?? null,
    isProfileError: meQuery.isError && meQuery.data === undefined,
    hasTimedOut,
    requiredRole,
    returnTo: `${location.pathname}${location.search}${location.hash}`,
  });

  const redirectTo = decision.kind === 'redirect' ? decision.to : null;
  const redirectReason = decision.kind === 'redirect' ? decision.reason : null;
  useEffect(() => {
    if (!redirectTo) return;
    logSecurityEvent(redirectReason === 'wrong-role' ? 'role_mismatch' : 'unauthenticated', {
      from: location.pathname,
      to: redirectTo,
      requiredRole,
    });
  }, [redirectTo, redirectReason, location.pathname, requiredRole]);

  switch (decision.kind) {
    case 'allow':
      return children;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'loading':
      return <FullPageStatus message={decision.message} />;
    case 'error':
      return <CriticalProfileError />;
  }
}

function CriticalProfileError() {
  useDocumentTitle(PROTECTED_ROUTE_TEXTS.criticalTitle);
  return (
    <div className="flex min-h-dvh items-center justify-center p-6">
      <div role="alert" className="w-full max-w-md rounded-xl border bg-card p-8 text-center shadow-sm">
        <div className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-destructive/10">
          <AlertTriangleIcon className="size-6 text-destructive" aria-hidden="true" />
        </div>
        <h1 className="font-semibold text-destructive text-xl">{PROTECTED_ROUTE_TEXTS.criticalTitle}</h1>
        <p className="mt-2 text-muted-foreground">{PROTECTED_ROUTE_TEXTS.criticalDescription}</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          <RefreshCwIcon aria-hidden="true" />
          {PROTECTED_ROUTE_TEXTS.reload}
        </Button>
      </div>
    </div>
  );
}
