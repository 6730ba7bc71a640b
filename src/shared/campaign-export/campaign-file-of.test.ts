import { describe, expect, it } from 'vitest';
import exampleText from '../../../examples/campaign-example.json?raw';
import { parseCampaignFile } from '../campaign-import/parse-campaign-file';
import { campaignOf } from '../campaign-import/testing/validation-results';
import { validateCampaignImport } from '../campaign-import/validate-campaign-import';
import {
  type CampaignSnapshot,
  type CampaignSnapshotStory,
  campaignFileOf,
  EXPORT_NO_TIME_BLOCK,
  EXPORT_NO_VISUAL,
} from './campaign-file-of';
import { snapshotOfImport } from './testing/campaign-snapshot-arbitrary';

const metadata = { key: 'b1c1f8e2-2b7a-4a57-9d2c-3a4b5c6d7e8f', exported_at: '2027-01-15T10:00:00.000Z' };

const story = (overrides: Partial<CampaignSnapshotStory> = {}): CampaignSnapshotStory => ({
  storyNumber: 1,
  copyText: 'Texto',
  visualDescription: 'Plano medio',
  storyType: 'TEXTO_PANTALLA',
  timeBlock: 'Mañana',
  stickerInfo: null,
  notes: null,
  scheduledTime: null,
  ...overrides,
});

const noChat: CampaignSnapshot['chatAutomation'] = {
  keyword: null,
  autoResponse: null,
  followUpSequence: [],
  landingUrl: null,
  tags: [],
  notes: null,
};

const snapshot = (overrides: Partial<CampaignSnapshot> = {}): CampaignSnapshot => ({
  title: 'Semana del Café',
  description: null,
  startDate: '2027-03-01',
  chatAutomation: noChat,
  launchPlan: null,
  days: [{ date: '2027-03-01', theme: 'Presentación', title: 'Día 1', stories: [story()] }],
  ...overrides,
});

const storiesOf = (value: CampaignSnapshot) => campaignFileOf(value, metadata).days[0]!.blocks;

