import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { AUTH_ENDPOINTS, type AuthEndpointName } from '../../shared/api/auth-endpoints';
import { AuthErrorBody } from '../../shared/api/error-body';
import {
  RESET_REQUEST_WINDOW_MINUTES,
  RESET_REQUESTS_PER_EMAIL,
  RESET_REQUESTS_PER_IP,
} from '../../shared/auth/password-reset-texts';
import type { AppEnv } from '../http/context';
import { jsonBody, jsonResponse } from '../http/json-content';
import { errorResponses } from '../http/router';

/**
 * The Better Auth endpoints the panel exposes (served by routes/auth.ts), described in the OpenAPI document so
 * the reference at /api/docs shows how to sign in: their methods, paths and schemas are those of
 * src/shared/api/auth-endpoints.ts, with the examples and texts of the reference added here. Their errors use
 * Better Auth's shape `{ code, message }`.
 */
const AuthErrorSchema = AuthErrorBody.meta({ id: 'AuthError' });

const {
  signInEmail,
  signOut,
  getSession,
  requestPasswordReset,
  checkResetToken,
  resetPassword,
  ssoConfig,
  signInSso,
} = AUTH_ENDPOINTS;

const SignInBodySchema = z
  .object({
    email: signInEmail.body.shape.email.openapi({ example: 'agencia@demo.local' }),
    password: signInEmail.body.shape.password.openapi({ example: 'Demo-Agencia-2026' }),
  })
  .openapi('SignInBody');

const authError = (description: string) => jsonResponse(description, AuthErrorSchema);

/**
 * An endpoint's operationId (its name in auth-endpoints.ts), method and path; public: no session needed (Better
 * Auth reads the cookie itself where there is one).
 */
function operationOf(name: AuthEndpointName) {
  const { method, path } = AUTH_ENDPOINTS[name];
  return {
    operationId: name,
    method: method === 'GET' ? ('get' as const) : ('post' as const),
    path,
    tags: ['Sesión'],
    'x-access': 'public',
    security: [] as { [scheme: string]: string[] }[],
  };
}

export function registerAuthOpenApi(app: OpenAPIHono<AppEnv>) {
  const registry = app.openAPIRegistry;
  registry.registerPath({
    ...operationOf('signInEmail'),
    summary: 'Iniciar sesión con e-mail y contraseña',
    description:
      'Fija la cookie de sesión. Tras 5 intentos fallidos para un e-mail, ese e-mail queda bloqueado 15 minutos ' +
      '(429 ACCOUNT_LOCKED), también con la contraseña correcta; además hay un límite por IP (429).',
    request: { body: jsonBody(SignInBodySchema) },
    responses: {
      200: jsonResponse('Sesión iniciada (Set-Cookie)', signInEmail.answer, 'SignInAnswer'),
      400: authError('E-mail con formato inválido (INVALID_EMAIL)'),
      401: authError('Credenciales incorrectas (INVALID_EMAIL_OR_PASSWORD)'),
      403: authError(
        'Contraseña temporal caducada (TEMP_PASSWORD_EXPIRED), cliente desactivado (ACCOUNT_INACTIVE) o, con ' +
          'OIDC_SSO_ONLY, cuenta de la agencia que entra con SSO (SSO_REQUIRED)',
      ),
      429: authError('E-mail bloqueado (ACCOUNT_LOCKED) o demasiadas peticiones desde la IP'),
    },
  });
  registry.registerPath({
    ...operationOf('signOut'),
    summary: 'Cerrar la sesión (la elimina en el servidor)',
    request: { body: jsonBody(signOut.body, 'SignOutBody') },
    responses: {
      200: { description: 'Sesión cerrada' },
      ...errorResponses(403),
      429: authError('Demasiadas peticiones'),
    },
  });
  registry.registerPath({
    ...operationOf('getSession'),
    summary: 'Sesión actual, o null',
    responses: {
      200: jsonResponse(
        'La sesión y su usuario, o null',
        getSession.answer.unwrap().meta({ id: 'Session' }).nullable(),
      ),
      429: authError('Demasiadas peticiones'),
    },
  });
  registry.registerPath({
    ...operationOf('requestPasswordReset'),
    summary: 'Pedir un enlace para restablecer la contraseña',
    description:
      'Envía por e-mail un enlace de un solo uso que caduca en 1 hora, si la dirección es de una cuenta que puede ' +
      'iniciar sesión. La respuesta es la misma (estado, cuerpo y tiempo) exista o no la cuenta. Límites: ' +
      `${RESET_REQUESTS_PER_EMAIL} peticiones por e-mail desde una misma IP y ${RESET_REQUESTS_PER_IP} por IP cada ` +
      `${RESET_REQUEST_WINDOW_MINUTES} minutos (429 con Retry-After).`,
    request: {
      body: jsonBody(
        z.object({ email: requestPasswordReset.body.shape.email.meta({ example: 'cliente@demo.local' }) }),
        'RequestPasswordResetBody',
      ),
    },
    responses: {
      200: jsonResponse(
        'Petición recibida (la misma respuesta para cualquier dirección)',
        requestPasswordReset.answer,
        'RequestPasswordResetAnswer',
      ),
      400: authError('E-mail con formato inválido (INVALID_EMAIL)'),
      ...errorResponses(403),
      429: authError('Demasiadas peticiones para el e-mail o desde la IP (TOO_MANY_REQUESTS)'),
    },
  });
  registry.registerPath({
    ...operationOf('checkResetToken'),
    summary: 'Si el enlace de restablecimiento sigue valiendo (no lo consume)',
    description:
      'La página del enlace lo pregunta al abrirse, para decir en seguida que el enlace no vale en vez de tras ' +
      'escribir la contraseña. Responde 200 con `valid` en todo caso.',
    request: { body: jsonBody(checkResetToken.body, 'CheckResetTokenBody') },
    responses: {
      200: jsonResponse('Validez del enlace', checkResetToken.answer, 'CheckResetTokenAnswer'),
      // Refused before the route: a foreign Origin (403), a body over BODY_LIMIT_BYTES (413).
      ...errorResponses(403, 413),
    },
  });
  registry.registerPath({
    ...operationOf('resetPassword'),
    summary: 'Fijar una contraseña nueva con el token del enlace',
    description:
      'El token se consume una sola vez. La contraseña nueva sigue las reglas de contraseñas; al guardarla se ' +
      'cierran todas las sesiones del usuario, se quita la marca de contraseña temporal y se desbloquea el inicio ' +
      'de sesión de su e-mail.',
    request: { body: jsonBody(resetPassword.body, 'ResetPasswordBody') },
    responses: {
      200: jsonResponse('Contraseña cambiada', resetPassword.answer, 'ResetPasswordAnswer'),
      400: authError(
        'Enlace no válido, usado o caducado (INVALID_TOKEN), o contraseña que no cumple las reglas (INVALID_NEW_PASSWORD)',
      ),
      403: authError(
        'Cuenta desactivada (ACCOUNT_INACTIVE), cuenta de la agencia con OIDC_SSO_ONLY (SSO_REQUIRED), u origen no permitido',
      ),
      429: authError('Demasiadas peticiones'),
    },
  });
  registerSsoOpenApi(app);
}

