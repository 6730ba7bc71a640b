import { describe, expect, it } from 'vitest';
import { addDaysIso } from '../../shared/dates';
import { isPartial, prepareCampaign, salvageCampaign } from './prepare-campaign';

const START = '2026-12-01';
const opts = { startDate: START, days: 7, fallbackTitle: 'Campaña de lanzamiento de Marca' };

function story(n: number) {
  return {
    number: n,
    type: 'TEXTO_PANTALLA',
    copy: `Texto ${n}`,
    visual: 'Plano medio',
    sticker: null,
    notes: null,
  };
}
function day(i: number, count = 5, date = addDaysIso(START, i)) {
  return {
    date,
    theme: `Tema ${i + 1}`,
    blocks: [{ block_name: 'Mañana', stories: Array.from({ length: count }, (_, s) => story(s + 1)) }],
  };
}
function answer(days: unknown[], extra: Record<string, unknown> = {}) {
  return {
    campaign_title: 'Lanzamiento',
    description: 'Resumen',
    start_date: START,
    days,
    chat_automation: {
      keyword: 'QUIERO',
      auto_response: 'Hola',
      follow_up_sequence: [{ delay_hours: 24, message: 'Seguimiento' }],
      landing_url: '[URL_LANDING_CON_CHECKOUT]',
      tags: ['a'],
      notes: 'Notas',
    },
    launch_plan: [{ step: 1, title: 'Paso', description: 'Hacer algo' }],
    ...extra,
  };
}

describe('prepareCampaign', () => {
  it('accepts a full answer with the landing-URL placeholder, which the import validator takes as it is', () => {
    const result = prepareCampaign(answer(Array.from({ length: 7 }, (_, i) => day(i))), opts);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.partial).toBe(false);
    expect(result.campaign.chatAutomation?.landingUrl).toBe('[URL_LANDING_CON_CHECKOUT]');
    expect(result.campaign.days).toHaveLength(7);
    expect(result.campaign.endDate).toBe('2026-12-07');
  });

  it('dates day N from the launch date, keeps the asked-for days and 10 stories a day, numbers stories 1..n', () => {
    const days = Array.from({ length: 9 }, (_, i) => day(i, i === 0 ? 14 : 5, '1999-01-01'));
    days[1]!.blocks[0]!.stories = [story(3), story(3), story(9), story(1), story(2)];
    const result = prepareCampaign(answer(days, { start_date: '2000-01-01' }), opts);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.campaign.startDate).toBe(START);
    expect(result.campaign.days.map((d) => d.date)).toEqual(
      Array.from({ length: 7 }, (_, i) => addDaysIso(START, i)),
    );
    expect(result.campaign.days[0]!.stories).toHaveLength(10);
    expect(result.campaign.days[1]!.stories.map((s) => s.number)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps a real landing URL and reports fewer days or too few stories as partial', () => {
    const real = answer([day(0), day(1, 3)]);
    (real.chat_automation as { landing_url: string }).landing_url = 'https://tienda.example/checkout';
    const result = prepareCampaign(real, opts);
    expect(result.ok && result.campaign.chatAutomation?.landingUrl).toBe('https://tienda.example/checkout');
    expect(result.ok && result.partial).toBe(true);
    if (result.ok) expect(isPartial(result.campaign, 2)).toBe(true);
  });

  it('refuses a landing URL that is neither http(s) nor exactly the placeholder (it is not swapped for it)', () => {
    const odd = answer([day(0)]);
    (odd.chat_automation as { landing_url: string }).landing_url = 'www.tienda.example';
    const result = prepareCampaign(odd, opts);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.path)).toEqual(['chat_automation.landing_url']);
  });

  it('lists the validation problems of an invalid answer', () => {
    const result = prepareCampaign(answer([{ ...day(0), theme: '' }]), opts);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.path)).toContain('days.0.theme');
    expect(prepareCampaign('texto', opts).ok).toBe(false);
  });
});

describe('salvageCampaign', () => {
  it('keeps the days that validate on their own and drops a broken chat automation', () => {
    const raw = answer([day(0), { ...day(1), theme: '' }, day(2)], {
      campaign_title: '',
      chat_automation: { keyword: 42 },
    });
    const result = salvageCampaign(raw, opts);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.partial).toBe(true);
    expect(result.campaign.title).toBe('Campaña de lanzamiento de Marca');
    expect(result.campaign.days.map((d) => d.date)).toEqual(['2026-12-01', '2026-12-03']);
    expect(result.campaign.chatAutomation).toBeNull();
    expect(result.campaign.launchPlan).toHaveLength(1);
  });

  it('keeps the chat automation with its landing-URL placeholder', () => {
    const result = salvageCampaign(answer([day(0), { ...day(1), theme: '' }]), opts);
    expect(result.ok && result.campaign.chatAutomation?.landingUrl).toBe('[URL_LANDING_CON_CHECKOUT]');
  });

  it('fails when not one day is usable', () => {
    expect(salvageCampaign(answer([{ theme: '' }]), opts).ok).toBe(false);
    expect(salvageCampaign(answer([]), opts).ok).toBe(false);
  });
});
