import { APPROVAL_TEXTS } from '@shared/approvals/approval-texts';

/** What the public approval page says (besides the shared APPROVAL_TEXTS and the decision controls' texts). */
export const APPROVAL_PAGE_TEXTS = {
  documentTitle: 'Aprobar historias',
  eyebrow: 'Aprobación de historias',
  loading: 'Cargando las historias que aprobar...',
  invalidTitle: 'El enlace no es válido',
  loadErrorTitle: 'No se pudieron cargar las historias',
  retry: 'Reintentar',
  intro:
    'Revisa cada historia tal como se publicará. Si todo está bien, aprueba el día entero con un toque; si algo debe cambiar, pide cambios en esa historia con un comentario.',
  expires: (when: string) => `Puedes responder hasta el ${when}.`,
  completedTitle: 'Solicitud respondida',
  completed: APPROVAL_TEXTS.linkCompleted,
  thanksTitle: '¡Gracias! Has respondido a todas las historias',
  thanks:
    'La agencia ya tiene tu respuesta. Si quieres cambiar algo, escríbele un comentario desde el panel.',
  approveDay: (count: number) =>
    count === 1 ? 'Aprobar la historia del día' : `Aprobar las ${count} historias del día`,
  approvingDay: 'Aprobando...',
  dayApproved: 'Día aprobado',
  dayAnswered: 'Día respondido',
  dueAt: (when: string) => `Se publica el ${when}`,
  copy: 'Texto de la historia',
  visualDescription: 'Descripción visual',
  noMedia: 'La agencia aún no ha subido el archivo de esta historia.',
  openMedia: (n: number, total: number) =>
    total > 1 ? `Ver archivo ${n} de ${total} a pantalla completa` : 'Ver archivo a pantalla completa',
  posted: 'Ya publicada',
} as const;
