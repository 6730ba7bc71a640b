/** What «Revisar automatizaciones» reads of a campaign, and what it finds (issue 33 §4). */

export interface CheckedFollowUp {
  delayHours: number;
  message: string;
  attachment?: string | null;
  /** Sent by a person (Instagram's HUMAN_AGENT tag: up to 7 days after the person's message), not automatically. */
  humanAgent?: boolean;
}

export interface CheckedAutomation {
  keyword: string | null;
  autoResponse: string | null;
  followUpSequence: readonly CheckedFollowUp[];
  landingUrl: string | null;
}

export interface CheckedStory {
  id: string;
  /** 'Día 2 · Historia 3': where the finding is. */
  label: string;
  copy: string;
  /** The stored sticker_info (object, JSON string or junk). */
  sticker: unknown;
}

/** A tracked link of the campaign (its story's sticker, or the landing page's when storyId is null). */
export interface CheckedLink {
  storyId: string | null;
  /** The short address the audience sees. */
  url: string;
  /** The address it redirects to. */
  target: string;
  disabled: boolean;
}

/** Another campaign of the same client (the same Instagram account). */
export interface SiblingCampaign {
  id: string;
  title: string;
  startDate: string;
  endDate: string;
  keyword: string | null;
}

export interface AutomationCheckInput {
  campaign: { id: string; startDate: string; endDate: string };
  automation: CheckedAutomation | null;
  stories: readonly CheckedStory[];
  links: readonly CheckedLink[];
  /** The origins of this panel's short links ('https://panel.example/l/', 'https://go.example/'). */
  shortLinkPrefixes: readonly string[];
  siblings: readonly SiblingCampaign[];
}

export const FINDING_CODES = [
  'keyword_duplicate',
  'keyword_spelling',
  'keyword_not_shown',
  'keyword_unanswered',
  'follow_up_window',
  'follow_up_expired',
  'private_reply_limit',
  'untracked_link',
  'empty_reply',
  'broken_link',
] as const;
export type FindingCode = (typeof FINDING_CODES)[number];

export interface AutomationFinding {
  code: FindingCode;
  severity: 'error' | 'warning';
  /** The story to fix, or null for the automation itself. */
  storyId: string | null;
  /** Where: a story's label, or 'Automatización del chat · mensaje de seguimiento 2'. */
  where: string;
  message: string;
}
