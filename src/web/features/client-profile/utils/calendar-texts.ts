import { errorMessage } from '@/lib/error-message';

/** What the 'Calendario' block of 'Mi Perfil' says (components/calendar-feed-card.tsx and its parts). */
export const CALENDAR_TEXTS = {
  title: 'Calendario',
  description:
    'Sigue tus historias en Google Calendar, el Calendario de Apple u Outlook con un enlace privado que se actualiza solo.',
  noAlerts:
    'Las apps de calendario no avisan de los eventos de un calendario suscrito: los avisos te llegan con los recordatorios del panel.',
  empty:
    'Aún no tienes enlace. Créalo y añádelo a tu app de calendario: verás cada historia a su hora prevista.',
  keepPrivate: 'Quien tenga este enlace puede ver tus historias: no lo compartas.',
  create: 'Crear enlace del calendario',
  creating: 'Creando...',
  urlLabel: 'Enlace privado del calendario',
  copy: 'Copiar',
  copied: 'Enlace copiado',
  copyFailed: 'No se pudo copiar el enlace',
  copyFailedHint: 'Selecciónalo y cópialo a mano.',
  subscribe: 'Añadir a mi calendario',
  renew: 'Renovar enlace',
  revoke: 'Revocar enlace',
  cancel: 'Cancelar',
  renewTitle: '¿Renovar el enlace del calendario?',
  renewDescription:
    'Se creará un enlace nuevo y el actual dejará de funcionar en el acto: tendrás que añadir el nuevo a tu app de calendario.',
  renewConfirm: 'Renovar enlace',
  renewing: 'Renovando...',
  renewed: 'Enlace renovado',
  renewedHint: 'El enlace anterior ya no funciona.',
  revokeTitle: '¿Revocar el enlace del calendario?',
  revokeDescription:
    'El enlace actual dejará de funcionar en el acto y tu app de calendario dejará de mostrar las historias. Podrás crear otro cuando quieras.',
  revokeConfirm: 'Revocar enlace',
  revoking: 'Revocando...',
  created: 'Enlace del calendario creado',
  revoked: 'Enlace revocado',
  loadFailed: 'No se pudo cargar el enlace del calendario',
  retry: 'Reintentar',
  saveFailed: 'No se pudo cambiar el enlace del calendario',
  errorTitle: 'Error',
} as const;

/** A failed create, renew or revoke, for a toast (logged too). */
export function calendarFailureMessage(error: unknown): string {
  console.error(error);
  return errorMessage(error, CALENDAR_TEXTS.saveFailed);
}

/** Which question the confirmation asks, if any. */
export type CalendarConfirming = 'renew' | 'revoke' | null;
