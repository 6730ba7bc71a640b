import { describe, expect, it } from 'vitest';
import { checkAutomation } from './check-automation';
import { DEFECT_FIXTURES } from './testing/automation-defect-fixtures';
import { CLEAN_FIXTURES } from './testing/automation-fixtures';

const labels = (fixture: (typeof DEFECT_FIXTURES)[number]) =>
  checkAutomation(fixture.input).map((f) => `${f.code}@${f.storyId ?? 'automation'}`);

describe('checkAutomation over the fixture campaigns', () => {
  it('has at least 30 fixtures, clean and with labelled defects', () => {
    expect(CLEAN_FIXTURES.length + DEFECT_FIXTURES.length).toBeGreaterThanOrEqual(30);
  });

  it.each(CLEAN_FIXTURES.map((f) => [f.name, f] as const))('finds nothing in «%s»', (_name, fixture) => {
    expect(checkAutomation(fixture.input)).toEqual([]);
  });

  it.each(DEFECT_FIXTURES.map((f) => [f.name, f] as const))(
    'finds exactly the defects of «%s»',
    (_name, fixture) => {
      expect(labels(fixture).sort()).toEqual([...fixture.expected].sort());
    },
  );

  it('explains each finding in Spanish, where it is, stories first', () => {
    const fixture = DEFECT_FIXTURES.find((f) => f.name === 'otra palabra y seguimiento tardío a la vez')!;
    expect(checkAutomation(fixture.input)).toEqual([
      {
        code: 'keyword_unanswered',
        severity: 'error',
        storyId: 's3',
        where: 'Día 2 · Historia 1',
        message:
          'La historia pide escribir Cata, pero la automatización responde a MATCHA: esos mensajes no recibirán respuesta.',
      },
      {
        code: 'follow_up_window',
        severity: 'error',
        storyId: null,
        where: 'Automatización del chat · mensaje de seguimiento 1',
        message:
          'El mensaje de seguimiento 1 sale 25 h después del mensaje de la persona: Instagram solo permite mensajes automáticos en las 24 h siguientes. Adelántalo, o márcalo como enviado por una persona (hasta 7 días).',
      },
    ]);
  });
});
