import { describe, expect, it } from 'vitest';
import { fillTemplate } from './fill-template';
import { templateContentFromFile } from './template-from-campaign';

const file = {
  campaign_title: 'Semana de Café Aurora',
  start_date: '2026-12-07',
  export: { format: 1, key: 'k', exported_at: '2026-12-01T10:00:00Z' },
  days: [
    {
      date: '2026-12-07',
      theme: 'Presentación {beta}',
      blocks: [{ block_name: 'Mañana', stories: [{ copy: 'En Café Aurora: https://aurora.example/otono' }] }],
    },
  ],
  chat_automation: { landing_url: 'https://aurora.example/otono', tags: ['aurora'] },
};

describe('templateContentFromFile', () => {
  it('writes the brand as {marca} and the landing page as {enlace}, escapes braces, drops the metadata', () => {
    const content = templateContentFromFile(file, {
      useVariables: true,
      brandName: 'Café Aurora',
      landingUrl: 'https://aurora.example/otono',
    });
    expect(content).toEqual({
      campaign_title: 'Semana de {marca}',
      start_date: '2026-12-07',
      days: [
        {
          date: '2026-12-07',
          theme: 'Presentación {{beta}}',
          blocks: [{ block_name: 'Mañana', stories: [{ copy: 'En {marca}: {enlace}' }] }],
        },
      ],
      chat_automation: { landing_url: '{enlace}', tags: ['aurora'] },
    });
    const filled = fillTemplate(content, {
      startDate: '2027-01-04',
      values: { marca: 'Té Nube', enlace: 'https://nube.example/' },
    });
    expect(filled.ok && filled.file.days).toEqual([
      {
        date: '2027-01-04',
        theme: 'Presentación {beta}',
        blocks: [{ block_name: 'Mañana', stories: [{ copy: 'En Té Nube: https://nube.example/' }] }],
      },
    ]);
  });

  it('keeps every text as it is without variables (but escaped)', () => {
    const content = templateContentFromFile(file, {
      useVariables: false,
      brandName: 'Café Aurora',
      landingUrl: null,
    });
    expect(content.campaign_title).toBe('Semana de Café Aurora');
    expect(fillTemplate(content, { startDate: '2026-12-07', values: {} })).toMatchObject({
      ok: true,
      file: { days: [{ theme: 'Presentación {beta}' }] },
    });
  });
});
