import fc from 'fast-check';
import type { NormalizedCampaign } from '../../campaign-import/types';
import { addDaysIso } from '../../dates';
import { hasHiddenCharacter } from '../../text/multi-line';
import { hasControlCharacter } from '../../text/single-line';
import type { CampaignSnapshot, CampaignSnapshotDay, CampaignSnapshotStory } from '../campaign-file-of';

/**
 * Campaigns as the database may hold them after an import, an AI generation or the client's edits (fast-check):
 * unicode and emoji texts with stray spaces, days with and without a theme, stories in any order with repeated
 * numbers, blocks missing or repeated, stickers of the three kinds as objects or JSON strings and junk, null notes,
 * visuals and times, a chat automation or none, a launch plan or none.
 */

const EMOJI = ['☕', '🍞', '👩🏽‍🍳', '🇪🇸', '❤️', 'Ñandú', 'ação', '«»', '½'];

/** Text with leading or trailing spaces sometimes (what a trim must remove). */
const padded = (text: fc.Arbitrary<string>) =>
  fc.tuple(fc.constantFrom('', ' ', '  '), text, fc.constantFrom('', ' ', '\u00a0')).map((p) => p.join(''));

const words = (maxLength: number) =>
  fc.oneof(
    fc.string({ unit: 'grapheme', minLength: 1, maxLength }),
    fc
      .array(fc.constantFrom(...EMOJI, 'Hola', 'café', 'x'), { minLength: 1, maxLength: 4 })
      .map((w) => w.join(' ')),
  );

/** A one-line text the importer accepts (no control or hidden characters, not blank), at most ~`max` characters. */
const singleLine = (max: number) =>
  padded(words(max)).filter(
    (text) =>
      text.trim() !== '' &&
      [...text.trim()].length <= max &&
      !hasControlCharacter(text) &&
      !hasHiddenCharacter(text),
  );

/** A multi-line text the importer accepts (line breaks and tabs allowed), not blank. */
const multiLine = (max: number) =>
  padded(fc.array(words(max), { minLength: 1, maxLength: 3 }).map((lines) => lines.join('\n\t'))).filter(
    (text) => text.trim() !== '' && !hasHiddenCharacter(text),
  );

const orBlank = <T>(value: fc.Arbitrary<T>) => fc.oneof(value, fc.constantFrom(null, '', '   '));

const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);

const stickerObject = fc.oneof(
  fc.record({
    type: fc.constantFrom('poll', 'POLL', ' Poll '),
    options: fc.oneof(fc.constant(null), fc.array(singleLine(20), { maxLength: 4 })),
    prompt: fc.option(singleLine(30), { nil: null }),
  }),
  fc.record({ type: fc.constant('question'), prompt: fc.option(multiLine(30), { nil: null }) }),
  fc.record({
    type: fc.constant('slider'),
    prompt: singleLine(30),
    emoji: fc.constantFrom('🔥', '🍞', ' ', undefined),
  }),
);

/** The raw sticker_info: a kept sticker (object or JSON string), one the import drops, or junk. */
const stickerInfo: fc.Arbitrary<unknown> = fc.oneof(
  stickerObject,
  stickerObject.map((sticker) => JSON.stringify(sticker)),
  fc.constantFrom(
    null,
    '[object Object]',
    'no es JSON',
    42,
    [],
    { type: 'link', url: 'https://marca.example/tienda' },
    { type: 'countdown', date: '2027-01-01' },
    { options: ['sin tipo'] },
  ),
);

const storyArb: fc.Arbitrary<CampaignSnapshotStory> = fc.record({
  storyNumber: fc.integer({ min: 1, max: 12 }),
  copyText: multiLine(40),
  visualDescription: orBlank(multiLine(40)),
  storyType: fc.constantFrom('TEXTO_PANTALLA', 'EL_HABLANDO', 'testimonio_cliente', 'REEL', ''),
  timeBlock: orBlank(fc.oneof(fc.constantFrom('Mañana', 'Tarde', 'Noche', ' Mañana'), singleLine(30))),
  stickerInfo,
  notes: fc.oneof(
    fc.constant(null),
    multiLine(40),
    fc.constantFrom('Sticker: [object Object]', 'Grabar en vertical\n[object Object]', '  '),
  ),
  scheduledTime: fc.option(time, { nil: null }),
});

