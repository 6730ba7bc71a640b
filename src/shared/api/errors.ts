import { LOGIN_TEXTS } from '../auth/login-errors';

/** The error codes of our /api routes (Better Auth's /api/auth/* routes answer their own `{ code, message }`). */
export const ERROR_CODES = {
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  PASSWORD_CHANGE_REQUIRED: 'PASSWORD_CHANGE_REQUIRED',
  NOT_FOUND: 'NOT_FOUND',
  INVALID_REQUEST: 'INVALID_REQUEST',
  INVALID_CURRENT_PASSWORD: 'INVALID_CURRENT_PASSWORD',
  CONFLICT: 'CONFLICT',
  LIMIT_EXCEEDED: 'LIMIT_EXCEEDED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA: 'UNSUPPORTED_MEDIA',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL: 'INTERNAL',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The HTTP status each code is answered with. */
export const ERROR_STATUS = {
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
} as const satisfies Record<ErrorCode, number>;

/** The Spanish message used when a route raises a code without a more specific one. */
export const DEFAULT_ERROR_MESSAGES = {
  UNAUTHORIZED: 'Debes iniciar sesión para continuar.',
  FORBIDDEN: 'No tienes permisos para realizar esta acción.',
  PASSWORD_CHANGE_REQUIRED: 'Debes cambiar tu contraseña temporal antes de continuar.',
  NOT_FOUND: 'No se encontró el recurso solicitado.',
  INVALID_REQUEST: 'Los datos enviados no son válidos.',
  INVALID_CURRENT_PASSWORD: 'La contraseña actual no es válida',
  CONFLICT: 'El recurso ya existe o ha cambiado.',
  LIMIT_EXCEEDED: 'Has superado el límite de peticiones. Inténtalo más tarde.',
  PAYLOAD_TOO_LARGE: 'La petición es demasiado grande.',
  // The same words as MEDIA_MESSAGES.unsupported (media-types.test.ts checks it), written out: this table is on
  // the sign-in page's path, which does not load the media constants.
  UNSUPPORTED_MEDIA: 'El archivo no es una imagen ni un vídeo admitido (JPEG, PNG, WebP, HEIC, MP4 o MOV).',
  SERVICE_UNAVAILABLE: 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
  INTERNAL: 'Ha ocurrido un error inesperado. Inténtalo de nuevo.',
} as const satisfies Record<ErrorCode, string>;

/**
 * The refusals of POST /api/auth/sign-in/email that are ours, not Better Auth's. That route belongs to Better
 * Auth, so they keep its shape `{ code, message }` (not `{ error }`) and, for the rate limits, its English
 * wording; the sign-in page shows LOGIN_TEXTS by code (src/shared/auth/login-errors.ts).
 */
export const SIGN_IN_ERRORS = {
  /** The e-mail is locked after too many failures (15 minutes), even with the right password. */
  ACCOUNT_LOCKED: { status: 429, message: 'Too many requests: account locked' },
  /** The per-address limit; answered with Retry-After. */
  TOO_MANY_REQUESTS: { status: 429, message: 'Too many requests. Please try again later.' },
  /** The password was right but the temporary password has expired: the agency issues new credentials. */
  TEMP_PASSWORD_EXPIRED: { status: 403, message: LOGIN_TEXTS.tempPasswordExpired },
  /** The password was right but the client is inactive. */
  ACCOUNT_INACTIVE: { status: 403, message: LOGIN_TEXTS.accountInactive },
  /** SSO-only mode (OIDC_SSO_ONLY): the password was right but the agency's accounts sign in by SSO. */
  SSO_REQUIRED: { status: 403, message: LOGIN_TEXTS.ssoRequired },
} as const satisfies Record<string, { status: number; message: string }>;

export type SignInErrorCode = keyof typeof SIGN_IN_ERRORS;

export type ApiErrorIssue = { path: string; message: string };
export type ApiErrorBody = { error: { code: ErrorCode; message: string; issues?: ApiErrorIssue[] } };

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isIssue(value: unknown): value is ApiErrorIssue {
  return isRecord(value) && typeof value.path === 'string' && typeof value.message === 'string';
}

/** True for `{ error: { code, message, issues? } }` with one of our codes. */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (!isRecord(value) || !isRecord(value.error)) return false;
  const { code, message, issues } = value.error;
  if (!isErrorCode(code) || typeof message !== 'string') return false;
  return issues === undefined || (Array.isArray(issues) && issues.every(isIssue));
}
