/**
 * What the Instagram connection says and its time rules (issue 32), without zod: the client page's card is in the
 * page's first view, and the contract (instagram-connection.ts) re-exports all of it.
 */

/** The outcome the callback hands to the client's page as `?instagram=` (the page says it in Spanish). */
export const INSTAGRAM_CALLBACK_OUTCOMES = [
  'connected',
  'denied',
  'failed',
  'expired',
  'not_business',
] as const;
export type InstagramCallbackOutcome = (typeof INSTAGRAM_CALLBACK_OUTCOMES)[number];

export const INSTAGRAM_TEXTS = {
  notConfigured:
    'La conexión con Instagram no está configurada: define INSTAGRAM_APP_ID e INSTAGRAM_APP_SECRET (docs/instagram.md).',
  notConnected: 'Este cliente no tiene una cuenta de Instagram conectada.',
  connected: 'Cuenta de Instagram conectada.',
  denied: 'Se canceló la conexión en Instagram: no se ha conectado nada.',
  failed: 'Instagram no completó la conexión. Inténtalo de nuevo en unos minutos.',
  expired: 'El enlace de conexión caducó o no es de esta sesión. Vuelve a pulsar «Conectar con Instagram».',
  notBusiness:
    'Conectada como cuenta de creador: se leen sus estadísticas, pero Instagram solo publica historias de cuentas de empresa.',
  disconnected: 'Cuenta de Instagram desconectada.',
  revoked:
    'Instagram ya no acepta el permiso de esta cuenta (se revocó, caducó o cambió la contraseña). Reconéctala.',
  expiredToken: 'El permiso de Instagram caducó sin renovarse. Reconecta la cuenta.',
} as const;

/** Meta's long-lived token lasts 60 days; the panel renews it at day 50 and warns the agency 7 days before it ends. */
export const INSTAGRAM_REFRESH_AFTER_MS = 50 * 86_400_000;
export const INSTAGRAM_EXPIRY_WARNING_MS = 7 * 86_400_000;
/** Meta refuses to renew a token under 24 h old. */
export const INSTAGRAM_REFRESH_MIN_AGE_MS = 86_400_000;
