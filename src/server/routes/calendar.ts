import { z } from '@hono/zod-openapi';
import {
  CALENDAR_TEXTS,
  CalendarFeedResponse,
  CalendarToken,
  RevokedCalendarFeedResponse,
} from '../../shared/api/client-area/calendar';
import { AppError } from '../errors/app-error';
import { defineRoute } from '../http/define-route';
import { jsonRoutes } from '../http/json-route';
import { createRouter, errorResponses } from '../http/router';
import { buildCalendarFeed } from '../services/calendar/build-calendar-feed';
import {
  getOwnCalendarFeed,
  renewOwnCalendarFeed,
  revokeOwnCalendarFeed,
} from '../services/calendar/own-calendar-feed';
import { askerOf } from './asker';

/*
 * The client's private calendar feed. The client manages its link in 'Mi Perfil' (access 'client': only its own);
 * the feed itself is public, because calendar apps subscribe without a session: the 256-bit token in the URL is
 * the credential, and an unknown, revoked or malformed one answers 404 like a feed that never existed.
 */
const api = jsonRoutes({ access: 'client', tags: ['Área de cliente'] });

const getOwnCalendarFeedRoute = api.get('/api/client/calendar', 'getOwnCalendarFeed', {
  summary: 'Enlace privado del calendario (null si no hay)',
  ok: ['Calendario', CalendarFeedResponse, 'CalendarFeedResponse'],
  errors: [401, 403, 404],
});

const renewOwnCalendarFeedRoute = api.post('/api/client/calendar', 'renewOwnCalendarFeed', {
  summary: 'Crear o renovar el enlace del calendario',
  description: 'Genera un token nuevo: el enlace anterior, si lo había, deja de funcionar en el acto.',
  ok: ['Enlace nuevo', CalendarFeedResponse, 'CalendarFeedResponse'],
  errors: [401, 403, 404],
});

const revokeOwnCalendarFeedRoute = api.delete('/api/client/calendar', 'revokeOwnCalendarFeed', {
  summary: 'Revocar el enlace del calendario',
  description: 'El enlace deja de funcionar en el acto (404). Revocar sin enlace no hace nada.',
  ok: ['Enlace revocado', RevokedCalendarFeedResponse, 'RevokedCalendarFeedResponse'],
  errors: [401, 403, 404],
});

/** The path as documented; the router matches the segment `<token>.ics` itself (Hono reads no suffix after a param). */
const FEED_PATH = '/api/calendar/{token}.ics';
const FEED_ROUTING_PATH = '/api/calendar/:file{[^/]+\\.ics}';

const getCalendarFeedRoute = defineRoute(
  { access: 'public' },
  {
    operationId: 'getCalendarFeed',
    method: 'get',
    path: FEED_PATH,
    tags: ['Calendario'],
    summary: 'Calendario privado del cliente (iCalendar, RFC 5545)',
    description:
      'Sin sesión: el token del enlace es la credencial. Un evento por historia (campañas activas o completadas ' +
      `que terminaron hace menos de 90 días) a su hora prevista en UTC, de 15 minutos, con su copy y un enlace a ` +
      'la historia. Caché privada de 5 minutos. Un token desconocido, revocado o mal formado, o un cliente no ' +
      'activo, responden 404.',
    request: { params: z.object({ token: CalendarToken }) },
    responses: {
      200: {
        description: 'El calendario (text/calendar)',
        content: { 'text/calendar': { schema: z.string() } },
      },
      ...errorResponses(404),
    },
  },
);

const { middleware: feedMiddleware, ...feedDocumentation } = getCalendarFeedRoute;

const calendarRouter = createRouter();
calendarRouter.openAPIRegistry.registerPath(feedDocumentation);

export const calendarRoutes = calendarRouter
  .openapi(getOwnCalendarFeedRoute, async (c) => {
    const { database, env } = c.get('deps');
    const feed = await getOwnCalendarFeed({ db: database.db, env, userId: askerOf(c).userId });
    return c.json({ feed }, 200);
  })
  .openapi(renewOwnCalendarFeedRoute, async (c) => {
    const { database, env } = c.get('deps');
    const feed = await renewOwnCalendarFeed({ db: database.db, env, actor: askerOf(c) });
    return c.json({ feed }, 200);
  })
  .openapi(revokeOwnCalendarFeedRoute, async (c) => {
    const feed = await revokeOwnCalendarFeed({ db: c.get('deps').database.db, actor: askerOf(c) });
    return c.json({ feed }, 200);
  })
  .get(FEED_ROUTING_PATH, ...feedMiddleware, async (c) => {
    // Checked before any query: a malformed token names no feed.
    const token = CalendarToken.safeParse(c.req.param('file').slice(0, -'.ics'.length));
    if (!token.success) throw new AppError('NOT_FOUND', CALENDAR_TEXTS.feedNotFound);
    const { database, env, now } = c.get('deps');
    const body = await buildCalendarFeed({ db: database.db, env, token: token.data, now: now() });
    return c.body(body, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Cache-Control': 'private, max-age=300',
      'Content-Disposition': 'inline; filename="stories.ics"',
    });
  });
