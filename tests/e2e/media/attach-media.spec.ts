import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { ffmpegPath } from '../../../src/server/media/probe/media-binaries';
import { campaignDetail, storyCard } from '../campaign-detail/support';
import { expect, test } from '../support/fixtures';

const run = promisify(execFile);

/** A 1080×1920 JPEG and a 2-second 720×1280 H.264 video, made for the test. */
async function makeFiles() {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-media-'));
  const image = path.join(dir, 'portada.jpg');
  await sharp({ create: { width: 1080, height: 1920, channels: 3, background: '#b5651d' } })
    .jpeg()
    .toFile(image);
  const video = path.join(dir, 'clip.mp4');
  await run(ffmpegPath(), [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=720x1280:rate=25', '-t', '2'],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-y', video],
  ]);
  return { image, video, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

test.describe('story files on the campaign screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  let removeFiles = () => {};
  test.afterEach(() => removeFiles());

  test('an admin attaches an image and a video on a phone; the client sees them on the story', async ({
    adminPage: page,
    newClientPage,
    newCampaign,
  }) => {
    // Encodes a video, uploads two files and waits for their thumbnails: over the 30 s default with both cores busy
    // (a bound on a hang, not a measure).
    test.slow();
    const files = await makeFiles();
    removeFiles = files.remove;
    const { campaign } = await campaignDetail(newClientPage, newCampaign.id);
    const day = campaign.days.find((d) => d.dayOrder === 4)!;
    const story = day.stories[0]!;

    await page.goto(`/admin/campaigns/${campaign.id}?storyId=${story.id}&source=internal`);
    const card = storyCard(page, story);
    await expect(card.getByText('Añade la imagen o el vídeo de esta historia')).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await card.getByRole('button', { name: 'Añadir archivos' }).click();
    await (await chooser).setFiles([files.image, files.video]);

    const list = card.getByRole('list', { name: /Archivos de .*en orden/ });
    await expect(list.getByRole('button', { name: /^Ver / })).toHaveCount(2, { timeout: 30_000 });
    await expect(list.getByRole('button', { name: /Ver Imagen portada\.jpg/ })).toBeVisible();
    await expect(list.getByRole('button', { name: /Ver Vídeo clip\.mp4, 0:02, 1 aviso/ })).toBeVisible();
    // The 720×1280 video is flagged, not refused.
    await expect(card.getByText(/1080×1920/).first()).toBeVisible();

    // The client's own screen shows the same files, in the same order, and opens them full screen.
    await newClientPage.goto(`/dashboard/campaigns/${campaign.id}?storyId=${story.id}&source=internal`);
    const clientCard = storyCard(newClientPage, story);
    const items = clientCard
      .getByRole('list', { name: /Archivos de .*en orden/ })
      .getByRole('button', { name: /^Ver / });
    await expect(items).toHaveCount(2);
    await expect(items.first()).toHaveAccessibleName(/portada\.jpg/);
    await clientCard.getByRole('button', { name: /Ver Imagen portada\.jpg/ }).click();
    const viewer = newClientPage.getByRole('dialog');
    await expect(viewer.getByRole('img')).toBeVisible();
    await expect
      .poll(() => viewer.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(1080);
    await newClientPage.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
  });
});
