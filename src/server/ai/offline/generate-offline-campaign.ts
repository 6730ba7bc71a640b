import { IMPORT_TEXT_LIMITS } from '../../../shared/campaign-import/field-limits';
import { addDaysIso } from '../../../shared/dates';
import { CLOSING_ANGLES } from './angles-closing';
import { OPENING_ANGLES } from './angles-opening';
import { type LaunchPhase, launchArc } from './arc';
import { buildChatAutomation } from './chat-automation';
import { type BaseContext, baseContext, type CampaignDurationDays, dayContext } from './context';
import { eveningExtra, morningExtra } from './extras';
import { buildLaunchPlan } from './launch-plan';
import type { DayAngle, StoryDraft } from './story-kit';
import { capitalize, withinLimit } from './text';
import {
  type CampaignImportBlock,
  type CampaignImportChatAutomation,
  type CampaignImportDay,
  type CampaignImportFile,
  type CampaignImportSticker,
  type CampaignImportStory,
  OFFLINE_TIME_BLOCKS,
  type OfflineGeneratorInput,
  type OfflineTimeBlock,
} from './types';

/** The campaign description starts with this, so the client knows no AI wrote it. */
export const OFFLINE_DESCRIPTION_LEAD =
  'Campaña generada sin IA por el generador integrado a partir de tu brief.';

export const OFFLINE_MIN_STORIES_PER_DAY = 4;
export const OFFLINE_MAX_STORIES_PER_DAY = 10;

const ANGLES: Record<LaunchPhase, DayAngle[]> = { ...OPENING_ANGLES, ...CLOSING_ANGLES };

/** First publication time of each block, in minutes after midnight, and the gap between its stories. */
const BLOCK_START_MINUTES: Record<OfflineTimeBlock, number> = {
  Mañana: 9 * 60,
  Mediodía: 13 * 60 + 30,
  Tarde: 18 * 60,
  Noche: 21 * 60,
};
const MINUTES_BETWEEN_STORIES = 20;

function hhmm(minutes: number): string {
  const bounded = Math.min(minutes, 23 * 60 + 59);
  return `${String(Math.floor(bounded / 60)).padStart(2, '0')}:${String(bounded % 60).padStart(2, '0')}`;
}

function durationOf(value: number): CampaignDurationDays {
  return value === 14 || value === 21 ? value : 7;
}

/** The day's stories: the angle's, sometimes with a morning opener or an evening closer, 4 to 10 in all. */
function dayStories(plan: StoryDraft[], c: ReturnType<typeof dayContext>): StoryDraft[] {
  const stories = [...plan];
  // The first day opens, and the last day closes, with the arc's own stories.
  const firstOrLast = c.day === 1 || c.daysLeft === 0;
  if (!firstOrLast && c.rng.chance(0.35)) stories.unshift(morningExtra(c));
  if (c.rng.chance(0.3)) stories.splice(Math.max(0, stories.length - 1), 0, eveningExtra(c));
  while (stories.length < OFFLINE_MIN_STORIES_PER_DAY) stories.push(eveningExtra(c));
  return stories.slice(0, OFFLINE_MAX_STORIES_PER_DAY);
}

/** Splits the stories over the day's time blocks in order: four blocks from 6 stories, else three. */
function blockNames(count: number, c: ReturnType<typeof dayContext>): OfflineTimeBlock[] {
  if (count >= 6) return [...OFFLINE_TIME_BLOCKS];
  return c.rng
    .pick([
      ['Mañana', 'Tarde', 'Noche'],
      ['Mañana', 'Mediodía', 'Noche'],
    ] as const)
    .slice();
}

function sticker(value: CampaignImportSticker | undefined): CampaignImportSticker | undefined {
  if (!value) return undefined;
  return {
    type: value.type,
    ...(value.prompt ? { prompt: withinLimit(value.prompt, IMPORT_TEXT_LIMITS.stickerPrompt) } : {}),
    ...(value.options
      ? { options: value.options.map((o) => withinLimit(o, IMPORT_TEXT_LIMITS.stickerOption)) }
      : {}),
    ...(value.emoji ? { emoji: value.emoji } : {}),
  };
}

