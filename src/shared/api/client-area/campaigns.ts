/**
 * The client area's campaigns (client spec sections 2, 3 and 7): GET /api/client/campaigns, GET /api/campaigns/{id}
 * and the chat-automation edits. Zod schemas with their inferred types: the server validates and documents with
 * them, the web gets its types from them through the typed client.
 */

import { z } from 'zod';
import { CAMPAIGN_STATUSES } from '../../domain/statuses';
import { StoryAutoPublishState } from '../../instagram/auto-publish-contract';
import { TrackedLink } from '../../links/tracked-link';
import { StoryMedia } from '../../media/story-media';
import { StoryProof } from '../../proofs/story-proof';
import { requiredText } from '../../text/text-fields';
import { StoryApproval } from '../approvals';
import { StorySkip } from '../story-skip';
import { CHAT_MESSAGE_MAX_LENGTH } from '../story-text-limits';
import { Instant, IsoDate, Today } from './common';
import { CLIENT_AREA_MESSAGES } from './limits';

// --- Shared pieces ----------------------------------------------------------------------------------

/** One message of the chat-automation follow-up sequence (stored as { delay_hours, message, attachment? }). */
export const FollowUpItem = z.object({
  delayHours: z.number(),
  message: z.string(),
  attachment: z.string().nullable(),
  /** Sent by a person, not automatically (Instagram's HUMAN_AGENT tag: up to 7 days after the person's message). */
  humanAgent: z.boolean().optional(),
});
export type FollowUpItem = z.infer<typeof FollowUpItem>;

/** The chat-automation ("ManyChat") configuration of a campaign. */
export const ChatAutomation = z.object({
  keyword: z.string().nullable(),
  autoResponse: z.string().nullable(),
  followUpSequence: z.array(FollowUpItem),
  landingUrl: z.string().nullable(),
  /** The landing page's tracked short link (issue 31): what the automation's message should carry. */
  landingLink: TrackedLink.nullable(),
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
  /** Stories marked «No se publicará»: counted apart, out of the progress denominator. */
  skippedStories: z.number().int(),
  progress: z.number().int(),
};

/** A card of 'Mis Campañas'. `progress`: published / (total − skipped), rounded (src/shared/domain/progress.ts). */
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
  /** Marked «No se publicará», with who, when and why (`skip`). */
  isSkipped: z.boolean(),
  skip: StorySkip.nullable(),
  updatedAt: Instant,
  /** The story's files (its visual), in order. */
  media: z.array(StoryMedia),
  /** The client's approval of this content (issue 16). */
  approval: StoryApproval,
  /** The tracked short link of its link sticker (issue 31); null without a link sticker. */
  trackedLink: TrackedLink.nullable(),
  /** Its proof of posting: the screenshot or the Instagram link attached when marked (issue 31 §1). */
  proof: StoryProof.nullable(),
  /** Its numbers have been entered (issue 31 §3): the card offers to see them rather than to enter them. */
  hasResults: z.boolean(),
  /** «Publicar automáticamente» through the client's Instagram connection (issue 32); null: the brand publishes it. */
  autoPublish: StoryAutoPublishState.nullable(),
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
  /** timeZone: the client's effective IANA zone (its own, else the agency's): the stories' times are in it. */
  client: z.object({ id: z.string(), name: z.string(), brandName: z.string(), timeZone: z.string() }),
  /** «Marcar publicada» needs the story approved by the client. */
  requiresApproval: z.boolean(),
  /**
   * The client's date from which that applies (approval turned on mid-campaign «desde mañana»): stories due before it
   * do not need it. Null: every story. See storyRequiresApproval in src/shared/approvals/approval-state.ts.
   */
  approvalRequiredFrom: IsoDate.nullable(),
  chatAutomation: ChatAutomation,
  launchPlan: z.array(LaunchPlanStep).nullable(),
  days: z.array(CampaignDay),
});
export type CampaignDetail = z.infer<typeof CampaignDetail>;

export const CampaignDetailResponse = z.object({ today: Today, campaign: CampaignDetail });
export type CampaignDetailResponse = z.infer<typeof CampaignDetailResponse>;

// --- Chat-automation message edits ------------------------------------------------------------------

/** PATCH …/chat-automation/auto-response and …/follow-up/{index}: the new message, trimmed, not empty. */
export const ChatMessageBody = z.object({
  message: requiredText({
    max: CHAT_MESSAGE_MAX_LENGTH,
    tooLong: CLIENT_AREA_MESSAGES.messageTooLong,
    tooShort: CLIENT_AREA_MESSAGES.emptyMessage,
    missing: CLIENT_AREA_MESSAGES.emptyMessage,
  }),
});
export type ChatMessageBody = z.infer<typeof ChatMessageBody>;

export const UpdateAutoResponseResponse = z.object({ autoResponse: z.string() });
export type UpdateAutoResponseResponse = z.infer<typeof UpdateAutoResponseResponse>;

/** The whole sequence after the item at the index was replaced. */
export const UpdateFollowUpResponse = z.object({ followUpSequence: z.array(FollowUpItem) });
export type UpdateFollowUpResponse = z.infer<typeof UpdateFollowUpResponse>;
