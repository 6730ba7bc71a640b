/**
 * The window the API's answers cover (`windowDays`), for the titles while they load: the API's RESULTS_OVERVIEW_DAYS
 * and MISSING_RESULTS_DAYS, not imported from their modules, which build zod schemas (zod stays out of this chunk).
 */
export const DEFAULT_WINDOW_DAYS = 30;

/** The agency dashboard's results sections, in Spanish. */
export const ADMIN_RESULTS_TEXTS = {
  overviewTitle: (days: number) => `Resultados de los últimos ${days} días`,
  overviewLoading: 'Cargando resultados...',
  overviewError: 'No se pudieron cargar los resultados',
  overviewEmpty: (days: number) => `Ninguna historia publicada en los últimos ${days} días.`,
  withNumbers: (withNumbers: number, published: number) =>
    `${withNumbers} de ${published} publicadas con números`,
  reach: 'Alcance',
  clicks: 'Clics',
  messages: 'Mensajes',
  brand: 'Marca',
  published: 'Publicadas',
  withNumbersColumn: 'Con números',
  noNumbers: 'Sin números',
  clientsCaption: 'Resultados por cliente',
  missingTitle: 'Historias sin números',
  missingHint: (days: number) =>
    `Publicadas en los últimos ${days} días sin números apuntados: las más antiguas primero (Instagram deja de mostrarlos a las 24 horas).`,
  missingLoading: 'Cargando historias sin números...',
  missingError: 'No se pudieron cargar las historias sin números',
  missingEmpty: 'Todas las historias publicadas tienen sus números.',
  missingCount: (missing: number, published: number) =>
    `${missing} sin números de ${published} ${published === 1 ? 'publicada' : 'publicadas'}`,
  moreMissing: (count: number) => (count === 1 ? 'y 1 más' : `y ${count} más`),
  storyLine: (campaign: string, day: number, heading: string) => `${campaign} · Día ${day} · ${heading}`,
  postedAt: (when: string) => `Publicada el ${when}`,
} as const;
