import { Hono } from 'hono';
import { AppError } from '../errors/app-error';
import type { AppEnv } from '../http/context';
import { hasBearerToken } from '../metrics/metrics-token';

/**
 * GET /metrics: Prometheus text exposition of this instance. Off (404, as any unknown path) without METRICS_TOKEN;
 * with it, only for `Authorization: Bearer <METRICS_TOKEN>`. Outside /api: no session, no rate limit, never
 * refused by the embedded database's in-flight bound, so a scrape answers under load.
 */
export const metricsRoutes = new Hono<AppEnv>().get('/metrics', async (c) => {
  const deps = c.get('deps');
  const token = deps.env.METRICS_TOKEN;
  if (!token || !deps.metrics.enabled) return c.text('Not Found', 404);
  if (!hasBearerToken(c.req.header('Authorization'), token)) {
    c.header('WWW-Authenticate', 'Bearer realm="metrics"');
    throw new AppError('UNAUTHORIZED', 'Token de métricas no válido.');
  }
  const body = await deps.metrics.scrape(deps);
  c.header('Cache-Control', 'no-store');
  return c.body(body, 200, { 'Content-Type': deps.metrics.contentType });
});
