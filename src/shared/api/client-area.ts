/**
 * The client area's HTTP contract (client spec sections 2, 3 and 7): request bodies and responses of
 * /api/client/*, /api/campaigns/{id}, /api/stories/{id}/* and the chat-automation edits, as zod schemas with
 * their inferred types. The server validates with them and documents them in OpenAPI; the web imports the types.
 *
 * Dates: calendar dates are 'yyyy-mm-dd'; instants are ISO 8601 strings in UTC. Every response whose meaning
 * depends on "today" carries `today`, computed by the server in APP_TIMEZONE: the browser never uses its own
 * clock or zone to decide a story's status or a campaign's badge.
 */
import { z } from 'zod';
import { CAMPAIGN_STATUSES, CLIENT_STATUSES, INVITATION_STATUSES } from '../domain/statuses';
import { STORY_STATUSES } from '../domain/story-status';
import { multiLineString } from '../text/multi-line';
import { singleLineString } from '../text/single-line';
import { CHAT_MESSAGE_MAX_LENGTH, COPY_TEXT_MAX_LENGTH } from './story-text-limits';

// --- Limits and messages of the edits ---------------------------------------------------------------

export { CHAT_MESSAGE_MAX_LENGTH, COPY_TEXT_MAX_LENGTH };
/** Profile fields. */
export const PROFILE_NAME_MAX_LENGTH = 200;
export const PROFILE_PHONE_MAX_LENGTH = 50;
export const PROFILE_INDUSTRY_MAX_LENGTH = 100;
export const PROFILE_DESCRIPTION_MAX_LENGTH = 2_000;
/** Each field of the AI-info block. */
export const AI_INFO_FIELD_MAX_LENGTH = 5_000;
/** The overdue list is capped; `overdueTotal` tells how many there are in all. */
export const OVERDUE_LIST_LIMIT = 100;
/** Stories due today are capped too (a day holds 4 to 8 per campaign). */
export const DUE_TODAY_LIST_LIMIT = 100;

export const CLIENT_AREA_MESSAGES = {
  emptyMessage: 'El mensaje no puede estar vacío',
  messageTooLong: `El mensaje no puede tener más de ${CHAT_MESSAGE_MAX_LENGTH} caracteres`,
  emptyCopy: 'El copy no puede estar vacío',
  copyTooLong: `El copy no puede tener más de ${COPY_TEXT_MAX_LENGTH} caracteres`,
  followUpOutOfRange: 'El mensaje de seguimiento indicado no existe',
  campaignNotFound: 'Campaña no encontrada',
  storyNotFound: 'Historia no encontrada',
  clientNotFound: 'No se encontraron datos del cliente',
  nameRequired: 'El nombre es obligatorio',
  brandNameRequired: 'El nombre de la marca es obligatorio',
  fieldTooLong: 'El texto es demasiado largo',
} as const;

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Fecha no válida (aaaa-mm-dd)');
const Instant = z.string().describe('Instante ISO 8601 (UTC)');
/** Today in APP_TIMEZONE, decided by the server. */
const Today = IsoDate.describe('Hoy en la zona horaria de la agencia (APP_TIMEZONE)');

// --- Shared pieces ----------------------------------------------------------------------------------

export const StoryStatusSchema = z.enum(STORY_STATUSES);

/** One message of the chat-automation follow-up sequence (stored as { delay_hours, message, attachment? }). */
export const FollowUpItem = z.object({
  delayHours: z.number(),
  message: z.string(),
  attachment: z.string().nullable(),
});
export type FollowUpItem = z.infer<typeof FollowUpItem>;

/** The chat-automation ("ManyChat") configuration of a campaign. */
export const ChatAutomation = z.object({
  keyword: z.string().nullable(),
  autoResponse: z.string().nullable(),
  followUpSequence: z.array(FollowUpItem),
  landingUrl: z.string().nullable(),
  tags: z.array(z.string()),
  notes: z.string().nullable(),
});
export type ChatAutomation = z.infer<typeof ChatAutomation>;

/** One step of the AI's launch plan. */
export const LaunchPlanStep = z.object({ step: z.number(), title: z.string(), description: z.string() });
export type LaunchPlanStep = z.infer<typeof LaunchPlanStep>;

