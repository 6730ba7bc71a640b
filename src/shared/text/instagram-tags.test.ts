import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  findHashtagMatches,
  findHashtags,
  findMentionMatches,
  findMentions,
  findUrls,
  firstUrl,
  MENTION_MAX_LENGTH,
} from './instagram-tags';

const WORD_CHAR = /[\p{L}\p{M}\p{N}_]/u;
const charAfter = (text: string, index: number) => {
  const codePoint = text.codePointAt(index);
  return codePoint === undefined ? '' : String.fromCodePoint(codePoint);
};

/** Characters texts are made of in the properties: Spanish letters, digits, punctuation, the tags' own signs. */
const textChar = fc.constantFrom(
  ...'aAbzZñÑáéíóúüÁÉ019_ .,;:!?¡¿-/@#&()«»\'"\n\t'.split(''),
  'e\u0301', // e + combining acute accent
  '😀',
  'https://',
  'www.',
);
const anyText = fc.array(textChar, { maxLength: 80 }).map((chars) => chars.join(''));

/** A hashtag body of any length: letters (accents, ñ), digits and underscores, with at least one letter. */
const hashtagBody = fc
  .tuple(
    fc.constantFrom(...'aáñÑzZé'.split('')),
    fc.array(fc.constantFrom(...'abcñáéíóúü0123456789_'.split('')), { maxLength: 120 }),
  )
  .map(([first, rest]) => first + rest.join(''));

/** A valid Instagram user name: 1-30 of A-Za-z0-9._, not starting or ending with a dot, no two dots in a row. */
const userName = fc
  .array(fc.constantFrom(...'abcxyzABZ0189_.'.split('')), { minLength: 1, maxLength: MENTION_MAX_LENGTH })
  .map((chars) => chars.join(''))
  .filter((name) => !name.startsWith('.') && !name.endsWith('.') && !name.includes('..'));

/** Text around a tag: anything that ends (before) or starts (after) with a space. */
const before = anyText.map((text) => `${text} `);
const after = anyText.map((text) => ` ${text}`);

describe('findHashtags', () => {
  it('reads hashtags to the end of their word, accents and ñ included, each once', () => {
    expect(findHashtags('Prueba #café, #Blend7 y #año_nuevo. #café otra vez')).toEqual([
      '#café',
      '#Blend7',
      '#año_nuevo',
    ]);
    expect(findHashtags('#Cafe #cafe')).toEqual(['#Cafe']);
  });

  it('does not cut a hashtag longer than 50 characters', () => {
    const long = `#${'cafédeespecialidad'.repeat(4)}`;
    expect(long.length).toBeGreaterThan(60);
    expect(findHashtags(`Añade ${long} al final`)).toEqual([long]);
  });

  it('leaves out numbers alone, hashtags inside words and addresses, and HTML entities', () => {
    expect(findHashtags('Paso #2 de 3')).toEqual([]);
    expect(findHashtags('hola#tag')).toEqual([]);
    expect(findHashtags('Lee https://cafe.example/carta#postres y www.cafe.example/#menu')).toEqual([]);
    expect(findHashtags('&#39;cita&#39; #sí')).toEqual(['#sí']);
    expect(findHashtags('##doble')).toEqual([]);
  });

  it('property: every hashtag starts a word, runs to its end and is never only digits', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        for (const { value, index } of findHashtagMatches(text)) {
          expect(text.startsWith(value, index)).toBe(true);
          expect(value).toMatch(/^#[\p{L}\p{M}\p{N}_]+$/u);
          expect(value).not.toMatch(/^#\p{N}+$/u);
          expect(WORD_CHAR.test(charAfter(text, index + value.length))).toBe(false);
        }
      }),
    );
  });

  it('property: a hashtag written between spaces is found whole, whatever its length', () => {
    fc.assert(
      fc.property(before, hashtagBody, after, (head, body, tail) => {
        expect(findHashtagMatches(`${head}#${body}${tail}`).map((m) => m.value)).toContain(`#${body}`);
      }),
    );
  });

  it('property: the hashtags found, written again, read the same', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const hashtags = findHashtags(text);
        expect(findHashtags(hashtags.join(' '))).toEqual(hashtags);
      }),
    );
  });
});

describe('findMentions', () => {
  it('reads mentions by Instagram user-name rules, each once', () => {
    expect(findMentions('Menciona a @cafe_aurora y a @Tostadores.Madrid, y otra vez @cafe_aurora.')).toEqual([
      '@cafe_aurora',
      '@Tostadores.Madrid',
    ]);
    expect(findMentions('(@marca) «@otra»: @fin...')).toEqual(['@marca', '@otra', '@fin']);
  });

  it('leaves out e-mail addresses, addresses on the web and names Instagram would not accept', () => {
    expect(findMentions('Escribe a hola@cafe.example o a nombre.apellido@cafe.example')).toEqual([]);
    expect(findMentions('Visita https://instagram.com/@cafe y www.cafe.example/@tienda')).toEqual([]);
    expect(findMentions(`@${'a'.repeat(MENTION_MAX_LENGTH + 1)}`)).toEqual([]);
    expect(findMentions(`@${'a'.repeat(MENTION_MAX_LENGTH)}`)).toEqual([
      `@${'a'.repeat(MENTION_MAX_LENGTH)}`,
    ]);
    expect(findMentions('@josé @a..b @.punto @ @@doble')).toEqual([]);
  });

  it('property: every mention is a valid user name that starts a word', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        for (const { value, index } of findMentionMatches(text)) {
          expect(text.startsWith(value, index)).toBe(true);
          const name = value.slice(1);
          expect(name).toMatch(/^[A-Za-z0-9._]{1,30}$/);
          expect(name.startsWith('.') || name.endsWith('.') || name.includes('..')).toBe(false);
          expect(index === 0 || !/[\p{L}\p{M}\p{N}_.@+-]/u.test(text[index - 1] ?? '')).toBe(true);
        }
      }),
    );
  });

  it('property: a valid user name between spaces is found whole, also before a full stop', () => {
    fc.assert(
      fc.property(before, userName, fc.constantFrom('', '.', ',', '!'), after, (head, name, stop, tail) => {
        expect(findMentionMatches(`${head}@${name}${stop}${tail}`).map((m) => m.value)).toContain(`@${name}`);
      }),
    );
  });

  it('property: no mention inside an e-mail address or a web address', () => {
    fc.assert(
      fc.property(userName, userName, (local, domain) => {
        expect(findMentions(`${local.replace(/^_/, 'a')}@${domain}.example`)).toEqual([]);
        expect(findMentions(`https://cafe.example/@${domain}?ref=@${local}`)).toEqual([]);
        expect(findHashtags(`https://cafe.example/#${domain}`)).toEqual([]);
      }),
    );
  });
});

describe('findUrls', () => {
  it('finds addresses without the sentence punctuation after them', () => {
    expect(firstUrl('Enlace a https://cafe.example/blend. Gracias')).toBe('https://cafe.example/blend');
    expect(
      findUrls('(www.cafe.example) y https://es.wikipedia.org/wiki/Café_(bebida).').map((u) => u.value),
    ).toEqual(['www.cafe.example', 'https://es.wikipedia.org/wiki/Café_(bebida)']);
    expect(firstUrl('Sin enlace, hola@cafe.example')).toBeNull();
  });
});
