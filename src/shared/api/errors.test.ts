import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ERROR_MESSAGES,
  ERROR_CODES,
  ERROR_STATUS,
  isApiErrorBody,
  isErrorCode,
  SIGN_IN_ERRORS,
} from './errors';

describe('error codes', () => {
  it('are exactly the contract codes', () => {
    expect(Object.values(ERROR_CODES)).toEqual([
      'UNAUTHORIZED',
      'FORBIDDEN',
      'PASSWORD_CHANGE_REQUIRED',
      'NOT_FOUND',
      'INVALID_REQUEST',
      'INVALID_CURRENT_PASSWORD',
      'CONFLICT',
      'LIMIT_EXCEEDED',
      'PAYLOAD_TOO_LARGE',
      'UNSUPPORTED_MEDIA',
      'SERVICE_UNAVAILABLE',
      'INTERNAL',
    ]);
    for (const [key, value] of Object.entries(ERROR_CODES)) expect(key).toBe(value);
    expect(isErrorCode('NOT_FOUND')).toBe(true);
    expect(isErrorCode('TEAPOT')).toBe(false);
  });

  it('map to their HTTP status', () => {
    expect(ERROR_STATUS).toEqual({
      UNAUTHORIZED: 401,
      FORBIDDEN: 403,
      PASSWORD_CHANGE_REQUIRED: 403,
      NOT_FOUND: 404,
      INVALID_REQUEST: 400,
      INVALID_CURRENT_PASSWORD: 400,
      CONFLICT: 409,
      LIMIT_EXCEEDED: 429,
      PAYLOAD_TOO_LARGE: 413,
      UNSUPPORTED_MEDIA: 415,
      SERVICE_UNAVAILABLE: 503,
      INTERNAL: 500,
    });
  });

  it('have Spanish default messages', () => {
    expect(DEFAULT_ERROR_MESSAGES).toEqual({
      UNAUTHORIZED: 'Debes iniciar sesión para continuar.',
      FORBIDDEN: 'No tienes permisos para realizar esta acción.',
      PASSWORD_CHANGE_REQUIRED: 'Debes cambiar tu contraseña temporal antes de continuar.',
      NOT_FOUND: 'No se encontró el recurso solicitado.',
      INVALID_REQUEST: 'Los datos enviados no son válidos.',
      INVALID_CURRENT_PASSWORD: 'La contraseña actual no es válida',
      CONFLICT: 'El recurso ya existe o ha cambiado.',
      LIMIT_EXCEEDED: 'Has superado el límite de peticiones. Inténtalo más tarde.',
      PAYLOAD_TOO_LARGE: 'La petición es demasiado grande.',
      UNSUPPORTED_MEDIA:
        'El archivo no es una imagen ni un vídeo admitido (JPEG, PNG, WebP, HEIC, MP4 o MOV).',
      SERVICE_UNAVAILABLE:
        'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
      INTERNAL: 'Ha ocurrido un error inesperado. Inténtalo de nuevo.',
    });
  });
});

describe('sign-in refusals', () => {
  it('keep the status and text the sign-in page and its tests read', () => {
    expect(SIGN_IN_ERRORS).toEqual({
      ACCOUNT_LOCKED: { status: 429, message: 'Too many requests: account locked' },
      TOO_MANY_REQUESTS: { status: 429, message: 'Too many requests. Please try again later.' },
      TEMP_PASSWORD_EXPIRED: {
        status: 403,
        message: 'Tu contraseña temporal ha caducado. Pide a la agencia unas credenciales nuevas.',
      },
      ACCOUNT_INACTIVE: { status: 403, message: 'Tu cuenta está desactivada. Contacta con la agencia.' },
      SSO_REQUIRED: {
        status: 403,
        message: 'Las cuentas de la agencia entran con el inicio de sesión único (SSO).',
      },
    });
  });
});

describe('isErrorCode', () => {
  it('accepts known codes only', () => {
    expect(isErrorCode('FORBIDDEN')).toBe(true);
    expect(isErrorCode('forbidden')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(403)).toBe(false);
  });
});

describe('isApiErrorBody', () => {
  it('accepts our error bodies', () => {
    expect(
      isApiErrorBody({ error: { code: 'NOT_FOUND', message: 'No se encontraron datos del cliente' } }),
    ).toBe(true);
    expect(
      isApiErrorBody({
        error: {
          code: 'INVALID_REQUEST',
          message: 'La contraseña debe tener al menos un número',
          issues: [{ path: 'newPassword', message: 'La contraseña debe tener al menos un número' }],
        },
      }),
    ).toBe(true);
  });

  it.each([
    ['null', null],
    ['a string', 'error'],
    ['Better Auth shape', { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }],
    ['unknown code', { error: { code: 'TEAPOT', message: 'x' } }],
    ['missing message', { error: { code: 'NOT_FOUND' } }],
    ['error not an object', { error: 'NOT_FOUND' }],
    ['issues not an array', { error: { code: 'INVALID_REQUEST', message: 'x', issues: 'bad' } }],
    [
      'malformed issue',
      { error: { code: 'INVALID_REQUEST', message: 'x', issues: [{ path: 1, message: 'x' }] } },
    ],
  ])('rejects %s', (_name, value) => {
    expect(isApiErrorBody(value)).toBe(false);
  });
});