function toStory(draft: StoryDraft, number: number, time: string): CampaignImportStory {
  const story: CampaignImportStory = {
    number,
    copy: withinLimit(draft.copy, IMPORT_TEXT_LIMITS.copy),
    visual: withinLimit(draft.visual, IMPORT_TEXT_LIMITS.visual),
    type: draft.type,
    scheduled_time: time,
  };
  const stickerValue = sticker(draft.sticker);
  if (stickerValue) story.sticker = stickerValue;
  if (draft.notes) story.notes = withinLimit(draft.notes, IMPORT_TEXT_LIMITS.notes);
  return story;
}

function buildDay(base: BaseContext, phase: LaunchPhase, occurrence: number, dayIndex: number, date: string) {
  const c = dayContext(base, dayIndex);
  const angles = ANGLES[phase];
  const plan = angles[occurrence % angles.length]!(c);
  const drafts = dayStories(plan.stories, c);
  const names = blockNames(drafts.length, c);
  const perBlock = names.map(
    (_, index) => Math.floor(drafts.length / names.length) + (index < drafts.length % names.length ? 1 : 0),
  );
  let next = 0;
  const blocks: CampaignImportBlock[] = names.map((name, blockIndex) => {
    const slice = drafts.slice(next, next + perBlock[blockIndex]!);
    const first = next;
    next += slice.length;
    return {
      block_name: name,
      stories: slice.map((draft, index) =>
        toStory(draft, first + index + 1, hhmm(BLOCK_START_MINUTES[name] + index * MINUTES_BETWEEN_STORIES)),
      ),
    };
  });
  const day: CampaignImportDay = { date, theme: withinLimit(plan.theme, IMPORT_TEXT_LIMITS.theme), blocks };
  return day;
}

function chatWithinLimits(chat: CampaignImportChatAutomation): CampaignImportChatAutomation {
  return {
    keyword: chat.keyword,
    auto_response: withinLimit(chat.auto_response, IMPORT_TEXT_LIMITS.chatAutoResponse),
    follow_up_sequence: chat.follow_up_sequence.map((item) => ({
      delay_hours: item.delay_hours,
      message: withinLimit(item.message, IMPORT_TEXT_LIMITS.chatMessage),
    })),
    landing_url: chat.landing_url,
    tags: chat.tags.map((tag) => withinLimit(tag, IMPORT_TEXT_LIMITS.tag)),
    notes: withinLimit(chat.notes, IMPORT_TEXT_LIMITS.chatNotes),
  };
}

function description(base: BaseContext): string {
  const parts = [
    OFFLINE_DESCRIPTION_LEAD,
    `${base.totalDays} días de historias para lanzar ${base.productShort}: expectativa, problema, solución, prueba, oferta, urgencia y cierre.`,
    base.keyMessage ? `Mensaje clave: «${base.keyMessage}».` : null,
    'Revisa los textos y ajústalos a tu forma de hablar antes de publicar.',
  ];
  return withinLimit(parts.filter((part) => part !== null).join(' '), IMPORT_TEXT_LIMITS.description);
}

/**
 * The built-in offline generator (issue 5): turns a brief into a complete campaign in the JSON import format
 * without any AI provider. Pure and deterministic: the same input always gives the same campaign, and whatever
 * the brief holds, the result passes validateCampaignImport.
 */
export function generateOfflineCampaign(input: OfflineGeneratorInput): CampaignImportFile {
  const duration = durationOf(input.brief.campaignDuration);
  const startDate = input.startDate;
  const endDate = addDaysIso(startDate, duration - 1);
  const base = baseContext({ ...input, brief: { ...input.brief, campaignDuration: duration } }, endDate);
  const days = launchArc(duration).map(({ phase, occurrence }, index) =>
    buildDay(base, phase, occurrence, index, addDaysIso(startDate, index)),
  );
  return {
    campaign_title: withinLimit(
      `Lanzamiento ${base.brand}: ${capitalize(base.productShort)}`,
      IMPORT_TEXT_LIMITS.campaignTitle,
    ),
    start_date: startDate,
    description: description(base),
    days,
    chat_automation: chatWithinLimits(buildChatAutomation(base)),
    launch_plan: buildLaunchPlan(base, startDate, duration).map((step) => ({
      step: step.step,
      title: withinLimit(step.title, IMPORT_TEXT_LIMITS.launchStepTitle),
      description: withinLimit(step.description, IMPORT_TEXT_LIMITS.launchStepDescription),
    })),
  };
}
