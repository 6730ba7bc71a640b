import type { AiBrief } from '../../../shared/ai/contract';
import type {
  CampaignFile,
  CampaignFileBlock,
  CampaignFileChatAutomation,
  CampaignFileDay,
  CampaignFileFollowUp,
  CampaignFileLaunchStep,
  CampaignFileSticker,
  CampaignFileStory,
} from '../../../shared/campaign-import/campaign-file';
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

/*
 * The file it writes is the campaign file of src/shared/campaign-import/campaign-file.ts, derived from it rather
 * than restated, with two differences the validator accepts: the closed vocabularies are typed (story and sticker
 * types, the time blocks), and a story's optional fields are left out rather than null.
 */
type LeftOutWhenEmpty<T, K extends keyof T> = Omit<T, K> & { [P in K]?: Exclude<T[P], null> };

export type CampaignImportSticker = LeftOutWhenEmpty<
  Omit<CampaignFileSticker, 'type'>,
  'options' | 'prompt'
> & {
  type: StickerType;
};

export type CampaignImportStory = LeftOutWhenEmpty<
  Omit<CampaignFileStory, 'type' | 'sticker'>,
  'notes' | 'scheduled_time'
> & { type: StoryType; sticker?: CampaignImportSticker };

export type CampaignImportBlock = Omit<CampaignFileBlock, 'block_name' | 'stories'> & {
  block_name: OfflineTimeBlock;
  stories: CampaignImportStory[];
};

export type CampaignImportDay = Omit<CampaignFileDay, 'blocks'> & { blocks: CampaignImportBlock[] };

export type CampaignImportFollowUp = CampaignFileFollowUp;

/**
 * `landing_url` is always '[URL_LANDING_CON_CHECKOUT]' (LANDING_URL_PLACEHOLDER): the client replaces it with the
 * checkout page. validateCampaignImport only takes http(s) addresses there, so the pipeline (prepareCampaign)
 * takes the placeholder out before validating and puts it back on the normalised campaign.
 */
export type CampaignImportChatAutomation = CampaignFileChatAutomation;

export type CampaignImportLaunchStep = CampaignFileLaunchStep;

/** A campaign JSON import file, as the offline generator writes it. */
export type CampaignImportFile = Omit<CampaignFile, 'days'> & { days: CampaignImportDay[] };
