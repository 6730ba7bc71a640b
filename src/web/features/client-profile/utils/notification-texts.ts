import { timeZoneName } from '@shared/time-zones';
import { errorMessage } from '@/lib/error-message';
import { PushError } from '@/lib/push/web-push';

/** What the 'Notificaciones' block of 'Mi Perfil' says (components/notifications-card.tsx and its parts). */
export const NOTIFICATIONS_TEXTS = {
  title: 'Notificaciones',
  description:
    'Un aviso antes de cada historia y un resumen cada mañana, para que ninguna se quede sin publicar.',
  deviceLabel: 'Avisos en este dispositivo',
  deviceOff: 'Recibe los recordatorios como notificaciones en este navegador o en el panel instalado.',
  deviceOn: 'Activados: este dispositivo recibe los recordatorios.',
  deviceEnabling: 'Activando los avisos...',
  deviceDisabling: 'Desactivando los avisos...',
  deniedTitle: 'Avisos bloqueados en este navegador',
  enabled: 'Avisos activados en este dispositivo',
  disabled: 'Avisos desactivados en este dispositivo',
  enableFailed: 'No se activaron los avisos',
  disableFailed: 'No se pudieron desactivar los avisos',
  test: 'Enviar una prueba',
  testing: 'Enviando...',
  testSent: 'Prueba enviada',
  testFailed: 'La prueba no llegó a ningún dispositivo',
  testFailedHint: 'Desactiva los avisos y vuelve a activarlos.',
  pushStatusFailed: 'No se pudo comprobar el estado de los avisos',
  settingsTitle: 'Recordatorios',
  reminderMinutes: 'Recordarme antes de cada historia',
  reminderMinutesHint: 'A la hora prevista de cada historia, o antes si prefieres prepararla.',
  pushReminders: 'Recordatorios por notificación',
  pushRemindersHint: 'En todos tus dispositivos con los avisos activados.',
  emailReminders: 'Recordatorios por correo (si la notificación no llega)',
  emailRemindersHint: 'Cuando no tienes avisos activados o ningún dispositivo los recibe.',
  noReminders: 'Con los dos desactivados no recibirás recordatorios antes de tus historias.',
  digestEnabled: 'Resumen del día por correo',
  digestEnabledHint: 'Cada mañana, las historias del día con sus horas y un enlace a «Publicar hoy».',
  digestTime: 'Hora del resumen',
  save: 'Guardar notificaciones',
  saving: 'Guardando...',
  saved: '¡Notificaciones guardadas!',
  saveFailed: 'No se pudieron guardar las notificaciones',
  loadFailed: 'No se pudieron cargar tus notificaciones',
  retry: 'Reintentar',
  errorTitle: 'Error',
} as const;

/** 'A la hora', '5 minutos antes', '1 hora antes', '4 horas antes'. */
export function reminderMinutesLabel(minutes: number): string {
  if (minutes === 0) return 'A la hora';
  if (minutes % 60 === 0) return minutes === 60 ? '1 hora antes' : `${minutes / 60} horas antes`;
  return `${minutes} minutos antes`;
}

/** 'Avisos activados en 2 dispositivos.' */
export function deviceCountText(count: number): string {
  if (count === 0) return 'Ningún dispositivo tiene los avisos activados.';
  return `Avisos activados en ${count} ${count === 1 ? 'dispositivo' : 'dispositivos'}.`;
}

/** 'España peninsular (Madrid) (Europe/Madrid)', or just the id when it has no Spanish name. */
export function zoneLabel(timeZone: string): string {
  const name = timeZoneName(timeZone);
  return name === timeZone ? timeZone : `${name} (${timeZone})`;
}

/** A failed push or settings request, for a toast: the push error's own words, else the one error rule. */
export function notificationFailureMessage(error: unknown, fallback: string): string {
  console.error(error);
  return error instanceof PushError ? error.message : errorMessage(error, fallback);
}
