import { Hono } from 'hono';
import { checkReadiness } from '../health/readiness';
import type { AppEnv } from '../http/context';

/**
 * Liveness (/healthz: the process answers and so does its database; cheap, for restarts) and readiness (/readyz:
 * migrations applied, database answering in time, job runner alive; for load balancers). Outside /api: no session,
 * no rate limit, never refused by the embedded database's in-flight bound.
 */
export const healthRoutes = new Hono<AppEnv>()
  .get('/healthz', async (c) => {
    try {
      await c.get('deps').database.ping();
      return c.json({ status: 'ok' }, 200);
    } catch (err) {
      c.get('log').error({ err }, 'health check: database did not answer');
      return c.json({ status: 'unavailable' }, 503);
    }
  })
  .get('/readyz', async (c) => {
    const { ready, checks } = await checkReadiness(c.get('deps'));
    c.header('Cache-Control', 'no-store');
    if (ready) return c.json({ status: 'ready', checks }, 200);
    const failed = Object.entries(checks).flatMap(([name, result]) => (result === 'failed' ? [name] : []));
    c.get('log').warn({ failed }, 'readiness check: not ready');
    return c.json({ status: 'not_ready', checks, failed }, 503);
  });
