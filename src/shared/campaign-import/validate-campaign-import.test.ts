import { describe, expect, it } from 'vitest';
import exampleText from '../../../examples/campaign-example.json?raw';
import {
  CAMPAIGN_IMPORT_MAX_DAYS,
  CAMPAIGN_IMPORT_MAX_STORIES_PER_DAY,
  LANDING_URL_PLACEHOLDER,
} from '../constants';
import { IMPORT_MAX_LISTED_ERRORS, IMPORT_TEXT_LIMITS } from './field-limits';
import { parseCampaignFile } from './parse-campaign-file';
import { validImportFile } from './testing/valid-file';
import type { CampaignImportResult, ImportIssue } from './types';
import { validateCampaignImport } from './validate-campaign-import';

function errorsOf(result: CampaignImportResult): ImportIssue[] {
  if (result.ok) throw new Error('expected validation errors, got a campaign');
  expect(result.message).toBe('El archivo JSON contiene errores de validación');
  return result.errors;
}

function messagesOf(value: unknown): string[] {
  return errorsOf(validateCampaignImport(value)).map((e) => e.message);
}

function campaignOf(value: unknown) {
  const result = validateCampaignImport(value);
  if (!result.ok) throw new Error(`expected a campaign: ${JSON.stringify(result.errors)}`);
  return result;
}

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

describe('validateCampaignImport: the errors of spec section 5, with their position', () => {
  it('campaign_title and start_date are required', () => {
    const file = validImportFile();
    delete file.campaign_title;
    file.start_date = '';
    expect(messagesOf(file)).toEqual([
      'El campo "campaign_title" es obligatorio',
      'El campo "start_date" es obligatorio',
    ]);
  });

  it('days must be an array', () => {
    const file = validImportFile();
    file.days = 'tres días' as never;
    const errors = errorsOf(validateCampaignImport(file));
    expect(errors).toEqual([{ path: 'days', message: 'El campo "days" debe ser una lista (array)' }]);
    expect(messagesOf({ campaign_title: 'X', start_date: '2026-03-02' })).toEqual([
      'El campo "days" debe ser una lista (array)',
    ]);
  });

  it('per day: date and theme required, blocks must be an array', () => {
    const file = validImportFile();
    delete file.days[1]!.date;
    file.days[1]!.theme = '   ';
    file.days[1]!.blocks = {} as never;
    expect(errorsOf(validateCampaignImport(file))).toEqual([
      { path: 'days.1.date', message: 'Día 2: el campo "date" es obligatorio' },
      { path: 'days.1.theme', message: 'Día 2: el campo "theme" es obligatorio' },
      { path: 'days.1.blocks', message: 'Día 2: el campo "blocks" debe ser una lista (array)' },
    ]);
  });

  it('per block: block_name required, stories must be an array', () => {
    const file = validImportFile();
    delete file.days[0]!.blocks[1]!.block_name;
    file.days[0]!.blocks[1]!.stories = null as never;
    expect(errorsOf(validateCampaignImport(file))).toEqual([
      {
        path: 'days.0.blocks.1.block_name',
        message: 'Día 1, bloque 2: el campo "block_name" es obligatorio',
      },
      {
        path: 'days.0.blocks.1.stories',
        message: 'Día 1, bloque 2: el campo "stories" debe ser una lista (array)',
      },
    ]);
  });

  it('per story: number must be a number; copy, visual and type are required', () => {
    const file = validImportFile();
    const story = file.days[0]!.blocks[0]!.stories[1]!;
    story.number = '2';
    delete story.copy;
    story.visual = '';
    story.type = null;
    expect(errorsOf(validateCampaignImport(file))).toEqual([
      {
        path: 'days.0.blocks.0.stories.1.number',
        message: 'Día 1, bloque 1, historia 2: el campo "number" debe ser un número',
      },
      {
        path: 'days.0.blocks.0.stories.1.copy',
        message: 'Día 1, bloque 1, historia 2: el campo "copy" es obligatorio',
      },
      {
        path: 'days.0.blocks.0.stories.1.visual',
        message: 'Día 1, bloque 1, historia 2: el campo "visual" es obligatorio',
      },
      {
        path: 'days.0.blocks.0.stories.1.type',
        message: 'Día 1, bloque 1, historia 2: el campo "type" es obligatorio',
      },
    ]);
  });

  it('names day 2, block 1, story 3 by 1-based position', () => {
    const file = validImportFile();
    file.days[1]!.blocks[0]!.stories.push(
      { number: 2, copy: 'a', visual: 'b', type: 'TEXTO_PANTALLA' },
      { number: 3, visual: 'b', type: 'TEXTO_PANTALLA' },
    );
    expect(messagesOf(file)).toEqual(['Día 2, bloque 1, historia 3: el campo "copy" es obligatorio']);
  });

  it('lists every error of the file, not only the first', () => {
    const file = validImportFile();
    delete file.campaign_title;
    delete file.days[0]!.theme;
    delete file.days[0]!.blocks[0]!.stories[0]!.visual;
    delete file.days[1]!.blocks[0]!.stories[0]!.type;
    expect(messagesOf(file)).toEqual([
      'El campo "campaign_title" es obligatorio',
      'Día 1: el campo "theme" es obligatorio',
      'Día 1, bloque 1, historia 1: el campo "visual" es obligatorio',
      'Día 2, bloque 1, historia 1: el campo "type" es obligatorio',
    ]);
  });

  it('refuses what is not an object at each level', () => {
    expect(messagesOf([])).toEqual([
      'El archivo debe contener un objeto JSON con los campos "campaign_title", "start_date" y "days"',
    ]);
    expect(messagesOf(null)).toHaveLength(1);
    const file = validImportFile();
    file.days.push(7 as never);
    file.days[0]!.blocks.push('bloque' as never);
    file.days[0]!.blocks[0]!.stories.push([] as never);
    expect(messagesOf(file)).toEqual([
      'Día 1, bloque 1, historia 3: debe ser un objeto con los campos "number", "copy", "visual" y "type"',
      'Día 1, bloque 3: debe ser un objeto con los campos "block_name" y "stories"',
      'Día 3: debe ser un objeto con los campos "date", "theme" y "blocks"',
    ]);
  });
});

