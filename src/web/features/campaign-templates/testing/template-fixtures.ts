import type { TemplateDetail, TemplateSummary } from '@shared/api/campaign-templates';

/** Test data of campaign templates (a factory per call: no shared mutable fixture). */

const story = (number: number, copy: string, scheduledTime: string) => ({
  number,
  type: 'TEXTO_PANTALLA',
  copy,
  visual: 'Fondo de marca',
  sticker: null,
  notes: null,
  scheduled_time: scheduledTime,
});

/** A 3-day template (days 1 and 3) using {marca}, {producto}, {enlace} and both automatic dates. */
export function templateContent(): Record<string, unknown> {
  return {
    campaign_title: 'Lanzamiento {producto} de {marca}',
    start_date: '2030-01-07',
    description: 'Presentación de un producto de {marca}',
    days: [
      {
        date: '2030-01-07',
        theme: 'Presentamos {producto}',
        blocks: [
          {
            block_name: 'Mañana',
            stories: [
              story(1, 'Hola, somos {marca}', '09:00'),
              story(2, 'Desde el {fecha_inicio}: {enlace}', '12:30'),
            ],
          },
        ],
      },
      {
        date: '2030-01-09',
        theme: 'Último día',
        blocks: [
          {
            block_name: 'Tarde',
            stories: [story(1, 'Hasta el {fecha_fin}', '18:00'), story(2, 'Gracias a todos', '20:00')],
          },
        ],
      },
    ],
    chat_automation: { keyword: 'INFO', auto_response: 'Gracias por escribir a {marca}' },
  };
}

export function templateSummary(overrides: Partial<TemplateSummary> = {}): TemplateSummary {
  return {
    id: '7a000000-0000-4000-8000-000000000001',
    name: 'Lanzamiento de producto',
    description: 'Tres días para presentar un producto',
    dayCount: 2,
    storyCount: 4,
    variables: ['marca', 'producto', 'fecha_inicio', 'fecha_fin', 'enlace'],
    createdAt: '2026-11-02T09:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function templateDetail(overrides: Partial<TemplateSummary> = {}): TemplateDetail {
  return { ...templateSummary(overrides), content: templateContent() };
}
