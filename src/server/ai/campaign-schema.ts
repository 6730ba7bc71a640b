import { z } from 'zod';

/**
 * The structured answer asked of the model: the JSON import format (admin spec section 3) with the AI wizard's
 * chat automation and launch plan. Deliberately loose (types and shape only): the import validator
 * (validateCampaignImport) is the one judge of a usable campaign, so a day with too few stories is still
 * received and counted as partial instead of failing the whole answer.
 */
const StickerSchema = z
  .object({
    type: z.string().describe('poll | question | slider'),
    options: z.array(z.string()).nullable().describe('Opciones de la encuesta (poll); null si no aplica'),
    prompt: z.string().nullable().describe('Pregunta o texto del sticker'),
  })
  .nullable();

const StorySchema = z.object({
  number: z.number().int().describe('Número de la historia dentro del día, desde 1'),
  type: z.string().describe('TEXTO_PANTALLA | EL_HABLANDO | TESTIMONIO_CLIENTE'),
  copy: z.string().describe('Texto de la historia, listo para publicar'),
  visual: z.string().describe('Descripción visual: qué se ve y cómo grabarlo'),
  sticker: StickerSchema,
  notes: z.string().nullable().describe('Notas de producción para el cliente'),
  scheduled_time: z.string().nullable().describe('Hora de publicación HH:mm, o null'),
});

const DaySchema = z.object({
  date: z.string().describe('YYYY-MM-DD'),
  theme: z.string().describe('Tema del día dentro del arco de lanzamiento'),
  blocks: z
    .array(
      z.object({
        block_name: z.string().describe('Franja horaria: Mañana, Mediodía, Tarde o Noche'),
        stories: z.array(StorySchema),
      }),
    )
    .describe('Franjas del día con sus historias (entre 4 y 10 historias por día en total)'),
});

export const ModelCampaignSchema = z.object({
  campaign_title: z.string(),
  description: z.string(),
  start_date: z.string().describe('YYYY-MM-DD: la fecha de lanzamiento'),
  days: z.array(DaySchema),
  chat_automation: z.object({
    keyword: z.string().describe('Palabra clave en mayúsculas que el público escribe por mensaje directo'),
    auto_response: z.string(),
    follow_up_sequence: z.array(z.object({ delay_hours: z.number(), message: z.string() })),
    landing_url: z.string().describe('Siempre el marcador [URL_LANDING_CON_CHECKOUT]'),
    tags: z.array(z.string()),
    notes: z.string(),
  }),
  launch_plan: z.array(z.object({ step: z.number().int(), title: z.string(), description: z.string() })),
});
export type ModelCampaign = z.infer<typeof ModelCampaignSchema>;
