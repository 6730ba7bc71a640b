import type { StoryType } from '../domain/story-types';

/** The interactive sticker kinds an imported story keeps (admin spec section 3). */
export const STICKER_TYPES = ['poll', 'question', 'slider'] as const;
export type StickerType = (typeof STICKER_TYPES)[number];

/** What `stories.sticker_info` receives: always an object, never a JSON string. */
export interface NormalizedSticker {
  type: StickerType;
  options: string[] | null;
  prompt: string | null;
  /** The emoji of a slider sticker, when the file gives one. */
  emoji?: string;
}

export interface NormalizedStory {
  /** The file's `number`: the story_number, and N in the title 'Historia N'. */
  number: number;
  title: string;
  copy: string;
  /** The copy as imported or generated, kept when the client later edits the copy. */
  originalCopy: string;
  visual: string;
  type: StoryType;
  /** The block name, e.g. 'Mañana'. */
  timeBlock: string;
  sticker: NormalizedSticker | null;
  notes: string | null;
  /** 'HH:mm' when the file gives one. */
  scheduledTime: string | null;
  /** The files the story names (a .zip import only; absent when it names none). */
  media?: StoryMediaNames;
}

/** A story's `media` as read from a .zip import's JSON, with where it is for the problems of its files. */
export interface StoryMediaNames {
  /** The names as written (trimmed), in order, safe and without duplicates; matched with zipNameKey(). */
  names: string[];
  /** JSON path of the field ('days.1.blocks.0.stories.2.media'). */
  path: string;
  /** The story's position label ('Día 2, bloque 1, historia 3'). */
  position: string;
}

/**
 * What the validator is reading: a plain JSON file (the default: the JSON import, the AI wizard), where a
 * story's `media` is refused, or the JSON of a .zip, where it names files of the archive.
 */
export interface ValidateCampaignOptions {
  source?: 'json' | 'zip';
}

export interface NormalizedDay {
  /** 1-based position in the file. */
  dayOrder: number;
  /** yyyy-MM-dd. */
  date: string;
  theme: string;
  /** 'Día N'. */
  title: string;
  /** In file order: block by block, story by story. */
  stories: NormalizedStory[];
}

export interface NormalizedFollowUp {
  delayHours: number;
  message: string;
  attachment: string | null;
  /** Sent by a person (HUMAN_AGENT), not automatically: present only when true. */
  humanAgent?: boolean;
}

/** The chat-automation ("ManyChat") set-up the client area shows and the client reviews. */
export interface NormalizedChatAutomation {
  keyword: string | null;
  autoResponse: string | null;
  followUpSequence: NormalizedFollowUp[];
  landingUrl: string | null;
  tags: string[];
  notes: string | null;
}

export interface NormalizedLaunchStep {
  step: number;
  title: string;
  description: string;
}

/**
 * A campaign ready to be written: the one input of the import service, whether it comes from a JSON file
 * (source 'import') or from the AI wizard (source 'ai', which may also carry a launch plan).
 */
export interface NormalizedCampaign {
  title: string;
  description: string | null;
  /** yyyy-MM-dd. */
  startDate: string;
  /** yyyy-MM-dd: the latest day date. */
  endDate: string;
  status: 'active';
  days: NormalizedDay[];
  chatAutomation: NormalizedChatAutomation | null;
  launchPlan: NormalizedLaunchStep[] | null;
}

/** One validation problem: `path` is the JSON path (0-based, dot-separated), `message` the Spanish text. */
export interface ImportIssue {
  path: string;
  message: string;
}

export interface CampaignImportSummary {
  title: string;
  totalDays: number;
  totalStories: number;
  startDate: string;
  endDate: string;
  days: { date: string; theme: string; storyCount: number }[];
}

export type CampaignImportResult =
  | { ok: true; campaign: NormalizedCampaign; summary: CampaignImportSummary }
  | { ok: false; message: string; errors: ImportIssue[] };

/** The body of POST /api/admin/campaigns/import. */
export interface CampaignImportRequest {
  clientId: string;
  /** The parsed file as it is: the server validates and normalises it again. */
  campaign: unknown;
}

export type { CampaignImportResponse } from './response';
