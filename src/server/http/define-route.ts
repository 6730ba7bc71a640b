import { createRoute } from '@hono/zod-openapi';
import { type Access, type AccessOptions, requireAuth } from '../middleware/require-auth';

type RouteArgs = Parameters<typeof createRoute>[0];

/**
 * createRoute with the access policy declared once: it installs requireAuth and records the policy in the
 * OpenAPI document (`x-access`, `x-allow-temporary-password`, security), which the authorisation tests read.
 * The middleware carries the env of the access, so the handler of any route but a 'public' one reads
 * `c.get('user')` and `c.get('session')` as present. Every operation names its stable camelCase `operationId`.
 */
export function defineRoute<
  const A extends Access,
  const R extends Omit<RouteArgs, 'middleware' | 'security'> & { operationId: string },
>(options: AccessOptions<A>, route: R) {
  const isPublic = options.access === 'public';
  return createRoute({
    ...route,
    middleware: [requireAuth(options)] as const,
    security: isPublic ? [] : [{ sessionCookie: [] }],
    'x-access': options.access,
    'x-allow-temporary-password': Boolean(options.allowTemporaryPassword),
  });
}
