import { describe, expect, it } from 'vitest';
import { afterColon, cleanText, clip, excerpt, fitCodePoints, shortPhrase, withinLimit } from './text';

describe('cleanText', () => {
  it('makes one clean line', () => {
    expect(cleanText('  Hola\n\nqué\ttal\u0000 ')).toBe('Hola qué tal');
    expect(cleanText(null)).toBe('');
  });
});

describe('clip', () => {
  it('keeps short text and cuts long text at a word with an ellipsis', () => {
    expect(clip('Hola', 10)).toBe('Hola');
    expect(clip('Una frase bastante larga para cortar', 20)).toBe('Una frase bastante…');
  });

  it('never splits an emoji', () => {
    const text = '👩‍👩‍👧‍👦'.repeat(30);
    const clipped = clip(text, 10);
    expect(clipped.endsWith('…')).toBe(true);
    expect(clipped.replace('…', '')).toBe('👩‍👩‍👧‍👦'.repeat(9));
  });
});

describe('excerpt', () => {
  it('takes the first sentence without its full stop or wrapping quotes', () => {
    expect(excerpt('"Un taller de cerámica para adultos. Incluye materiales."', 200)).toBe(
      'Un taller de cerámica para adultos. Incluye materiales',
    );
    expect(
      excerpt(
        'Un taller de cerámica para adultos con horno propio y grupos pequeños. Incluye materiales.',
        200,
      ),
    ).toBe('Un taller de cerámica para adultos con horno propio y grupos pequeños');
  });

  it('cuts a long sentence at a clause', () => {
    expect(
      excerpt(
        'Precio de lanzamiento de 97 €, con una sesión 1 a 1 de regalo y garantía de devolución de 14 días',
        60,
      ),
    ).toBe('Precio de lanzamiento de 97 €');
  });

  it('gives an empty string for nothing', () => {
    expect(excerpt('  \n ', 50)).toBe('');
    expect(excerpt(undefined, 50)).toBe('');
  });
});

describe('shortPhrase', () => {
  it('cuts without an ellipsis or a dangling preposition', () => {
    expect(
      shortPhrase('un curso online de fotografía con el móvil para principiantes con 20 lecciones', 50),
    ).toBe('un curso online de fotografía con el móvil');
    expect(shortPhrase('Cestas de fruta', 50)).toBe('Cestas de fruta');
  });
});

describe('afterColon', () => {
  it('lower-cases common openers and keeps names and acronyms', () => {
    expect(afterColon('Soy Marta, fotógrafa')).toBe('soy Marta, fotógrafa');
    expect(afterColon('La gente me escribe')).toBe('la gente me escribe');
    expect(afterColon('Marta, fotógrafa')).toBe('Marta, fotógrafa');
    expect(afterColon('ONG de barrio')).toBe('ONG de barrio');
  });
});

describe('fitCodePoints and withinLimit', () => {
  it('keep a text within a limit counted in code points, cutting whole characters', () => {
    const decomposed = 'Ố'.normalize('NFD').repeat(100);
    const fitted = fitCodePoints(decomposed, 31);
    expect([...fitted].length).toBeLessThanOrEqual(31);
    expect(fitted).toBe(`${'Ố'.normalize('NFD').repeat(10)}…`);
    expect(fitCodePoints('corto', 10)).toBe('corto');
    const family = '👩‍👩‍👧‍👦'.repeat(50);
    expect([...withinLimit(family, 200)].length).toBeLessThanOrEqual(200);
    expect(withinLimit(family, 200).replace('…', '')).toBe('👩‍👩‍👧‍👦'.repeat(28));
  });

  it('tame "zalgo" text', () => {
    expect(cleanText(`a${'\u0301'.repeat(30)}`)).toBe(`a${'\u0301'.repeat(3)}`);
  });

  it('replace lone surrogates', () => {
    expect(cleanText('a\ud800b')).toBe('a\ufffdb');
  });
});
