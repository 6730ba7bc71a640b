/** Spanish texts of the AI request API and pipeline (errors the client sees). */
export const AI_REQUEST_TEXTS = {
  noClient: 'No se encontraron datos del cliente: tu usuario no tiene una ficha de cliente asociada.',
  clientNotActive: 'Tu ficha de cliente no está activa. Contacta con la agencia para crear campañas con IA.',
  notFound: 'Solicitud de campaña no encontrada',
  tooManyInFlight: (max: number) =>
    `Ya tienes ${max} campañas generándose. Espera a que termine alguna antes de crear otra.`,
  tooManyPerDay: (max: number) =>
    `Has alcanzado el límite de ${max} campañas con IA en 24 horas. Inténtalo de nuevo más tarde.`,
  launchInPast: 'La fecha de lanzamiento no puede estar en el pasado',
  /** error_message values of failed requests. */
  invalidAnswer: (detail: string) =>
    `La IA no devolvió una campaña válida ni después de corregirla. Primer problema: ${detail}`,
  providerUnavailable: (provider: string, detail: string) =>
    `No se pudo generar la campaña: ${provider} no respondió correctamente tras varios intentos (${detail}).`,
  providerRejected: (detail: string) =>
    `No se pudo generar la campaña: ${detail}. Avisa a la agencia para que revise la configuración de la IA.`,
  timeout: (provider: string, seconds: number) =>
    `${provider} no respondió en ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}.`,
  clientGone: 'No se pudo crear la campaña: la ficha de cliente ya no existe o no está activa.',
  stuck: 'La generación se interrumpió y no terminó a tiempo. Por favor, inténtalo de nuevo.',
  unexpected: 'Error inesperado al generar la campaña',
  /**
   * What the brand reads about any failed generation (wizard, events, e-mail): no provider detail, which may be
   * technical or in English; the agency gets that by e-mail and on its dashboard.
   */
  failedForClient:
    'No hemos podido generar tu campaña en este momento. La agencia ya está avisada y lo revisará; puedes volver a intentarlo más tarde.',
} as const;

/** At most this many requests per client not yet completed or failed. */
export const AI_MAX_IN_FLIGHT_REQUESTS = 3;
/** At most this many requests per client in 24 hours. */
export const AI_MAX_REQUESTS_PER_DAY = 10;
/** A request with no progress for this long, whose job no longer runs, is failed by the sweep. */
export const AI_STUCK_REQUEST_MINUTES = 15;
