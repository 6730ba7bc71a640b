import { DEFAULT_CHAT_KEYWORD } from '../../../shared/constants';
import { plainLower, plainUpper } from './text';

/** The chat keyword's length, in letters. */
const KEYWORD_MIN_LENGTH = 3;
const KEYWORD_MAX_LENGTH = 12;

/**
 * Words that are never the product's main noun: articles, prepositions, pronouns, the verbs people start a
 * description with ('Vendo…', 'Ofrecemos…') and vague adjectives. Compared without accents, in lower case.
 */
const NOT_A_NOUN = new Set(
  `a al algo algun alguna alguno ante asi aun bajo bien cada casi como con contra cual cuando cuyo de del desde
  donde dos durante e el ella ellas ellos en entre era es esa ese eso esta estan este esto estos estas fue ha han
  hasta hay he la las le les lo los mas me mi mis mucho mucha muchos muy nada ni no nos nosotros nuestra
  nuestras nuestro nuestros o os otra otro para pero poco por porque que quien se segun ser si sin sobre son su
  sus tambien tan te tengo tenemos ti tiene tienen toda todas todo todos tras tu tus un una unas uno unos y ya yo
  vendo vendemos venta vender ofrezco ofrecemos ofrece ofrecer hago hacemos hace creo creamos crea lanzo lanzamos
  lanzar presento presentamos trata tratamos consiste somos soy estoy estamos quiero queremos puedes puede
  producto productos servicio servicios marca empresa negocio proyecto cosa cosas tipo forma manera
  nuevo nueva nuevos nuevas mejor mejores gran grande unico unica exclusivo exclusiva propio propia completo
  completa especial online digital premium basico basica ideal perfecto perfecta primer primera primero
  personas gente clientes cliente dia dias mes meses ano anos semana semanas hora horas minutos vez veces`.split(
    /\s+/,
  ),
);

const LEAD_IN =
  /^(?:(?:yo|nosotros)\s+)?(?:vendo|vendemos|ofrezco|ofrecemos|tengo|tenemos|hago|hacemos|creo|creamos|lanzo|lanzamos|presento|presentamos|(?:mi|nuestro|el)\s+producto\s+es|(?:mi|nuestro|el)\s+servicio\s+es|es|son|se\s+trata\s+de|trata\s+de|consiste\s+en)\s+/iu;

/** 'Vendo un curso de…' → 'un curso de…': the description without the verb it starts with. */
export function withoutLeadIn(text: string): string {
  const stripped = text.replace(LEAD_IN, '');
  return stripped.trim().length >= 3 ? stripped : text;
}

/**
 * The chat keyword followers write by direct message: the product's main noun (the first meaningful word of
 * its description) in capitals without accents, 3-12 letters; 'QUIERO' when there is no such word.
 */
export function deriveKeyword(productDescription: string): string {
  const words = withoutLeadIn(productDescription.trim()).split(/[^\p{L}\p{M}]+/u);
  for (const word of words) {
    if (NOT_A_NOUN.has(plainLower(word))) continue;
    // Only words written in Latin letters become a keyword ('FOTOGRAFIA'); others (emoji, other scripts) are skipped.
    const letters = plainUpper(word);
    if (letters.length !== word.normalize('NFD').replace(/\p{M}/gu, '').length) continue;
    if (letters.length >= KEYWORD_MIN_LENGTH && letters.length <= KEYWORD_MAX_LENGTH) return letters;
  }
  return DEFAULT_CHAT_KEYWORD;
}
