import { describe, expect, it } from 'vitest';
import {
  type ChatAutomationFields,
  chatAutomationCopyText,
  chatKeyword,
  formatFollowUpDelay,
  hasChatAutomation,
} from './chat-automation';

const empty: ChatAutomationFields = {
  keyword: null,
  autoResponse: null,
  followUpSequence: [],
  landingUrl: null,
  tags: [],
  notes: null,
};

describe('hasChatAutomation (client spec section 4)', () => {
  it('needs at least two of the six fields', () => {
    expect(hasChatAutomation(null)).toBe(false);
    expect(hasChatAutomation(empty)).toBe(false);
    expect(hasChatAutomation({ ...empty, keyword: 'QUIERO' })).toBe(false);
    expect(hasChatAutomation({ ...empty, keyword: 'QUIERO', autoResponse: 'Hola' })).toBe(true);
    expect(hasChatAutomation({ ...empty, tags: ['a'], notes: 'nota' })).toBe(true);
    expect(
      hasChatAutomation({
        ...empty,
        followUpSequence: [{ delayHours: 2, message: 'x' }],
        landingUrl: 'https://a',
      }),
    ).toBe(true);
  });

  it('does not count blank texts or the placeholder landing URL', () => {
    expect(hasChatAutomation({ ...empty, keyword: '  ', autoResponse: '\n', notes: '' })).toBe(false);
    expect(hasChatAutomation({ ...empty, keyword: 'CLUB', landingUrl: '[URL_LANDING_CON_CHECKOUT]' })).toBe(
      false,
    );
    expect(hasChatAutomation({ ...empty, keyword: 'CLUB', landingUrl: 'https://club.demo' })).toBe(true);
  });
});

describe('formatFollowUpDelay (hours, or days and hours from 24 h)', () => {
  it('uses hours under a day, singular and plural', () => {
    expect(formatFollowUpDelay(0)).toBe('0 horas');
    expect(formatFollowUpDelay(1)).toBe('1 hora');
    expect(formatFollowUpDelay(2)).toBe('2 horas');
    expect(formatFollowUpDelay(23)).toBe('23 horas');
  });

  it('uses days and hours from 24 hours', () => {
    expect(formatFollowUpDelay(24)).toBe('1 día');
    expect(formatFollowUpDelay(25)).toBe('1 día y 1 hora');
    expect(formatFollowUpDelay(48)).toBe('2 días');
    expect(formatFollowUpDelay(50)).toBe('2 días y 2 horas');
  });

  it('rounds fractions and treats invalid values as zero', () => {
    expect(formatFollowUpDelay(1.6)).toBe('2 horas');
    expect(formatFollowUpDelay(-3)).toBe('0 horas');
    expect(formatFollowUpDelay(Number.NaN)).toBe('0 horas');
  });
});

describe('copy everything', () => {
  it('uses QUIERO when there is no keyword', () => {
    expect(chatKeyword(null)).toBe('QUIERO');
    expect(chatKeyword('  ')).toBe('QUIERO');
    expect(chatKeyword(' BLEND7 ')).toBe('BLEND7');
    expect(chatAutomationCopyText({ ...empty, autoResponse: 'Hola' })).toBe(
      'Palabra clave: QUIERO\n\nMensaje automático inicial:\nHola',
    );
  });

  it('lists every part in order', () => {
    const text = chatAutomationCopyText({
      keyword: 'BLEND7',
      autoResponse: '¡Hola!',
      followUpSequence: [
        { delayHours: 2, message: 'Primero' },
        { delayHours: 50, message: 'Último', attachment: 'https://img.demo/a.jpg' },
      ],
      landingUrl: 'https://cafe.demo',
      tags: ['lanzamiento', 'blend-7'],
      notes: 'Revisar stock',
    });
    expect(text).toBe(
      [
        'Palabra clave: BLEND7',
        'Mensaje automático inicial:\n¡Hola!',
        'Secuencia de seguimiento:\n1. Tras 2 horas: Primero\n2. Tras 2 días y 2 horas: Último\n   Adjunto: https://img.demo/a.jpg',
        'URL de la landing: https://cafe.demo',
        'Etiquetas: lanzamiento, blend-7',
        'Notas:\nRevisar stock',
      ].join('\n\n'),
    );
  });

  it('gives the tracked short link of the landing page, and where it leads, when it has one', () => {
    const text = chatAutomationCopyText({
      ...empty,
      landingUrl: 'https://cafe.demo/taller',
      landingLink: { url: 'https://panel.demo/l/Ab3dE5fG' },
    });
    expect(text).toBe(
      'Palabra clave: QUIERO\n\nURL de la landing (con seguimiento): https://panel.demo/l/Ab3dE5fG\n   Lleva a https://cafe.demo/taller',
    );
  });
});
