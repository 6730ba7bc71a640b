import { describe, expect, it } from 'vitest';
import { type AutoPublishStoryFacts, autoPublishBlockers } from './auto-publish';

const photo = { kind: 'image' as const, mimeType: 'image/jpeg', width: 1080, height: 1920 };
const clean: AutoPublishStoryFacts = {
  copyText: 'Así se tuesta un lote de 15 kilos: 12 minutos y mucha paciencia.',
  storyType: 'EL_HABLANDO',
  stickerInfo: null,
  hasTrackedLink: false,
  media: [photo],
};
const codes = (story: Partial<AutoPublishStoryFacts>) =>
  autoPublishBlockers({ ...clean, ...story }).map((b) => b.code);

describe('which stories the panel may publish by itself', () => {
  it('a single 9:16 file with nothing Instagram’s API cannot add', () => {
    expect(codes({})).toEqual([]);
    expect(
      codes({
        media: [
          {
            kind: 'video',
            mimeType: 'video/mp4',
            width: 1080,
            height: 1920,
            durationMs: 15_000,
            videoCodec: 'h264',
            audioCodec: 'aac',
          },
        ],
      }),
    ).toEqual([]);
    // An e-mail address is not a mention; a low resolution is Instagram's to scale.
    expect(
      codes({ copyText: 'Escríbenos a hola@cafe.es', media: [{ ...photo, width: 720, height: 1280 }] }),
    ).toEqual([]);
  });

  it('never a sticker, a link, a mention or text typed over it', () => {
    expect(codes({ stickerInfo: { type: 'poll', options: ['Sí', 'No'] } })).toEqual(['sticker']);
    expect(codes({ stickerInfo: '[object Object]' })).toEqual([]);
    expect(codes({ hasTrackedLink: true })).toEqual(['link']);
    expect(codes({ copyText: 'Ya en www.cafeaurora.es' })).toEqual(['link']);
    expect(codes({ copyText: 'Gracias a @baristas_madrid por la cata' })).toEqual(['mention']);
    expect(codes({ storyType: 'TEXTO_PANTALLA' })).toEqual(['text_overlay']);
  });

  it('needs exactly one file that fits the story format, its size known', () => {
    expect(codes({ media: [] })).toEqual(['no_media']);
    expect(codes({ media: [photo, photo] })).toEqual(['several_media']);
    expect(codes({ media: [{ ...photo, width: 1080, height: 1080 }] })).toEqual(['media_format']);
    expect(codes({ media: [{ kind: 'image', mimeType: 'image/jpeg' }] })).toEqual(['media_format']);
    const long = autoPublishBlockers({
      ...clean,
      media: [{ kind: 'video', mimeType: 'video/mp4', width: 1080, height: 1920, durationMs: 90_000 }],
    });
    expect(long[0]!.message).toMatch(/^El archivo no cumple el formato.*dura/);
  });
});