/**
 * sticker_info exactly as stored: an object, a JSON string (legacy imports), the corrupt '[object Object]', or
 * null. Never trust it: read it with parseStickerInfo (src/shared/domain/sticker-info.ts).
 */
export const RawStickerInfo = z.union([z.record(z.string(), z.unknown()), z.string()]).nullable();
export type RawStickerInfo = z.infer<typeof RawStickerInfo>;

// --- GET /api/client/campaigns ----------------------------------------------------------------------

/** What the card and the detail share: the campaign's own fields and its story counts. */
const campaignSummaryShape = {
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(CAMPAIGN_STATUSES),
  source: z.enum(['import', 'ai']),
  startDate: IsoDate,
  endDate: IsoDate,
  createdAt: Instant,
  totalStories: z.number().int(),
  postedStories: z.number().int(),
  progress: z.number().int(),
};

/** A card of 'Mis Campañas'. `progress` is the rounded percentage of posted stories. */
export const CampaignCard = z.object({
  ...campaignSummaryShape,
  totalDays: z.number().int(),
});
export type CampaignCard = z.infer<typeof CampaignCard>;

/** The signed-in client's campaigns, newest first (created_at descending). */
export const ClientCampaignsResponse = z.object({ today: Today, campaigns: z.array(CampaignCard) });
export type ClientCampaignsResponse = z.infer<typeof ClientCampaignsResponse>;

// --- GET /api/campaigns/{id} -------------------------------------------------------------------------

/** A story of the campaign detail screen. */
export const CampaignStory = z.object({
  id: z.string(),
  storyNumber: z.number().int(),
  title: z.string(),
  copyText: z.string(),
  /** The copy as imported or generated, kept when the client edits it. */
  originalCopy: z.string().nullable(),
  visualDescription: z.string().nullable(),
  /** TEXTO_PANTALLA | EL_HABLANDO | TESTIMONIO_CLIENTE, or another value (default look). */
  storyType: z.string(),
  timeBlock: z.string().nullable(),
  stickerInfo: RawStickerInfo,
  notes: z.string().nullable(),
  scheduledDate: IsoDate.nullable(),
  /** 'HH:mm'. */
  scheduledTime: z.string().nullable(),
  isPosted: z.boolean(),
  postedAt: Instant.nullable(),
  updatedAt: Instant,
});
export type CampaignStory = z.infer<typeof CampaignStory>;

/** A day of the campaign, its stories ordered by story number. */
export const CampaignDay = z.object({
  id: z.string(),
  dayOrder: z.number().int(),
  date: IsoDate,
  theme: z.string().nullable(),
  title: z.string(),
  stories: z.array(CampaignStory),
});
export type CampaignDay = z.infer<typeof CampaignDay>;

/** The whole campaign: days ordered by day_order (then date). */
export const CampaignDetail = z.object({
  ...campaignSummaryShape,
  client: z.object({ id: z.string(), name: z.string(), brandName: z.string() }),
  chatAutomation: ChatAutomation,
  launchPlan: z.array(LaunchPlanStep).nullable(),
  days: z.array(CampaignDay),
});
export type CampaignDetail = z.infer<typeof CampaignDetail>;

export const CampaignDetailResponse = z.object({ today: Today, campaign: CampaignDetail });
export type CampaignDetailResponse = z.infer<typeof CampaignDetailResponse>;

// --- PATCH /api/stories/{id}/posted -----------------------------------------------------------------

/** Sets the posted state (not a toggle): the last call wins. */
export const SetStoryPostedBody = z.object({
  isPosted: z.boolean({ error: 'Indica si la historia está publicada' }),
});
export type SetStoryPostedBody = z.infer<typeof SetStoryPostedBody>;

/**
 * The story after the write and the counts of its day and campaign, read in the same transaction. When
 * `isPosted` and the day's postedStories equals totalStories, the web shows 'Día Completado', or
 * 'Lanzamiento Finalizado' when `day.isLastDay`.
 */
export const SetStoryPostedResponse = z.object({
  story: z.object({ id: z.string(), isPosted: z.boolean(), postedAt: Instant.nullable() }),
  day: z.object({
    id: z.string(),
    dayOrder: z.number().int(),
    isLastDay: z.boolean(),
    postedStories: z.number().int(),
    totalStories: z.number().int(),
  }),
  campaign: z.object({
    id: z.string(),
    postedStories: z.number().int(),
    totalStories: z.number().int(),
    progress: z.number().int(),
  }),
});
export type SetStoryPostedResponse = z.infer<typeof SetStoryPostedResponse>;