/** Single sign-on with the agency's OpenID Connect provider (issue 34 §2, docs/sso.md). */
function registerSsoOpenApi(app: OpenAPIHono<AppEnv>) {
  const registry = app.openAPIRegistry;
  registry.registerPath({
    ...operationOf('ssoConfig'),
    summary: 'Si el panel ofrece «Entrar con SSO»',
    description: 'Sin OIDC_ISSUER, OIDC_CLIENT_ID y OIDC_CLIENT_SECRET, `isEnabled` es false.',
    responses: { 200: jsonResponse('La configuración pública del SSO', ssoConfig.answer, 'SsoConfigAnswer') },
  });
  registry.registerPath({
    ...operationOf('signInSso'),
    summary: 'Empezar a entrar con SSO: la dirección del proveedor',
    description:
      'Comprueba que el documento de descubrimiento del proveedor dice ser OIDC_ISSUER y responde la dirección de ' +
      'autorización (con state, nonce y reto PKCE S256) a la que ir. El proveedor devuelve el navegador a ' +
      '`/api/auth/callback/oidc`, que abre la sesión y lleva a /admin, o a /login?error=… con el motivo del rechazo.',
    request: { body: jsonBody(signInSso.body, 'SsoSignInBody') },
    responses: {
      200: jsonResponse('La dirección del proveedor', signInSso.answer, 'SsoSignInAnswer'),
      404: authError('El SSO no está configurado (SSO_NOT_CONFIGURED)'),
      429: authError('Demasiadas peticiones desde la IP'),
      502: authError('El proveedor dice ser otro emisor (SSO_ISSUER_MISMATCH)'),
      503: authError('El proveedor no responde (SSO_UNAVAILABLE)'),
      ...errorResponses(403),
    },
  });
  registry.registerPath({
    ...operationOf('ssoCallback'),
    summary: 'Vuelta del proveedor de SSO (redirect URI)',
    description:
      'La dirección de retorno registrada en el proveedor. Redirige a /admin con la sesión abierta, o a ' +
      '/login?error=<motivo> (por ejemplo sso_no_permission, sso_email_unverified, sso_not_agency_account).',
    request: {
      query: z.object({
        code: z.string().optional(),
        state: z.string().optional(),
        error: z.string().optional(),
        iss: z.string().optional(),
      }),
    },
    responses: {
      302: { description: 'A /admin (Set-Cookie de sesión) o a /login?error=…' },
      404: authError('El SSO no está configurado'),
    },
  });
}
