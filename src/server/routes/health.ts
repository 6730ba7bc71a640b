import { Hono } from 'hono';
import type { AppEnv } from '../http/context';

export const healthRoutes = new Hono<AppEnv>().get('/healthz', async (c) => {
  try {
    await c.get('deps').database.ping();
    return c.json({ status: 'ok' }, 200);
  } catch (err) {
    c.get('log').error({ err }, 'health check: database did not answer');
    return c.json({ status: 'unavailable' }, 503);
  }
});
