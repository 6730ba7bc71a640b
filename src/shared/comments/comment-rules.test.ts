import { describe, expect, it } from 'vitest';
import {
  COMMENT_MAX_LENGTH,
  commentExcerpt,
  commentsCountLabel,
  MENTION_OF_SIDE,
  mentionsOtherSide,
  otherSide,
  unreadLabel,
} from './comment-rules';

describe('mentionsOtherSide', () => {
  it('a client calls the agency with «@agencia», the agency calls the client with «@cliente»', () => {
    expect(MENTION_OF_SIDE).toEqual({ agency: '@agencia', client: '@cliente' });
    expect(mentionsOtherSide('@agencia ¿podéis cambiar el copy?', 'client')).toBe(true);
    expect(mentionsOtherSide('Listo, @cliente: ya está subido', 'agency')).toBe(true);
  });

  it('ignores case and accents', () => {
    expect(mentionsOtherSide('Hola @AGENCIA', 'client')).toBe(true);
    expect(mentionsOtherSide('Hola @Agéncia', 'client')).toBe(true);
    expect(mentionsOtherSide('Hola @CLIÉNTE', 'agency')).toBe(true);
    // A decomposed accent (e + combining acute) folds the same way.
    expect(mentionsOtherSide('Hola @clie\u0301nte', 'agency')).toBe(true);
  });

  it('finds the mention anywhere a word can start: line starts, after punctuation, before punctuation', () => {
    expect(mentionsOtherSide('Primera línea\n@agencia segunda', 'client')).toBe(true);
    expect(mentionsOtherSide('(@agencia)', 'client')).toBe(true);
    expect(mentionsOtherSide('Gracias,@agencia.', 'client')).toBe(true);
    expect(mentionsOtherSide('¿@cliente?', 'agency')).toBe(true);
  });

  it('is not a mention inside an e-mail address or a longer word', () => {
    expect(mentionsOtherSide('Escribid a hola@agencia.com', 'client')).toBe(false);
    expect(mentionsOtherSide('equipo.@agencia', 'client')).toBe(false);
    expect(mentionsOtherSide('contacto@cliente.es', 'agency')).toBe(false);
    expect(mentionsOtherSide('@agencias del grupo', 'client')).toBe(false);
    expect(mentionsOtherSide('@agencia_madrid', 'client')).toBe(false);
    expect(mentionsOtherSide('@@agencia', 'client')).toBe(false);
    expect(mentionsOtherSide('agencia sin arroba', 'client')).toBe(false);
  });

  it('naming one’s own side is not a mention', () => {
    expect(mentionsOtherSide('@cliente aquí, lo reviso', 'client')).toBe(false);
    expect(mentionsOtherSide('@agencia: nota interna', 'agency')).toBe(false);
  });

  it('otherSide swaps the sides', () => {
    expect(otherSide('agency')).toBe('client');
    expect(otherSide('client')).toBe('agency');
  });
});

describe('labels and excerpts', () => {
  it('counts in Spanish', () => {
    expect(commentsCountLabel(0)).toBe('Sin comentarios');
    expect(commentsCountLabel(1)).toBe('1 comentario');
    expect(commentsCountLabel(12)).toBe('12 comentarios');
    expect(unreadLabel(0)).toBe('');
    expect(unreadLabel(3)).toBe('3 sin leer');
  });

  it('shortens a long comment on a word boundary and flattens line breaks', () => {
    expect(commentExcerpt('  Hola\n\nqué tal  ')).toBe('Hola qué tal');
    const long = 'palabra '.repeat(COMMENT_MAX_LENGTH / 8);
    const excerpt = commentExcerpt(long, 40);
    expect(excerpt.length).toBeLessThanOrEqual(40);
    expect(excerpt.endsWith('palabra…')).toBe(true);
    expect(commentExcerpt('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