// --- PATCH /api/stories/{id}/copy -------------------------------------------------------------------

/** The new copy: trimmed, not empty, at most COPY_TEXT_MAX_LENGTH characters. */
export const UpdateStoryCopyBody = z.object({
  copyText: multiLineString({ error: CLIENT_AREA_MESSAGES.emptyCopy })
    .trim()
    .min(1, CLIENT_AREA_MESSAGES.emptyCopy)
    .max(COPY_TEXT_MAX_LENGTH, CLIENT_AREA_MESSAGES.copyTooLong),
});
export type UpdateStoryCopyBody = z.infer<typeof UpdateStoryCopyBody>;

export const UpdateStoryCopyResponse = z.object({
  story: z.object({ id: z.string(), copyText: z.string(), updatedAt: Instant }),
});
export type UpdateStoryCopyResponse = z.infer<typeof UpdateStoryCopyResponse>;

// --- Chat-automation message edits ------------------------------------------------------------------

/** PATCH …/chat-automation/auto-response and …/follow-up/{index}: the new message, trimmed, not empty. */
export const ChatMessageBody = z.object({
  message: multiLineString({ error: CLIENT_AREA_MESSAGES.emptyMessage })
    .trim()
    .min(1, CLIENT_AREA_MESSAGES.emptyMessage)
    .max(CHAT_MESSAGE_MAX_LENGTH, CLIENT_AREA_MESSAGES.messageTooLong),
});
export type ChatMessageBody = z.infer<typeof ChatMessageBody>;

export const UpdateAutoResponseResponse = z.object({ autoResponse: z.string() });
export type UpdateAutoResponseResponse = z.infer<typeof UpdateAutoResponseResponse>;

/** The whole sequence after the item at the index was replaced. */
export const UpdateFollowUpResponse = z.object({ followUpSequence: z.array(FollowUpItem) });
export type UpdateFollowUpResponse = z.infer<typeof UpdateFollowUpResponse>;

// --- GET /api/client/overview -----------------------------------------------------------------------

/** A story in the dashboard and pending lists, with its day and campaign. `status` from storyStatus(). */
export const StoryListItem = z.object({
  id: z.string(),
  title: z.string(),
  storyNumber: z.number().int(),
  copyText: z.string(),
  storyType: z.string(),
  timeBlock: z.string().nullable(),
  scheduledTime: z.string().nullable(),
  isPosted: z.boolean(),
  postedAt: Instant.nullable(),
  dayId: z.string(),
  dayDate: IsoDate,
  dayOrder: z.number().int(),
  campaignId: z.string(),
  campaignTitle: z.string(),
  status: StoryStatusSchema,
});
export type StoryListItem = z.infer<typeof StoryListItem>;

/**
 * The dashboard and the pending page in one answer:
 * - progress over all the client's campaigns (`activeCampaigns`: campaigns whose badge is 'En Progreso');
 * - overdue: not posted, day before today, oldest first, at most OVERDUE_LIST_LIMIT (`overdueTotal` counts all);
 * - dueToday: not posted, day is today, by campaign then story number;
 * - upcoming: not posted, day AFTER today up to UPCOMING_WINDOW_DAYS ahead, by date then story number, at most
 *   PENDING_UPCOMING_LIMIT. Today's stories are in dueToday, not here (the pending page shows them under
 *   'Para Hoy'); the dashboard's upcoming list ("from now up to 3 days ahead") is dueToday followed by
 *   upcoming, first DASHBOARD_UPCOMING_LIMIT: use dashboardUpcomingStories() (src/shared/domain/upcoming-window.ts);
 * - recentlyPublished: the RECENT_ACTIVITY_LIMIT most recently posted stories, by posted_at descending.
 */
export const ClientOverviewResponse = z.object({
  today: Today,
  progress: z.object({
    totalStories: z.number().int(),
    postedStories: z.number().int(),
    percentage: z.number().int(),
    totalCampaigns: z.number().int(),
    activeCampaigns: z.number().int(),
  }),
  overdue: z.array(StoryListItem),
  overdueTotal: z.number().int(),
  dueToday: z.array(StoryListItem),
  upcoming: z.array(StoryListItem),
  /** Every upcoming story in the window, of which `upcoming` holds the first PENDING_UPCOMING_LIMIT. */
  upcomingTotal: z.number().int(),
  recentlyPublished: z.array(StoryListItem),
});
export type ClientOverviewResponse = z.infer<typeof ClientOverviewResponse>;

