import { describe, expect, it } from 'vitest';
import { publishingChecklist } from './publishing-checklist';

const texts = (stickerInfo: unknown, notes: string | null = null) =>
  publishingChecklist({ stickerInfo, notes }).map((i) => i.text);

describe('publishingChecklist', () => {
  it('writes the poll with its question and options', () => {
    expect(texts({ type: 'poll', prompt: '¿Te apuntas?', options: ['Sí', 'No'] })).toEqual([
      'Añade una encuesta: «¿Te apuntas?» — «Sí» / «No»',
    ]);
    expect(texts({ type: 'poll', options: ['Espresso', 'Con leche'] })).toEqual([
      'Añade una encuesta: «Espresso» / «Con leche»',
    ]);
  });

  it('writes question, slider, link, quiz and unknown stickers', () => {
    expect(texts({ type: 'question', prompt: '¿Dulce o salado?' })).toEqual([
      'Añade el sticker de pregunta: «¿Dulce o salado?»',
    ]);
    expect(texts({ type: 'slider', prompt: '¿Cuántas ganas tienes?', emoji: '☕' })).toEqual([
      'Añade el deslizador de emoji con ☕: «¿Cuántas ganas tienes?»',
    ]);
    expect(texts({ type: 'link', url: 'https://example.com/landing' })).toEqual([
      'Añade el sticker de enlace a https://example.com/landing',
    ]);
    expect(texts({ type: 'quiz', prompt: '¿Cuál es el origen?' })).toEqual([
      'Añade el sticker de quiz: «¿Cuál es el origen?»',
    ]);
    expect(texts({ type: 'gif' })).toEqual(['Añade el sticker «gif»']);
  });

  it('reads legacy JSON strings and ignores corrupt or missing stickers', () => {
    expect(texts(JSON.stringify({ type: 'question', prompt: '¿Qué opinas?' }))).toHaveLength(1);
    expect(texts('[object Object]')).toEqual([]);
    expect(texts(null)).toEqual([]);
  });

  it('adds the link, mentions and hashtags the notes ask for, once each', () => {
    expect(
      texts(null, 'Enlace a https://cafe.example/blend y menciona a @tostadores y @tostadores #cafe #blend7'),
    ).toEqual([
      'Añade el sticker de enlace a https://cafe.example/blend',
      'Menciona a @tostadores',
      'Añade #cafe #blend7',
    ]);
    // Not an e-mail address.
    expect(texts(null, 'Escribe a hola@cafe.example')).toEqual([]);
  });

  it('does not repeat the link of a link sticker', () => {
    expect(texts({ type: 'link', url: 'https://a.example' }, 'Usa https://a.example')).toEqual([
      'Añade el sticker de enlace a https://a.example',
    ]);
  });
});

describe('publishingChecklist copies (issue 29 §3)', () => {
  const copies = (stickerInfo: unknown, notes: string | null = null) =>
    publishingChecklist({ stickerInfo, notes }).map((item) => [
      item.id,
      item.copies.map((copy) => `${copy.name}=${copy.value}`),
    ]);

  it('offers the link, each mention, the hashtags together and each', () => {
    expect(
      copies(
        { type: 'link', url: 'https://cafe.example/blend' },
        'Menciona a @tostadores y @Cafe.Aurora. Añade #café y #blend7.',
      ),
    ).toEqual([
      ['sticker', ['Copiar enlace=https://cafe.example/blend']],
      ['mention', ['Copiar @tostadores=@tostadores', 'Copiar @Cafe.Aurora=@Cafe.Aurora']],
      [
        'hashtag',
        ['Copiar todos los hashtags=#café #blend7', 'Copiar #café=#café', 'Copiar #blend7=#blend7'],
      ],
    ]);
  });

  it('offers a link written in the notes without its full stop', () => {
    expect(copies(null, 'Enlace: https://cafe.example/blend.')).toEqual([
      ['link', ['Copiar enlace=https://cafe.example/blend']],
    ]);
  });

  it('offers poll and quiz options, the question prompt, the countdown title and date', () => {
    expect(copies({ type: 'poll', prompt: '¿Te apuntas?', options: ['Sí', 'No'] })).toEqual([
      [
        'sticker',
        ['Copiar pregunta de la encuesta=¿Te apuntas?', 'Copiar opción «Sí»=Sí', 'Copiar opción «No»=No'],
      ],
    ]);
    expect(copies({ type: 'quiz', prompt: '¿Origen?', options: ['Etiopía', 'Brasil'] })).toEqual([
      [
        'sticker',
        [
          'Copiar pregunta del quiz=¿Origen?',
          'Copiar opción «Etiopía»=Etiopía',
          'Copiar opción «Brasil»=Brasil',
        ],
      ],
    ]);
    expect(copies({ type: 'question', prompt: '¿Dulce o salado?' })).toEqual([
      ['sticker', ['Copiar pregunta=¿Dulce o salado?']],
    ]);
    expect(copies({ type: 'countdown', title: 'Fin de la oferta', date: '2026-11-30T23:59' })).toEqual([
      [
        'sticker',
        [
          'Copiar título de la cuenta atrás=Fin de la oferta',
          'Copiar fecha de la cuenta atrás=lunes, 30 de noviembre de 2026 a las 23:59',
        ],
      ],
    ]);
    expect(texts({ type: 'countdown', title: 'Fin', date: '2026-11-30' })).toEqual([
      'Añade la cuenta atrás: «Fin», hasta el lunes, 30 de noviembre de 2026',
    ]);
  });

  it('keeps a hashtag longer than 50 characters whole', () => {
    const long = `#${'especialidad'.repeat(6)}`;
    expect(texts(null, `Usa ${long}`)).toEqual([`Añade ${long}`]);
  });
});

describe('publishingChecklist with a tracked link (issue 31)', () => {
  const story = {
    stickerInfo: { type: 'link', url: 'https://cafe.demo/taller', prompt: 'Reservar' },
    notes: 'Enlace: https://cafe.demo/taller',
  };

  it('copies the short link, names the target, and does not repeat the address the notes give', () => {
    const items = publishingChecklist({ ...story, trackedUrl: 'https://panel.demo/l/Ab3dE5fG' });
    expect(items).toEqual([
      {
        id: 'sticker',
        text: 'Añade el sticker de enlace a https://panel.demo/l/Ab3dE5fG (lleva a https://cafe.demo/taller)',
        copies: [{ label: 'Enlace', name: 'Copiar enlace', value: 'https://panel.demo/l/Ab3dE5fG' }],
      },
    ]);
  });

  it('copies the address itself without one', () => {
    expect(publishingChecklist(story)[0]?.copies[0]?.value).toBe('https://cafe.demo/taller');
  });
});
