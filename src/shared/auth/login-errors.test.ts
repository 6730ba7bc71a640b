import { describe, expect, it } from 'vitest';
import {
  isCredentialError,
  isLockoutError,
  LOGIN_MAX_ATTEMPTS,
  LOGIN_TEXTS,
  mapLoginError,
  normaliseEmail,
} from './login-errors';

const TITLE = 'Error de autenticación';
const CREDENTIALS = 'Credenciales incorrectas. Verifica tu email y contraseña.';
const NOT_CONFIRMED = 'Debes confirmar tu email antes de poder acceder.';
const TOO_MANY = 'Demasiados intentos. Espera unos minutos antes de intentar de nuevo.';
const EMAIL_FORMAT = 'Formato de email inválido.';
const OTHER = 'Ha ocurrido un error inesperado.';
const LOCKED = {
  title: 'Demasiados intentos',
  description: 'Has excedido el número máximo de intentos. Espera unos minutos.',
};

describe('mapLoginError: spec section 8 messages', () => {
  it.each([
    ['Invalid login credentials', CREDENTIALS],
    ['Invalid password', CREDENTIALS],
    ['Wrong credentials supplied', CREDENTIALS],
    ['Email not confirmed', NOT_CONFIRMED],
    ['Too many requests', TOO_MANY],
    ['Invalid email format', EMAIL_FORMAT],
    ['Something else broke', OTHER],
    ['', OTHER],
  ])('%j -> %j', (message, description) => {
    expect(mapLoginError({ message })).toEqual({ title: TITLE, description });
  });
});