// --- /api/client/me ---------------------------------------------------------------------------------

/** The signed-in client's own record (GET and PATCH /api/client/me). */
export const OwnClient = z
  .object({
    id: z.string(),
    name: z.string(),
    brandName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    industry: z.string().nullable(),
    description: z.string().nullable(),
    status: z.enum(CLIENT_STATUSES),
    invitationStatus: z.enum(INVITATION_STATUSES),
    createdAt: Instant,
    updatedAt: Instant,
  })
  .meta({ id: 'OwnClient' });
export type OwnClient = z.infer<typeof OwnClient>;

export const OwnClientResponse = z.object({ client: OwnClient });
export type OwnClientResponse = z.infer<typeof OwnClientResponse>;

/** An optional text: trimmed; empty (or missing, or null) is stored as null. */
const optionalText = (max: number) =>
  multiLineString()
    .trim()
    .max(max, CLIENT_AREA_MESSAGES.fieldTooLong)
    .nullish()
    .transform((value) => (value ? value : null));

/** An optional one-line text (phone, industry): as optionalText, and no control characters. */
const optionalSingleLine = (max: number) =>
  singleLineString()
    .trim()
    .max(max, CLIENT_AREA_MESSAGES.fieldTooLong)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * PATCH /api/client/me: the personal-info form. Name and brand are required (they identify the client); they,
 * the phone and the industry are one-line texts (no line breaks or control characters); the description is not.
 */
export const UpdateOwnClientBody = z.object({
  name: singleLineString({ error: CLIENT_AREA_MESSAGES.nameRequired })
    .trim()
    .min(1, CLIENT_AREA_MESSAGES.nameRequired)
    .max(PROFILE_NAME_MAX_LENGTH, CLIENT_AREA_MESSAGES.fieldTooLong),
  brandName: singleLineString({ error: CLIENT_AREA_MESSAGES.brandNameRequired })
    .trim()
    .min(1, CLIENT_AREA_MESSAGES.brandNameRequired)
    .max(PROFILE_NAME_MAX_LENGTH, CLIENT_AREA_MESSAGES.fieldTooLong),
  phone: optionalSingleLine(PROFILE_PHONE_MAX_LENGTH),
  industry: optionalSingleLine(PROFILE_INDUSTRY_MAX_LENGTH),
  description: optionalText(PROFILE_DESCRIPTION_MAX_LENGTH),
});
/** What the form sends (strings; empty optional fields allowed). */
export type UpdateOwnClientInput = z.input<typeof UpdateOwnClientBody>;
/** What the server stores (empty optional fields as null). */
export type UpdateOwnClientBody = z.output<typeof UpdateOwnClientBody>;

// --- /api/client/ai-info ----------------------------------------------------------------------------

/** The information block the AI uses to draft campaigns. */
export const AiInfo = z.object({
  whoYouAre: z.string().nullable(),
  targetAudience: z.string().nullable(),
  yourStory: z.string().nullable(),
  updatedAt: Instant,
});
export type AiInfo = z.infer<typeof AiInfo>;

/** null until the client saves it the first time. */
export const AiInfoResponse = z.object({ aiInfo: AiInfo.nullable() });
export type AiInfoResponse = z.infer<typeof AiInfoResponse>;

/** PUT /api/client/ai-info: no field validation (spec section 5); empty fields are stored as null. */
export const UpdateAiInfoBody = z.object({
  whoYouAre: optionalText(AI_INFO_FIELD_MAX_LENGTH),
  targetAudience: optionalText(AI_INFO_FIELD_MAX_LENGTH),
  yourStory: optionalText(AI_INFO_FIELD_MAX_LENGTH),
});
export type UpdateAiInfoInput = z.input<typeof UpdateAiInfoBody>;
export type UpdateAiInfoBody = z.output<typeof UpdateAiInfoBody>;

/** PUT answers the stored block. */
export const UpdateAiInfoResponse = z.object({ aiInfo: AiInfo });
export type UpdateAiInfoResponse = z.infer<typeof UpdateAiInfoResponse>;
