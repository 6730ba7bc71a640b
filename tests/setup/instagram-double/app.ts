import { Hono } from 'hono';
import { GraphError } from './errors';
import { registerGraphRoutes } from './graph-routes';
import { registerInsightsRoutes } from './insights-routes';
import { registerOauthRoutes } from './oauth-routes';
import { type DoubleEnv, recordAndParse } from './params';
import { registerPublishRoutes } from './publish-routes';
import type { DoubleState } from './state';

/** Graph calls may carry a version (`/v25.0/me`) or not, as Meta takes both: routes see the path without it. */
export function pathWithoutVersion(url: string): string {
  return new URL(url).pathname.replace(/^\/v\d+(?:\.\d+)?(?=\/|$)/, '') || '/';
}

/**
 * The double's Hono app over a state (state.ts). Every failure answers Meta's error envelope with HTTP 400, an
 * unknown path included ("Unknown path components", code 2500); a bug of the double itself answers 500.
 */
export function createInstagramDoubleApp(state: DoubleState): Hono<DoubleEnv> {
  const app = new Hono<DoubleEnv>({ getPath: (request) => pathWithoutVersion(request.url) });
  app.use(recordAndParse(state));
  // A held request (hold() in index.ts) is answered only when released: its effect is applied first, so a test can
  // kill the panel's worker while Instagram has done the work and the answer is still on its way.
  app.use(async (c, next) => {
    const hold = state.holds.find(
      (h) => h.method === c.req.method && h.path.test(pathWithoutVersion(c.req.url)),
    );
    if (!hold) return next();
    state.holds.splice(state.holds.indexOf(hold), 1);
    await next();
    hold.arrive();
    await hold.released;
  });
  // Fixed paths first: /access_token and /refresh_access_token would otherwise match /:id.
  registerOauthRoutes(app, state);
  registerInsightsRoutes(app, state);
  registerPublishRoutes(app, state);
  registerGraphRoutes(app, state);
  app.notFound((c) => c.json(new GraphError(`Unknown path components: ${c.req.path}`, 2500).envelope(), 400));
  app.onError((error, c) => {
    if (error instanceof GraphError) return c.json(error.envelope(), 400);
    return c.json(new GraphError(`Instagram double failed: ${error.message}`, 2).envelope(), 500);
  });
  return app;
}
