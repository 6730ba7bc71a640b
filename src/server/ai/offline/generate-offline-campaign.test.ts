import { describe, expect, it } from 'vitest';
import { validateCampaignImport } from '../../../shared/campaign-import/validate-campaign-import';
import { LANDING_URL_PLACEHOLDER } from '../../../shared/constants';
import { addDaysIso } from '../../../shared/dates';
import { noteTone } from '../../../shared/domain/note-tone';
import { prepareCampaign } from '../prepare-campaign';
import {
  generateOfflineCampaign,
  OFFLINE_DESCRIPTION_LEAD,
  OFFLINE_MAX_STORIES_PER_DAY,
  OFFLINE_MIN_STORIES_PER_DAY,
} from './generate-offline-campaign';
import { sampleOfflineInput } from './testing/sample-input';
import { validateGenerated } from './testing/validate-generated';
import { type CampaignImportFile, OFFLINE_TIME_BLOCKS } from './types';

function allStories(file: CampaignImportFile) {
  return file.days.flatMap((day) => day.blocks.flatMap((block) => block.stories));
}

function allCopy(file: CampaignImportFile): string {
  return allStories(file)
    .map((story) => story.copy)
    .join('\n');
}

describe('generateOfflineCampaign', () => {
  describe.each([7, 14, 21] as const)('a %i-day campaign', (duration) => {
    const file = generateOfflineCampaign(sampleOfflineInput(duration));

    it('passes the import validation', () => {
      const result = validateGenerated(file);
      expect(result.ok, JSON.stringify(result.ok ? [] : result.errors.slice(0, 5))).toBe(true);
      if (!result.ok) return;
      expect(result.summary.totalDays).toBe(duration);
      expect(result.campaign.startDate).toBe('2027-02-01');
      expect(result.campaign.endDate).toBe(addDaysIso('2027-02-01', duration - 1));
      expect(result.campaign.launchPlan?.length).toBe(file.launch_plan.length);
      expect(result.campaign.chatAutomation?.keyword).toBe('CURSO');
    });

    it('has one day per campaign day, on consecutive dates from the start date', () => {
      expect(file.start_date).toBe('2027-02-01');
      expect(file.days.map((day) => day.date)).toEqual(
        Array.from({ length: duration }, (_, index) => addDaysIso('2027-02-01', index)),
      );
    });

    it('gives each day a theme and 4-10 stories numbered from 1, in the day blocks and in time order', () => {
      for (const day of file.days) {
        expect(day.theme.trim()).not.toBe('');
        const stories = day.blocks.flatMap((block) => block.stories);
        expect(stories.length).toBeGreaterThanOrEqual(OFFLINE_MIN_STORIES_PER_DAY);
        expect(stories.length).toBeLessThanOrEqual(OFFLINE_MAX_STORIES_PER_DAY);
        expect(stories.map((story) => story.number)).toEqual(stories.map((_, index) => index + 1));
        const blockOrder = day.blocks.map((block) => OFFLINE_TIME_BLOCKS.indexOf(block.block_name));
        expect(blockOrder.every((position) => position >= 0)).toBe(true);
        expect([...blockOrder].sort((a, b) => a - b)).toEqual(blockOrder);
        const times = stories.map((story) => story.scheduled_time ?? '');
        expect([...times].sort()).toEqual(times);
      }
    });

    it('follows a launch arc: expectation first, the offer after the problem and solution, the close last', () => {
      const themes = file.days.map((day) => day.theme);
      expect(themes[0]).toMatch(/^Expectativa/);
      expect(themes.at(-1)).toMatch(/^Cierre/);
      const first = (prefix: string) => themes.findIndex((theme) => theme.startsWith(prefix));
      expect(first('El problema')).toBeGreaterThan(0);
      expect(first('La solución')).toBeGreaterThan(first('El problema'));
      expect(first('Prueba')).toBeGreaterThan(first('La solución'));
      expect(first('Oferta')).toBeGreaterThan(first('Prueba'));
      expect(first('Urgencia')).toBeGreaterThan(first('Oferta'));
      // No two days share a theme: repeated stages take another angle.
      expect(new Set(themes).size).toBe(themes.length);
    });

    it('mixes story types, stickers and production notes of every colour', () => {
      const stories = allStories(file);
      expect(new Set(stories.map((story) => story.type))).toEqual(
        new Set(['TEXTO_PANTALLA', 'EL_HABLANDO', 'TESTIMONIO_CLIENTE']),
      );
      expect(new Set(stories.map((story) => story.sticker?.type).filter(Boolean))).toEqual(
        new Set(['poll', 'question', 'slider']),
      );
      for (const story of stories) {
        if (story.sticker?.type === 'poll') {
          expect(story.sticker.options?.length).toBeGreaterThanOrEqual(2);
          expect(story.sticker.options?.length).toBeLessThanOrEqual(4);
        }
        if (story.sticker?.type === 'question') expect(story.sticker.prompt).toBeTruthy();
        if (story.sticker?.type === 'slider') expect(story.sticker.emoji).toBeTruthy();
      }
      const textNotes = stories.filter((story) => story.notes && story.type === 'TEXTO_PANTALLA');
      const tones = new Set(textNotes.map((story) => noteTone(story.type, story.notes)));
      expect(tones).toEqual(new Set(['blue', 'amber', 'grey']));
      const notes = stories.map((story) => story.notes ?? '').join('\n');
      expect(notes).toContain('Grábalo con luz natural');
      expect(notes).toContain('Ajusta el texto si');
      expect(notes).toContain('Haz una pausa de');
    });

    it('is accepted by the pipeline as a complete campaign, with the landing-URL placeholder', () => {
      const result = prepareCampaign(file, { startDate: '2027-02-01', days: duration, fallbackTitle: 'x' });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.partial).toBe(false);
      expect(result.campaign.days).toHaveLength(duration);
      expect(result.campaign.chatAutomation?.landingUrl).toBe(LANDING_URL_PLACEHOLDER);
      // The file validates as it is, placeholder included: no step takes it out and puts it back.
      const direct = validateCampaignImport(file);
      expect(direct.ok && direct.campaign.chatAutomation?.landingUrl).toBe(LANDING_URL_PLACEHOLDER);
    });

    it('sets up the chat automation with the keyword, 3-4 increasing follow-ups and tags', () => {
      const chat = file.chat_automation;
      expect(chat.keyword).toBe('CURSO');
      expect(chat.auto_response).toContain('CURSO');
      expect(chat.follow_up_sequence.length).toBe(duration === 7 ? 3 : 4);
      const delays = chat.follow_up_sequence.map((item) => item.delay_hours);
      expect(delays.every((delay, index) => index === 0 || delay > delays[index - 1]!)).toBe(true);
      expect(chat.tags).toContain('curso');
      expect(chat.landing_url).toBe(LANDING_URL_PLACEHOLDER);
      expect(chat.notes).toContain('[URL_LANDING_CON_CHECKOUT]');
      expect(allCopy(file)).toContain('escribe CURSO por mensaje directo');
    });

    it('ends with a 5-8 step launch plan', () => {
      expect(file.launch_plan.length).toBeGreaterThanOrEqual(5);
      expect(file.launch_plan.length).toBeLessThanOrEqual(8);
      expect(file.launch_plan.map((step) => step.step)).toEqual(
        file.launch_plan.map((_, index) => index + 1),
      );
      expect(file.launch_plan.map((step) => step.title)).toContain('Configura la automatización del chat');
    });
  });

  it('says plainly that no AI wrote it', () => {
    const file = generateOfflineCampaign(sampleOfflineInput());
    expect(file.description.startsWith(OFFLINE_DESCRIPTION_LEAD)).toBe(true);
    expect(OFFLINE_DESCRIPTION_LEAD).toBe(
      'Campaña generada sin IA por el generador integrado a partir de tu brief.',
    );
  });

  it('is deterministic: the same input gives the same campaign', () => {
    const first = generateOfflineCampaign(sampleOfflineInput(14));
    const second = generateOfflineCampaign(sampleOfflineInput(14));
    expect(second).toEqual(first);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
  });

  it('varies with the brief', () => {
    const base = sampleOfflineInput(21);
    const other = sampleOfflineInput(21);
    other.brief.productDescription =
      'Cestas de fruta ecológica de temporada con reparto a domicilio en Valencia cada semana.';
    const a = generateOfflineCampaign(base);
    const b = generateOfflineCampaign(other);
    expect(b.chat_automation.keyword).toBe('CESTAS');
    expect(allCopy(b)).not.toBe(allCopy(a));
  });

  it("uses the brief's product, offer, sales process and key message, the brand and the client's profile", () => {
    const file = generateOfflineCampaign(sampleOfflineInput(7));
    const copy = allCopy(file);
    expect(copy.toLowerCase()).toContain('un curso online de fotografía con el móvil para principiantes');
    expect(copy).toContain('97 € en vez de 147 €');
    expect(copy).toContain('les mando el enlace a la página de venta');
    expect(copy).toContain('Luz de Tarde');
    expect(copy).toContain('madres y padres que quieren fotos bonitas de sus hijos');
    expect(copy).toContain('soy Marta, fotógrafa desde hace 12 años');
    expect(file.campaign_title).toBe('Lanzamiento Luz de Tarde: Un curso online de fotografía con el móvil');
    const fourteen = allCopy(generateOfflineCampaign(sampleOfflineInput(14)));
    expect(fourteen).toContain('«No necesitas una cámara cara para hacer fotos increíbles»');
  });

  it('writes sensible copy without a key message or AI profile, and with an empty brand name', () => {
    const input = sampleOfflineInput(14);
    input.brief.keyMessage = null;
    input.aiInfo = null;
    input.brand = { brandName: '  ', name: 'Marta Ruiz', industry: null, description: null };
    const file = generateOfflineCampaign(input);
    expect(validateGenerated(file).ok).toBe(true);
    const copy = allCopy(file);
    expect(copy).toContain('Marta Ruiz');
    expect(copy).not.toContain('null');
    expect(copy).not.toContain('undefined');
    expect(copy).not.toMatch(/«\s*»/);
  });

  it('quotes long answers by a clause, never whole', () => {
    const input = sampleOfflineInput(7);
    input.brief.specialOffers =
      `Oferta de lanzamiento con un 30 % de descuento ${'y muchos extras '.repeat(240)}`.slice(0, 4000);
    input.brief.productDescription = 'Una agenda '.repeat(360).slice(0, 4000);
    const file = generateOfflineCampaign(input);
    expect(validateGenerated(file).ok).toBe(true);
    for (const story of allStories(file)) expect([...story.copy].length).toBeLessThanOrEqual(400);
    expect([...file.campaign_title].length).toBeLessThanOrEqual(120);
    for (const day of file.days) expect([...day.theme].length).toBeLessThanOrEqual(120);
  });
});
