import { DUPLICATE_LIMITS } from '@shared/campaigns/duplicate-texts';

/** «Duplicar…» of a campaign (issue 33): the dialog's words (the API's messages are in DUPLICATE_TEXTS). */
export const DUPLICATE_DIALOG_TEXTS = {
  title: 'Duplicar campaña',
  clientLabel: 'Cliente',
  clientPlaceholder: 'Elige el cliente',
  clientsLoading: 'Cargando clientes...',
  clientsFailed: 'No se pudieron cargar los clientes activos.',
  startDateLabel: 'Fecha de inicio',
  titleLabel: 'Título',
  shiftLabel: 'Cambiar la hora de las historias',
  shiftHelp: 'Cada historia conserva su día y su hora local en la zona horaria del cliente de destino.',
  repeatLabel: 'Repetir',
  countLabel: 'Número de copias',
  countInvalid: `Indica cuántas copias: de 2 a ${DUPLICATE_LIMITS.maxCopies}`,
  notifyLabel: 'Avisar al cliente por e-mail',
  copied:
    'Se copian los días, las historias, los archivos, los stickers y la automatización del chat. No se copian las publicaciones marcadas, aprobaciones, resultados, comentarios ni pruebas.',
  confirm: 'Duplicar',
  duplicating: 'Duplicando…',
  failed: 'No se pudo duplicar la campaña',
} as const;

/** «Repetir»: one copy, or `count` copies a week or a month apart. */
export const REPEAT_CHOICES = [
  { value: 'none', label: 'Una sola copia' },
  { value: 'week', label: 'Cada semana' },
  { value: 'month', label: 'Cada mes' },
] as const;
export type RepeatChoice = (typeof REPEAT_CHOICES)[number]['value'];

/** The fewest copies «Cada semana» / «Cada mes» make (one copy is «Una sola copia»). */
export const MIN_REPEATED_COPIES = 2;

const SHIFTS_MINUTES = [-360, -180, -120, -60, -30, 0, 30, 60, 120, 180, 360] as const;

/** «6 h antes», «30 min después»: how far each story's time moves. */
function shiftLabel(minutes: number): string {
  if (minutes === 0) return 'Mismas horas';
  const size = Math.abs(minutes);
  const amount = size % 60 === 0 ? `${size / 60} h` : `${size} min`;
  return `${amount} ${minutes < 0 ? 'antes' : 'después'}`;
}

/** «Cambiar la hora de las historias»: the select's options, in minutes (as strings, the select's values). */
export const TIME_SHIFT_CHOICES = SHIFTS_MINUTES.map((minutes) => ({
  value: String(minutes),
  label: shiftLabel(minutes),
}));
