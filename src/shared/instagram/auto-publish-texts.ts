/**
 * «Publicar automáticamente» (issue 32): its states and what the screens say, without zod (the story cards of the
 * campaign screens read them). The rule itself is in auto-publish.ts.
 */

export const AUTO_PUBLISH_STATES = [
  /** Waiting for the story's time. */
  'scheduled',
  /** Instagram is fetching the file (a container exists, not finished yet). */
  'waiting',
  /** The publish call is being made: never started twice. */
  'publishing',
  'published',
  /** The panel could not publish it: the brand was reminded to do it by hand (see `reason`). */
  'fallback',
] as const;
export type AutoPublishState = (typeof AUTO_PUBLISH_STATES)[number];
/** The states in which the panel still means to publish the story (its reminders are held back meanwhile). */
export const AUTO_PUBLISH_PENDING: readonly AutoPublishState[] = ['scheduled', 'waiting', 'publishing'];

export const AUTO_PUBLISH_LABELS: Record<AutoPublishState, string> = {
  scheduled: 'Se publicará automáticamente',
  waiting: 'Publicando en Instagram…',
  publishing: 'Publicando en Instagram…',
  published: 'Publicada automáticamente',
  fallback: 'No se pudo publicar automáticamente',
};

export type AutoPublishBlocker =
  | 'sticker'
  | 'link'
  | 'mention'
  | 'text_overlay'
  | 'no_media'
  | 'several_media'
  | 'media_format'
  | 'not_connected'
  | 'not_business'
  | 'already_posted'
  | 'skipped';

export const AUTO_PUBLISH_TEXTS = {
  blockers: {
    sticker: 'Lleva un sticker: Instagram no permite añadir stickers al publicar desde otra aplicación.',
    link: 'Lleva un enlace: los enlaces de las historias solo se añaden con el sticker de enlace, desde el móvil.',
    mention: 'Menciona una cuenta (@…): las menciones solo se añaden desde el móvil.',
    text_overlay:
      'Es de «Texto pantalla»: su texto se escribe sobre la historia en Instagram, y eso no se puede hacer desde otra aplicación.',
    no_media: 'No tiene archivo: sube la imagen o el vídeo final de la historia.',
    several_media: 'Tiene varios archivos: una historia automática publica un único archivo.',
    media_format: 'El archivo no cumple el formato de las historias de Instagram',
    not_connected: 'El cliente no tiene una cuenta de Instagram conectada (o hay que reconectarla).',
    not_business:
      'La cuenta conectada no es de empresa: Instagram solo publica historias de cuentas de empresa.',
    already_posted: 'La historia ya está publicada.',
    skipped: 'La historia está marcada «No se publicará».',
  } satisfies Record<AutoPublishBlocker, string>,
  enabled: 'Se publicará automáticamente a su hora.',
  disabled: 'Ya no se publicará automáticamente: la marca recibirá el recordatorio de siempre.',
  tooLateToCancel: 'La historia se está publicando en Instagram ahora mismo: ya no se puede cancelar.',
  notEligible: 'Esta historia no se puede publicar automáticamente.',
  // The reasons of a fallback, shown on the card and in the story's «Avisos».
  fallback: {
    quota: 'Instagram no admite más publicaciones de esta cuenta en las últimas 24 horas.',
    mediaError: 'Instagram no aceptó el archivo',
    notApproved: 'El cliente no ha aprobado la historia (la campaña pide aprobación).',
    notEligible: 'La historia cambió y ya no se puede publicar automáticamente',
    connection: 'La conexión con Instagram no está activa.',
    failed: 'Instagram no respondió después de varios intentos.',
  },
} as const;
