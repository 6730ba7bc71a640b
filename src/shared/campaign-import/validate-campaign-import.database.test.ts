import { describe, expect, it } from 'vitest';
import { IMPORT_TEXT_LIMITS } from './field-limits';
import { validImportFile } from './testing/valid-file';
import { campaignOf, messagesOf } from './testing/validation-results';
import { validateCampaignImport } from './validate-campaign-import';

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
