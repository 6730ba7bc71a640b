/**
 * Longest text (in characters, after trimming) each field of an import file may hold, so that nothing absurd
 * reaches the database or the screens. Generous for real campaigns; the file-size, day and story limits are
 * business constants in src/shared/constants.ts.
 */
export const IMPORT_TEXT_LIMITS = {
  campaignTitle: 200,
  description: 5_000,
  theme: 300,
  blockName: 100,
  copy: 5_000,
  visual: 5_000,
  notes: 5_000,
  chatKeyword: 100,
  chatAutoResponse: 2_000,
  chatMessage: 2_000,
  chatUrl: 2_000,
  chatNotes: 5_000,
  tag: 50,
  launchStepTitle: 200,
  launchStepDescription: 2_000,
  stickerOption: 200,
  stickerPrompt: 500,
} as const;

/** Story `number`: a positive integer that fits comfortably in the integer column. */
export const IMPORT_MAX_STORY_NUMBER = 9_999;
export const IMPORT_MAX_TAGS = 30;
export const IMPORT_MAX_FOLLOW_UPS = 20;
/** Follow-up delays: from 0 hours up to one year. */
export const IMPORT_MAX_FOLLOW_UP_DELAY_HOURS = 8_760;
export const IMPORT_MAX_LAUNCH_STEPS = 20;
export const IMPORT_MAX_STICKER_OPTIONS = 10;
/** The validation list shows at most this many problems, then one line with how many more there are. */
export const IMPORT_MAX_LISTED_ERRORS = 100;
