import { Me } from '../../shared/api/account';
import { OwnClientResponse } from '../../shared/api/client-area/profile';
import { defineRoute } from '../http/define-route';
import { jsonResponse } from '../http/json-content';
import { createRouter, errorResponses } from '../http/router';
import { toMe } from '../services/account/get-me';
import { getOwnClient } from '../services/client-area/own-client';

const getMeRoute = defineRoute(
  { access: 'user', allowTemporaryPassword: true },
  {
    operationId: 'getMe',
    method: 'get',
    path: '/api/me',
    tags: ['Cuenta'],
    summary: 'Perfil del usuario con sesión',
    responses: {
      200: jsonResponse('Perfil', Me, 'Me'),
      ...errorResponses(401),
    },
  },
);

/** The same answer PATCH /api/client/me gives (src/shared/api/client-area/profile.ts). */
const getOwnClientRoute = defineRoute(
  { access: 'client' },
  {
    operationId: 'getOwnClient',
    method: 'get',
    path: '/api/client/me',
    tags: ['Cuenta'],
    summary: 'Ficha de cliente del usuario con sesión',
    responses: {
      200: jsonResponse('Cliente', OwnClientResponse, 'OwnClientResponse'),
      ...errorResponses(401, 403, 404),
    },
  },
);

export const meRoutes = createRouter()
  .openapi(getMeRoute, (c) => c.json(toMe(c.get('user')), 200))
  .openapi(getOwnClientRoute, async (c) => {
    const client = await getOwnClient(c.get('deps').database.db, c.get('user').id);
    return c.json({ client }, 200);
  });
