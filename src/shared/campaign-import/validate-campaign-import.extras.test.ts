import { describe, expect, it } from 'vitest';
import { LANDING_URL_PLACEHOLDER } from '../constants';
import { validImportFile } from './testing/valid-file';
import { campaignOf, messagesOf } from './testing/validation-results';
import { validateCampaignImport } from './validate-campaign-import';

describe('validateCampaignImport: optional extras', () => {
  it('reads description, chat_automation and launch_plan', () => {
    const file = {
      ...validImportFile(),
      description: '  Campaña de prueba  ',
      chat_automation: {
        keyword: 'QUIERO',
        auto_response: 'Hola',
        follow_up_sequence: [{ delay_hours: 1.5, message: 'Seguimos', attachment: 'https://x.test/a.pdf' }],
        landing_url: 'https://cafe.test/landing',
        tags: ['café', 'café', 'lanzamiento'],
        notes: '',
      },
      launch_plan: [{ step: 9, title: 'Preparar', description: 'Grabar los vídeos' }],
    };
    const { campaign } = campaignOf(file);
    expect(campaign.description).toBe('Campaña de prueba');
    expect(campaign.chatAutomation).toEqual({
      keyword: 'QUIERO',
      autoResponse: 'Hola',
      followUpSequence: [{ delayHours: 1.5, message: 'Seguimos', attachment: 'https://x.test/a.pdf' }],
      landingUrl: 'https://cafe.test/landing',
      tags: ['café', 'lanzamiento'],
      notes: null,
    });
    expect(campaign.launchPlan).toEqual([{ step: 1, title: 'Preparar', description: 'Grabar los vídeos' }]);
  });

  it('takes exactly the landing-URL placeholder as a landing URL, and nothing else that is not http(s)', () => {
    const withLanding = (landing_url: string) => ({
      ...validImportFile(),
      chat_automation: { keyword: 'QUIERO', landing_url },
    });
    expect(LANDING_URL_PLACEHOLDER).toBe('[URL_LANDING_CON_CHECKOUT]');
    expect(campaignOf(withLanding(LANDING_URL_PLACEHOLDER)).campaign.chatAutomation?.landingUrl).toBe(
      LANDING_URL_PLACEHOLDER,
    );
    expect(campaignOf(withLanding(`  ${LANDING_URL_PLACEHOLDER} `)).campaign.chatAutomation?.landingUrl).toBe(
      LANDING_URL_PLACEHOLDER,
    );
    for (const landing of [
      '[url_landing_con_checkout]',
      'URL_LANDING_CON_CHECKOUT',
      `${LANDING_URL_PLACEHOLDER}/checkout`,
      '[URL_LANDING]',
      'www.tienda.test',
      'ftp://tienda.test',
    ]) {
      expect(messagesOf(withLanding(landing)), landing).toEqual([
        'Automatización de chat: el campo "landing_url" debe ser una dirección que empiece por http:// o https://, o el marcador [URL_LANDING_CON_CHECKOUT]',
      ]);
    }
  });

  it('accepts only http(s) follow-up attachments: javascript:, data: and the like are refused with their position', () => {
    const withAttachment = (attachment: string) => ({
      ...validImportFile(),
      chat_automation: { follow_up_sequence: [{ delay_hours: 1, message: 'Hola', attachment }] },
    });
    for (const attachment of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      '//evil.test/a.pdf',
      'a.pdf',
    ]) {
      expect(messagesOf(withAttachment(attachment)), attachment).toEqual([
        'Automatización de chat, mensaje de seguimiento 1: el campo "attachment" debe ser una dirección que empiece por http:// o https://',
      ]);
    }
    expect(validateCampaignImport(withAttachment('https://x.test/guia.pdf')).ok).toBe(true);
    expect(validateCampaignImport(withAttachment('http://x.test/guia.pdf')).ok).toBe(true);
  });

  it('explains what is wrong in chat_automation and launch_plan', () => {
    const file = {
      ...validImportFile(),
      chat_automation: {
        landing_url: 'javascript:alert(1)',
        tags: ['ok', ''],
        follow_up_sequence: [{ delay_hours: -1, message: 'x' }, 'texto'],
      },
      launch_plan: [{ title: 'Sin descripción' }],
    };
    expect(messagesOf(file)).toEqual([
      'Automatización de chat: el campo "landing_url" debe ser una dirección que empiece por http:// o https://, o el marcador [URL_LANDING_CON_CHECKOUT]',
      'Automatización de chat: cada elemento de "tags" debe ser un texto no vacío',
      'Automatización de chat, mensaje de seguimiento 1: el campo "delay_hours" debe ser un número de horas entre 0 y 8760',
      'Automatización de chat, mensaje de seguimiento 2: debe ser un objeto con los campos "delay_hours" y "message"',
      'Plan de lanzamiento, paso 1: el campo "description" es obligatorio',
    ]);
    expect(messagesOf({ ...validImportFile(), chat_automation: [] })).toEqual([
      'El campo "chat_automation" debe ser un objeto',
    ]);
  });

  it('ignores unknown fields and never reads inherited properties', () => {
    const file = JSON.parse(
      JSON.stringify({ ...validImportFile(), extra: true }).replace(
        '"campaign_title"',
        '"__proto__":{"campaign_title":"heredado"},"campaign_title"',
      ),
    ) as Record<string, unknown>;
    expect(campaignOf(file).campaign.title).toBe('Lanzamiento Blend Nº 7');
    const noTitle = JSON.parse(
      '{"__proto__":{"campaign_title":"heredado"},"start_date":"2026-03-02","days":[]}',
    );
    expect(messagesOf(noTitle)[0]).toBe('El campo "campaign_title" es obligatorio');
  });
});
