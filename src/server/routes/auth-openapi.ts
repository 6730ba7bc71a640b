import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { SessionAnswer, SignInAnswer, SignInBody } from '../../shared/api/auth-session';
import { AuthErrorBody } from '../../shared/api/error-body';
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
}
