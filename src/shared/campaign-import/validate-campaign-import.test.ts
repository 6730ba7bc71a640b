import { describe, expect, it } from 'vitest';
import exampleText from '../../../examples/campaign-example.json?raw';
import { parseCampaignFile } from './parse-campaign-file';
import { validImportFile } from './testing/valid-file';
import { campaignOf } from './testing/validation-results';

describe('validateCampaignImport: valid files', () => {
  it('accepts the shipped example and summarises it', () => {
    const result = parseCampaignFile(exampleText);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.summary).toMatchObject({
      title: 'Semana de la Masa Madre — Panadería Espiga',
      totalDays: 4,
      totalStories: 12,
      startDate: '2027-02-01',
      endDate: '2027-02-04',
    });
    const stickers = result.campaign.days.flatMap((d) => d.stories).map((s) => s.sticker?.type ?? null);
    expect(new Set(stickers)).toEqual(new Set(['poll', 'question', 'slider', null]));
    const types = new Set(result.campaign.days.flatMap((d) => d.stories).map((s) => s.type));
    expect(types).toEqual(new Set(['TEXTO_PANTALLA', 'EL_HABLANDO', 'TESTIMONIO_CLIENTE']));
    expect(result.campaign.chatAutomation).toMatchObject({
      keyword: 'TALLER',
      tags: ['taller', 'masa-madre'],
      followUpSequence: [
        { delayHours: 2, attachment: null },
        { delayHours: 24, attachment: null },
      ],
    });
  });

  it('normalises a file into the campaign to write', () => {
    const { campaign, summary } = campaignOf(validImportFile());
    expect(campaign).toMatchObject({
      title: 'Lanzamiento Blend Nº 7',
      description: null,
      startDate: '2026-03-02',
      endDate: '2026-03-04',
      status: 'active',
      chatAutomation: null,
      launchPlan: null,
    });
    expect(campaign.days.map((d) => [d.dayOrder, d.title, d.date, d.theme])).toEqual([
      [1, 'Día 1', '2026-03-02', 'Presentación'],
      [2, 'Día 2', '2026-03-04', 'Cierre'],
    ]);
    const [first, second, third] = campaign.days[0]!.stories;
    expect(first).toEqual({
      number: 1,
      title: 'Historia 1',
      copy: 'Hoy te contamos algo que casi nadie sabe ☕',
      originalCopy: 'Hoy te contamos algo que casi nadie sabe ☕',
      visual: 'Taza humeante sobre la barra.',
      type: 'TEXTO_PANTALLA',
      timeBlock: 'Mañana',
      sticker: { type: 'poll', options: ['Sí', 'No'], prompt: null },
      notes: null,
      scheduledTime: null,
    });
    expect(second).toMatchObject({ title: 'Historia 2', notes: 'Grabar en vertical.', sticker: null });
    expect(third).toMatchObject({ timeBlock: 'Tarde', type: 'TESTIMONIO_CLIENTE' });
    expect(summary).toEqual({
      title: 'Lanzamiento Blend Nº 7',
      totalDays: 2,
      totalStories: 4,
      startDate: '2026-03-02',
      endDate: '2026-03-04',
      days: [
        { date: '2026-03-02', theme: 'Presentación', storyCount: 3 },
        { date: '2026-03-04', theme: 'Cierre', storyCount: 1 },
      ],
    });
  });

  it('takes the end date from the latest day, whatever the order of the days', () => {
    const file = validImportFile();
    file.days.reverse();
    const { campaign } = campaignOf(file);
    expect(campaign.endDate).toBe('2026-03-04');
    expect(campaign.days.map((d) => d.date)).toEqual(['2026-03-04', '2026-03-02']);
    expect(campaign.days.map((d) => d.dayOrder)).toEqual([1, 2]);
  });

  it('trims texts and accepts empty blocks and stories lists', () => {
    const file = validImportFile();
    file.campaign_title = '  Título con espacios  ';
    file.days[1]!.blocks[0]!.stories[0]!.copy = '\n Ya a la venta. \n';
    file.days[1]!.blocks.push({ block_name: 'Extra', stories: [] });
    const { campaign } = campaignOf(file);
    expect(campaign.title).toBe('Título con espacios');
    expect(campaign.days[1]!.stories[0]!.copy).toBe('Ya a la venta.');
    expect(campaign.days[1]!.stories[0]!.originalCopy).toBe('Ya a la venta.');
  });
});

describe('validateCampaignImport: normalisations of spec section 5', () => {
  it('replaces an unknown story type with TEXTO_PANTALLA and accepts known types in any case', () => {
    const file = validImportFile();
    file.days[0]!.blocks[0]!.stories[0]!.type = 'REEL';
    file.days[0]!.blocks[0]!.stories[1]!.type = 'el_hablando';
    const { campaign } = campaignOf(file);
    expect(campaign.days[0]!.stories.map((s) => s.type)).toEqual([
      'TEXTO_PANTALLA',
      'EL_HABLANDO',
      'TESTIMONIO_CLIENTE',
    ]);
  });

  it('keeps poll, question and slider stickers, object or JSON string, and drops the rest', () => {
    const stickers = [
      { type: 'question', prompt: '¿Dulce o salado?' },
      JSON.stringify({ type: 'slider', prompt: '¿Cuántas ganas?', emoji: '☕' }),
      JSON.stringify({ type: 'poll' }),
      { type: 'link', url: 'https://example.test' },
      '[object Object]',
      '{no es json',
      42,
      null,
    ];
    const file = validImportFile();
    file.days[1]!.blocks[0]!.stories = stickers.map((sticker, i) => ({
      number: i + 1,
      copy: 'c',
      visual: 'v',
      type: 'TEXTO_PANTALLA',
      sticker,
    }));
    const { campaign } = campaignOf(file);
    expect(campaign.days[1]!.stories.map((s) => s.sticker)).toEqual([
      { type: 'question', options: null, prompt: '¿Dulce o salado?' },
      { type: 'slider', options: null, prompt: '¿Cuántas ganas?', emoji: '☕' },
      { type: 'poll', options: null, prompt: null },
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('removes stray text about an object sticker from the notes; empty notes become null', () => {
    const notes = [
      'Grabar en vertical. Sticker: [object Object]',
      'Sticker: [object Object]',
      '[object Object]',
      '   ',
      'Primera línea\nsticker_info = [object Object]\nÚltima línea',
      'Sin problemas',
    ];
    const file = validImportFile();
    file.days[1]!.blocks[0]!.stories = notes.map((note, i) => ({
      number: i + 1,
      copy: 'c',
      visual: 'v',
      type: 'TEXTO_PANTALLA',
      notes: note,
    }));
    const { campaign } = campaignOf(file);
    expect(campaign.days[1]!.stories.map((s) => s.notes)).toEqual([
      'Grabar en vertical.',
      null,
      null,
      null,
      'Primera línea\nÚltima línea',
      'Sin problemas',
    ]);
  });
});
