/**
 * Password reset ('¿Olvidaste tu contraseña?'): its limits, refusals and Spanish texts, without zod, so the web's
 * pages import them light; the bodies of its endpoints are in password-reset.ts.
 */
/** How long a reset link works (Better Auth's resetPasswordTokenExpiresIn, in seconds). */
export const RESET_LINK_VALIDITY_SECONDS = 60 * 60;

/**
 * Requests for one e-mail from one client address admitted in any RESET_REQUEST_WINDOW_MINUTES (unknown e-mails
 * alike). Counted per address so that nobody else can use up the owner's requests.
 */
export const RESET_REQUESTS_PER_EMAIL = 3;
/** Requests from one client address admitted in any RESET_REQUEST_WINDOW_MINUTES. */
export const RESET_REQUESTS_PER_IP = 10;
export const RESET_REQUEST_WINDOW_MINUTES = 15;
/**
 * Reset e-mails actually sent to one account in any RESET_LINKS_WINDOW_MINUTES, whoever asked and from however
 * many addresses: past it the request is answered as always and nothing is sent (the owner may have to wait).
 */
export const RESET_LINKS_PER_ACCOUNT = 10;
export const RESET_LINKS_WINDOW_MINUTES = 60;

/** Longest token accepted (Better Auth's are 24 characters); anything longer is refused before any lookup. */
export const RESET_TOKEN_MAX_LENGTH = 256;

/** The e-mail an address is checked against (the same plain form the mailer accepts). */
export const RESET_EMAIL_MAX_LENGTH = 254;

export const PASSWORD_RESET_TEXTS = {
  requestTitle: '¿Olvidaste tu contraseña?',
  requestDescription:
    'Escribe el email de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.',
  requestSubmit: 'Enviar enlace',
  requestPending: 'Enviando...',
  /** The one answer of a request, whether or not the address has an account. */
  sentTitle: 'Revisa tu correo',
  sentMessage: 'Te hemos enviado un enlace si la dirección está registrada.',
  sentHint:
    'El enlace caduca en 1 hora y solo sirve una vez. Si no lo ves en unos minutos, mira en la carpeta de spam.',
  emailRequired: 'Escribe tu email.',
  emailInvalid: 'Formato de email inválido.',
  tooManyRequests: 'Has pedido demasiados enlaces. Espera unos minutos antes de intentarlo de nuevo.',
  backToLogin: 'Volver a iniciar sesión',
  resetTitle: 'Elige una contraseña nueva',
  resetDescription: 'Al guardarla se cerrarán todas tus sesiones abiertas y tendrás que volver a entrar.',
  resetSubmit: 'Guardar contraseña',
  resetPending: 'Guardando...',
  invalidLinkTitle: 'El enlace no es válido o ha caducado',
  invalidLink:
    'El enlace para restablecer la contraseña no es válido, ya se ha usado o ha caducado. Pide uno nuevo.',
  requestNewLink: 'Pedir un enlace nuevo',
  successTitle: '¡Contraseña actualizada!',
  successDescription: 'Ya puedes iniciar sesión con tu nueva contraseña.',
  failureTitle: 'Error',
  failureDescription: 'No se pudo cambiar la contraseña. Inténtalo de nuevo.',
  accountInactive: 'Tu cuenta está desactivada. Contacta con la agencia.',
} as const;

/**
 * The refusals of the two reset endpoints, in Better Auth's shape `{ code, message }` like the sign-in's (they live
 * under /api/auth). The answer to a valid request is always the same, so none of them says whether an account exists.
 */
export const PASSWORD_RESET_ERRORS = {
  INVALID_EMAIL: { status: 400, message: PASSWORD_RESET_TEXTS.emailInvalid },
  TOO_MANY_REQUESTS: { status: 429, message: PASSWORD_RESET_TEXTS.tooManyRequests },
  INVALID_TOKEN: { status: 400, message: PASSWORD_RESET_TEXTS.invalidLink },
  /** The first password rule the new password breaks (its message replaces this one). */
  INVALID_NEW_PASSWORD: { status: 400, message: 'La contraseña nueva no cumple los requisitos.' },
  ACCOUNT_INACTIVE: { status: 403, message: PASSWORD_RESET_TEXTS.accountInactive },
  /** SSO-only mode: an agency account (but the break-glass one) has no password to set (the message names the button). */
  SSO_REQUIRED: {
    status: 403,
    message: 'Las cuentas de la agencia entran con el inicio de sesión único (SSO).',
  },
} as const satisfies Record<string, { status: number; message: string }>;
export type PasswordResetErrorCode = keyof typeof PASSWORD_RESET_ERRORS;

/** A plain e-mail address (what the mailer accepts), checked without zod so the web's form stays light. */
export function isPlainEmail(value: string): boolean {
  return (
    value.length <= RESET_EMAIL_MAX_LENGTH &&
    /^[^\s@<>",;:()[\]\\]+@[^\s@<>",;:()[\]\\]+\.[^\s@<>",;:()[\]\\]+$/.test(value)
  );
}
