import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { campaignFileName, campaignSlugOf } from './campaign-slug';

describe('campaignSlugOf', () => {
  it('writes a title as lower-case words without accents', () => {
    expect(campaignSlugOf('Lanzamiento Otoño: ¡Café & Más!')).toBe('lanzamiento-otono-cafe-mas');
    expect(campaignSlugOf('¡¡¡')).toBe('campana');
    expect(campaignSlugOf('a'.repeat(100))).toHaveLength(60);
  });

  it('only ever gives [a-z0-9-], never empty, at most 60', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (title) => {
        const slug = campaignSlugOf(title);
        expect(slug).toMatch(/^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/);
      }),
    );
  });
});

describe('campaignFileName', () => {
  it('names a file by what it is, the title as a slug and the first date', () => {
    const campaign = { title: 'Café de Otoño Nº 2', startDate: '2026-11-25' };
    expect(campaignFileName('resultados', campaign, 'csv')).toBe(
      'resultados-cafe-de-otono-no-2-2026-11-25.csv',
    );
    expect(campaignFileName('campana', { ...campaign, title: '🎃' }, 'json')).toBe(
      'campana-campana-2026-11-25.json',
    );
  });
});
