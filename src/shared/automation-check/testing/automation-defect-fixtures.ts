import { type AutomationFixture, automation, story, variant } from './automation-fixtures';

/** The clean campaigns of automation-fixtures.ts with labelled defects: `expected` lists code@story. */
export const DEFECT_FIXTURES: AutomationFixture[] = [
  variant(
    'otra campaña del cliente con la misma palabra y fechas',
    0,
    (c) => {
      c.siblings = [
        ...c.siblings,
        {
          id: 'x3',
          title: 'Semana paralela',
          startDate: '2027-03-05',
          endDate: '2027-03-12',
          keyword: 'cafe ☕',
        },
      ];
    },
    ['keyword_duplicate@automation'],
  ),
  variant(
    'la palabra escrita sin tilde en la historia',
    0,
    (c) => {
      story(c, 's1').copy = 'Responde CAFE y te enviamos el descuento';
    },
    ['keyword_spelling@s1'],
  ),
  variant(
    'ninguna historia muestra la palabra',
    1,
    (c) => {
      story(c, 's1').copy = 'Te enviamos el descuento por mensaje';
    },
    ['keyword_not_shown@automation'],
  ),
  variant(
    'una historia pide otra palabra',
    1,
    (c) => {
      story(c, 's2').copy = 'Escríbenos PRECIOS y te mandamos la lista';
    },
    ['keyword_unanswered@s2'],
  ),
  variant(
    'seguimiento a las 30 h sin una persona',
    2,
    (c) => {
      automation(c).followUpSequence = [{ delayHours: 30, message: '¿Sigues ahí?' }];
    },
    ['follow_up_window@automation'],
  ),
  variant(
    'seguimientos que suman más de 24 h',
    3,
    (c) => {
      automation(c).followUpSequence = [
        { delayHours: 20, message: 'Primero' },
        { delayHours: 10, message: 'Segundo' },
      ];
    },
    ['follow_up_window@automation'],
  ),
  variant(
    'seguimiento de una persona pasados 7 días',
    4,
    (c) => {
      automation(c).followUpSequence = [{ delayHours: 200, message: 'Hola de nuevo', humanAgent: true }];
    },
    ['follow_up_expired@automation'],
  ),
  variant(
    'comentario con dos mensajes automáticos',
    5,
    (c) => {
      story(c, 's1').copy = `Comenta ${automation(c).keyword} y te escribimos`;
    },
    ['private_reply_limit@s1'],
  ),
  variant(
    'enlace sin seguimiento en la historia',
    6,
    (c) => {
      story(c, 's2').copy = `Lo tienes en ${c.links[0]!.target}.`;
    },
    ['untracked_link@s2'],
  ),
  variant(
    'la página sin seguimiento en el mensaje inicial',
    7,
    (c) => {
      automation(c).autoResponse = `¡Hola! Aquí lo tienes: ${automation(c).landingUrl}`;
    },
    ['untracked_link@automation'],
  ),
  variant(
    'automatización sin mensaje inicial',
    8,
    (c) => {
      automation(c).autoResponse = '  ';
    },
    ['empty_reply@automation'],
  ),
  variant(
    'la página es todavía el marcador',
    9,
    (c) => {
      automation(c).landingUrl = '[URL_LANDING_CON_CHECKOUT]';
    },
    ['broken_link@automation'],
  ),
  variant(
    'enlace que no es una dirección',
    0,
    (c) => {
      automation(c).followUpSequence = [{ delayHours: 3, message: 'Mira http://[tienda' }];
    },
    ['broken_link@automation'],
  ),
  variant(
    'la página con su enlace desactivado',
    1,
    (c) => {
      c.links[0]!.disabled = true;
    },
    ['broken_link@automation', 'broken_link@automation'],
  ),
  variant(
    'el sticker de enlace desactivado',
    2,
    (c) => {
      c.links[1]!.disabled = true;
    },
    ['broken_link@s3'],
  ),
  variant(
    'sin automatización pero la historia pide una palabra',
    3,
    (c) => {
      c.automation = null;
      c.links = c.links.filter((l) => l.storyId !== null);
    },
    ['keyword_unanswered@s1'],
  ),
  variant(
    'adjunto sin seguimiento',
    4,
    (c) => {
      automation(c).followUpSequence = [
        { delayHours: 2, message: 'Te dejamos el catálogo', attachment: 'https://cdn.example/catalogo.pdf' },
      ];
    },
    ['untracked_link@automation'],
  ),
  variant(
    'otra palabra y seguimiento tardío a la vez',
    5,
    (c) => {
      story(c, 's3').copy = 'Dinos «Cata» y te guardamos plaza';
      automation(c).followUpSequence = [{ delayHours: 25, message: '¿Vienes?' }];
    },
    ['keyword_unanswered@s3', 'follow_up_window@automation'],
  ),
  variant(
    'comentario con seguimiento automático y palabra con emoji',
    6,
    (c) => {
      story(c, 's1').copy = `Comenta ${automation(c).keyword} 🍷 y participa`;
      c.siblings = [
        ...c.siblings,
        {
          id: 'x4',
          title: 'Cata de otoño',
          startDate: '2027-02-25',
          endDate: '2027-03-01',
          keyword: `${automation(c).keyword} 🍷`,
        },
      ];
    },
    ['private_reply_limit@s1', 'keyword_duplicate@automation'],
  ),
  variant(
    'enlace con seguimiento desactivado escrito en la historia',
    7,
    (c) => {
      story(c, 's2').copy = `Reserva en ${c.links[1]!.url}`;
      c.links[1]!.disabled = true;
    },
    ['broken_link@s2', 'broken_link@s3'],
  ),
];
