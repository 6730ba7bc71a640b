import { describe, expect, it } from 'vitest';
import { formatLaunchEs, launchInstant } from './launch-datetime';
import {
  createDefaultValues,
  stepPercent,
  toBrief,
  validateStep,
  WIZARD_STEPS,
  type WizardValues,
} from './wizard-steps';

const NOW = new Date(2026, 10, 22, 10, 30); // Sunday 22 November 2026, 10:30 local
const TEXT = 'Café de especialidad tostado cada semana.'; // 41 characters

function filled(overrides: Partial<WizardValues> = {}): WizardValues {
  return {
    ...createDefaultValues(NOW),
    productDescription: TEXT,
    salesProcess: TEXT,
    specialOffers: TEXT,
    ...overrides,
  };
}

describe('wizard steps', () => {
  it('has the six titles of the spec', () => {
    expect(WIZARD_STEPS.map((step) => step.title)).toEqual([
      'Producto',
      'Proceso',
      'Precio',
      'Duración',
      'Mensaje',
      'Lanzamiento',
    ]);
  });

  it('needs 30 characters after trimming on the three text steps', () => {
    const padded = `   ${'a'.repeat(29)}   `;
    for (const [index, field] of [
      [0, 'productDescription'],
      [1, 'salesProcess'],
      [2, 'specialOffers'],
    ] as const) {
      expect(validateStep(index, filled({ [field]: padded }), NOW)).toEqual({
        valid: false,
        message: 'Mínimo 30 caracteres',
      });
      expect(validateStep(index, filled({ [field]: ` ${'a'.repeat(30)} ` }), NOW)).toEqual({ valid: true });
    }
  });

  it('accepts 7, 14 and 21 days only, and the optional key message empty', () => {
    expect(validateStep(3, filled({ campaignDuration: '14' }), NOW).valid).toBe(true);
    expect(validateStep(3, filled({ campaignDuration: '10' }), NOW)).toEqual({
      valid: false,
      message: 'Elige una duración de 7, 14 o 21 días',
    });
    expect(validateStep(4, filled({ keyMessage: '' }), NOW).valid).toBe(true);
    expect(validateStep(4, filled({ keyMessage: 'x'.repeat(4_001) }), NOW).valid).toBe(false);
  });

  it('defaults to 7 days and a launch tomorrow at 12:00', () => {
    const values = createDefaultValues(NOW);
    expect(values.campaignDuration).toBe('7');
    expect(launchInstant(values.launch)).toEqual(new Date(2026, 10, 23, 12, 0));
    expect(formatLaunchEs(new Date(2026, 10, 23, 12, 0))).toBe('lunes, 23 de noviembre de 2026 a las 12:00');
  });

  it('refuses a launch in the past or without a day', () => {
    const today = new Date(2026, 10, 22);
    expect(validateStep(5, filled({ launch: { date: today, hour: 9, minute: 0 } }), NOW)).toEqual({
      valid: false,
      message: 'La fecha de lanzamiento no puede estar en el pasado',
    });
    expect(validateStep(5, filled({ launch: { date: today, hour: 11, minute: 0 } }), NOW).valid).toBe(true);
    expect(validateStep(5, filled({ launch: { date: undefined, hour: 12, minute: 0 } }), NOW).valid).toBe(
      false,
    );
  });

  it('builds the API body with the shared schema', () => {
    const brief = toBrief(filled({ keyMessage: '   ', campaignDuration: '21' }));
    expect(brief).toEqual({
      productDescription: TEXT,
      salesProcess: TEXT,
      specialOffers: TEXT,
      campaignDuration: 21,
      keyMessage: null,
      launchAt: new Date(2026, 10, 23, 12, 0).toISOString(),
    });
    expect(() => toBrief(filled({ salesProcess: 'corto' }))).toThrow();
  });

  it('shows the share of the steps reached', () => {
    expect([0, 1, 2, 3, 4, 5].map(stepPercent)).toEqual([17, 33, 50, 67, 83, 100]);
  });
});
