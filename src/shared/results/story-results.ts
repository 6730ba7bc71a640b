/**
 * A published story's numbers (issue 31 §3), entered by the brand from Instagram's insights before they vanish
 * (24 h) and corrected by the agency: one contract for the API (PUT/GET /api/stories/{id}/results) and the
 * results form, so that a negative, fractional or absurd value gets the same Spanish field error on both sides.
 */
import { z } from 'zod';
import { RESULT_FIELDS, RESULT_TEXTS, type ResultField } from './result-texts';

export { RESULT_FIELD_LABELS, RESULT_FIELDS, RESULT_TEXTS, type ResultField } from './result-texts';

/**
 * A count no story reaches: Instagram's largest accounts have some 700 million followers, and a brand's story
 * reaches a fraction of them. Above it the value is a typing slip (an extra zero row, a pasted phone number).
 */
export const RESULT_COUNT_MAX = 1_000_000_000;

/** A count: an integer from 0 to RESULT_COUNT_MAX, or null (not entered). */
export const resultCount = z
  .number({ error: RESULT_TEXTS.notANumber })
  .int({ error: RESULT_TEXTS.notInteger })
  .min(0, { error: RESULT_TEXTS.negative })
  .max(RESULT_COUNT_MAX, { error: RESULT_TEXTS.tooLarge })
  .nullable();

/** The emoji slider's average position as Instagram shows it: 0 to 100, one decimal at most. */
export const sliderAverage = z
  .number({ error: RESULT_TEXTS.notANumber })
  .min(0, { error: RESULT_TEXTS.sliderRange })
  .max(100, { error: RESULT_TEXTS.sliderRange })
  // 1.1 * 10 is 11.000000000000002 in floating point: one decimal within a rounding error.
  .refine((value) => Math.abs(Math.round(value * 10) - value * 10) < 1e-6, {
    error: RESULT_TEXTS.sliderDecimals,
  })
  .nullable();

/** The most options a poll or quiz sticker has in Instagram (4), with room for an imported oddity. */
export const POLL_OPTIONS_MAX = 10;

/** A sticker's answers, by the sticker's type (the story's sticker decides which one the form asks). */
export const StickerResults = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('poll'),
    /** Votes per option, in the sticker's order; the option's text is kept as it was when entered. */
    options: z
      .array(z.object({ option: z.string().max(200), votes: resultCount }))
      .min(1)
      .max(POLL_OPTIONS_MAX),
  }),
  z.object({ type: z.literal('quiz'), answers: resultCount, correct: resultCount }),
  z.object({ type: z.literal('question'), answers: resultCount }),
  z.object({ type: z.literal('countdown'), reminders: resultCount }),
  z.object({ type: z.literal('slider'), average: sliderAverage, votes: resultCount }),
]);
export type StickerResults = z.infer<typeof StickerResults>;
export type StickerResultType = StickerResults['type'];

const countFields = {
  reach: resultCount,
  impressions: resultCount,
  replies: resultCount,
  linkTaps: resultCount,
  keywordDms: resultCount,
  profileVisits: resultCount,
  follows: resultCount,
  shares: resultCount,
  exits: resultCount,
} satisfies Record<ResultField, typeof resultCount>;

/** Rules between fields, with the field the error belongs to. */
function checkConsistency(
  value: Partial<Record<ResultField, number | null>> & { sticker?: StickerResults | null },
  ctx: z.RefinementCtx,
) {
  const { reach, impressions, sticker } = value;
  if (reach != null && impressions != null && impressions < reach) {
    ctx.addIssue({ code: 'custom', path: ['impressions'], message: RESULT_TEXTS.impressionsBelowReach });
  }
  if (sticker?.type === 'quiz' && sticker.answers != null && sticker.correct != null) {
    if (sticker.correct > sticker.answers) {
      ctx.addIssue({
        code: 'custom',
        path: ['sticker', 'correct'],
        message: RESULT_TEXTS.correctAboveAnswers,
      });
    }
  }
}

