import type { AutomationCheckInput, FindingCode } from '../types';

/**
 * Fixture campaigns for «Revisar automatizaciones» (issue 33 §4): a clean campaign per keyword, and the same campaign
 * with labelled defects. `expected` lists each finding as code@story ('automation' for the automation itself).
 */
export interface AutomationFixture {
  name: string;
  input: AutomationCheckInput;
  expected: `${FindingCode}@${string}`[];
}

const PANEL = 'https://panel.example/l/';
const KEYWORDS = ['CAFÉ', 'TALLER', 'MENÚ', 'SORTEO', 'PAN', 'MATCHA', 'VINO', 'YOGA', 'LIBRO', 'RUTA'];

/** A clean campaign: three stories (the keyword, a poll, a link sticker), an automation with a tracked landing page. */
export function cleanCampaign(keyword: string, n = 0): AutomationCheckInput {
  const target = `https://tienda${n}.example/oferta`;
  const landing = `${PANEL}Land${String(n).padStart(4, '0')}`;
  const shop = `https://tienda${n}.example/productos`;
  return {
    campaign: { id: `c${n}`, startDate: '2027-03-01', endDate: '2027-03-07' },
    automation: {
      keyword,
      autoResponse: `¡Hola! Aquí tienes tu descuento: ${landing}`,
      followUpSequence: [
        { delayHours: 2, message: '¿Pudiste verlo? Si tienes dudas, contesta a este mensaje.' },
      ],
      landingUrl: target,
    },
    stories: [
      {
        id: 's1',
        label: 'Día 1 · Historia 1',
        copy: `Responde ${keyword} y te enviamos el descuento ✨`,
        sticker: null,
      },
      {
        id: 's2',
        label: 'Día 1 · Historia 2',
        copy: 'Así lo preparamos cada mañana.',
        sticker: { type: 'poll', options: ['Me encanta', 'Quiero probarlo'], prompt: '¿Qué te parece?' },
      },
      {
        id: 's3',
        label: 'Día 2 · Historia 1',
        copy: 'Toda la colección, en el enlace.',
        sticker: { type: 'link', url: shop },
      },
    ],
    links: [
      { storyId: null, url: landing, target, disabled: false },
      { storyId: 's3', url: `${PANEL}Shop${String(n).padStart(4, '0')}`, target: shop, disabled: false },
    ],
    shortLinkPrefixes: [PANEL],
    siblings: [
      { id: 'x1', title: 'Otra campaña', startDate: '2027-03-03', endDate: '2027-03-10', keyword: 'OTRA' },
      { id: 'x2', title: 'Campaña pasada', startDate: '2027-01-01', endDate: '2027-01-07', keyword },
    ],
  };
}

type Change = (input: AutomationCheckInput) => void;

export function variant(
  name: string,
  n: number,
  change: Change,
  expected: AutomationFixture['expected'],
): AutomationFixture {
  const input = structuredClone(cleanCampaign(KEYWORDS[n % KEYWORDS.length]!, n));
  change(input);
  return { name, input, expected };
}

export const story = (input: AutomationCheckInput, id: string) => input.stories.find((s) => s.id === id)!;
export const automation = (input: AutomationCheckInput) => input.automation!;

export const CLEAN_FIXTURES: AutomationFixture[] = [
  ...KEYWORDS.map((keyword, n) => ({
    name: `limpia: ${keyword}`,
    input: cleanCampaign(keyword, n),
    expected: [],
  })),
  variant(
    'limpia: seguimiento de una persona a las 48 h',
    10,
    (c) => {
      automation(c).followUpSequence = [
        { delayHours: 48, message: 'Soy Marta, ¿te ayudo?', humanAgent: true },
      ];
    },
    [],
  ),
  variant(
    'limpia: comentario con un solo mensaje automático',
    11,
    (c) => {
      story(c, 's1').copy = `Comenta ${automation(c).keyword} en nuestro último post`;
      automation(c).followUpSequence = [];
    },
    [],
  ),
  variant(
    'limpia: palabra clave solo en el sticker',
    12,
    (c) => {
      story(c, 's1').copy = 'Tenemos algo para ti.';
      story(c, 's1').sticker = { type: 'question', prompt: `Escríbenos ${automation(c).keyword} por aquí` };
    },
    [],
  ),
  variant(
    'limpia: sin automatización y sin palabras clave',
    13,
    (c) => {
      c.automation = null;
      story(c, 's1').copy = 'Hoy abrimos a las 9.';
      c.links = c.links.filter((l) => l.storyId !== null);
    },
    [],
  ),
  variant(
    'limpia: la misma palabra en mayúsculas o minúsculas',
    14,
    (c) => {
      story(c, 's1').copy = `Responde «${automation(c).keyword!.toLowerCase()}» y te lo mandamos`;
    },
    [],
  ),
];
