/**
 * Single sign-on's texts (issue 34 §2): the sign-in page's button and notices, and why a sign-in was refused. A
 * refusal at the provider's return ends on the sign-in page as `?error=<code>` (Better Auth's redirect), which the
 * page turns into one of these messages; the server audits the same code.
 */

/** The sign-in page's button: «Entrar con SSO», or with the provider's name (OIDC_PROVIDER_NAME). */
export function ssoButtonLabel(providerName: string): string {
  return `Entrar con ${providerName}`;
}

export const SSO_TEXTS = {
  /** Between the password form and the button. */
  divider: 'o',
  redirecting: 'Redirigiendo al proveedor...',
  refusedTitle: 'No se pudo entrar con SSO',
  /** Under the button in SSO-only mode. */
  staffOnlyHint: (providerName: string) =>
    `El equipo de la agencia entra con «${ssoButtonLabel(providerName)}»; los clientes, con su email y contraseña.`,
  /** A password sign-in (or reset) of an agency account in SSO-only mode. */
  passwordOff: (providerName: string) =>
    `Las cuentas de la agencia entran con el inicio de sesión único: usa «${ssoButtonLabel(providerName)}».`,
  noPermission:
    'Tu cuenta del proveedor no tiene permiso para entrar en el panel. Pide acceso al administrador de tu organización.',
  emailUnverified:
    'El proveedor no confirma tu e-mail, así que no podemos enlazarlo con tu cuenta del panel. Pide al administrador de tu organización que lo verifique.',
  notAgencyAccount: 'Esta cuenta no puede entrar con SSO: entra con tu email y contraseña.',
  deactivated: 'Tu cuenta del panel está desactivada. Contacta con un administrador de la agencia.',
  issuerMismatch:
    'El proveedor de identidad no coincide con el configurado en el panel. Avisa al administrador del panel.',
  unavailable: 'El proveedor de identidad no responde. Inténtalo de nuevo en unos minutos.',
  notConfigured: 'El inicio de sesión único no está configurado en este panel.',
  cancelled: 'Se canceló el inicio de sesión en el proveedor.',
  expired: 'El inicio de sesión con SSO caducó o no se completó. Vuelve a intentarlo.',
  notVerified:
    'No se pudo verificar tu identidad con el proveedor. Vuelve a intentarlo; si se repite, avisa al administrador del panel.',
  noEmail:
    'El proveedor no envía tu e-mail. Pide al administrador de tu organización que lo incluya (ámbito «email»).',
  linkFailed: 'Tu cuenta del panel no se pudo enlazar con el proveedor. Avisa al administrador del panel.',
  unknown: 'No se pudo iniciar sesión con SSO. Vuelve a intentarlo.',
} as const;

/**
 * Our own refusals at the provider's return (services/auth/sso-access.ts): the `error` of the sign-in page's
 * address, and the audit's reason.
 */
export const SSO_REFUSALS = {
  /** A new person whose role claim holds none of OIDC_ADMIN_VALUES, or no role claim is configured. */
  sso_no_permission: SSO_TEXTS.noPermission,
  /** An existing account, but the provider does not say the e-mail is verified: never linked. */
  sso_email_unverified: SSO_TEXTS.emailUnverified,
  /** A client's account: clients keep their passwords and links. */
  sso_not_agency_account: SSO_TEXTS.notAgencyAccount,
  /** A deactivated member of the team. */
  sso_account_deactivated: SSO_TEXTS.deactivated,
  /** The verified ID token comes from another issuer than OIDC_ISSUER. */
  sso_issuer_mismatch: SSO_TEXTS.issuerMismatch,
} as const satisfies Record<string, string>;
export type SsoRefusalCode = keyof typeof SSO_REFUSALS;

export function isSsoRefusalCode(value: unknown): value is SsoRefusalCode {
  return typeof value === 'string' && Object.hasOwn(SSO_REFUSALS, value);
}

/** Better Auth's own codes at the provider's return (oauth2/errors, the provider's `error`), by meaning. */
const PROTOCOL_MESSAGES: Record<string, string> = {
  access_denied: SSO_TEXTS.cancelled,
  login_required: SSO_TEXTS.cancelled,
  state_not_found: SSO_TEXTS.expired,
  state_mismatch: SSO_TEXTS.expired,
  please_restart_the_process: SSO_TEXTS.expired,
  invalid_callback_request: SSO_TEXTS.expired,
  no_code: SSO_TEXTS.expired,
  nonce_binding_missing: SSO_TEXTS.expired,
  unable_to_get_user_info: SSO_TEXTS.notVerified,
  invalid_code: SSO_TEXTS.notVerified,
  issuer_mismatch: SSO_TEXTS.issuerMismatch,
  issuer_missing: SSO_TEXTS.issuerMismatch,
  email_not_found: SSO_TEXTS.noEmail,
  account_not_linked: SSO_TEXTS.linkFailed,
  unable_to_link_account: SSO_TEXTS.linkFailed,
  account_already_linked_to_different_user: SSO_TEXTS.linkFailed,
  oauth_provider_not_found: SSO_TEXTS.unavailable,
  BANNED_USER: SSO_TEXTS.deactivated,
};

/** The Spanish message for the sign-in page's `?error=`: ours, Better Auth's, or a general one. */
export function ssoErrorMessage(code: string): string {
  if (isSsoRefusalCode(code)) return SSO_REFUSALS[code];
  return Object.hasOwn(PROTOCOL_MESSAGES, code) ? PROTOCOL_MESSAGES[code]! : SSO_TEXTS.unknown;
}

/**
 * The refusals of POST /api/auth/sign-in/sso, before anybody is sent to the provider: in Better Auth's shape
 * `{ code, message }`, like the other sign-in refusals.
 */
export const SSO_START_ERRORS = {
  SSO_NOT_CONFIGURED: { status: 404, message: SSO_TEXTS.notConfigured },
  /** The discovery document could not be read (the provider is down or unreachable). */
  SSO_UNAVAILABLE: { status: 503, message: SSO_TEXTS.unavailable },
  /** The discovery document's `issuer` is not OIDC_ISSUER. */
  SSO_ISSUER_MISMATCH: { status: 502, message: SSO_TEXTS.issuerMismatch },
} as const satisfies Record<string, { status: number; message: string }>;
export type SsoStartErrorCode = keyof typeof SSO_START_ERRORS;
