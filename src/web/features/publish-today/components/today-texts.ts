/** What «Publicar hoy» says around its cards (publish-today-view.tsx and its parts). */
export const TODAY_TEXTS = {
  next: 'Siguiente historia',
  toPublish: 'Por publicar',
  publishedToday: (n: number) => `Publicadas hoy (${n})`,
  skippedToday: (n: number) => `No se publicarán hoy (${n})`,
  tomorrow: (n: number) => `Mañana (${n})`,
  allDone: '¡Todo publicado por hoy!',
  allDoneHint: (tomorrow: number) =>
    tomorrow === 0
      ? 'Buen trabajo. Mañana no tienes historias programadas.'
      : `Buen trabajo. Mañana ${tomorrow === 1 ? 'tienes 1 historia' : `tienes ${tomorrow} historias`}: las verás aquí.`,
  overdueHint: 'Publícalas cuanto antes, o indica que no se publicarán.',
  recentLate: (n: number) => `Atrasadas recientes (${n})`,
  old: (n: number) => `Atrasadas antiguas (${n})`,
  oldHint: (shown: number, total: number) =>
    shown < total
      ? `Se muestran las ${shown} más recientes de ${total}. Las demás están en cada campaña.`
      : 'De hace más de dos días o de campañas ya terminadas: no cuentan como atrasadas ni reciben recordatorios.',
  // The app shell already says 'Sin conexión: ves la última copia guardada.'; this says what happens to marks.
  offline: 'Tus marcas se guardan en este teléfono',
  offlineHint: 'Lo que marques como publicado se enviará solo al volver la conexión.',
} as const;
