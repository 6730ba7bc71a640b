import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { isoDay } from '../support/campaign-file';
import { expect, test, toast } from '../support/fixtures';
import { attachImage, publishingOf, storyJpeg, storyTitled, stubShareSheet } from '../support/publish-today';

/**
 * Issue 29 §3 on a phone (390 × 844): everything on the card can be copied, and «Compartir» hands both files of a
 * two-file story to the share sheet in one call where the browser can share several (the Web Share API is stubbed in
 * the page: Chromium on Linux has none). The test's own client has one story today, with a poll and notes that ask
 * for a link, two mentions and two hashtags (one longer than 50 characters).
 */
test.use({ viewport: { width: 390, height: 844 } });

const LONG_HASHTAG = `#${'cafédeespecialidad'.repeat(3)}`;

const nextCard = (page: Page) =>
  page.getByRole('region', { name: 'Siguiente historia' }).getByRole('article');

test('every checklist item copies, and a two-file story shares both files in one call', async ({
  newClient,
  newClientPage: page,
  importCampaign,
  adminApi,
}) => {
  await importCampaign(newClient, {
    campaign_title: `Copiar E2E ${randomUUID().slice(0, 8)}`,
    start_date: isoDay(0),
    days: [
      {
        date: isoDay(0),
        theme: 'Hoy',
        blocks: [
          {
            block_name: 'Noche',
            stories: [
              {
                number: 1,
                copy: 'Nuevo tostado de otoño ☕',
                visual: 'Taza sobre la barra',
                type: 'TEXTO_PANTALLA',
                sticker: { type: 'poll', options: ['Sí', 'No'], prompt: '¿Te apuntas?' },
                notes: `Enlace a https://cafe.example/otono. Menciona a @cafe.aurora y @tostadores_madrid. Añade #café y ${LONG_HASHTAG}`,
              },
            ],
          },
        ],
      },
    ],
  });
  const story = storyTitled(await publishingOf(page), 'Historia 1');
  // [needs the media modules] The agency attaches two files.
  const bytes = [await storyJpeg('Historia 1'), await storyJpeg('Historia 1 (2)', '#515bd4')];
  await attachImage(adminApi, story.id, 'portada.jpg', bytes[0]!);
  await attachImage(adminApi, story.id, 'detalle.jpg', bytes[1]!);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  // A phone's Web Share API that takes several files in one share; it records every call.
  const shared = await stubShareSheet(page);
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());

  await page.goto('/dashboard/today');
  const card = nextCard(page);
  await expect(card).toHaveAccessibleName('Historia 1');
  await expect(card.getByText('1 de 2')).toBeVisible();

  // Every item the brand types into Instagram has its copy button, named for what it copies.
  const checklist = card.getByRole('group', { name: /Antes de publicar/ });
  const expected: [string, string][] = [
    ['Copiar pregunta de la encuesta', '¿Te apuntas?'],
    ['Copiar opción «Sí»', 'Sí'],
    ['Copiar opción «No»', 'No'],
    ['Copiar enlace', 'https://cafe.example/otono'],
    ['Copiar @cafe.aurora', '@cafe.aurora'],
    ['Copiar @tostadores_madrid', '@tostadores_madrid'],
    ['Copiar todos los hashtags', `#café ${LONG_HASHTAG}`],
    ['Copiar #café', '#café'],
    [`Copiar ${LONG_HASHTAG}`, LONG_HASHTAG],
  ];
  await expect(checklist.getByRole('button')).toHaveCount(expected.length);
  for (const [name, value] of expected) {
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await checklist.getByRole('button', { name, exact: true }).click();
    await expect.poll(clipboard, { message: name }).toBe(value);
  }
  // The 'Copiado' toast sits at the foot of the screen, above the card's actions, one at a time.
  const copied = toast(page, 'Copiado', { exact: true });
  await expect(copied).toHaveCount(1);
  const toastBox = await copied.boundingBox();
  const shareBox = await card.getByRole('button', { name: 'Compartir' }).boundingBox();
  expect(toastBox && shareBox && toastBox.y + toastBox.height <= shareBox.y).toBe(true);

  // One tap on «Compartir»: both files in one share, the copy on the clipboard.
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await card.getByRole('button', { name: 'Compartir' }).click();
  await expect.poll(shared).toHaveLength(1);
  expect(await shared()).toEqual([
    {
      text: story.copyText,
      clipboard: story.copyText, // copied before the share sheet opened
      files: [
        { name: 'portada.jpg', type: 'image/jpeg', size: bytes[0]!.length },
        { name: 'detalle.jpg', type: 'image/jpeg', size: bytes[1]!.length },
      ],
    },
  ]);
  expect(await clipboard()).toBe(story.copyText);
  // It fits the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
