import { describe, expect, it } from 'vitest';
import { validateCampaignImport } from '../campaign-import/validate-campaign-import';
import { exampleTemplateValues, fillTemplate, templateVariablesUsed } from './fill-template';
import { escapeTemplateText, parseTemplateText } from './template-variables';

const template = () => ({
  campaign_title: 'Lanzamiento de {producto}',
  start_date: '2026-01-05',
  description: 'Semana de lanzamiento para {marca}',
  days: [
    {
      date: '2026-01-05',
      theme: 'Presentación',
      blocks: [
        {
          block_name: 'Mañana',
          stories: [
            {
              number: 1,
              type: 'TEXTO_PANTALLA',
              copy: 'Llega {producto} a {marca}: del {fecha_inicio} al {fecha_fin}. Código {{VIP}}',
              visual: 'Producto en primer plano',
              sticker: {
                type: 'poll',
                options: ['¡Lo quiero!', 'Cuéntame más'],
                prompt: '¿Te apuntas, {marca}?',
              },
              notes: null,
              scheduled_time: '09:00',
            },
          ],
        },
      ],
    },
    {
      date: '2026-01-07',
      theme: 'Oferta',
      blocks: [
        {
          block_name: 'Tarde',
          stories: [
            {
              number: 1,
              type: 'EL_HABLANDO',
              copy: 'Compra aquí: {enlace}',
              visual: 'Selfie',
              sticker: null,
              notes: null,
              scheduled_time: null,
            },
          ],
        },
      ],
    },
  ],
  chat_automation: {
    keyword: '{palabra_clave}',
    auto_response: 'Tu código: {codigo}',
    landing_url: '{enlace}',
  },
});

describe('parseTemplateText', () => {
  it('splits literal text and variables, {{ and }} being literal braces', () => {
    expect(parseTemplateText('Hola {marca}, {{x}}')).toEqual({
      ok: true,
      parts: [{ text: 'Hola ' }, { variable: 'marca' }, { text: ', {x}' }],
    });
    expect(parseTemplateText('{ Marca }')).toEqual({ ok: true, parts: [{ variable: 'marca' }] });
  });

  it('refuses an unclosed or stray brace', () => {
    expect(parseTemplateText('Hola {marca')).toMatchObject({
      ok: false,
      message: expect.stringContaining('sin cerrar'),
    });
    expect(parseTemplateText('Precio: 5 € }')).toMatchObject({
      ok: false,
      message: expect.stringContaining('sin abrir'),
    });
    expect(parseTemplateText('{ }')).toMatchObject({ ok: false });
  });

  it('reads an escaped text back as itself', () => {
    const text = 'Usa {llaves} y }} o {{';
    const parsed = parseTemplateText(escapeTemplateText(text));
    expect(parsed).toEqual({ ok: true, parts: [{ text }] });
  });
});

describe('templateVariablesUsed', () => {
  it('lists the known variables in the list’s order and every unknown one where it is', () => {
    const content = template();
    content.days[1]!.blocks[0]!.stories[0]!.copy = 'Con {produto} y {marca}';
    expect(templateVariablesUsed(content)).toEqual({
      names: ['marca', 'producto', 'fecha_inicio', 'fecha_fin', 'enlace', 'codigo', 'palabra_clave'],
      problems: [
        {
          path: 'days.1.blocks.0.stories.0.copy',
          message: expect.stringMatching(/^La variable \{produto\} no existe/),
        },
      ],
    });
  });
});

describe('fillTemplate', () => {
  const values = {
    marca: 'Café Aroma',
    producto: 'Blend de otoño',
    enlace: 'https://cafearoma.example/otono',
    codigo: 'OTONO20',
    palabra_clave: 'CAFE',
  };

  it('moves the dates, fills every variable and leaves escaped braces literal: the importer accepts the file', () => {
    const filled = fillTemplate(template(), { startDate: '2026-12-07', values });
    expect(filled.ok).toBe(true);
    if (!filled.ok) return;
    const file = filled.file as ReturnType<typeof template>;
    expect(file.start_date).toBe('2026-12-07');
    expect(file.days.map((d) => d.date)).toEqual(['2026-12-07', '2026-12-09']);
    expect(file.campaign_title).toBe('Lanzamiento de Blend de otoño');
    expect(file.days[0]!.blocks[0]!.stories[0]!.copy).toBe(
      'Llega Blend de otoño a Café Aroma: del 7 de diciembre al 9 de diciembre. Código {VIP}',
    );
    expect(file.days[0]!.blocks[0]!.stories[0]!.sticker?.prompt).toBe('¿Te apuntas, Café Aroma?');
    expect(file.chat_automation).toEqual({
      keyword: 'CAFE',
      auto_response: 'Tu código: OTONO20',
      landing_url: 'https://cafearoma.example/otono',
    });
    expect(JSON.stringify(file)).not.toMatch(/\{[a-z_]+\}/);
    expect(validateCampaignImport(file).ok).toBe(true);
  });

  it('names each missing or invalid value once, and the template’s unknown variables', () => {
    const content = template();
    content.description = 'Para {cliente}';
    const filled = fillTemplate(content, {
      startDate: '2026-12-07',
      values: { ...values, producto: '  ', enlace: 'javascript:alert(1)', codigo: 'UNO\nDOS' },
    });
    expect(filled).toEqual({
      ok: false,
      problems: [
        { path: 'description', message: expect.stringMatching(/^La variable \{cliente\} no existe/) },
        { path: 'values.producto', message: 'Falta el valor de «Producto o servicio»' },
        {
          path: 'values.enlace',
          message: '«Enlace (https://…)» debe ser una dirección que empiece por https:// o http://',
        },
        {
          path: 'values.codigo',
          message: '«Código de descuento» debe ser una sola línea, sin caracteres de control',
        },
      ],
    });
  });

  it('needs no value for a variable the template does not use, and fills a value holding braces literally', () => {
    const content = { campaign_title: '{marca}', start_date: '2026-01-05', days: [] };
    expect(fillTemplate(content, { startDate: '2026-02-02', values: { marca: 'Marca {x}' } })).toEqual({
      ok: true,
      file: { campaign_title: 'Marca {x}', start_date: '2026-02-02', days: [] },
    });
  });

  it('checks a template with the example values', () => {
    expect(fillTemplate(template(), { startDate: '2026-12-07', values: exampleTemplateValues() }).ok).toBe(
      true,
    );
  });
});
