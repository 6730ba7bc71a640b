import { describe, expect, it } from 'vitest';
import { comparePublishingOrder, publishingTime } from './publishing-order';

const story = (over: Partial<Parameters<typeof comparePublishingOrder>[0]> = {}) => ({
  dayDate: '2026-11-25',
  scheduledTime: null,
  timeBlock: null,
  storyNumber: 1,
  campaignTitle: 'A',
  ...over,
});

describe('publishing order', () => {
  it('takes the scheduled time, else the block hour, ignoring case and accents', () => {
    expect(publishingTime({ scheduledTime: '10:30', timeBlock: 'Noche' })).toBe('10:30');
    expect(publishingTime({ scheduledTime: null, timeBlock: 'MEDIODIA' })).toBe('13:00');
    expect(publishingTime({ scheduledTime: null, timeBlock: 'Mañana' })).toBe('09:00');
    expect(publishingTime({ scheduledTime: null, timeBlock: 'Madrugada' })).toBeNull();
  });

  it('orders by day, time (unknown last), campaign and story number', () => {
    const list = [
      story({ storyNumber: 3 }),
      story({ timeBlock: 'Noche', storyNumber: 1 }),
      story({ dayDate: '2026-11-24', timeBlock: 'Noche' }),
      story({ scheduledTime: '08:15', storyNumber: 2 }),
      story({ timeBlock: 'Tarde', campaignTitle: 'B' }),
      story({ timeBlock: 'Tarde', campaignTitle: 'A', storyNumber: 4 }),
    ];
    const sorted = [...list].sort(comparePublishingOrder);
    expect(
      sorted.map(
        (s) => `${s.dayDate.slice(8)} ${publishingTime(s) ?? '-'} ${s.campaignTitle}${s.storyNumber}`,
      ),
    ).toEqual(['24 21:00 A1', '25 08:15 A2', '25 17:00 A4', '25 17:00 B1', '25 21:00 A1', '25 - A3']);
  });
});
