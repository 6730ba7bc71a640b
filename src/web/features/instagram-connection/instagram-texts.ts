import {
  INSTAGRAM_CALLBACK_OUTCOMES,
  INSTAGRAM_TEXTS,
  type InstagramCallbackOutcome,
} from '@shared/instagram/instagram-texts';

/**
 * What the client page's «Instagram» card says (issue 32): the shared messages (src/shared/instagram/instagram-texts.ts,
 * zod-free: the card is in the page's first view) and the card's own.
 */

const SHARED = INSTAGRAM_TEXTS;

export const INSTAGRAM_UI_TEXTS = {
  ...SHARED,
  title: 'Instagram',
  docsLabel: 'Guía de configuración:',
  docsPath: 'docs/instagram.md',
  benefits:
    'Lee las estadísticas de sus historias publicadas y publica automáticamente las que no llevan stickers.',
  connect: 'Conectar con Instagram',
  reconnect: 'Reconectar',
  /** While the panel asks for Instagram's page, and while the browser leaves for it. */
  opening: 'Abriendo Instagram…',
  connectFailed: 'No se pudo empezar la conexión con Instagram',
  disconnect: 'Desconectar',
  disconnecting: 'Desconectando…',
  disconnectFailed: 'No se pudo desconectar la cuenta de Instagram',
  disconnectTitle: (username: string) => `¿Desconectar @${username}?`,
  disconnectDescription:
    'El panel dejará de leer sus estadísticas y de publicar sus historias. Los números ya leídos se conservan y ' +
    'puedes volver a conectarla cuando quieras.',
  cancel: 'Cancelar',
  loadError: 'No se pudo cargar la conexión con Instagram',
  loading: 'Cargando la conexión con Instagram...',
  reconnectTitle: 'Hay que reconectar la cuenta',
  accountTypes: { BUSINESS: 'Cuenta de empresa', MEDIA_CREATOR: 'Cuenta de creador' } as Record<
    string,
    string
  >,
  otherAccountType: 'Cuenta profesional',
  businessNote: 'Lee sus estadísticas y publica automáticamente sus historias sin stickers.',
  creatorNote:
    'Solo las cuentas de empresa publican historias automáticamente: de esta se leen las estadísticas.',
  validUntil: (date: string) => `Permiso válido hasta el ${date}`,
  connectedBy: (name: string, date: string) => `Conectada por ${name} el ${date}`,
} as const;

/** The outcomes the callback hands to the page as `?instagram=` (INSTAGRAM_CALLBACK_OUTCOMES of the contract). */
export const INSTAGRAM_OUTCOMES = INSTAGRAM_CALLBACK_OUTCOMES;
export type InstagramOutcome = InstagramCallbackOutcome;

/** How the page says each outcome: its toast's kind and message. */
export const OUTCOME_TOASTS: Record<
  InstagramOutcome,
  { kind: 'success' | 'warning' | 'error'; message: string }
> = {
  connected: { kind: 'success', message: SHARED.connected },
  not_business: { kind: 'warning', message: SHARED.notBusiness },
  denied: { kind: 'error', message: SHARED.denied },
  failed: { kind: 'error', message: SHARED.failed },
  expired: { kind: 'error', message: SHARED.expired },
};

export function isInstagramOutcome(value: string): value is InstagramOutcome {
  return (INSTAGRAM_OUTCOMES as readonly string[]).includes(value);
}

/** «Cuenta de empresa», «Cuenta de creador», or a neutral name for a type Instagram may add. */
export function accountTypeLabel(accountType: string): string {
  return INSTAGRAM_UI_TEXTS.accountTypes[accountType] ?? INSTAGRAM_UI_TEXTS.otherAccountType;
}
