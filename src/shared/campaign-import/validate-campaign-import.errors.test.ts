import { describe, expect, it } from 'vitest';
import { CAMPAIGN_IMPORT_MAX_DAYS, CAMPAIGN_IMPORT_MAX_STORIES_PER_DAY } from '../constants';
import { IMPORT_MAX_LISTED_ERRORS } from './field-limits';
import { validImportFile } from './testing/valid-file';
import { errorsOf, messagesOf } from './testing/validation-results';
import { validateCampaignImport } from './validate-campaign-import';

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
