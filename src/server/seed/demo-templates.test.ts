import { describe, expect, it } from 'vitest';
import { validateCampaignImport } from '../../shared/campaign-import/validate-campaign-import';
import { checkTemplate } from '../../shared/templates/check-template';
import { fillTemplate } from '../../shared/templates/fill-template';
import { DEMO_TEMPLATES } from './demo-templates';

describe('the demo templates', () => {
  it('are five, with distinct names, each a valid template', () => {
    expect(DEMO_TEMPLATES).toHaveLength(5);
    expect(new Set(DEMO_TEMPLATES.map((t) => t.name.toLowerCase())).size).toBe(5);
    for (const template of DEMO_TEMPLATES) {
      expect(checkTemplate(template.content), template.name).toMatchObject({ ok: true });
    }
  });

  it('make a campaign without a single brace left, for a brand’s own values', () => {
    const values = {
      marca: 'Café Aurora',
      producto: 'Blend de otoño',
      enlace: 'https://cafe-aurora.example/otono',
      codigo: 'AURORA15',
      descuento: '15 %',
      palabra_clave: 'AURORA',
      premio: 'una cafetera de filtro',
      evento: 'Cata de cafés de origen',
      fecha_evento: 'el sábado 18 a las 11:00',
      lugar: 'la tostadería de Malasaña',
    };
    for (const template of DEMO_TEMPLATES) {
      const filled = fillTemplate(template.content, { startDate: '2027-02-01', values });
      expect(filled.ok, template.name).toBe(true);
      if (!filled.ok) continue;
      expect(JSON.stringify(filled.file), template.name).not.toMatch(/\{[a-z_]+\}/);
      const validated = validateCampaignImport(filled.file);
      expect(validated.ok, template.name).toBe(true);
      if (validated.ok) expect(validated.campaign.startDate).toBe('2027-02-01');
    }
  });
});
