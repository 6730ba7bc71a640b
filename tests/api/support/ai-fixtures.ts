import { addDaysIso } from '../../../src/shared/dates';

/** A valid body for POST /api/ai/requests, launching `daysAhead` days from now at noon UTC. */
export function briefBody(overrides: Record<string, unknown> = {}, daysAhead = 3) {
  const launch = new Date(Date.now() + daysAhead * 86_400_000);
  launch.setUTCHours(11, 0, 0, 0);
  return {
    productDescription: 'Curso online de repostería saludable sin azúcar para principiantes',
    salesProcess: 'Las clientas escriben por mensaje directo y reciben el enlace de pago con checkout',
    specialOffers:
      'Precio de lanzamiento 97 € en lugar de 147 €, con bonus de recetario y garantía de 14 días',
    campaignDuration: 7,
    keyMessage: 'Puedes darte un capricho sin renunciar a cuidarte',
    launchAt: launch.toISOString(),
    ...overrides,
  };
}

interface CampaignShape {
  startDate: string;
  days: number;
  storiesPerDay?: number;
  title?: string;
}

/** A campaign as a model would answer it (the JSON import format), `days` days of `storiesPerDay` stories. */
export function modelCampaign({
  startDate,
  days,
  storiesPerDay = 5,
  title = 'Lanzamiento Repostería Sana',
}: CampaignShape) {
  const types = ['TEXTO_PANTALLA', 'EL_HABLANDO', 'TESTIMONIO_CLIENTE'];
  return {
    campaign_title: title,
    description: 'Campaña de lanzamiento del curso en siete días.',
    start_date: startDate,
    days: Array.from({ length: days }, (_, d) => ({
      date: addDaysIso(startDate, d),
      theme: `Tema del día ${d + 1}`,
      blocks: [
        {
          block_name: 'Mañana',
          stories: Array.from({ length: storiesPerDay }, (_, s) => ({
            number: s + 1,
            type: types[s % types.length],
            copy: `Historia ${s + 1} del día ${d + 1}: ¿te imaginas un postre sin culpa?`,
            visual: 'Plano cenital de la cocina con la masa sobre la mesa',
            sticker: s === 0 ? { type: 'poll', options: ['Sí', 'No'], prompt: '¿Lo probarías?' } : null,
            notes: s === 1 ? 'Grabar con luz natural' : null,
            scheduled_time: null,
          })),
        },
      ],
    })),
    chat_automation: {
      keyword: 'DULCE',
      auto_response: '¡Hola! Aquí tienes toda la información del curso.',
      follow_up_sequence: [{ delay_hours: 24, message: '¿Pudiste ver el curso?' }],
      landing_url: '[URL_LANDING_CON_CHECKOUT]',
      tags: ['lanzamiento', 'reposteria'],
      notes: 'Activar la palabra clave el día 1.',
    },
    launch_plan: [
      { step: 1, title: 'Preparar la landing', description: 'Publicar la página con el checkout.' },
      { step: 2, title: 'Configurar la automatización', description: 'Activar la palabra DULCE.' },
    ],
  };
}
