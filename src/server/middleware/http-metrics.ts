import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../http/context';
import type { AppMetrics } from '../metrics/app-metrics';
import { methodLabel, routeLabel } from '../metrics/route-label';

/**
 * The template of the endpoint the request was routed to: the first matched route of its method. Middleware
 * (registered with `use`, method ALL) and the API's catch-all 404 are not endpoints; a request answered early (401,
 * 503 of the in-flight bound) still carries its endpoint's template.
 */
function endpointTemplate(c: Context): string | null {
  for (const route of matchedRoutes(c)) if (route.method !== 'ALL') return route.path;
  return null;
}

/** Counts every request and times it until its response starts, labelled by route template (see routeLabel). */
export function httpMetrics(metrics: AppMetrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    let status = 500;
    try {
      await next();
      status = c.res.status;
    } finally {
      metrics.observeRequest(
        methodLabel(c.req.method),
        routeLabel(endpointTemplate(c)),
        status,
        (performance.now() - started) / 1000,
      );
    }
  };
}
