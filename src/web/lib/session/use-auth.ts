import { useStore } from '@/lib/create-store';
import { useMe } from './get-me';
import { sessionUnreachable, useSession } from './get-session';
import { usePasswordChangeRequiredFlag } from './password-change-required';

/**
 * The auth state of the app: Better Auth's session first (who is signed in), then our profile (/api/me),
 * read only when there is a session.
 *
 * Offline, the session cannot be read: the service worker never keeps /api/auth/* (its answers carry the session
 * token). The profile it kept (/api/me) then says who was signed in on this device, so that the last copy of their
 * screens can be shown (docs/web.md, "The installed app"). It is gone after a sign-out or a lost session
 * (clearClientState), and the server still decides everything once the network is back.
 */
export function useAuth() {
  const sessionQuery = useSession();
  const user = sessionQuery.data?.user ?? null;
  const isSessionUnreachable = useStore(sessionUnreachable) && sessionQuery.data === undefined;
  const meQuery = useMe({ enabled: user !== null || isSessionUnreachable });
  const me = user !== null || isSessionUnreachable ? (meQuery.data ?? null) : null;
  const isSignedIn = user !== null || me !== null;
  const isPasswordChangeFlagged = usePasswordChangeRequiredFlag();
  return {
    sessionQuery,
    meQuery,
    /** Better Auth's user: null offline, even when `isSignedIn` (from the kept profile). */
    user,
    /** The session could not be asked (no network): whether someone is signed in rests on the kept profile. */
    isSessionUnreachable,
    me,
    profile: me?.profile ?? null,
    isSignedIn,
    mustChangePassword: isSignedIn && (me?.mustChangePassword === true || isPasswordChangeFlagged),
  };
}
