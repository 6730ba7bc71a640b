import { describe, expect, it } from 'vitest';
import { dailyDigestEmail } from './daily-digest';
import type { ReminderStoryCard } from './reminder-lines';
import { storyReminderEmail } from './story-reminder';

const story = (over: Partial<ReminderStoryCard> = {}): ReminderStoryCard => ({
  time: '16:00 (hora de Ciudad de México)',
  campaignTitle: 'Lanzamiento <b>otoño</b>',
  dayTitle: 'Día 2',
  storyTitle: 'Historia "1" & <script>alert(1)</script>',
  copyText: 'Línea 1\n<a href="https://evil.example">pulsa</a>',
  steps: ['Añade una encuesta: «<Sí>» / «No»'],
  thumbnailUrl: 'https://panel.example/api/approvals/media/m-1?exp=1&sig=a&variant=thumbnail',
  storyUrl: 'https://panel.example/dashboard/today?story=s-1',
  ...over,
});

const reminder = (stories: ReminderStoryCard[]) =>
  storyReminderEmail({
    to: 'marca@example.com',
    contactName: 'Ana',
    brandName: 'Café <Aurora>',
    time: '16:00',
    zonePlace: 'Ciudad de México',
    stories,
    publishUrl: stories[0]!.storyUrl,
  });

describe('the reminder e-mail (HTML and text parts)', () => {
  it('names the zone and escapes every user-typed value in the HTML', () => {
    const mail = reminder([story()]);
    expect(mail.text).toContain('Ana, a las 16:00 (hora de Ciudad de México) toca publicar');
    expect(mail.html).not.toMatch(/<script>|<b>otoño|<a href="https:\/\/evil|«<Sí>»/);
    expect(mail.html).toContain('Historia &quot;1&quot; &amp; &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('&lt;a href=&quot;https://evil.example&quot;&gt;pulsa&lt;/a&gt;');
    expect(mail.html).toContain('«&lt;Sí&gt;» / «No»');
    expect(mail.html).toContain(
      '<img src="https://panel.example/api/approvals/media/m-1?exp=1&amp;sig=a&amp;variant=thumbnail"',
    );
    // The text part keeps the values as typed, the copy with its line breaks.
    expect(mail.text).toContain('Texto:\nLínea 1\n<a href="https://evil.example">pulsa</a>');
    expect(mail.text).toContain('- Añade una encuesta: «<Sí>» / «No»');
    expect(mail.text).toContain('Abrir la historia: https://panel.example/dashboard/today?story=s-1');
  });

  it('shows no image for a story without one, nor for an address that is not http(s)', () => {
    expect(reminder([story({ thumbnailUrl: null })]).html).not.toContain('<img');
    expect(reminder([story({ thumbnailUrl: 'javascript:alert(1)' })]).html).not.toContain('<img');
  });

  it('the morning e-mail lists the same boxes, each with its link', () => {
    const mail = dailyDigestEmail({
      to: 'marca@example.com',
      contactName: 'Ana',
      brandName: 'Café Aurora',
      dateLabel: 'lunes, 30 de noviembre',
      stories: [story(), story({ storyTitle: 'Historia 2', storyUrl: 'https://panel.example/x?story=s-2' })],
      publishUrl: 'https://panel.example/dashboard/today',
    });
    expect(mail.subject).toBe('Hoy: 2 historias para publicar (Café Aurora)');
    expect(mail.text.match(/Abrir esta historia: /g)).toHaveLength(2);
    expect(mail.html.match(/<img /g)).toHaveLength(2);
  });
});