/**
 * PUT /api/stories/{id}/results: every field optional (null or missing: not entered). Replaces what was there;
 * the last save wins and says who made it.
 */
export const StoryResultsBody = z
  .object({
    reach: resultCount.optional(),
    impressions: resultCount.optional(),
    replies: resultCount.optional(),
    linkTaps: resultCount.optional(),
    keywordDms: resultCount.optional(),
    profileVisits: resultCount.optional(),
    follows: resultCount.optional(),
    shares: resultCount.optional(),
    exits: resultCount.optional(),
    sticker: StickerResults.nullable().optional(),
  } satisfies Record<ResultField | 'sticker', z.ZodType>)
  .superRefine(checkConsistency);
export type StoryResultsBody = z.infer<typeof StoryResultsBody>;

/** The numbers as stored: every field present (null: not entered). */
export type StoryResultValues = { [K in ResultField]: number | null } & { sticker: StickerResults | null };

/** Who saved the numbers: the agency, the brand, or the insights the panel read from a connected account. */
export const RESULT_AUTHOR_ROLES = ['admin', 'client', 'instagram'] as const;
export type ResultAuthorRole = (typeof RESULT_AUTHOR_ROLES)[number];

/** Who saved the numbers, and when. */
export const ResultAuthor = z.object({
  name: z.string(),
  role: z.enum(RESULT_AUTHOR_ROLES),
  at: z.string().describe('Instante ISO 8601 (UTC)'),
});
export type ResultAuthor = z.infer<typeof ResultAuthor>;

export const SavedStoryResults = z.object({
  ...countFields,
  sticker: StickerResults.nullable(),
  /** The first save. */
  enteredBy: ResultAuthor,
  /** The last save (the same as enteredBy until someone corrects it). */
  updatedBy: ResultAuthor,
  /**
   * The counts filled from the connected Instagram account's insights (issue 32): the form shows them «desde
   * Instagram», not editable, and a save keeps them.
   */
  instagramFields: z.array(z.enum(RESULT_FIELDS)),
  /** When Instagram's numbers were last read (null: none came from Instagram). */
  instagramTakenAt: z.string().nullable(),
});
export type SavedStoryResults = z.infer<typeof SavedStoryResults>;

/** The sticker the form asks about, as the story's sticker says it (null: no sticker answers to enter). */
export const ResultSticker = z.object({
  type: z.enum(['poll', 'quiz', 'question', 'countdown', 'slider']),
  /** The sticker's question, slider text or countdown title. */
  prompt: z.string().nullable(),
  /** Poll and quiz options. */
  options: z.array(z.string()),
  emoji: z.string().nullable(),
});
export type ResultSticker = z.infer<typeof ResultSticker>;

/** GET /api/stories/{id}/results (and the PUT's answer): the story, what to ask and what is saved. */
export const StoryResultsResponse = z.object({
  story: z.object({
    id: z.string(),
    campaignId: z.string(),
    campaignTitle: z.string(),
    brandName: z.string(),
    dayOrder: z.number().int(),
    dayTitle: z.string(),
    storyNumber: z.number().int(),
    /** 'Historia 3: Teaser' (storyHeading). */
    heading: z.string(),
    /** The story's planned instant (ISO) and the client's zone, for «Publicada el …». */
    dueAt: z.string(),
    postedAt: z.string().nullable(),
    timeZone: z.string(),
    /** Instagram keeps a story's numbers 24 h after it is posted: after this instant they are gone. */
    numbersExpireAt: z.string(),
  }),
  sticker: ResultSticker.nullable(),
  /** The campaign's chat-automation keyword, when it has one (the keyword DMs field names it). */
  keyword: z.string().nullable(),
  /** Human taps counted by the story's tracked link (null: the story has no tracked link). */
  trackedClicks: z.number().int().nullable(),
  results: SavedStoryResults.nullable(),
});
export type StoryResultsResponse = z.infer<typeof StoryResultsResponse>;
