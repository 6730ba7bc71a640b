import type { WebhookDeliveryStatus } from '@shared/api/webhooks';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@shared/webhooks/webhook-events';

/** The Spanish texts of Configuración › Webhooks (the API's own messages come from @shared/webhooks/webhook-texts). */
export const WEBHOOK_PAGE_TEXTS = {
  title: 'Webhooks',
  description:
    'Avisa a tus herramientas (n8n, Make, tus propios scripts) de lo que pasa en el panel: cada evento se envía ' +
    'firmado (Standard Webhooks) y se reintenta durante al menos 24 horas si el receptor no responde.',
  add: 'Añadir webhook',
  empty: 'Todavía no hay webhooks',
  emptyHint: 'Añade la URL de tu receptor y elige los eventos que quieres recibir.',
  loadFailed: 'No se pudieron cargar los webhooks',
  enabled: 'Activo',
  disabled: 'Desactivado',
  reactivate: 'Reactivar',
  reactivated: 'Webhook reactivado',
  enabledToast: 'Webhook activado',
  disabledToast: 'Webhook desactivado',
  toggleFailed: 'No se pudo cambiar el webhook',
  edit: 'Editar',
  remove: 'Eliminar',
  rotate: 'Rotar secreto',
  sendTest: 'Enviar evento de prueba',
  sendingTest: 'Enviando…',
  testQueued: 'Evento de prueba en camino',
  testQueuedHint: 'Mira su envío en «Envíos».',
  testFailed: 'No se pudo enviar el evento de prueba',
  deliveries: 'Envíos',
  noDeliveryYet: 'Sin envíos todavía',
  lastDelivery: 'Último envío',
  back: 'Volver a Webhooks',
  notFound: 'No encontramos ese webhook',
  notFoundHint: 'Puede que otro administrador lo haya eliminado.',
  secretHint: 'Secreto',
  previousSecretUntil: 'El secreto anterior también firma hasta el',
} as const;

export const WEBHOOK_FORM_TEXTS = {
  addTitle: 'Añadir webhook',
  editTitle: 'Editar webhook',
  urlLabel: 'URL del receptor',
  urlHelp:
    'Tu receptor recibirá cada evento como un POST con JSON firmado. Usa https:// salvo en tu propia red.',
  descriptionLabel: 'Descripción (opcional)',
  descriptionPlaceholder: 'Por ejemplo: n8n de la agencia',
  eventsLegend: 'Eventos que se envían',
  allEvents: 'Todos',
  enabledLabel: 'Activo',
  enabledHelp: 'Si lo desactivas, no se le envía nada hasta que lo vuelvas a activar.',
  create: 'Añadir webhook',
  creating: 'Añadiendo…',
  createFailed: 'No se pudo añadir el webhook',
  save: 'Guardar cambios',
  saving: 'Guardando…',
  saved: 'Webhook guardado',
  saveFailed: 'No se pudo guardar el webhook',
} as const;

export const WEBHOOK_SECRET_TEXTS = {
  createdTitle: 'Webhook añadido: su secreto',
  rotatedTitle: 'Secreto nuevo',
  intro: 'Tu receptor usa este secreto para comprobar que cada evento viene del panel.',
  warning: 'Guárdalo ahora: no volverás a verlo.',
  label: 'Secreto de firma',
  copy: 'Copiar secreto',
  copied: 'Secreto copiado',
  verifyTitle: 'Cómo comprobar la firma',
  /** Before the headers' names. */
  verifyHeaders: 'Cada envío lleva las cabeceras',
  verify:
    'Verifícalas con una librería de Standard Webhooks (por ejemplo, el paquete standardwebhooks) y este ' +
    'secreto, y rechaza lo que no verifique. La documentación del panel (docs/webhooks.md) trae un receptor de ejemplo.',
  rotatedNote: 'Durante 24 horas cada envío lleva también la firma del secreto anterior.',
  done: 'Ya lo he guardado',
} as const;

export const WEBHOOK_CONFIRM_TEXTS = {
  deleteTitle: '¿Eliminar este webhook?',
  deleteBody: 'Deja de recibir eventos y se borran sus envíos. No se puede deshacer.',
  deleteConfirm: 'Eliminar webhook',
  deleting: 'Eliminando…',
  deleted: 'Webhook eliminado',
  deleteFailed: 'No se pudo eliminar el webhook',
  rotateTitle: '¿Rotar el secreto?',
  rotateBody:
    'Se crea un secreto nuevo y se muestra una sola vez. El anterior sigue firmando durante 24 horas, para que ' +
    'actualices tu receptor sin perder eventos.',
  rotateConfirm: 'Rotar secreto',
  rotating: 'Rotando…',
  rotateFailed: 'No se pudo rotar el secreto',
} as const;

export const DELIVERY_TEXTS = {
  title: 'Envíos',
  description:
    'Los envíos más recientes de este webhook. Un envío fallido se reintenta solo; «Reenviar» lo manda otra vez ya.',
  statusFilter: 'Estado',
  allStatuses: 'Todos los estados',
  refresh: 'Actualizar',
  empty: 'Ningún envío todavía',
  emptyHint: 'Usa «Enviar evento de prueba» para probar el receptor.',
  emptyFiltered: 'Ningún envío con este estado.',
  loadFailed: 'No se pudieron cargar los envíos',
  event: 'Evento',
  status: 'Estado',
  attempts: 'Intentos',
  response: 'Código',
  duration: 'Duración',
  date: 'Fecha',
  nextRetry: 'Próximo intento',
  actions: 'Acciones',
  error: 'Error',
  responseBody: 'Respuesta del receptor',
  resend: 'Reenviar',
  resending: 'Reenviando…',
  resent: 'Envío en camino de nuevo',
  resendFailed: 'No se pudo reenviar',
  table: 'Envíos del webhook',
  tableScroll: 'Tabla de envíos (desplazable)',
} as const;

export const DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  pending: 'Pendiente',
  sending: 'Enviando',
  succeeded: 'Entregado',
  failed: 'Fallido',
};

export const DELIVERY_STATUSES = [
  'pending',
  'sending',
  'succeeded',
  'failed',
] as const satisfies readonly WebhookDeliveryStatus[];

/** The events in the add/edit dialog, grouped as the panel's screens are. */
export const WEBHOOK_EVENT_GROUPS: ReadonlyArray<{ label: string; types: readonly WebhookEventType[] }> = [
  { label: 'Historias', types: WEBHOOK_EVENT_TYPES.filter((type) => type.startsWith('story.')) },
  { label: 'Campañas', types: WEBHOOK_EVENT_TYPES.filter((type) => type.startsWith('campaign.')) },
  { label: 'Comentarios y clientes', types: ['comment.created', 'client.created'] },
];

/** «3 eventos», «1 evento», «Todos los eventos». */
export function eventCountLabel(count: number): string {
  if (count >= WEBHOOK_EVENT_TYPES.length) return 'Todos los eventos';
  return count === 1 ? '1 evento' : `${count} eventos`;
}
