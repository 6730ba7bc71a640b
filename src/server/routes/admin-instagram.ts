import { z } from '@hono/zod-openapi';
import { CLIENT_TEXTS } from '../../shared/clients/client-texts';
import {
  InstagramConnectionResponse,
  InstagramConnectStart,
} from '../../shared/instagram/instagram-connection';
import { appPaths } from '../../shared/paths';
import { defineRoute } from '../http/define-route';
import { jsonRoutes } from '../http/json-route';
import { createRouter, errorResponses } from '../http/router';
import { completeInstagramConnect, startInstagramConnect } from '../services/instagram/connect-instagram';
import { disconnectInstagram, getInstagramConnection } from '../services/instagram/instagram-connection';
import { askerOf } from './asker';

const ClientParams = z.object({
  id: z.uuid({ error: CLIENT_TEXTS.notFound }).openapi({ param: { name: 'id', in: 'path' } }),
});

/*
 * A client's Instagram connection (issue 32, docs/instagram.md), through the agency's own Meta app: admins only.
 * The token never appears in an answer.
 */
const api = jsonRoutes({ access: 'admin', tags: ['Instagram'] });

const getConnectionRoute = api.get('/api/admin/clients/{id}/instagram', 'getInstagramConnection', {
  summary: 'Cuenta de Instagram conectada del cliente (sin su token) y si la conexión está configurada',
  params: ClientParams,
  ok: ['Conexión', InstagramConnectionResponse, 'InstagramConnectionResponse'],
  errors: [400, 401, 403, 404],
});

const startConnectRoute = api.post('/api/admin/clients/{id}/instagram/connect', 'startInstagramConnect', {
  summary:
    'Empezar a conectar (o reconectar) la cuenta de Instagram del cliente: la dirección de la página de Instagram',
  description:
    'El navegador abre authorizeUrl; Instagram vuelve a /api/instagram/callback con el mismo administrador. 409 si ' +
    'INSTAGRAM_APP_ID e INSTAGRAM_APP_SECRET no están configurados.',
  params: ClientParams,
  ok: ['Dirección de autorización', InstagramConnectStart, 'InstagramConnectStart'],
  errors: [400, 401, 403, 404, 409],
});

const disconnectRoute = api.delete('/api/admin/clients/{id}/instagram', 'disconnectInstagram', {
  summary:
    'Desconectar la cuenta de Instagram del cliente (se borra su token; lo ya leído se queda; sin conexión, no hace nada)',
  params: ClientParams,
  ok: ['Conexión eliminada', InstagramConnectionResponse.shape.connection, 'InstagramConnectionNone'],
  errors: [400, 401, 403, 404],
});

const CallbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
  error_reason: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});

const callbackRoute = defineRoute(
  { access: 'admin' },
  {
    operationId: 'instagramCallback',
    method: 'get',
    path: '/api/instagram/callback',
    tags: ['Instagram'],
    summary: 'Vuelta de la autorización de Instagram (redirect URI de la app de Meta)',
    description:
      'Comprueba el state (firmado, de este administrador, 15 minutos), cambia el código por un token de 60 días y ' +
      'guarda la conexión. Redirige a la ficha del cliente con ?instagram=connected|denied|failed|expired|not_business.',
    request: { query: CallbackQuery },
    responses: { 302: { description: 'A la ficha del cliente' }, ...errorResponses(401, 403) },
  },
);
const { middleware: callbackMiddleware, ...callbackDocumentation } = callbackRoute;

const router = createRouter();
router.openAPIRegistry.registerPath(callbackDocumentation);

export const adminInstagramRoutes = router
  .openapi(getConnectionRoute, async (c) => {
    const { database, env } = c.get('deps');
    return c.json(
      await getInstagramConnection({ db: database.db, env, clientId: c.req.valid('param').id }),
      200,
    );
  })
  .openapi(startConnectRoute, async (c) => {
    const { database, env, now } = c.get('deps');
    const start = await startInstagramConnect({
      db: database.db,
      env,
      userId: askerOf(c).userId,
      clientId: c.req.valid('param').id,
      now: now(),
    });
    return c.json(start, 200);
  })
  .openapi(disconnectRoute, async (c) => {
    const { database } = c.get('deps');
    return c.json(
      await disconnectInstagram({ db: database.db, actor: askerOf(c), clientId: c.req.valid('param').id }),
      200,
    );
  })
  .get('/api/instagram/callback', ...callbackMiddleware, async (c) => {
    c.header('Cache-Control', 'no-store');
    const parsed = CallbackQuery.safeParse(c.req.query());
    const query = parsed.success ? parsed.data : {};
    const { database, env, now } = c.get('deps');
    const asker = askerOf(c);
    const { clientId, outcome } = await completeInstagramConnect({
      db: database.db,
      env,
      actor: asker,
      actorName: c.get('user').name || c.get('user').email,
      query,
      now: now(),
      logger: c.get('log'),
    });
    return c.redirect(clientId ? appPaths.adminClient(clientId, outcome) : appPaths.adminHome(), 302);
  });
