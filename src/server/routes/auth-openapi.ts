import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { SessionAnswer, SignInAnswer, SignInBody } from '../../shared/api/auth-session';
import { AuthErrorBody } from '../../shared/api/error-body';
import {
  CheckResetTokenAnswer,
  CheckResetTokenBody,
  RESET_REQUEST_WINDOW_MINUTES,
  RESET_REQUESTS_PER_EMAIL,
  RESET_REQUESTS_PER_IP,
  RequestPasswordResetAnswer,
  RequestPasswordResetBody,
  ResetPasswordAnswer,
  ResetPasswordBody,
} from '../../shared/auth/password-reset';
import type { AppEnv } from '../http/context';
import { jsonBody, jsonResponse } from '../http/json-content';
import { errorResponses } from '../http/router';

/**
 * The Better Auth endpoints the panel exposes (served by routes/auth.ts), described in the OpenAPI document so
 * the reference at /api/docs shows how to sign in. Their errors use Better Auth's shape `{ code, message }`.
 */
const AuthErrorSchema = AuthErrorBody.meta({ id: 'AuthError' });

const SignInBodySchema = z
  .object({
    email: SignInBody.shape.email.openapi({ example: 'agencia@demo.local' }),
    password: SignInBody.shape.password.openapi({ example: 'Demo-Agencia-2026' }),
  })
  .openapi('SignInBody');

const authError = (description: string) => jsonResponse(description, AuthErrorSchema);

/** Public: no session needed (Better Auth reads the cookie itself where there is one). */
const PUBLIC = { 'x-access': 'public', security: [] as { [scheme: string]: string[] }[] };

export function registerAuthOpenApi(app: OpenAPIHono<AppEnv>) {
  const registry = app.openAPIRegistry;
  registry.registerPath({
    operationId: 'signInEmail',
    method: 'post',
    path: '/api/auth/sign-in/email',
    tags: ['Sesión'],
    summary: 'Iniciar sesión con e-mail y contraseña',
    description:
      'Fija la cookie de sesión. Tras 5 intentos fallidos para un e-mail, ese e-mail queda bloqueado 15 minutos ' +
      '(429 ACCOUNT_LOCKED), también con la contraseña correcta; además hay un límite por IP (429).',
    ...PUBLIC,
    request: { body: jsonBody(SignInBodySchema) },
    responses: {
      200: jsonResponse('Sesión iniciada (Set-Cookie)', SignInAnswer, 'SignInAnswer'),
      400: authError('E-mail con formato inválido (INVALID_EMAIL)'),
      401: authError('Credenciales incorrectas (INVALID_EMAIL_OR_PASSWORD)'),
      403: authError(
        'Contraseña temporal caducada (TEMP_PASSWORD_EXPIRED) o cliente desactivado (ACCOUNT_INACTIVE)',
      ),
      429: authError('E-mail bloqueado (ACCOUNT_LOCKED) o demasiadas peticiones desde la IP'),
    },
  });
  registry.registerPath({
    operationId: 'signOut',
    method: 'post',
    path: '/api/auth/sign-out',
    tags: ['Sesión'],
    summary: 'Cerrar la sesión (la elimina en el servidor)',
    ...PUBLIC,
    responses: {
      200: { description: 'Sesión cerrada' },
      ...errorResponses(403),
      429: authError('Demasiadas peticiones'),
    },
  });
  registry.registerPath({
    operationId: 'getSession',
    method: 'get',
    path: '/api/auth/get-session',
    tags: ['Sesión'],
    summary: 'Sesión actual, o null',
    ...PUBLIC,
    responses: {
      200: jsonResponse(
        'La sesión y su usuario, o null',
        SessionAnswer.unwrap().meta({ id: 'Session' }).nullable(),
      ),
      429: authError('Demasiadas peticiones'),
    },
  });
  registry.registerPath({
    operationId: 'requestPasswordReset',
    method: 'post',
    path: '/api/auth/request-password-reset',
    tags: ['Sesión'],
    summary: 'Pedir un enlace para restablecer la contraseña',
    description:
      'Envía por e-mail un enlace de un solo uso que caduca en 1 hora, si la dirección es de una cuenta que puede ' +
      'iniciar sesión. La respuesta es la misma (estado, cuerpo y tiempo) exista o no la cuenta. Límites: ' +
      `${RESET_REQUESTS_PER_EMAIL} peticiones por e-mail desde una misma IP y ${RESET_REQUESTS_PER_IP} por IP cada ` +
      `${RESET_REQUEST_WINDOW_MINUTES} minutos (429 con Retry-After).`,
    ...PUBLIC,
    request: {
      body: jsonBody(
        z.object({ email: RequestPasswordResetBody.shape.email.meta({ example: 'cliente@demo.local' }) }),
        'RequestPasswordResetBody',
      ),
    },
    responses: {
      200: jsonResponse(
        'Petición recibida (la misma respuesta para cualquier dirección)',
        RequestPasswordResetAnswer,
        'RequestPasswordResetAnswer',
      ),
      400: authError('E-mail con formato inválido (INVALID_EMAIL)'),
      ...errorResponses(403),
      429: authError('Demasiadas peticiones para el e-mail o desde la IP (TOO_MANY_REQUESTS)'),
    },
  });
  registry.registerPath({
    operationId: 'checkResetToken',
    method: 'post',
    path: '/api/auth/reset-password/check',
    tags: ['Sesión'],
    summary: 'Si el enlace de restablecimiento sigue valiendo (no lo consume)',
    description:
      'La página del enlace lo pregunta al abrirse, para decir en seguida que el enlace no vale en vez de tras ' +
      'escribir la contraseña. Responde 200 con `valid` en todo caso.',
    ...PUBLIC,
    request: { body: jsonBody(CheckResetTokenBody, 'CheckResetTokenBody') },
    responses: {
      200: jsonResponse('Validez del enlace', CheckResetTokenAnswer, 'CheckResetTokenAnswer'),
      // Refused before the route: a foreign Origin (403), a body over BODY_LIMIT_BYTES (413).
      ...errorResponses(403, 413),
    },
  });
  registry.registerPath({
    operationId: 'resetPassword',
    method: 'post',
    path: '/api/auth/reset-password',
    tags: ['Sesión'],
    summary: 'Fijar una contraseña nueva con el token del enlace',
    description:
      'El token se consume una sola vez. La contraseña nueva sigue las reglas de contraseñas; al guardarla se ' +
      'cierran todas las sesiones del usuario, se quita la marca de contraseña temporal y se desbloquea el inicio ' +
      'de sesión de su e-mail.',
    ...PUBLIC,
    request: { body: jsonBody(ResetPasswordBody, 'ResetPasswordBody') },
    responses: {
      200: jsonResponse('Contraseña cambiada', ResetPasswordAnswer, 'ResetPasswordAnswer'),
      400: authError(
        'Enlace no válido, usado o caducado (INVALID_TOKEN), o contraseña que no cumple las reglas (INVALID_NEW_PASSWORD)',
      ),
      403: authError('Cuenta desactivada (ACCOUNT_INACTIVE), u origen no permitido'),
      429: authError('Demasiadas peticiones'),
    },
  });
}