describe('validateCampaignImport: what the database needs', () => {
  it('dates must be real calendar dates written AAAA-MM-DD', () => {
    const file = validImportFile();
    file.start_date = '02/03/2026';
    file.days[0]!.date = '2026-02-30';
    expect(messagesOf(file)).toEqual([
      'El campo "start_date" debe ser una fecha válida con el formato AAAA-MM-DD (por ejemplo, 2026-03-02)',
      'Día 1: el campo "date" debe ser una fecha válida con el formato AAAA-MM-DD (por ejemplo, 2026-03-02)',
    ]);
  });

  it('a day before the start date is refused', () => {
    const file = validImportFile();
    file.days[1]!.date = '2026-03-01';
    expect(messagesOf(file)).toEqual([
      'Día 2: la fecha 2026-03-01 es anterior a la fecha de inicio de la campaña (2026-03-02)',
    ]);
  });

  it('number must be an integer from 1 to 9999', () => {
    for (const bad of [0, -1, 1.5, 10_000]) {
      const file = validImportFile();
      file.days[0]!.blocks[0]!.stories[0]!.number = bad;
      expect(messagesOf(file)).toEqual([
        'Día 1, bloque 1, historia 1: el campo "number" debe ser un número entero entre 1 y 9999',
      ]);
    }
  });

  it('texts must be strings of a sane length', () => {
    const file = validImportFile();
    file.campaign_title = 42;
    file.days[0]!.blocks[0]!.stories[0]!.copy = 'x'.repeat(IMPORT_TEXT_LIMITS.copy + 1);
    file.days[0]!.blocks[0]!.stories[1]!.notes = { texto: 'no' };
    expect(messagesOf(file)).toEqual([
      'El campo "campaign_title" debe ser un texto',
      'Día 1, bloque 1, historia 1: el campo "copy" no puede tener más de 5000 caracteres',
      'Día 1, bloque 1, historia 2: el campo "notes" debe ser un texto',
    ]);
  });

  it('counts characters, not UTF-16 units: an emoji title at the limit passes', () => {
    const file = validImportFile();
    file.campaign_title = '☕'.repeat(IMPORT_TEXT_LIMITS.campaignTitle);
    expect(validateCampaignImport(file).ok).toBe(true);
    file.campaign_title = '🍞'.repeat(IMPORT_TEXT_LIMITS.campaignTitle);
    expect(validateCampaignImport(file).ok).toBe(true);
    file.campaign_title = '🍞'.repeat(IMPORT_TEXT_LIMITS.campaignTitle + 1);
    expect(messagesOf(file)).toEqual(['El campo "campaign_title" no puede tener más de 200 caracteres']);
  });

  it('refuses U+0000 in texts (PostgreSQL cannot store it) and strips it from stickers and tags', () => {
    const file = {
      ...validImportFile(),
      chat_automation: { tags: ['ca\u0000fé'] },
    };
    file.days[0]!.blocks[0]!.stories[0]!.sticker = { type: 'poll', options: ['A\u0000', 'B'] };
    expect(campaignOf(file).campaign.days[0]!.stories[0]!.sticker?.options).toEqual(['A', 'B']);
    expect(campaignOf(file).campaign.chatAutomation?.tags).toEqual(['café']);
    file.days[0]!.blocks[0]!.stories[0]!.copy = 'Hola\u0000';
    expect(messagesOf(file)).toEqual([
      'Día 1, bloque 1, historia 1: el campo "copy" contiene caracteres no válidos (\\u0000)',
    ]);
  });

  it('refuses line breaks and control characters in one-line fields, by position; multi-line texts keep them', () => {
    const file = {
      ...validImportFile(),
      campaign_title: 'Lanzamiento\nBlend',
      chat_automation: {
        keyword: 'QUIERO\t',
        landing_url: 'https://cafe.test/\r\nlanding',
        tags: ['café', 'lanza\nmiento'],
        follow_up_sequence: [
          { delay_hours: 1, message: 'Línea 1\nLínea 2', attachment: 'https://x.test/\na.pdf' },
        ],
      },
      launch_plan: [{ title: 'Paso\u001b', description: 'Grabar\nlos vídeos' }],
    };
    file.days[0]!.theme = 'Tema\r\nBcc: x@evil.test';
    file.days[1]!.blocks[0]!.block_name = 'Mañana\u007f';
    expect(messagesOf(file)).toEqual([
      'El campo "campaign_title" no puede contener saltos de línea ni caracteres de control',
      'Automatización de chat: el campo "keyword" no puede contener saltos de línea ni caracteres de control',
      'Automatización de chat: el campo "landing_url" no puede contener saltos de línea ni caracteres de control',
      'Automatización de chat: cada elemento de "tags" no puede contener saltos de línea ni caracteres de control',
      'Automatización de chat, mensaje de seguimiento 1: el campo "attachment" no puede contener saltos de línea ni caracteres de control',
      'Plan de lanzamiento, paso 1: el campo "title" no puede contener saltos de línea ni caracteres de control',
      'Día 1: el campo "theme" no puede contener saltos de línea ni caracteres de control',
      'Día 2, bloque 1: el campo "block_name" no puede contener saltos de línea ni caracteres de control',
    ]);

    const multiLine = validImportFile();
    multiLine.days[0]!.blocks[0]!.stories[0]!.copy = 'Primera línea\nSegunda\tcon tabulador';
    const { campaign } = campaignOf({
      ...multiLine,
      description: 'Resumen\nen dos líneas',
      chat_automation: { auto_response: 'Hola\n¿Qué tal?', notes: 'Nota 1\r\nNota 2' },
    });
    expect(campaign.days[0]!.stories[0]!.copy).toBe('Primera línea\nSegunda\tcon tabulador');
    expect(campaign.description).toBe('Resumen\nen dos líneas');
    expect(campaign.chatAutomation).toMatchObject({
      autoResponse: 'Hola\n¿Qué tal?',
      notes: 'Nota 1\r\nNota 2',
    });
  });

  it('scheduled_time, when given, must be HH:mm', () => {
    const file = validImportFile();
    file.days[0]!.blocks[0]!.stories[0]!.scheduled_time = '9:30';
    file.days[0]!.blocks[0]!.stories[1]!.scheduled_time = '24:00';
    file.days[0]!.blocks[1]!.stories[0]!.scheduled_time = '21:45';
    expect(messagesOf(file)).toEqual([
      'Día 1, bloque 1, historia 1: el campo "scheduled_time" debe ser una hora con el formato HH:mm (por ejemplo, 09:30)',
      'Día 1, bloque 1, historia 2: el campo "scheduled_time" debe ser una hora con el formato HH:mm (por ejemplo, 09:30)',
    ]);
    file.days[0]!.blocks[0]!.stories[0]!.scheduled_time = '09:30';
    file.days[0]!.blocks[0]!.stories[1]!.scheduled_time = '';
    const { campaign } = campaignOf(file);
    expect(campaign.days[0]!.stories.map((s) => s.scheduledTime)).toEqual(['09:30', null, '21:45']);
  });

  it('days must not be empty', () => {
    const file = validImportFile();
    file.days = [];
    expect(messagesOf(file)).toEqual(['El campo "days" debe contener al menos un día']);
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

describe('validateCampaignImport: limits', () => {
  const story = (n: number) => ({ number: n, copy: 'c', visual: 'v', type: 'TEXTO_PANTALLA' });
  const day = (date: string, stories: number) => ({
    date,
    theme: 't',
    blocks: [{ block_name: 'Mañana', stories: Array.from({ length: stories }, (_, i) => story(i + 1)) }],
  });

  it(`accepts ${CAMPAIGN_IMPORT_MAX_DAYS} days and refuses one more`, () => {
    const days = Array.from({ length: CAMPAIGN_IMPORT_MAX_DAYS }, () => day('2026-03-02', 1));
    const file = { campaign_title: 'Larga', start_date: '2026-03-02', days };
    expect(validateCampaignImport(file).ok).toBe(true);
    days.push(day('2026-03-02', 1));
    expect(messagesOf(file)).toEqual(['La campaña tiene 121 días y el máximo permitido es 120']);
  });

  it(`accepts ${CAMPAIGN_IMPORT_MAX_STORIES_PER_DAY} stories in a day (over several blocks) and refuses one more`, () => {
    const full = day('2026-03-02', CAMPAIGN_IMPORT_MAX_STORIES_PER_DAY - 1);
    full.blocks.push({ block_name: 'Noche', stories: [story(60)] });
    const file = { campaign_title: 'Llena', start_date: '2026-03-02', days: [day('2026-03-02', 1), full] };
    expect(validateCampaignImport(file).ok).toBe(true);
    full.blocks[1]!.stories.push(story(61));
    expect(errorsOf(validateCampaignImport(file))).toEqual([
      { path: 'days.1.blocks', message: 'Día 2: tiene 61 historias y el máximo permitido por día es 60' },
    ]);
  });

  it(`lists at most ${IMPORT_MAX_LISTED_ERRORS} errors and says how many more there are`, () => {
    const stories = Array.from({ length: 60 }, () => ({ number: 'x' }));
    const days = Array.from({ length: 3 }, () => ({
      date: '2026-03-02',
      theme: 't',
      blocks: [{ block_name: 'b', stories }],
    }));
    const errors = errorsOf(validateCampaignImport({ campaign_title: 'x', start_date: '2026-03-02', days }));
    expect(errors).toHaveLength(IMPORT_MAX_LISTED_ERRORS + 1);
    expect(errors.at(-1)).toEqual({
      path: '',
      message: 'Y 620 errores más (se muestran los 100 primeros).',
    });
  });
});

describe('validateCampaignImport: optional extras', () => {
  it('reads description, chat_automation and launch_plan', () => {
    const file = {
      ...validImportFile(),
      description: '  Campaña de prueba  ',
      chat_automation: {
        keyword: 'QUIERO',
        auto_response: 'Hola',
        follow_up_sequence: [{ delay_hours: 1.5, message: 'Seguimos', attachment: 'https://x.test/a.pdf' }],
        landing_url: 'https://cafe.test/landing',
        tags: ['café', 'café', 'lanzamiento'],
        notes: '',
      },
      launch_plan: [{ step: 9, title: 'Preparar', description: 'Grabar los vídeos' }],
    };
    const { campaign } = campaignOf(file);
    expect(campaign.description).toBe('Campaña de prueba');
    expect(campaign.chatAutomation).toEqual({
      keyword: 'QUIERO',
      autoResponse: 'Hola',
      followUpSequence: [{ delayHours: 1.5, message: 'Seguimos', attachment: 'https://x.test/a.pdf' }],
      landingUrl: 'https://cafe.test/landing',
      tags: ['café', 'lanzamiento'],
      notes: null,
    });
    expect(campaign.launchPlan).toEqual([{ step: 1, title: 'Preparar', description: 'Grabar los vídeos' }]);
  });

  it('takes exactly the landing-URL placeholder as a landing URL, and nothing else that is not http(s)', () => {
    const withLanding = (landing_url: string) => ({
      ...validImportFile(),
      chat_automation: { keyword: 'QUIERO', landing_url },
    });
    expect(LANDING_URL_PLACEHOLDER).toBe('[URL_LANDING_CON_CHECKOUT]');
    expect(campaignOf(withLanding(LANDING_URL_PLACEHOLDER)).campaign.chatAutomation?.landingUrl).toBe(
      LANDING_URL_PLACEHOLDER,
    );
    expect(campaignOf(withLanding(`  ${LANDING_URL_PLACEHOLDER} `)).campaign.chatAutomation?.landingUrl).toBe(
      LANDING_URL_PLACEHOLDER,
    );
    for (const landing of [
      '[url_landing_con_checkout]',
      'URL_LANDING_CON_CHECKOUT',
      `${LANDING_URL_PLACEHOLDER}/checkout`,
      '[URL_LANDING]',
      'www.tienda.test',
      'ftp://tienda.test',
    ]) {
      expect(messagesOf(withLanding(landing)), landing).toEqual([
        'Automatización de chat: el campo "landing_url" debe ser una dirección que empiece por http:// o https://, o el marcador [URL_LANDING_CON_CHECKOUT]',
      ]);
    }
  });

  it('accepts only http(s) follow-up attachments: javascript:, data: and the like are refused with their position', () => {
    const withAttachment = (attachment: string) => ({
      ...validImportFile(),
      chat_automation: { follow_up_sequence: [{ delay_hours: 1, message: 'Hola', attachment }] },
    });
    for (const attachment of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      '//evil.test/a.pdf',
      'a.pdf',
    ]) {
      expect(messagesOf(withAttachment(attachment)), attachment).toEqual([
        'Automatización de chat, mensaje de seguimiento 1: el campo "attachment" debe ser una dirección que empiece por http:// o https://',
      ]);
    }
    expect(validateCampaignImport(withAttachment('https://x.test/guia.pdf')).ok).toBe(true);
    expect(validateCampaignImport(withAttachment('http://x.test/guia.pdf')).ok).toBe(true);
  });

  it('explains what is wrong in chat_automation and launch_plan', () => {
    const file = {
      ...validImportFile(),
      chat_automation: {
        landing_url: 'javascript:alert(1)',
        tags: ['ok', ''],
        follow_up_sequence: [{ delay_hours: -1, message: 'x' }, 'texto'],
      },
      launch_plan: [{ title: 'Sin descripción' }],
    };
    expect(messagesOf(file)).toEqual([
      'Automatización de chat: el campo "landing_url" debe ser una dirección que empiece por http:// o https://, o el marcador [URL_LANDING_CON_CHECKOUT]',
      'Automatización de chat: cada elemento de "tags" debe ser un texto no vacío',
      'Automatización de chat, mensaje de seguimiento 1: el campo "delay_hours" debe ser un número de horas entre 0 y 8760',
      'Automatización de chat, mensaje de seguimiento 2: debe ser un objeto con los campos "delay_hours" y "message"',
      'Plan de lanzamiento, paso 1: el campo "description" es obligatorio',
    ]);
    expect(messagesOf({ ...validImportFile(), chat_automation: [] })).toEqual([
      'El campo "chat_automation" debe ser un objeto',
    ]);
  });

  it('ignores unknown fields and never reads inherited properties', () => {
    const file = JSON.parse(
      JSON.stringify({ ...validImportFile(), extra: true }).replace(
        '"campaign_title"',
        '"__proto__":{"campaign_title":"heredado"},"campaign_title"',
      ),
    ) as Record<string, unknown>;
    expect(campaignOf(file).campaign.title).toBe('Lanzamiento Blend Nº 7');
    const noTitle = JSON.parse(
      '{"__proto__":{"campaign_title":"heredado"},"start_date":"2026-03-02","days":[]}',
    );
    expect(messagesOf(noTitle)[0]).toBe('El campo "campaign_title" es obligatorio');
  });
});
