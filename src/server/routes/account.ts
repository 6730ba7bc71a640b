import { OkResponse } from '../../shared/api/account';
import { PasswordChangeBody, TemporaryPasswordChangeBody } from '../../shared/auth/password-schemas';
import { jsonRoutes } from '../http/json-route';
import { createRouter } from '../http/router';
import { changeOwnPassword } from '../services/account/change-own-password';
import { replaceTemporaryPassword } from '../services/account/replace-temporary-password';
import { askerOf } from './asker';

const TAGS = ['Cuenta'];

const duringTemporaryPassword = jsonRoutes({ access: 'user', allowTemporaryPassword: true, tags: TAGS });
const signedIn = jsonRoutes({ access: 'user', tags: TAGS });

const changeTemporaryPasswordRoute = duringTemporaryPassword.post(
  '/api/account/temporary-password',
  'changeTemporaryPassword',
  {
    summary: 'Sustituir la contraseña temporal (cambio obligatorio)',
    body: [TemporaryPasswordChangeBody],
    ok: ['Contraseña cambiada', OkResponse, 'Ok'],
    errors: [400, 401, 409],
  },
);

const changePasswordRoute = signedIn.post('/api/account/password', 'changePassword', {
  summary: 'Cambiar la contraseña (perfil)',
  body: [PasswordChangeBody],
  ok: ['Contraseña cambiada', OkResponse, 'Ok'],
  errors: [400, 401, 403, 429],
});

export const accountRoutes = createRouter()
  .openapi(changeTemporaryPasswordRoute, async (c) => {
    await replaceTemporaryPassword({
      db: c.get('deps').database.db,
      actor: askerOf(c),
      isTempPassword: Boolean(c.get('user').isTempPassword),
      sessionId: c.get('session').id,
      newPassword: c.req.valid('json').newPassword,
    });
    return c.json({ ok: true } as const, 200);
  })
  .openapi(changePasswordRoute, async (c) => {
    const { currentPassword, newPassword } = c.req.valid('json');
    await changeOwnPassword({
      db: c.get('deps').database.db,
      actor: askerOf(c),
      sessionId: c.get('session').id,
      currentPassword,
      newPassword,
    });
    return c.json({ ok: true } as const, 200);
  });
