/**
 * What the dialog of «Publicar automáticamente» says (issue 32): its own chunk's words, nothing of them on the
 * campaign screen's first view. The three marked «as in AUTO_PUBLISH_TEXTS» repeat the shared texts
 * (@shared/instagram/auto-publish-texts.ts) on purpose: the story cards import that module for its labels, so
 * whatever of it the dialog used would be bundled with the cards (all of AUTO_PUBLISH_TEXTS, about 1 KB gzip, on a
 * screen at its budget). auto-publish-ui-texts.test.ts keeps them equal.
 */
const account = (username: string | null) =>
  username ? `@${username}` : 'la cuenta de Instagram del cliente';

export const AUTO_PUBLISH_UI_TEXTS = {
  title: 'Publicar automáticamente',
  loading: 'Comprobando si se puede publicar automáticamente…',
  loadFailed: 'No se pudo comprobar si la historia se puede publicar automáticamente.',
  retry: 'Reintentar',
  failed: 'No se pudo cambiar la publicación automática. Inténtalo de nuevo.',
  blockersIntro: 'Esta historia no se puede publicar automáticamente:',
  connectHint: 'Puedes conectarla desde la ficha del cliente, con «Conectar con Instagram».',
  connectHintLink: 'Ir a la ficha del cliente',
  clientHint: 'Pide a tu agencia que conecte tu cuenta de Instagram.',
  willPublish: (username: string | null, when: string) => `Se publicará en ${account(username)} el ${when}.`,
  /** A story whose time has passed: turned on, it goes up at once. */
  overdue: (username: string | null, when: string) =>
    `Su hora ya pasó (el ${when}): se publicará en ${account(username)} en cuanto se active.`,
  onlyTheFile:
    'Instagram publica solo el archivo: no se pueden añadir stickers, música ni texto. Si la historia los necesita, publícala desde el móvil.',
  awaitingApproval: 'Antes necesita la aprobación del cliente: sin ella no se publicará.',
  switchLabel: 'Publicar automáticamente a su hora',
  saving: 'Guardando…',
  requestedBy: (name: string, when: string) => `Activada por ${name}${when ? ` el ${when}` : ''}.`,
  inProgress: 'Instagram está publicando la historia ahora mismo.',
  close: 'Cerrar',
  /** As in AUTO_PUBLISH_TEXTS. */
  enabled: 'Se publicará automáticamente a su hora.',
  /** As in AUTO_PUBLISH_TEXTS. */
  disabled: 'Ya no se publicará automáticamente: la marca recibirá el recordatorio de siempre.',
  /** As in AUTO_PUBLISH_TEXTS.blockers (the server's answer says it too). */
  notConnected: 'El cliente no tiene una cuenta de Instagram conectada (o hay que reconectarla).',
} as const;
