import { describe, expect, it } from 'vitest';
import { type ApprovableContent, storyContentVersion } from './content-version';

const base: ApprovableContent = {
  copyText: 'Hoy abrimos a las 9',
  visualDescription: 'Escaparate',
  storyType: 'TEXTO_PANTALLA',
  timeBlock: 'Mañana',
  stickerInfo: { type: 'poll', options: ['Sí', 'No'], prompt: '¿Vienes?' },
  scheduledDate: '2026-12-03',
  scheduledTime: '09:30',
  dayId: 'd1',
  dayDate: '2026-12-03',
  mediaIds: ['m1', 'm2'],
};

describe('storyContentVersion', () => {
  it('is stable, short and does not depend on the order of a sticker’s keys', () => {
    const version = storyContentVersion(base);
    expect(version).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(storyContentVersion({ ...base })).toBe(version);
    expect(
      storyContentVersion({
        ...base,
        stickerInfo: { prompt: '¿Vienes?', options: ['Sí', 'No'], type: 'poll' },
      }),
    ).toBe(version);
  });

  it('changes with every field that is published, and with the files and their order', () => {
    const version = storyContentVersion(base);
    const changes: Partial<ApprovableContent>[] = [
      { copyText: 'Hoy abrimos a las 10' },
      { visualDescription: null },
      { storyType: 'EL_HABLANDO' },
      { timeBlock: 'Tarde' },
      { stickerInfo: { type: 'poll', options: ['Sí', 'Quizá'], prompt: '¿Vienes?' } },
      { stickerInfo: '[object Object]' },
      { scheduledDate: '2026-12-04' },
      { scheduledTime: '09:31' },
      { dayId: 'd2' },
      { dayDate: '2026-12-04' },
      { mediaIds: ['m2', 'm1'] },
      { mediaIds: ['m1'] },
      { mediaIds: ['m1', 'm2', 'm3'] },
    ];
    const versions = changes.map((change) => storyContentVersion({ ...base, ...change }));
    for (const v of versions) expect(v).not.toBe(version);
    expect(new Set(versions).size).toBe(versions.length);
  });

  it('tells apart values that would concatenate to the same text', () => {
    expect(storyContentVersion({ ...base, copyText: 'ab', visualDescription: 'c' })).not.toBe(
      storyContentVersion({ ...base, copyText: 'a', visualDescription: 'bc' }),
    );
    expect(storyContentVersion({ ...base, visualDescription: null })).not.toBe(
      storyContentVersion({ ...base, visualDescription: 'null' }),
    );
  });
});