const chatAutomationArb: fc.Arbitrary<CampaignSnapshot['chatAutomation']> = fc.oneof(
  fc.constant({
    keyword: null,
    autoResponse: null,
    followUpSequence: [],
    landingUrl: null,
    tags: [],
    notes: null,
  }),
  fc.record({
    keyword: fc.option(singleLine(20), { nil: null }),
    autoResponse: fc.option(multiLine(40), { nil: null }),
    followUpSequence: fc.array(
      fc.record({
        delayHours: fc.oneof(fc.integer({ min: 0, max: 8760 }), fc.constant(1.5)),
        message: multiLine(40),
        attachment: fc.option(fc.constantFrom('https://marca.example/guia.pdf', ' '), { nil: null }),
      }),
      { maxLength: 3 },
    ),
    landingUrl: fc.option(fc.constantFrom('https://marca.example/taller', '[URL_LANDING_CON_CHECKOUT]'), {
      nil: null,
    }),
    tags: fc.array(fc.oneof(singleLine(20), fc.constantFrom('taller', 'taller ')), { maxLength: 4 }),
    notes: fc.option(multiLine(40), { nil: null }),
  }),
);

const launchPlanArb = fc.option(
  fc.array(fc.record({ title: singleLine(40), description: multiLine(60) }), { maxLength: 3 }),
  { nil: null },
);

/** A campaign of 1 to 4 days on or after its start, each with 0 to 6 stories. */
export const campaignSnapshotArb: fc.Arbitrary<CampaignSnapshot> = fc
  .record({
    title: singleLine(60),
    description: fc.option(multiLine(60), { nil: null }),
    start: fc.date({ min: new Date('2026-01-01'), max: new Date('2028-12-31'), noInvalidDate: true }),
    days: fc.array(
      fc.record({
        offset: fc.integer({ min: 0, max: 30 }),
        theme: orBlank(singleLine(40)),
        stories: fc.array(storyArb, { maxLength: 6 }),
      }),
      { minLength: 1, maxLength: 4 },
    ),
    chatAutomation: chatAutomationArb,
    launchPlan: launchPlanArb,
  })
  .map(({ start, days, ...campaign }) => {
    const startDate = start.toISOString().slice(0, 10);
    return {
      ...campaign,
      startDate,
      days: days.map(
        (day, index): CampaignSnapshotDay => ({
          date: addDaysIso(startDate, day.offset),
          theme: day.theme,
          title: `Día ${index + 1}`,
          stories: day.stories,
        }),
      ),
    };
  });

/** What the import stores of a normalised campaign (src/server/services/campaigns/import-campaign.ts), as a snapshot. */
export function snapshotOfImport(campaign: NormalizedCampaign): CampaignSnapshot {
  const chat = campaign.chatAutomation;
  return {
    title: campaign.title,
    description: campaign.description,
    startDate: campaign.startDate,
    chatAutomation: {
      keyword: chat?.keyword ?? null,
      autoResponse: chat?.autoResponse ?? null,
      followUpSequence: chat?.followUpSequence ?? [],
      landingUrl: chat?.landingUrl ?? null,
      tags: chat?.tags ?? [],
      notes: chat?.notes ?? null,
    },
    launchPlan: campaign.launchPlan,
    days: campaign.days.map((day) => ({
      date: day.date,
      theme: day.theme,
      title: day.title,
      stories: day.stories.map((story) => ({
        storyNumber: story.number,
        copyText: story.copy,
        visualDescription: story.visual,
        storyType: story.type,
        timeBlock: story.timeBlock,
        stickerInfo: story.sticker,
        notes: story.notes,
        scheduledTime: story.scheduledTime,
      })),
    })),
  };
}
