import { AI_EXPECTED_GENERATION_MINUTES } from '@shared/constants';

const { min, max } = AI_EXPECTED_GENERATION_MINUTES;

/** The wizard's Spanish texts (spec sections 4, 5 and 8). */
export const AI_WIZARD_TEXTS = {
  title: 'Crear Campaña con IA',
  generatingTitle: 'Creando Campaña con IA',
  /** The title once the generation failed (issue 29: it must not keep saying «Creando»). */
  failedTitle: 'No se pudo crear la campaña con IA',
  description:
    'Responde unas preguntas sencillas y nuestro agente de IA creará tu campaña, con sus historias y un plan de lanzamiento paso a paso.',
  generatingDescription: 'Tu campaña se está creando a partir de tus respuestas.',
  readyDescription: 'Tu campaña está lista.',
  failedDescription: 'Tus respuestas siguen en el formulario: puedes revisarlas y volver a generarla.',
  previous: 'Anterior',
  next: 'Siguiente',
  generate: 'Generar Campaña con IA',
  shortcut: 'Ctrl + Enter para continuar',
  backToForm: 'Volver al formulario',
  close: 'Cerrar',
  createError: 'Error al crear la solicitud de campaña',
  notAuthenticated: 'Debes estar autenticado para generar una campaña',
  unexpected: 'Error inesperado al generar la campaña',
  failed: 'Error al generar la campaña. Por favor, inténtalo de nuevo.',
  startedTitle: 'Generación iniciada',
  startedDescription: `La creación de tu campaña puede tardar de ${min} a ${max} minutos. Te enviaremos un correo electrónico cuando esté lista.`,
  partialDescription:
    'Algunos días o historias no se pudieron generar; el resto de la campaña se ha guardado.',
  redirecting: 'Te llevamos a tu nueva campaña…',
} as const;
