export const ROLES = ['admin', 'client'] as const;
export type Role = (typeof ROLES)[number];

/** Each role's home: admins live under /admin, clients under /dashboard. */
export const HOME_PATHS = { admin: '/admin', client: '/dashboard' } as const satisfies Record<Role, string>;
export type HomePath = (typeof HOME_PATHS)[Role];

export const LOGIN_PATH = '/login';

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Admin to /admin; anyone else (client, unknown, none) to /dashboard. */
export function homePathFor(role: Role | null | undefined): HomePath {
  return role === 'admin' ? HOME_PATHS.admin : HOME_PATHS.client;
}

function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** The role a path requires: /admin and /admin/** need admin, /dashboard and /dashboard/** need client. */
export function requiredRoleForPath(pathname: string): Role | null {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  if (isUnder(path, HOME_PATHS.admin)) return 'admin';
  if (isUnder(path, HOME_PATHS.client)) return 'client';
  return null;
}

/**
 * Where to send a user who opens a path requiring `requiredRole`: null when allowed (no role required, or
 * the same role); otherwise the home of the user's own role. A missing or unknown role cannot be sent to a
 * home it would be refused at too (that would loop), so it goes to /login; the protected-route wrapper sends
 * users without a session there before asking anyway.
 */
export function redirectForRole(args: {
  role: Role | null | undefined;
  requiredRole: Role | null;
}): string | null {
  const { role, requiredRole } = args;
  if (requiredRole === null) return null;
  if (!isRole(role)) return LOGIN_PATH;
  if (role === requiredRole) return null;
  return homePathFor(role);
}
