import { homePathFor, type Role } from '@shared/auth/roles';
import { useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { getClientOverviewQueryOptions } from './get-client-overview';

/**
 * Where a client starts (sign-in without a `next` link, the installed app's start): «Publicar hoy» when it has
 * stories today still to publish, else the dashboard.
 */
export function clientLandingPath(storiesTodayToPublish: number): string {
  return storiesTodayToPublish > 0 ? paths.dashboard.today.getHref() : paths.dashboard.root.getHref();
}

/**
 * The page a signed-in user is sent to from the sign-in page and the app's start ('/'): the `next` link it was
 * given (already checked by safeNextPath), else an admin's home, else the client's landing, decided by the
 * overview (today's stories still to publish). Null while that is being read, so nothing is drawn of a page the
 * user is not going to see. When the overview cannot be read, the dashboard (it shows its own error).
 */
export function useLandingPath(user: { role?: Role | null } | null, next: string | null): string | null {
  const isClientLanding = user !== null && user.role !== 'admin' && next === null;
  const overview = useQuery({ ...getClientOverviewQueryOptions(), enabled: isClientLanding });
  if (!user) return null;
  if (next) return next;
  if (!isClientLanding) return homePathFor(user.role);
  if (overview.data) return clientLandingPath(overview.data.dueToday.length);
  if (overview.isError) return paths.dashboard.root.getHref();
  return null;
}
