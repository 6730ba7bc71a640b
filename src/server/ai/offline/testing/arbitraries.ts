import fc from 'fast-check';
import type { OfflineGeneratorInput } from '../types';

const PIECES = [
  ' ',
  '\n',
  '\r\n',
  '\t',
  '"',
  "'",
  '«',
  '»',
  '“',
  '…',
  '.',
  ',',
  ':',
  ';',
  '—',
  '(',
  '?',
  '!',
  '🎉',
  '👩‍👩‍👧‍👦',
  '🇪🇸',
  '€',
  'ñ',
  'é',
  '\u200b',
  '\u2028',
  '\ufeff',
  '<script>',
  '{}',
  '[object Object]',
  'Vendo',
  'un curso de fotografía',
  'precio de lanzamiento',
  'para',
];

/** Free text as a wizard answer may hold it: empty-ish, emoji, quotes, newlines, up to 4,000 characters, no U+0000. */
const briefText = fc
  .oneof(
    fc.string({ maxLength: 60 }),
    fc.string({ unit: 'grapheme', maxLength: 300 }),
    fc.array(fc.constantFrom(...PIECES), { maxLength: 200 }).map((parts) => parts.join('')),
    fc.string({ unit: 'binary', maxLength: 120 }),
    // Lone surrogates, as a JSON body may carry them ('\\ud83d').
    fc.string({
      unit: fc.integer({ min: 0xd7f0, max: 0xe010 }).map((code) => String.fromCharCode(code)),
      maxLength: 80,
    }),
    fc
      .tuple(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }), fc.integer({ min: 1, max: 4000 }))
      .map(([chunk, length]) => chunk.repeat(Math.ceil(length / chunk.length)).slice(0, 4000)),
    fc.constant('x'.repeat(4000)),
    // Several code points per character: decomposed accents, "zalgo" marks, emoji sequences.
    fc.string({ unit: 'grapheme', maxLength: 1000 }).map((text) => text.normalize('NFD').slice(0, 4000)),
    fc.constant('Ố'.normalize('NFD').repeat(1333)),
    fc.constant(`a${'\u0301'.repeat(30)}`.repeat(129)),
    fc.constant('👩‍👩‍👧‍👦'.repeat(363)),
    fc.constant(`${'Palabra '.repeat(499)}final`),
  )
  .map((text) => text.replaceAll('\u0000', ''));

const optionalText = fc.option(briefText, { nil: null });

const startDate = fc
  .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

/** Any generator input: any brief, brand and profile texts, duration and start date. */
export const offlineInputArbitrary: fc.Arbitrary<OfflineGeneratorInput> = fc.record({
  brief: fc.record({
    productDescription: briefText,
    salesProcess: briefText,
    specialOffers: briefText,
    campaignDuration: fc.constantFrom(7 as const, 14 as const, 21 as const),
    keyMessage: optionalText,
    launchAt: fc.constant('2027-02-01T11:00:00.000Z'),
  }),
  brand: fc.record({
    brandName: briefText,
    name: briefText,
    industry: optionalText,
    description: optionalText,
  }),
  aiInfo: fc.option(
    fc.record({ whoYouAre: optionalText, targetAudience: optionalText, yourStory: optionalText }),
    { nil: null },
  ),
  startDate,
});
