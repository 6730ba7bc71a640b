import { describe, expect, it } from 'vitest';
import { parseStickerInfo } from './sticker-info';

describe('parseStickerInfo (client spec section 2)', () => {
  it('reads a poll object with its options', () => {
    expect(parseStickerInfo({ type: 'poll', options: ['Espresso', 'Con leche', ' '] })).toMatchObject({
      kind: 'poll',
      label: 'Encuesta',
      options: ['Espresso', 'Con leche'],
    });
  });

  it('reads the same sticker stored as a JSON string', () => {
    const sticker = parseStickerInfo(JSON.stringify({ type: 'question', prompt: '¿Dulce o salado?' }));
    expect(sticker).toMatchObject({
      kind: 'question',
      label: 'Pregunta Abierta',
      prompt: '¿Dulce o salado?',
    });
    expect(parseStickerInfo(JSON.stringify(JSON.stringify({ type: 'poll', options: ['a'] })))?.kind).toBe(
      'poll',
    );
  });

  it('reads sliders and labels every other kind Interacción', () => {
    expect(parseStickerInfo({ type: 'slider', prompt: '¿Cuántas ganas?', emoji: '☕' })).toMatchObject({
      kind: 'slider',
      emoji: '☕',
      prompt: '¿Cuántas ganas?',
    });
    expect(parseStickerInfo({ type: 'link', url: 'https://x.demo', prompt: 'Comprar' })).toMatchObject({
      kind: 'other',
      label: 'Interacción',
      type: 'link',
      url: 'https://x.demo',
      options: [],
    });
  });

  it('shows nothing for the corrupt string, invalid JSON and values that are not a typed object', () => {
    for (const raw of [
      '[object Object]',
      '{"type":',
      '',
      'poll',
      '"poll"',
      '[1,2]',
      '42',
      null,
      undefined,
      42,
      [],
      { options: ['a'] },
      { type: '   ' },
      { type: 5 },
    ]) {
      expect(parseStickerInfo(raw), JSON.stringify(raw)).toBeNull();
    }
  });
});