describe('mapLoginError: server answers', () => {
  it('maps Better Auth wrong e-mail or password (401) to the credentials text', () => {
    expect(
      mapLoginError({ status: 401, code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }),
    ).toEqual({ title: TITLE, description: CREDENTIALS });
  });

  it('maps Better Auth invalid e-mail (400) to the format text, not the credentials text', () => {
    expect(mapLoginError({ status: 400, code: 'INVALID_EMAIL', message: 'Invalid email' })).toEqual({
      title: TITLE,
      description: EMAIL_FORMAT,
    });
    expect(mapLoginError({ code: 'INVALID_EMAIL' })).toEqual({ title: TITLE, description: EMAIL_FORMAT });
    expect(mapLoginError({ message: 'Invalid email' })).toEqual({ title: TITLE, description: EMAIL_FORMAT });
  });

  it('maps the account lockout to the locked texts', () => {
    expect(
      mapLoginError({ status: 429, code: 'ACCOUNT_LOCKED', message: 'Too many requests: account locked' }),
    ).toEqual(LOCKED);
    expect(mapLoginError({ code: 'ACCOUNT_LOCKED' })).toEqual(LOCKED);
  });

  it('maps the per-IP limiter and any 429 to the too-many-requests text', () => {
    expect(
      mapLoginError({
        status: 429,
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many requests. Please try again later.',
      }),
    ).toEqual({ title: TITLE, description: TOO_MANY });
    expect(mapLoginError({ code: 'TOO_MANY_REQUESTS' })).toEqual({ title: TITLE, description: TOO_MANY });
    expect(mapLoginError({ status: 429 })).toEqual({ title: TITLE, description: TOO_MANY });
  });

  it.each([
    [
      'an expired temporary password',
      'TEMP_PASSWORD_EXPIRED',
      'Tu contraseña temporal ha caducado. Pide a la agencia unas credenciales nuevas.',
    ],
    [
      "a deactivated client's sign-in",
      'ACCOUNT_INACTIVE',
      'Tu cuenta está desactivada. Contacta con la agencia.',
    ],
  ])('shows the server message for %s, and the same text without one', (_name, code, message) => {
    expect(mapLoginError({ status: 403, code, message })).toEqual({ title: TITLE, description: message });
    expect(mapLoginError({ code })).toEqual({ title: TITLE, description: message });
  });

  it('shows the server message for an agency password refused in SSO-only mode, never as a wrong password', () => {
    const message =
      'Las cuentas de la agencia entran con el inicio de sesión único: usa «Entrar con Keycloak».';
    expect(mapLoginError({ status: 403, code: 'SSO_REQUIRED', message })).toEqual({
      title: TITLE,
      description: message,
    });
    expect(mapLoginError({ code: 'SSO_REQUIRED' }).description).toBe(LOGIN_TEXTS.ssoRequired);
    expect(isCredentialError({ status: 403, code: 'SSO_REQUIRED', message })).toBe(false);
  });

  it('maps an unverified e-mail code to the confirmation text', () => {
    expect(mapLoginError({ status: 403, code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' })).toEqual(
      {
        title: TITLE,
        description: NOT_CONFIRMED,
      },
    );
  });

  it('maps a bare 401 to the credentials text', () => {
    expect(mapLoginError({ status: 401 })).toEqual({ title: TITLE, description: CREDENTIALS });
  });

  it('maps unknown or empty input to the generic text', () => {
    expect(mapLoginError(null)).toEqual({ title: TITLE, description: OTHER });
    expect(mapLoginError(undefined)).toEqual({ title: TITLE, description: OTHER });
    expect(mapLoginError({})).toEqual({ title: TITLE, description: OTHER });
    expect(mapLoginError({ status: 500, code: 'INTERNAL_SERVER_ERROR', message: 'Boom' })).toEqual({
      title: TITLE,
      description: OTHER,
    });
  });
});

describe('isLockoutError', () => {
  it('is true only for ACCOUNT_LOCKED', () => {
    expect(isLockoutError({ status: 429, code: 'ACCOUNT_LOCKED' })).toBe(true);
    expect(isLockoutError({ status: 429, code: 'TOO_MANY_REQUESTS' })).toBe(false);
    expect(isLockoutError({ status: 429 })).toBe(false);
    expect(isLockoutError(null)).toBe(false);
    expect(isLockoutError(undefined)).toBe(false);
  });
});

describe('LOGIN_TEXTS', () => {
  it('holds the spec texts of the login page', () => {
    expect(LOGIN_MAX_ATTEMPTS).toBe(5);
    expect(LOGIN_TEXTS).toMatchObject({
      errorTitle: 'Error de autenticación',
      requiredFieldsTitle: 'Campos requeridos',
      requiredFieldsDescription: 'Por favor, completa todos los campos.',
      successTitle: '¡Bienvenido!',
      successDescription: 'Has iniciado sesión correctamente.',
      unexpectedTitle: 'Error',
      unexpectedDescription: 'Ha ocurrido un error inesperado. Inténtalo de nuevo.',
      unexpectedCritical: 'Error inesperado durante el login',
      lockedTitle: 'Demasiados intentos',
      lockedDescription: 'Has excedido el número máximo de intentos. Espera unos minutos.',
      loading: 'Cargando...',
      redirecting: 'Redirigiendo...',
    });
  });
});

describe('isCredentialError: what counts toward the 5-attempt lock', () => {
  it('is true only for a wrong e-mail or password', () => {
    expect(
      isCredentialError({
        status: 401,
        code: 'INVALID_EMAIL_OR_PASSWORD',
        message: 'Invalid email or password',
      }),
    ).toBe(true);
    expect(isCredentialError({ status: 401 })).toBe(true);
    for (const err of [
      {
        status: 403,
        code: 'ACCOUNT_INACTIVE',
        message: 'Tu cuenta está desactivada. Contacta con la agencia.',
      },
      { status: 403, code: 'TEMP_PASSWORD_EXPIRED' },
      { status: 429, code: 'ACCOUNT_LOCKED' },
      { status: 429, code: 'TOO_MANY_REQUESTS' },
      { status: 400, code: 'INVALID_EMAIL', message: 'Invalid email' },
      { status: 500, code: 'INTERNAL_SERVER_ERROR', message: 'Boom' },
      null,
    ]) {
      expect(isCredentialError(err), JSON.stringify(err)).toBe(false);
    }
  });
});

describe('normaliseEmail', () => {
  it('trims and lowercases', () => {
    expect(normaliseEmail('  Cliente@Demo.LOCAL \n')).toBe('cliente@demo.local');
  });
});
