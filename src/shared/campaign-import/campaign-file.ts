import { z } from 'zod';

/**
 * The campaign JSON file (admin spec section 3, docs/campaign-import.md), declared once: a campaign, its days,
 * each day's time blocks and each block's stories, with the optional chat automation and launch plan.
 *
 * This is the complete file a generator writes: every key present, null where a story has no sticker, notes or
 * time. The AI model is asked for exactly this (src/server/ai/campaign-schema.ts derives its output schema from
 * it), and validateCampaignImport names the fields it reads by these keys (CampaignFile*Key), so a rename here
 * breaks the validator's typecheck. Types and meanings only: the validator is the one judge of a usable file and
 * is more lenient than this declaration for people's files (an absent optional field counts as null, a sticker
 * may be a JSON string, a story type may be in any case...), see docs/decisions/015.
 */

export const CampaignFileSticker = z.object({
  type: z.string().describe('poll | question | slider'),
  options: z.array(z.string()).nullable().describe('Opciones de la encuesta (poll); null si no aplica'),
  prompt: z.string().nullable().describe('Pregunta o texto del sticker'),
  /** The emoji of a slider sticker (import files only). */
  emoji: z.string().optional(),
});
export type CampaignFileSticker = z.infer<typeof CampaignFileSticker>;

export const CampaignFileStory = z.object({
  number: z.number().int().describe('Número de la historia dentro del día, desde 1'),
  type: z.string().describe('TEXTO_PANTALLA | EL_HABLANDO | TESTIMONIO_CLIENTE'),
  copy: z.string().describe('Texto de la historia, listo para publicar'),
  visual: z.string().describe('Descripción visual: qué se ve y cómo grabarlo'),
  sticker: CampaignFileSticker.nullable(),
  notes: z.string().nullable().describe('Notas de producción para el cliente'),
  scheduled_time: z.string().nullable().describe('Hora de publicación HH:mm, o null'),
  /**
   * The story's files, in order: paths inside the campaign's .zip ('dia1-historia1.jpg', 'media/dia1/h1.mp4'),
   * at most MAX_FILES_PER_STORY (.zip imports only: a plain JSON import refuses it; the AI model is never asked
   * for it). docs/campaign-import.md, 'Importar un .zip'.
   */
  media: z.array(z.string()).optional(),
});
export type CampaignFileStory = z.infer<typeof CampaignFileStory>;

export const CampaignFileBlock = z.object({
  block_name: z.string().describe('Franja horaria: Mañana, Mediodía, Tarde o Noche'),
  stories: z.array(CampaignFileStory),
});
export type CampaignFileBlock = z.infer<typeof CampaignFileBlock>;

export const CampaignFileDay = z.object({
  date: z.string().describe('YYYY-MM-DD'),
  theme: z.string().describe('Tema del día dentro del arco de lanzamiento'),
  blocks: z.array(CampaignFileBlock),
});
export type CampaignFileDay = z.infer<typeof CampaignFileDay>;

export const CampaignFileFollowUp = z.object({
  delay_hours: z.number(),
  message: z.string(),
  /** An http(s) link sent with the message (import files only). */
  attachment: z.string().optional(),
  /** True when a person sends it (Instagram's HUMAN_AGENT tag, up to 7 days after the person's message). */
  human_agent: z.boolean().optional(),
});
export type CampaignFileFollowUp = z.infer<typeof CampaignFileFollowUp>;

export const CampaignFileChatAutomation = z.object({
  keyword: z.string().describe('Palabra clave en mayúsculas que el público escribe por mensaje directo'),
  auto_response: z.string(),
  follow_up_sequence: z.array(CampaignFileFollowUp),
  landing_url: z.string(),
  tags: z.array(z.string()),
  notes: z.string(),
});
export type CampaignFileChatAutomation = z.infer<typeof CampaignFileChatAutomation>;

export const CampaignFileLaunchStep = z.object({
  step: z.number().int(),
  title: z.string(),
  description: z.string(),
});
export type CampaignFileLaunchStep = z.infer<typeof CampaignFileLaunchStep>;

export const CampaignFile = z.object({
  campaign_title: z.string(),
  description: z.string(),
  start_date: z.string().describe('YYYY-MM-DD: la fecha de lanzamiento'),
  days: z.array(CampaignFileDay),
  chat_automation: CampaignFileChatAutomation,
  launch_plan: z.array(CampaignFileLaunchStep),
});
export type CampaignFile = z.infer<typeof CampaignFile>;

/** The keys the validator reads at each level (its messages name them: 'el campo "copy"…'). */
export type CampaignFileKey = keyof CampaignFile;
export type CampaignFileDayKey = keyof CampaignFileDay;
export type CampaignFileBlockKey = keyof CampaignFileBlock;
export type CampaignFileStoryKey = keyof CampaignFileStory;
export type CampaignFileChatAutomationKey = keyof CampaignFileChatAutomation;
export type CampaignFileFollowUpKey = keyof CampaignFileFollowUp;
export type CampaignFileLaunchStepKey = keyof CampaignFileLaunchStep;
