import { OkResponse } from '../../shared/api/account';
import { PasswordChangeBody, TemporaryPasswordChangeBody } from '../../shared/auth/password-policy';
import { defineRoute } from '../http/define-route';
import { jsonBody, jsonResponse } from '../http/json-content';
import { createRouter, errorResponses } from '../http/router';
import { changeOwnPassword } from '../services/account/change-own-password';
import { replaceTemporaryPassword } from '../services/account/replace-temporary-password';

const TAGS = ['Cuenta'];

const changeTemporaryPasswordRoute = defineRoute(
  { access: 'user', allowTemporaryPassword: true },
  {
    operationId: 'changeTemporaryPassword',
    method: 'post',
    path: '/api/account/temporary-password',
    tags: TAGS,
    summary: 'Sustituir la contraseña temporal (cambio obligatorio)',
    request: { body: jsonBody(TemporaryPasswordChangeBody) },
    responses: {
      200: jsonResponse('Contraseña cambiada', OkResponse, 'Ok'),
      ...errorResponses(400, 401, 409),
    },
  },
);

const changePasswordRoute = defineRoute(
  { access: 'user' },
  {
    operationId: 'changePassword',
    method: 'post',
    path: '/api/account/password',
    tags: TAGS,
    summary: 'Cambiar la contraseña (perfil)',
    request: { body: jsonBody(PasswordChangeBody) },
    responses: {
      200: jsonResponse('Contraseña cambiada', OkResponse, 'Ok'),
      ...errorResponses(400, 401, 403, 429),
    },
  },
);

export const accountRoutes = createRouter()
  .openapi(changeTemporaryPasswordRoute, async (c) => {
    await replaceTemporaryPassword({
      db: c.get('deps').database.db,
      user: c.get('user'),
      sessionId: c.get('session').id,
      newPassword: c.req.valid('json').newPassword,
      ip: c.get('clientIp'),
    });
    return c.json({ ok: true } as const, 200);
  })
  .openapi(changePasswordRoute, async (c) => {
    const { currentPassword, newPassword } = c.req.valid('json');
    await changeOwnPassword({
      db: c.get('deps').database.db,
      user: c.get('user'),
      sessionId: c.get('session').id,
      currentPassword,
      newPassword,
      ip: c.get('clientIp'),
    });
    return c.json({ ok: true } as const, 200);
  });
