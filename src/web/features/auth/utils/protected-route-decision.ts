import { safeNextPath } from '@shared/auth/next-path';
import { type Role, redirectForRole } from '@shared/auth/roles';
import { paths } from '@/config/paths';

export const PROTECTED_ROUTE_TEXTS = {
  loadingProfile: 'Cargando perfil...',
  finishingProfile: 'Finalizando carga del perfil...',
  criticalTitle: 'Error Crítico',
  criticalDescription: 'No se pudo cargar el perfil de usuario',
  reload: 'Recargar Página',
} as const;

export type ProtectedRouteInput = {
  /** The session question is still open (first load). */
  isSessionPending: boolean;
  /** The session could not be read (network or server error). */
  isSessionError: boolean;
  hasUser: boolean;
  profileRole: Role | null;
  isProfileError: boolean;
  /** The auth loading timeout (5 s) passed without a profile. */
  hasTimedOut: boolean;
  requiredRole: Role;
  /** The page asked for (path, query and hash): a visitor without a session comes back to it after signing in. */
  returnTo?: string;
};

export type ProtectedRouteDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; reason: 'no-user' | 'wrong-role' }
  | { kind: 'loading'; message: string }
  | { kind: 'error' };

/** What the protected-route wrapper shows (spec section 2), as a pure function of the auth state. */
export function decideProtectedRoute(input: ProtectedRouteInput): ProtectedRouteDecision {
  const {
    isSessionPending,
    isSessionError,
    hasUser,
    profileRole,
    isProfileError,
    hasTimedOut,
    requiredRole,
  } = input;

  if (!isSessionPending && !isSessionError && !hasUser) {
    const next = safeNextPath(input.returnTo) ?? undefined;
    return { kind: 'redirect', to: paths.login.getHref(next), reason: 'no-user' };
  }
  if (hasUser && profileRole) {
    const to = redirectForRole({ role: profileRole, requiredRole });
    return to === null ? { kind: 'allow' } : { kind: 'redirect', to, reason: 'wrong-role' };
  }
  if (hasTimedOut || isSessionError || isProfileError) return { kind: 'error' };
  if (isSessionPending) return { kind: 'loading', message: PROTECTED_ROUTE_TEXTS.loadingProfile };
  return { kind: 'loading', message: PROTECTED_ROUTE_TEXTS.finishingProfile };
}
