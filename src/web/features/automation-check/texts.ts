import { AUTOMATION_CHECK_TEXTS } from '@shared/automation-check/automation-check-texts';

/** The screen texts of «Revisar automatizaciones» and the set-up sheet (the findings' own are shared). */
export const CHECK_SCREEN_TEXTS = {
  title: AUTOMATION_CHECK_TEXTS.title,
  description:
    'Las palabras clave, los mensajes y los enlaces de la campaña, tal como los leerá la herramienta de automatización y el público.',
  loading: 'Revisando la automatización…',
  loadError: 'No se pudo revisar la automatización',
  fix: 'Corregir',
  recheck: 'Volver a revisar',
  rechecking: 'Revisando…',
  sheet: 'Hoja de configuración',
  /** «Pedir aprobación»'s notice. */
  approvalNotice: (errors: number, warnings: number) =>
    `La automatización del chat tiene ${AUTOMATION_CHECK_TEXTS.summary(errors, warnings)}`,
  approvalNoticeHint: 'Puedes pedir la aprobación igualmente.',
  review: 'Revisar',
} as const;

export const SETUP_SHEET_TEXTS = {
  title: 'Hoja de configuración de la automatización',
  description: 'Para quien configura la herramienta de automatización del chat.',
  print: 'Imprimir',
  back: 'Volver a la campaña',
  backToCampaigns: 'Volver a campañas',
  loading: 'Cargando la hoja de configuración…',
  loadError: 'No se pudo cargar la campaña',
  notFound: 'Campaña no encontrada',
  notFoundDescription: 'La campaña no existe o no tienes acceso a ella.',
  dates: (from: string, to: string) => `Del ${from} al ${to}`,
  keyword: 'Palabra clave',
  defaultKeyword: '(por defecto: la campaña no tiene una propia)',
  storiesTitle: 'Historias que la muestran o la piden',
  noStories: 'Ninguna historia muestra ni pide la palabra clave.',
  asks: 'Pide escribirla',
  shows: 'La muestra',
  storyLabel: (n: number) => `Historia ${n}`,
  dayLabel: (n: number) => `Día ${n}`,
  noTime: 'sin hora',
  initialMessage: 'Mensaje automático inicial',
  noInitialMessage: 'Sin mensaje automático inicial.',
  followUpsTitle: 'Mensajes de seguimiento',
  followUp: (n: number) => `Seguimiento ${n}`,
  followUpAt: (hours: string) => `a las ${hours} h del mensaje de la persona`,
  automatic: 'automático',
  human: 'lo envía una persona',
  attachment: 'Adjunto',
  landingTitle: 'Página de destino',
  landingTarget: 'Página',
  trackedLink: 'Enlace con seguimiento (el que va en los mensajes)',
  noTrackedLink: 'Sin enlace con seguimiento: los clics no se contarán.',
  tags: 'Etiquetas',
  notes: 'Notas',
  checkTitle: 'Revisión',
  checkLoading: 'Revisando…',
  checkError: 'No se pudo revisar la automatización.',
} as const;
