import { describe, expect, it } from 'vitest';
import { keywordStories, type SheetDay, timedFollowUps } from './setup-sheet';

type SheetStory = SheetDay['stories'][number];
const story = (id: string, storyNumber: number, copyText: string, more: Partial<SheetStory> = {}) => ({
  id,
  storyNumber,
  copyText,
  stickerInfo: null,
  scheduledDate: null,
  scheduledTime: '09:30',
  ...more,
});

describe('keywordStories', () => {
  it('finds the stories that ask for or show the keyword in their copy or sticker, with the sentence', () => {
    const days: SheetDay[] = [
      {
        dayOrder: 1,
        date: '2026-11-20',
        stories: [
          story('d1-s1', 1, 'Hoy abrimos. Escríbenos «café» y te mandamos el menú.'),
          story('d1-s2', 2, 'Así tostamos: despacio.'),
          story('d1-s3', 3, 'Nuevo tueste.', {
            stickerInfo: { type: 'question', prompt: 'Responde CAFÉ por aquí' },
            scheduledTime: null,
          }),
        ],
      },
      {
        dayOrder: 2,
        date: '2026-11-21',
        stories: [story('d2-s1', 1, 'El CAFE de la semana, en el enlace.', { scheduledDate: '2026-11-23' })],
      },
    ];
    const found = keywordStories(days, 'CAFÉ');
    expect(found.map(({ id, asks, sentence, date, time }) => ({ id, asks, sentence, date, time }))).toEqual([
      {
        id: 'd1-s1',
        asks: true,
        sentence: 'Escríbenos «café» y te mandamos el menú.',
        date: '2026-11-20',
        time: '09:30',
      },
      { id: 'd1-s3', asks: true, sentence: 'Responde CAFÉ por aquí', date: '2026-11-20', time: null },
      {
        id: 'd2-s1',
        asks: false,
        sentence: 'El CAFE de la semana, en el enlace.',
        date: '2026-11-23',
        time: '09:30',
      },
    ]);
  });
});

describe('timedFollowUps', () => {
  it('adds the delays up, from the person’s message, and says who sends each', () => {
    expect(
      timedFollowUps([
        { delayHours: 2, message: 'Uno', attachment: null },
        { delayHours: 20, message: 'Dos', attachment: ' https://cdn.example/c.pdf ', humanAgent: true },
        { delayHours: 1.5, message: 'Tres', attachment: null, humanAgent: false },
      ]),
    ).toEqual([
      { message: 'Uno', attachment: null, atHours: 2, isHuman: false },
      { message: 'Dos', attachment: 'https://cdn.example/c.pdf', atHours: 22, isHuman: true },
      { message: 'Tres', attachment: null, atHours: 23.5, isHuman: false },
    ]);
  });
});
