import { describe, expect, it } from 'vitest';
import { templateContent } from '../testing/template-fixtures';
import {
  automaticVariables,
  browserTomorrow,
  livePreview,
  templateDates,
  typedVariables,
} from './template-live-preview';
import { templateOutline } from './template-outline';
import { templateTextParts } from './template-text-parts';

describe('the live preview of «Nueva campaña desde plantilla»', () => {
  it('moves the template to the first day: every day by the same number of days', () => {
    expect(templateDates(templateContent(), '2099-12-07')).toEqual({
      startDate: '2099-12-07',
      endDate: '2099-12-09',
    });
    expect(templateDates(templateContent(), '2099-12-3')).toBeNull();
  });

  it('fills the valid values and the automatic dates, and says what is missing as fillTemplate does', () => {
    const partial = livePreview(templateContent(), {
      startDate: '2099-12-07',
      values: { marca: ' Café Aurora ', producto: '', enlace: 'no es un enlace' },
    });
    expect(Object.fromEntries(partial.values)).toEqual({
      fecha_inicio: '7 de diciembre',
      fecha_fin: '9 de diciembre',
      marca: 'Café Aurora',
    });
    expect(partial.isComplete).toBe(false);
    expect(partial.problems.map((problem) => problem.path)).toEqual(['values.producto', 'values.enlace']);

    const complete = livePreview(templateContent(), {
      startDate: '2099-12-07',
      values: { marca: 'Café Aurora', producto: 'Blend', enlace: 'https://cafe.example' },
    });
    expect(complete).toMatchObject({ isComplete: true, problems: [] });
  });

  it('shows a text with its values, keeping the variables without one', () => {
    const values = new Map([['marca', 'Café Aurora']]);
    expect(templateTextParts('Lanzamiento {producto} de {marca} {{sic}}', values)).toEqual([
      { text: 'Lanzamiento ' },
      { variable: 'producto', value: null },
      { text: ' de ' },
      { variable: 'marca', value: 'Café Aurora' },
      { text: ' {sic}' },
    ]);
    expect(templateTextParts('Una llave { suelta')).toEqual([{ text: 'Una llave { suelta' }]);
  });

  it('asks for the typed variables only, the automatic ones apart', () => {
    const names = ['marca', 'fecha_inicio', 'enlace', 'no_existe'];
    expect(typedVariables(names).map((variable) => variable.name)).toEqual(['marca', 'enlace']);
    expect(automaticVariables(names).map((variable) => variable.name)).toEqual(['fecha_inicio']);
  });

  it('proposes tomorrow in the browser zone, across a month end', () => {
    expect(browserTomorrow(new Date(2026, 0, 31, 23, 30))).toBe('2026-02-01');
  });

  it('reads the content defensively: odd fields are empty, not errors', () => {
    const outline = templateOutline({ campaign_title: 3, days: [null, { date: '2030-01-07', blocks: 'x' }] });
    // The second day is there, without stories; its position stays 2.
    expect(outline).toEqual({
      title: '',
      description: '',
      startDate: '',
      days: [{ key: 'days.1', position: 2, date: '2030-01-07', theme: '', stories: [] }],
      chat: null,
    });
  });
});
