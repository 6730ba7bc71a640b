import { useMe } from './get-me';
import { useSession } from './get-session';
import { usePasswordChangeRequiredFlag } from './password-change-required';

/**
 * The auth state of the app: Better Auth's session first (who is signed in), then our profile (/api/me),
 * read only when there is a session.
 */
export function useAuth() {
  const sessionQuery = useSession();
  const user = sessionQuery.data?.user ?? null;
  const meQuery = useMe({ enabled: user !== null });
  const me = user ? (meQuery.data ?? null) : null;
  const isPasswordChangeFlagged = usePasswordChangeRequiredFlag();
  return {
    sessionQuery,
    meQuery,
    user,
    me,
    profile: me?.profile ?? null,
    mustChangePassword: user !== null && (me?.mustChangePassword === true || isPasswordChangeFlagged),
  };
}
