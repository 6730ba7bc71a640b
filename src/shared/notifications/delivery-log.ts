/**
 * The kinds, channels and states of the reminders' delivery log, with their Spanish labels: apart from the zod
 * contract (src/shared/api/admin-today.ts, which re-exports them) so that the campaign screen can label a story's
 * «Avisos» without loading zod.
 */

/**
 * 'results_reminder': «Apunta los resultados…», 20 h after a published story's time (issue 31 §3). 'auto_publish':
 * «Publicar automáticamente» on the 'instagram' channel (issue 32), read from the story's request, not from
 * notification_deliveries: published (sent), fell back to the brand with its reason (failed), under way (sending).
 */
export const DELIVERY_KINDS = [
  'reminder',
  'digest',
  'agency_alert',
  'results_reminder',
  'auto_publish',
] as const;
export const DELIVERY_CHANNELS = ['push', 'email', 'instagram'] as const;
export const DELIVERY_STATUSES = ['sending', 'sent', 'failed', 'skipped'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** What a story's «Avisos» says each kind was (a digest or an agency alert is not a story's). */
export const DELIVERY_KIND_LABELS: Record<DeliveryKind, string> = {
  reminder: 'Recordatorio',
  digest: 'Resumen del día',
  agency_alert: 'Alerta a la agencia',
  results_reminder: 'Aviso de resultados',
  auto_publish: 'Publicación automática',
};

export const DELIVERY_CHANNEL_LABELS: Record<DeliveryChannel, string> = {
  push: 'Push',
  email: 'Correo',
  instagram: 'Instagram',
};
export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  sent: 'Enviado',
  failed: 'Falló',
  skipped: 'Omitido',
  sending: 'Enviando',
};
