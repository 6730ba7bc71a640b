import { OkResponse } from '../../shared/api/account';
import {
  PasswordChangeBody,
  PROFILE_PASSWORD_TEXTS,
  TemporaryPasswordChangeBody,
} from '../../shared/auth/password-policy';
import { AppError } from '../errors/app-error';
import { defineRoute } from '../http/define-route';
import { createRouter, errorResponses } from '../http/router';
import { checkCurrentPassword, setPassword } from '../services/account/change-password';
import { recordAudit } from '../services/audit/record-audit';
import {
  type AttemptOutcome,
  concludeAttempt,
  EMAIL_LOCKOUT,
  reserveAttempt,
  throttleKey,
} from '../services/auth/login-throttle';
import { namedSchema } from './named-schema';

const OkSchema = namedSchema(OkResponse, 'Ok');

export const accountRoutes = createRouter()
  .openapi(
    defineRoute(
      { access: 'user', allowTemporaryPassword: true },
      {
        method: 'post',
        path: '/api/account/temporary-password',
        tags: ['Cuenta'],
        summary: 'Sustituir la contraseña temporal (cambio obligatorio)',
        request: {
          body: { required: true, content: { 'application/json': { schema: TemporaryPasswordChangeBody } } },
        },
        responses: {
          200: { description: 'Contraseña cambiada', content: { 'application/json': { schema: OkSchema } } },
          ...errorResponses(400, 401, 409),
        },
      },
    ),
    async (c) => {
      const { database } = c.get('deps');
      const user = c.get('user')!;
      if (!user.isTempPassword) throw new AppError('CONFLICT', 'Tu contraseña no es temporal.');
      const { newPassword } = c.req.valid('json');
      const { revokedSessions } = await setPassword(database.db, {
        userId: user.id,
        keepSessionId: c.get('session')!.id,
        newPassword,
        acceptInvitation: true,
      });
      await recordAudit(database.db, {
        event: 'password.changed',
        userId: user.id,
        email: user.email,
        ip: c.get('clientIp'),
        details: { kind: 'temporary', revokedSessions },
      });
      return c.json({ ok: true } as const, 200);
    },
  )
  .openapi(
    defineRoute(
      { access: 'user' },
      {
        method: 'post',
        path: '/api/account/password',
        tags: ['Cuenta'],
        summary: 'Cambiar la contraseña (perfil)',
        request: {
          body: { required: true, content: { 'application/json': { schema: PasswordChangeBody } } },
        },
        responses: {
          200: { description: 'Contraseña cambiada', content: { 'application/json': { schema: OkSchema } } },
          ...errorResponses(400, 401, 403, 429),
        },
      },
    ),
    async (c) => {
      const { database } = c.get('deps');
      const db = database.db;
      const user = c.get('user')!;
      const email = user.email.toLowerCase();
      const { currentPassword, newPassword } = c.req.valid('json');
      // The current password is checked under the same lockout as a sign-in: reserved atomically first.
      const attempt = await reserveAttempt(db, throttleKey.email(email), EMAIL_LOCKOUT);
      if (!attempt.allowed) throw new AppError('LIMIT_EXCEEDED');
      let isCurrent = false;
      let outcome: AttemptOutcome = 'void';
      try {
        isCurrent = await checkCurrentPassword(db, user.id, currentPassword);
        outcome = isCurrent ? 'success' : 'failure';
      } finally {
        await concludeAttempt(db, attempt.reservation, outcome);
      }
      if (!isCurrent) {
        await recordAudit(db, {
          event: 'password.change_failed',
          userId: user.id,
          email,
          ip: c.get('clientIp'),
        });
        throw new AppError('INVALID_CURRENT_PASSWORD', PROFILE_PASSWORD_TEXTS.wrongCurrentDescription);
      }
      const { revokedSessions } = await setPassword(db, {
        userId: user.id,
        keepSessionId: c.get('session')!.id,
        newPassword,
      });
      await recordAudit(db, {
        event: 'password.changed',
        userId: user.id,
        email,
        ip: c.get('clientIp'),
        details: { kind: 'profile', revokedSessions },
      });
      return c.json({ ok: true } as const, 200);
    },
  );
