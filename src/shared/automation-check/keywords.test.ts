import { describe, expect, it } from 'vitest';
import { invitedKeywords, normalizeKeyword, showsKeyword } from './keywords';

describe('normalizeKeyword', () => {
  it('ignores case, accents and emoji', () => {
    expect(normalizeKeyword('CAFÉ ☕')).toBe('CAFE');
    expect(normalizeKeyword('café')).toBe('CAFE');
    expect(normalizeKeyword('Año-Nuevo')).toBe('ANONUEVO');
  });
});

describe('invitedKeywords', () => {
  it('finds the keywords a story asks for, by message or by comment', () => {
    expect(invitedKeywords('Responde CAFÉ y te enviamos el descuento ☕')).toEqual([
      { keyword: 'CAFÉ', normalized: 'CAFE', channel: 'message' },
    ]);
    expect(invitedKeywords('Escríbenos por DM la palabra «taller» para apuntarte')).toEqual([
      { keyword: 'taller', normalized: 'TALLER', channel: 'message' },
    ]);
    expect(invitedKeywords('Comenta SORTEO en el último post')).toEqual([
      { keyword: 'SORTEO', normalized: 'SORTEO', channel: 'comment' },
    ]);
    expect(invitedKeywords('Envíanos "Menú 2" y te lo mandamos')[0]).toMatchObject({ normalized: 'MENU2' });
  });

  it('finds nothing in ordinary text, capitals or not', () => {
    expect(invitedKeywords('Hoy abrimos a las 9. ¡Te esperamos!')).toEqual([]);
    expect(invitedKeywords('NUEVO en la tienda: responde a la encuesta')).toEqual([]);
    expect(invitedKeywords('Escríbenos por DM')).toEqual([]);
  });
});

describe('showsKeyword', () => {
  it('finds the keyword as a word of the text', () => {
    expect(showsKeyword('Usa el código CAFE10 o escribe café', 'CAFE')).toBe(true);
    expect(showsKeyword('Usa el código CAFE10', 'CAFE')).toBe(false);
  });
});
