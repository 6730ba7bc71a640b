import type {
  CampaignFileBlock,
  CampaignFileFollowUp,
  CampaignFileStory,
} from '../campaign-import/campaign-file';
import { cleanNotes } from '../campaign-import/clean-notes';
import { normalizeSticker } from '../campaign-import/normalize-sticker';
import { normalizeStoryType } from '../campaign-import/validate-story';
import {
  CAMPAIGN_EXPORT_FORMAT,
  type CampaignExportMetadata,
  type ExportedCampaignFile,
  type ExportedChatAutomation,
} from './exported-campaign-file';

/**
 * A campaign as stored, the one input of its export: what the database holds for the campaign, its days in order and
 * each day's stories (in any order: the export sorts them). Texts are as stored (untrimmed, null or blank where the
 * campaign never had one); `stickerInfo` is the raw jsonb (an object, a JSON string or junk).
 */
export interface CampaignSnapshot {
  title: string;
  description: string | null;
  /** yyyy-MM-dd. */
  startDate: string;
  chatAutomation: {
    keyword: string | null;
    autoResponse: string | null;
    followUpSequence: readonly {
      delayHours: number;
      message: string;
      attachment?: string | null;
      humanAgent?: boolean;
    }[];
    landingUrl: string | null;
    tags: readonly string[];
    notes: string | null;
  };
  launchPlan: readonly { title: string; description: string }[] | null;
  days: readonly CampaignSnapshotDay[];
}

export interface CampaignSnapshotDay {
  /** yyyy-MM-dd. */
  date: string;
  theme: string | null;
  /** 'Día N': the theme when the day has none. */
  title: string;
  stories: readonly CampaignSnapshotStory[];
}

export interface CampaignSnapshotStory {
  storyNumber: number;
  /** The current copy (the client's edit, if any), not the original. */
  copyText: string;
  visualDescription: string | null;
  storyType: string;
  timeBlock: string | null;
  stickerInfo: unknown;
  notes: string | null;
  /** 'HH:mm' or null. */
  scheduledTime: string | null;
  /**
   * The story's files as names inside the campaign's .zip, in order (the .zip export only: campaign-zip-media.ts).
   * Written as the story's `media` when non-empty; absent or empty, the story names no files.
   */
  media?: readonly string[];
}

/** A story stored without a time block goes into a block of this name. */
export const EXPORT_NO_TIME_BLOCK = 'Sin franja';
/** A story stored without a visual description gets this one (the import requires it). */
export const EXPORT_NO_VISUAL = 'Sin descripción visual';

/** Trimmed, or null when blank: what the importer makes of an optional text. */
function filled(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

function storyOf(story: CampaignSnapshotStory): CampaignFileStory {
  return {
    number: story.storyNumber,
    type: normalizeStoryType(story.storyType),
    copy: story.copyText.trim(),
    visual: filled(story.visualDescription) ?? EXPORT_NO_VISUAL,
    // Poll, question and slider only, as an object: the importer's own rule (a link sticker is dropped).
    sticker: normalizeSticker(story.stickerInfo),
    notes: cleanNotes(story.notes),
    scheduled_time: filled(story.scheduledTime),
    ...(story.media && story.media.length > 0 ? { media: [...story.media] } : {}),
  };
}

/** A day's stories by number (a stable sort keeps the given order of equal numbers), one block per run of a time block. */
function blocksOf(stories: readonly CampaignSnapshotStory[]): CampaignFileBlock[] {
  const blocks: CampaignFileBlock[] = [];
  const sorted = [...stories].sort((a, b) => a.storyNumber - b.storyNumber);
  for (const story of sorted) {
    const blockName = filled(story.timeBlock) ?? EXPORT_NO_TIME_BLOCK;
    const last = blocks.at(-1);
    if (last?.block_name === blockName) last.stories.push(storyOf(story));
    else blocks.push({ block_name: blockName, stories: [storyOf(story)] });
  }
  return blocks;
}

function followUpOf(item: CampaignSnapshot['chatAutomation']['followUpSequence'][number]) {
  const attachment = filled(item.attachment);
  const followUp: CampaignFileFollowUp = { delay_hours: item.delayHours, message: item.message.trim() };
  return {
    ...followUp,
    ...(attachment ? { attachment } : {}),
    ...(item.humanAgent ? { human_agent: true } : {}),
  };
}

/** The chat automation, or undefined when the campaign has none of its fields set. */
function chatAutomationOf(chat: CampaignSnapshot['chatAutomation']): ExportedChatAutomation | undefined {
  const tags = [...new Set(chat.tags.map((tag) => tag.trim()).filter((tag) => tag !== ''))];
  // A follow-up without a message says nothing (and the importer requires one).
  const sequence = chat.followUpSequence.filter((item) => filled(item.message) !== null).map(followUpOf);
  const exported: ExportedChatAutomation = {
    keyword: filled(chat.keyword),
    auto_response: filled(chat.autoResponse),
    follow_up_sequence: sequence,
    landing_url: filled(chat.landingUrl),
    tags,
    notes: filled(chat.notes),
  };
  const isSet = Object.values(exported).some((value) =>
    Array.isArray(value) ? value.length > 0 : value !== null,
  );
  return isSet ? exported : undefined;
}

/**
 * A campaign as the JSON import file (docs/campaign-import.md, «Exportar una campaña»): importing it gives the same
 * campaign, and exporting that gives the same file but for `export`. Pure: the caller draws `metadata.key` and
 * reads the clock. What the importer would normalise is written normalised (texts trimmed, the story type, the
 * sticker, the notes), and what it requires but the campaign lacks gets a fallback: a day without a theme gets its
 * title ('Día N'), a story without a time block 'Sin franja', without a visual 'Sin descripción visual'.
 */
export function campaignFileOf(
  campaign: CampaignSnapshot,
  metadata: Omit<CampaignExportMetadata, 'format'>,
): ExportedCampaignFile {
  const chatAutomation = chatAutomationOf(campaign.chatAutomation);
  const launchPlan = campaign.launchPlan?.map((step) => ({
    title: step.title.trim(),
    description: step.description.trim(),
  }));
  return {
    campaign_title: campaign.title.trim(),
    start_date: campaign.startDate,
    description: filled(campaign.description),
    days: campaign.days.map((day) => ({
      date: day.date,
      theme: filled(day.theme) ?? day.title,
      blocks: blocksOf(day.stories),
    })),
    ...(chatAutomation ? { chat_automation: chatAutomation } : {}),
    ...(launchPlan && launchPlan.length > 0 ? { launch_plan: launchPlan } : {}),
    export: { format: CAMPAIGN_EXPORT_FORMAT, key: metadata.key, exported_at: metadata.exported_at },
  };
}
