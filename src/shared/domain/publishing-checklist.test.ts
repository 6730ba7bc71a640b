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
