import type { AiBrief } from '../../../shared/ai/contract';
import type { StickerType } from '../../../shared/campaign-import/types';
import type { StoryType } from '../../../shared/domain/story-types';

/**
 * The built-in offline generator's contract (issue 5): what the pipeline hands it, and the campaign JSON import
 * file it returns (the format src/shared/campaign-import/validate-campaign-import.ts accepts, see
 * docs/campaign-import.md).
 */

/** The client's brand data the generator writes with. */
export interface OfflineBrand {
  brandName: string;
  name: string;
  industry: string | null;
  description: string | null;
}

/** The client's AI-info block (Mi Perfil), when filled in. */
export interface OfflineAiInfo {
  whoYouAre: string | null;
  targetAudience: string | null;
  yourStory: string | null;
}

export interface OfflineGeneratorInput {
  brief: AiBrief;
  brand: OfflineBrand;
  aiInfo: OfflineAiInfo | null;
  /** yyyy-MM-dd: the launch date in the agency's time zone (computed by the caller). Day 1 of the campaign. */
  startDate: string;
}

/** The time blocks of a day, in order. */
export const OFFLINE_TIME_BLOCKS = ['Mañana', 'Mediodía', 'Tarde', 'Noche'] as const;
export type OfflineTimeBlock = (typeof OFFLINE_TIME_BLOCKS)[number];

export interface CampaignImportSticker {
  type: StickerType;
  options?: string[];
  prompt?: string;
  /** Slider stickers only. */
  emoji?: string;
}

export interface CampaignImportStory {
  number: number;
  copy: string;
  visual: string;
  type: StoryType;
  sticker?: CampaignImportSticker;
  notes?: string;
  /** HH:mm. */
  scheduled_time?: string;
}

export interface CampaignImportBlock {
  block_name: OfflineTimeBlock;
  stories: CampaignImportStory[];
}

export interface CampaignImportDay {
  /** yyyy-MM-dd. */
  date: string;
  theme: string;
  blocks: CampaignImportBlock[];
}

export interface CampaignImportFollowUp {
  delay_hours: number;
  message: string;
}

export interface CampaignImportChatAutomation {
  keyword: string;
  auto_response: string;
  follow_up_sequence: CampaignImportFollowUp[];
  /**
   * Always '[URL_LANDING_CON_CHECKOUT]' (LANDING_URL_PLACEHOLDER): the client replaces it with the checkout page.
   * validateCampaignImport only takes http(s) addresses here, so the pipeline (prepareCampaign) takes the
   * placeholder out before validating and puts it back on the normalised campaign.
   */
  landing_url: string;
  tags: string[];
  notes: string;
}

export interface CampaignImportLaunchStep {
  step: number;
  title: string;
  description: string;
}

/** A campaign JSON import file, as the offline generator writes it. */
export interface CampaignImportFile {
  campaign_title: string;
  /** yyyy-MM-dd. */
  start_date: string;
  description: string;
  days: CampaignImportDay[];
  chat_automation: CampaignImportChatAutomation;
  launch_plan: CampaignImportLaunchStep[];
}
