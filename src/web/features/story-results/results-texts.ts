/** The results screen's own Spanish texts (the fields' labels and messages are the API's: RESULT_TEXTS). */
export const STORY_RESULTS_TEXTS = {
  title: 'Resultados',
  description: 'Copia aquí los números que Instagram muestra en las estadísticas de la historia.',
  loading: 'Cargando resultados...',
  notFound: 'Historia no encontrada',
  notFoundDescription: 'La historia no existe o no tienes acceso a ella.',
  loadError: 'No se pudieron cargar los resultados',
  backToStory: 'Volver a la historia',
  backToCampaigns: 'Volver a campañas',
  published: (when: string) => `Publicada el ${when}`,
  expiresAt: (when: string) => `Instagram borra estos números el ${when}: apúntalos antes.`,
  expired: 'Instagram ya no muestra los números de esta historia: apunta los que tengas.',
  notPostedTitle: 'Historia sin publicar',
  notPosted: 'Esta historia aún no está marcada como publicada: márcala antes de apuntar sus resultados.',
  goToCampaign: 'Ir a la campaña',
  countsLegend: 'Estadísticas de la historia',
  optionalHint: 'Todos los campos son opcionales: apunta los que tengas.',
  trackedClicksHint: (clicks: string) =>
    `Contados por el enlace con seguimiento: ${clicks}. Puedes corregirlo.`,
  keywordHint: (keyword: string) => `Mensajes con «${keyword}» recibidos por la automatización de chat`,
  submit: 'Guardar resultados',
  submitting: 'Guardando...',
  saveFailed: 'No se pudieron guardar los resultados',
  enteredBy: (name: string, role: string, when: string) => `Apuntados por ${name} (${role}) el ${when}`,
  updatedBy: (name: string, when: string) => `Corregidos por ${name} el ${when}`,
  /** The same lines when the connected account's insights saved them (the author is «Instagram»: no role). */
  enteredByInstagram: (when: string) => `Apuntados por Instagram el ${when}`,
  updatedByInstagram: (when: string) => `Actualizados desde Instagram el ${when}`,
  /** Issue 32: the counts read from the connected account, not editable. */
  fromInstagram: 'desde Instagram',
  instagramTakenAt: (when: string) => `Leídos de Instagram el ${when}`,
  roles: { admin: 'Agencia', client: 'Cliente', instagram: 'Instagram' },
} as const;

/** The sticker section's title and fields, by the sticker's type. */
export const STICKER_RESULT_TEXTS = {
  titles: {
    poll: 'Encuesta',
    quiz: 'Quiz',
    question: 'Pregunta',
    countdown: 'Cuenta atrás',
    slider: 'Deslizador',
  },
  pollVotes: (option: string) => `Votos: ${option}`,
  quizAnswers: 'Respuestas',
  quizCorrect: 'Aciertos',
  quizPercent: '% de aciertos',
  questionAnswers: 'Respuestas recibidas',
  countdownReminders: 'Recordatorios activados',
  sliderAverage: 'Media (0–100)',
  sliderVotes: 'Votos',
} as const;
