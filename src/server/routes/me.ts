import { Me } from '../../shared/api/account';
import { OwnClientResponse } from '../../shared/api/client-area/profile';
import { jsonRoutes } from '../http/json-route';
import { createRouter } from '../http/router';
import { toMe } from '../services/account/get-me';
import { getOwnClient } from '../services/client-area/own-client';
import { askerOf } from './asker';

const duringTemporaryPassword = jsonRoutes({
  access: 'user',
  allowTemporaryPassword: true,
  tags: ['Cuenta'],
});
const clients = jsonRoutes({ access: 'client', tags: ['Cuenta'] });

const getMeRoute = duringTemporaryPassword.get('/api/me', 'getMe', {
  summary: 'Perfil del usuario con sesión',
  ok: ['Perfil', Me, 'Me'],
  errors: [401],
});

/** The same answer PATCH /api/client/me gives (src/shared/api/client-area/profile.ts). */
const getOwnClientRoute = clients.get('/api/client/me', 'getOwnClient', {
  summary: 'Ficha de cliente del usuario con sesión',
  ok: ['Cliente', OwnClientResponse, 'OwnClientResponse'],
  errors: [401, 403, 404],
});

export const meRoutes = createRouter()
  .openapi(getMeRoute, (c) => c.json(toMe(c.get('user')), 200))
  .openapi(getOwnClientRoute, async (c) => {
    const client = await getOwnClient(c.get('deps').database.db, askerOf(c).userId);
    return c.json({ client }, 200);
  });
