import { LOGIN_MAX_ATTEMPTS } from '../constants';

// The password-change texts live with the password policy; re-exported for callers that look here.
export { LOGIN_MAX_ATTEMPTS };

/** Every text of the sign-in page and its toasts (spec sections 2 and 8). */
export const LOGIN_TEXTS = {
  errorTitle: 'Error de autenticación',
  invalidCredentials: 'Credenciales incorrectas. Verifica tu email y contraseña.',
  emailNotConfirmed: 'Debes confirmar tu email antes de poder acceder.',
  tooManyRequests: 'Demasiados intentos. Espera unos minutos antes de intentar de nuevo.',
  invalidEmailFormat: 'Formato de email inválido.',
  unknownError: 'Ha ocurrido un error inesperado.',
  tempPasswordExpired: 'Tu contraseña temporal ha caducado. Pide a la agencia unas credenciales nuevas.',
  accountInactive: 'Tu cuenta está desactivada. Contacta con la agencia.',
  /** SSO-only mode (the server's message names the provider's button). */
  ssoRequired: 'Las cuentas de la agencia entran con el inicio de sesión único (SSO).',
  /** The sign-in page, when an open tab was signed out because of the account (the reason under it). */
  sessionEndedTitle: 'Se ha cerrado tu sesión',
  requiredFieldsTitle: 'Campos requeridos',
  requiredFieldsDescription: 'Por favor, completa todos los campos.',
  successTitle: '¡Bienvenido!',
  successDescription: 'Has iniciado sesión correctamente.',
  unexpectedTitle: 'Error',
  unexpectedDescription: 'Ha ocurrido un error inesperado. Inténtalo de nuevo.',
  unexpectedCritical: 'Error inesperado durante el login',
  lockedTitle: 'Demasiados intentos',
  lockedDescription: 'Has excedido el número máximo de intentos. Espera unos minutos.',
  lockedNotice:
    'Has excedido el número máximo de intentos. Espera unos minutos y recarga la página para volver a intentarlo.',
  loading: 'Cargando...',
  loadingHint: 'Si tarda demasiado, recarga la página.',
  redirecting: 'Redirigiendo...',
} as const;

export type LoginErrorInput = { status?: number; code?: string; message?: string } | null | undefined;
export type LoginErrorMessage = { title: string; description: string };

/** Better Auth (and our lockout) codes that mean "wrong e-mail or password". */
const CREDENTIAL_CODES = new Set([
  'INVALID_EMAIL_OR_PASSWORD',
  'INVALID_PASSWORD',
  'USER_NOT_FOUND',
  'CREDENTIAL_ACCOUNT_NOT_FOUND',
]);

function authError(description: string): LoginErrorMessage {
  return { title: LOGIN_TEXTS.errorTitle, description };
}

/** True when the server locked the e-mail after too many failures (our ACCOUNT_LOCKED code). */
export function isLockoutError(err: LoginErrorInput): boolean {
  return err?.code === 'ACCOUNT_LOCKED';
}

/**
 * The toast for a failed sign-in (spec section 8). Codes are checked before messages; among messages
 * the specific ones ('Invalid email format', 'Email not confirmed', 'Too many requests') come before the
 * generic 'Invalid'/'credentials' match, so that Better Auth's 'Invalid email' does not read as bad credentials.
 */
export function mapLoginError(err: LoginErrorInput): LoginErrorMessage {
  if (!err) return authError(LOGIN_TEXTS.unknownError);
  const code = err.code ?? '';
  const message = typeof err.message === 'string' ? err.message.trim() : '';
  const lower = message.toLowerCase();

  if (isLockoutError(err)) {
    return { title: LOGIN_TEXTS.lockedTitle, description: LOGIN_TEXTS.lockedDescription };
  }
  if (code === 'TEMP_PASSWORD_EXPIRED') {
    return authError(message || LOGIN_TEXTS.tempPasswordExpired);
  }
  if (code === 'ACCOUNT_INACTIVE') {
    return authError(message || LOGIN_TEXTS.accountInactive);
  }
  if (code === 'SSO_REQUIRED') {
    return authError(message || LOGIN_TEXTS.ssoRequired);
  }
  if (code === 'TOO_MANY_REQUESTS' || err.status === 429 || lower.includes('too many requests')) {
    return authError(LOGIN_TEXTS.tooManyRequests);
  }
  if (code === 'INVALID_EMAIL' || lower === 'invalid email' || lower.includes('invalid email format')) {
    return authError(LOGIN_TEXTS.invalidEmailFormat);
  }
  if (code === 'EMAIL_NOT_VERIFIED' || lower.includes('email not confirmed')) {
    return authError(LOGIN_TEXTS.emailNotConfirmed);
  }
  if (
    CREDENTIAL_CODES.has(code) ||
    lower.includes('invalid') ||
    lower.includes('credentials') ||
    (err.status === 401 && !code && !message)
  ) {
    return authError(LOGIN_TEXTS.invalidCredentials);
  }
  return authError(LOGIN_TEXTS.unknownError);
}

/**
 * True when the refusal means a wrong e-mail or password (what mapLoginError shows as 'Credenciales
 * incorrectas'). Only these count toward the form's 5-attempt lock: an inactive account, an expired temporary
 * password, a rate limit or a server error are not guesses, and retrying them must not lock the form.
 */
export function isCredentialError(err: LoginErrorInput): boolean {
  return mapLoginError(err).description === LOGIN_TEXTS.invalidCredentials;
}

/** The e-mail as sent to sign-in and stored: trimmed and lowercased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
