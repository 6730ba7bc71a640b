import { existsSync } from 'node:fs';
import path from 'node:path';
import { OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { SESSION_COOKIE_PREFIX } from './auth/auth';
import type { AppDeps } from './context/app-deps';
import { isConnectionError, pgErrorCode, UNSTORABLE_TEXT_CODES } from './db/errors';
import { AppError } from './errors/app-error';
import type { AppEnv } from './http/context';
import { mountSpa } from './http/spa';
import { httpMetrics } from './middleware/http-metrics';
import { requestContext } from './middleware/request-context';
import { jsonBodyLimit, originCheck, securityHeaders } from './middleware/security';
import { clearSessionsAfterWrites } from './middleware/session-cache-writes';
import { accountRoutes } from './routes/account';
import { AGENCY_IMPORT_PATH, adminAgencyRoutes } from './routes/admin-agency';
import { adminAuditLogRoutes } from './routes/admin-audit-log';
import { adminCampaignExportRoutes } from './routes/admin-campaign-export';
import {
  adminCampaignImportRoutes,
  CAMPAIGN_IMPORT_BODY_LIMIT,
  CAMPAIGN_IMPORT_ZIP_PATH,
} from './routes/admin-campaign-import';
import { adminCampaignTemplateRoutes } from './routes/admin-campaign-templates';
import { adminCampaignRoutes } from './routes/admin-campaigns';
import { adminClientRoutes } from './routes/admin-clients';
import { adminDashboardRoutes } from './routes/admin-dashboard';
import { adminInstagramRoutes } from './routes/admin-instagram';
import { adminLinkRoutes } from './routes/admin-links';
import { adminMailRoutes } from './routes/admin-mail';
import { adminResultsRoutes } from './routes/admin-results';
import { adminTeamRoutes } from './routes/admin-team';
import { adminTodayRoutes } from './routes/admin-today';
import { adminWebhookRoutes } from './routes/admin-webhooks';
import { aiRoutes } from './routes/ai';
import { approvalRoutes } from './routes/approvals';
import { authRoutes } from './routes/auth';
import { registerAuthOpenApi } from './routes/auth-openapi';
import { automationCheckRoutes } from './routes/automation-check';
import { backupRoutes } from './routes/backup';
import { calendarRoutes } from './routes/calendar';
import { campaignResultsRoutes } from './routes/campaign-results';
import { campaignRoutes } from './routes/campaigns';
import { clientAreaRoutes } from './routes/client-area';
import { clientStoryLinkRoutes } from './routes/client-story-link';
import { commentRoutes } from './routes/comments';
import { docsRoutes } from './routes/docs';
import { eventRoutes } from './routes/events';
import { healthRoutes } from './routes/health';
import { instagramMediaRoutes } from './routes/instagram-media';
import { invitationRoutes } from './routes/invitations';
import { linkRoutes } from './routes/links';
import { meRoutes } from './routes/me';
import { mediaRoutes } from './routes/media';
import { metricsRoutes } from './routes/metrics';
import { notificationRoutes } from './routes/notifications';
import { storyRoutes } from './routes/stories';
import { storyAutoPublishRoutes } from './routes/story-auto-publish';
import { storyProofRoutes } from './routes/story-proofs';
import { storyResultsRoutes } from './routes/story-results';
import { uploadRoutes } from './routes/uploads';
import { registerWebhookEventsOpenApi } from './routes/webhook-events-openapi';

/**
 * The upload routes, whose bodies are files with limits of their own: the tus endpoint, the one-request upload
 * of a story file, the campaign .zip import and the agency import.
 */
const isMediaUpload = (path: string) =>
  path === '/api/uploads' ||
  path.startsWith('/api/uploads/') ||
  /^\/api\/stories\/[^/]+\/media$/.test(path) ||
  path === CAMPAIGN_IMPORT_ZIP_PATH ||
  path === AGENCY_IMPORT_PATH;

const INVALID_TEXT_MESSAGE = 'Los datos enviados contienen caracteres no válidos.';

export interface CreateAppOptions {
  /** Folder of the built SPA (dist/web); when absent, only the API is served. */
  webRoot?: string | null;
  /** The token of DATA_DIR/backup-token: mounts GET /internal/backup (embedded database only, routes/backup.ts). */
  backupToken?: string | null;
}

export function createApp(deps: AppDeps, options: CreateAppOptions = {}) {
  const { env } = deps;
  const app = new OpenAPIHono<AppEnv>();
  app.use('*', requestContext(deps));
  if (deps.metrics.enabled) app.use('*', httpMetrics(deps.metrics));
  app.use('*', securityHeaders({ isHttps: env.PUBLIC_URL.startsWith('https://') }));
  app.use('/api/*', deps.inFlight.middleware());
  // Story files stream to disk under their own limit (MEDIA_MAX_BYTES), checked as the bytes arrive.
  app.use('/api/*', jsonBodyLimit(env.BODY_LIMIT_BYTES, [CAMPAIGN_IMPORT_BODY_LIMIT], isMediaUpload));
  app.use('/api/*', originCheck([env.PUBLIC_URL, ...env.TRUSTED_ORIGINS]));
  app.use('/api/*', clearSessionsAfterWrites(deps.sessions));
  app.use('/api/*', async (c, next) => {
    await next();
    // On the finished response's headers: c.header() here would rebuild the response around a body stream.
    // A route that chose its own caching (story files: private, immutable) keeps it.
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });

  const routes = app
    .route('/', healthRoutes)
    .route('/', metricsRoutes)
    .route('/', authRoutes)
    .route('/', meRoutes)
    .route('/', accountRoutes)
    .route('/', clientAreaRoutes)
    .route('/', clientStoryLinkRoutes)
    .route('/', notificationRoutes)
    .route('/', calendarRoutes)
    .route('/', campaignRoutes)
    .route('/', storyRoutes)
    .route('/', storyResultsRoutes)
    .route('/', storyProofRoutes)
    .route('/', campaignResultsRoutes)
    .route('/', automationCheckRoutes)
    .route('/', approvalRoutes)
    .route('/', commentRoutes)
    .route('/', mediaRoutes)
    .route('/', uploadRoutes)
    .route('/', adminDashboardRoutes)
    .route('/', adminTodayRoutes)
    .route('/', adminCampaignRoutes)
    .route('/', adminCampaignTemplateRoutes)
    .route('/', adminCampaignImportRoutes)
    .route('/', adminCampaignExportRoutes)
    .route('/', adminAgencyRoutes)
    .route('/', adminLinkRoutes)
    .route('/', adminResultsRoutes)
    .route('/', adminInstagramRoutes)
    .route('/', instagramMediaRoutes)
    .route('/', storyAutoPublishRoutes)
    .route('/', adminClientRoutes)
    .route('/', adminMailRoutes)
    .route('/', adminTeamRoutes)
    .route('/', adminAuditLogRoutes)
    .route('/', adminWebhookRoutes)
    .route('/', invitationRoutes)
    .route('/', eventRoutes)
    .route('/', aiRoutes);

  registerOpenApi(app, env.PUBLIC_URL);
  app.route('/', docsRoutes);
  app.route('/', linkRoutes);
  if (options.backupToken) app.route('/', backupRoutes(options.backupToken));

  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', 'Ruta de la API no encontrada.');
  });

  if (options.webRoot && existsSync(path.join(options.webRoot, 'index.html'))) mountSpa(app, options.webRoot);

  app.onError((err, c) => {
    if (err instanceof AppError) {
      const { retryAfterSeconds } = err.options;
      return c.json(
        err.toBody(),
        err.status,
        retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : undefined,
      );
    }
    if (err instanceof HTTPException && err.status < 500) {
      const code =
        err.status === 413 ? 'PAYLOAD_TOO_LARGE' : err.status === 401 ? 'UNAUTHORIZED' : 'INVALID_REQUEST';
      const appError = new AppError(code);
      return c.json(appError.toBody(), err.status as ContentfulStatusCode);
    }
    if (isConnectionError(err)) {
      // A lost database connection: the pool replaces it, the client may retry. Not a bug of the request.
      c.get('log')?.warn(
        { err: { message: (err as Error).message } },
        'request failed: database connection lost',
      );
      return c.json(new AppError('SERVICE_UNAVAILABLE').toBody(), 503, { 'Retry-After': '1' });
    }
    const sqlState = pgErrorCode(err);
    if (sqlState && UNSTORABLE_TEXT_CODES.has(sqlState)) {
      // Not the error itself: its message carries the query's parameters.
      c.get('log')?.warn({ sqlState }, 'request refused: text the database cannot store');
      return c.json(new AppError('INVALID_REQUEST', INVALID_TEXT_MESSAGE).toBody(), 400);
    }
    c.get('log')?.error({ err }, 'unhandled error');
    return c.json(new AppError('INTERNAL').toBody(), 500);
  });

  return routes;
}

export type AppType = ReturnType<typeof createApp>;

/** The OpenAPI document at /api/openapi.json: the session cookie's scheme, Better Auth's routes, the info. */
function registerOpenApi(app: OpenAPIHono<AppEnv>, publicUrl: string): void {
  app.openAPIRegistry.registerComponent('securitySchemes', 'sessionCookie', {
    type: 'apiKey',
    in: 'cookie',
    name: `${SESSION_COOKIE_PREFIX}.session_token`,
    description: 'Cookie de sesión que fija POST /api/auth/sign-in/email.',
  });
  registerAuthOpenApi(app);
  registerWebhookEventsOpenApi(app);
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Panel de Stories — API',
      version: '1.0.0',
      license: { name: 'Propietaria: uso privado de la agencia' },
      description:
        'API del panel. Inicio de sesión: POST /api/auth/sign-in/email {email, password}; cierre: POST /api/auth/sign-out. ' +
        'Los errores responden { error: { code, message, issues? } }.',
    },
    servers: [{ url: publicUrl }],
  });
}