describe('campaignFileOf', () => {
  it('writes the import file’s keys, every story key, and the export metadata', () => {
    const file = campaignFileOf(snapshot({ description: '  Una semana  ' }), metadata);
    expect(file).toEqual({
      campaign_title: 'Semana del Café',
      start_date: '2027-03-01',
      description: 'Una semana',
      days: [
        {
          date: '2027-03-01',
          theme: 'Presentación',
          blocks: [
            {
              block_name: 'Mañana',
              stories: [
                {
                  number: 1,
                  type: 'TEXTO_PANTALLA',
                  copy: 'Texto',
                  visual: 'Plano medio',
                  sticker: null,
                  notes: null,
                  scheduled_time: null,
                },
              ],
            },
          ],
        },
      ],
      export: { format: 1, ...metadata },
    });
    // The importer ignores `export` (unknown fields are ignored).
    expect(campaignOf(file).campaign.title).toBe('Semana del Café');
  });

  it('sorts a day’s stories by number and makes one block of each run of a time block', () => {
    const blocks = storiesOf(
      snapshot({
        days: [
          {
            date: '2027-03-01',
            theme: 'Presentación',
            title: 'Día 1',
            stories: [
              story({ storyNumber: 4, timeBlock: 'Mañana', copyText: 'cuarta' }),
              story({ storyNumber: 2, timeBlock: ' Mañana ', copyText: 'segunda' }),
              story({ storyNumber: 1, timeBlock: 'Mañana', copyText: 'primera' }),
              story({ storyNumber: 3, timeBlock: 'Tarde', copyText: 'tercera' }),
              story({ storyNumber: 2, timeBlock: 'Mañana', copyText: 'otra segunda' }),
            ],
          },
        ],
      }),
    );
    expect(blocks.map((b) => [b.block_name, b.stories.map((s) => s.copy)])).toEqual([
      ['Mañana', ['primera', 'segunda', 'otra segunda']],
      ['Tarde', ['tercera']],
      ['Mañana', ['cuarta']],
    ]);
  });

  it('fills what the import requires and the campaign lacks', () => {
    const file = campaignFileOf(
      snapshot({
        days: [
          {
            date: '2027-03-02',
            theme: null,
            title: 'Día 1',
            stories: [story({ timeBlock: null, visualDescription: '  ' }), story({ timeBlock: ' ' })],
          },
          { date: '2027-03-03', theme: '   ', title: 'Día 2', stories: [] },
        ],
      }),
      metadata,
    );
    expect(file.days.map((day) => day.theme)).toEqual(['Día 1', 'Día 2']);
    expect(file.days[0]!.blocks).toHaveLength(1);
    expect(file.days[0]!.blocks[0]!.block_name).toBe(EXPORT_NO_TIME_BLOCK);
    expect(file.days[0]!.blocks[0]!.stories.map((s) => s.visual)).toEqual([EXPORT_NO_VISUAL, 'Plano medio']);
    expect(file.days[1]!.blocks).toEqual([]);
    expect(campaignOf(file).campaign.days).toHaveLength(2);
  });

  it('keeps poll, question and slider stickers as objects and drops the rest', () => {
    const stickers = [
      { type: 'poll', options: ['Sí', ' No ', ''] },
      '{"type":"question","prompt":"¿Dudas?"}',
      { type: 'Slider', prompt: '¿Cuánto?', emoji: '🔥' },
      { type: 'link', url: 'https://marca.example' },
      '[object Object]',
      42,
    ];
    const blocks = storiesOf(
      snapshot({
        days: [
          {
            date: '2027-03-01',
            theme: 'T',
            title: 'Día 1',
            stories: stickers.map((stickerInfo, i) => story({ storyNumber: i + 1, stickerInfo })),
          },
        ],
      }),
    );
    expect(blocks[0]!.stories.map((s) => s.sticker)).toEqual([
      { type: 'poll', options: ['Sí', 'No'], prompt: null },
      { type: 'question', options: null, prompt: '¿Dudas?' },
      { type: 'slider', options: null, prompt: '¿Cuánto?', emoji: '🔥' },
      null,
      null,
      null,
    ]);
  });

  it('writes the story type, the notes and the texts as the import would store them', () => {
    const [block] = storiesOf(
      snapshot({
        days: [
          {
            date: '2027-03-01',
            theme: 'T',
            title: 'Día 1',
            stories: [
              story({ storyType: 'el_hablando', notes: 'Sticker: [object Object]', copyText: ' Hola \n' }),
              story({
                storyNumber: 2,
                storyType: 'REEL',
                notes: ' Grabar en vertical ',
                scheduledTime: '08:30',
              }),
            ],
          },
        ],
      }),
    );
    expect(block!.stories).toMatchObject([
      { type: 'EL_HABLANDO', notes: null, copy: 'Hola' },
      { type: 'TEXTO_PANTALLA', notes: 'Grabar en vertical', scheduled_time: '08:30' },
    ]);
  });

  it('writes the chat automation only when something of it is set, and the launch plan when there is one', () => {
    expect(campaignFileOf(snapshot(), metadata)).not.toHaveProperty('chat_automation');
    expect(campaignFileOf(snapshot({ launchPlan: [] }), metadata)).not.toHaveProperty('launch_plan');
    const file = campaignFileOf(
      snapshot({
        chatAutomation: {
          ...noChat,
          tags: ['taller', ' taller ', ' '],
          followUpSequence: [
            { delayHours: 2, message: 'Hola', attachment: null },
            { delayHours: 4, message: ' ', attachment: null },
            { delayHours: 24, message: 'Guía', attachment: 'https://marca.example/guia.pdf' },
          ],
        },
        launchPlan: [{ title: 'Calentar', description: 'Tres días antes' }],
      }),
      metadata,
    );
    expect(file.chat_automation).toEqual({
      keyword: null,
      auto_response: null,
      follow_up_sequence: [
        { delay_hours: 2, message: 'Hola' },
        { delay_hours: 24, message: 'Guía', attachment: 'https://marca.example/guia.pdf' },
      ],
      landing_url: null,
      tags: ['taller'],
      notes: null,
    });
    expect(file.launch_plan).toEqual([{ title: 'Calentar', description: 'Tres días antes' }]);
    expect(campaignOf(file).campaign.launchPlan).toEqual([
      { step: 1, title: 'Calentar', description: 'Tres días antes' },
    ]);
  });

  it('writes a story’s files as its media only when it has some (a .zip’s JSON, refused in a plain JSON file)', () => {
    const day = {
      date: '2027-03-01',
      theme: 'Presentación',
      title: 'Día 1',
      stories: [
        story({ media: ['media/dia1-historia1-1.jpg', 'media/dia1-historia1-2.mp4'] }),
        story({ storyNumber: 2, media: [] }),
        story({ storyNumber: 3 }),
      ],
    };
    const file = campaignFileOf(snapshot({ days: [day] }), metadata);
    const [first, second, third] = file.days[0]!.blocks[0]!.stories;
    expect(first!.media).toEqual(['media/dia1-historia1-1.jpg', 'media/dia1-historia1-2.mp4']);
    expect(second).not.toHaveProperty('media');
    expect(third).not.toHaveProperty('media');
    const asZip = validateCampaignImport(file, { source: 'zip' });
    if (!asZip.ok) throw new Error(JSON.stringify(asZip.errors));
    expect(asZip.campaign.days[0]!.stories[0]!.media?.names).toEqual(first!.media);
    expect(validateCampaignImport(file).ok).toBe(false);
  });

  it('gives back the shipped example, stickers as objects, once it is imported', () => {
    const imported = parseCampaignFile(exampleText);
    if (!imported.ok) throw new Error('the example does not import');
    const file = campaignFileOf(snapshotOfImport(imported.campaign), metadata);
    const example = JSON.parse(exampleText) as {
      days: { blocks: { block_name: string; stories: { copy: string }[] }[] }[];
      chat_automation: { keyword: string };
    };
    expect(file.campaign_title).toBe('Semana de la Masa Madre — Panadería Espiga');
    expect(file.days.map((day) => day.blocks.map((block) => block.block_name))).toEqual(
      example.days.map((day) => day.blocks.map((block) => block.block_name)),
    );
    expect(file.days.flatMap((d) => d.blocks.flatMap((b) => b.stories.map((s) => s.copy)))).toEqual(
      example.days.flatMap((d) => d.blocks.flatMap((b) => b.stories.map((s) => s.copy))),
    );
    expect(file.days[0]!.blocks[1]!.stories[0]!.sticker).toEqual({
      type: 'question',
      options: null,
      prompt: 'Pregúntale a Lucía',
    });
    expect(file.chat_automation?.keyword).toBe(example.chat_automation.keyword);
  });
});
