/** Data for the 'Publicar hoy' specs: a campaign around today, and story images made on the fly. */
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import type { PublishingResponse, PublishingStory } from '../../../src/shared/api/client-area/publishing';
import type { StoryMedia } from '../../../src/shared/media/story-media';
import { type CampaignFile, isoDay } from './campaign-file';
import { expect } from './fixtures';

/**
 * Yesterday (two stories, overdue), today (three: a poll with a mention at 09:00, one at 17:00, one at
 * 21:00) and tomorrow (two). Story numbers run through the campaign, so every title ('Historia N') is unique.
 */
export function publishTodayFile(title: string): CampaignFile {
  const story = (number: number, extra: Record<string, unknown> = {}) => ({
    number,
    copy: `Texto de la historia ${number}: ¡ven a probar el nuevo tostado! ☕`,
    visual: `Plano de la taza ${number} sobre la barra, luz de mañana`,
    type: 'TEXTO_PANTALLA',
    ...extra,
  });
  return {
    campaign_title: title,
    start_date: isoDay(-1),
    days: [
      {
        date: isoDay(-1),
        theme: 'Ayer',
        blocks: [{ block_name: 'Tarde', stories: [story(1), story(2)] }],
      },
      {
        date: isoDay(0),
        theme: 'Hoy',
        blocks: [
          {
            block_name: 'Mañana',
            stories: [
              story(3, {
                sticker: { type: 'poll', options: ['Sí', 'No'], prompt: '¿Te apuntas?' },
                notes: 'Menciona a @cafe.aurora',
              }),
            ],
          },
          { block_name: 'Tarde', stories: [story(4)] },
          { block_name: 'Noche', stories: [story(5)] },
        ],
      },
      {
        date: isoDay(1),
        theme: 'Mañana',
        blocks: [{ block_name: 'Mañana', stories: [story(6), story(7)] }],
      },
    ],
  };
}

/** A 1080×1920 JPEG with a big label, like a story the agency made. */
export async function storyJpeg(label: string, background = '#dd2a7b'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1920">
    <rect width="1080" height="1920" fill="${background}"/>
    <circle cx="540" cy="760" r="260" fill="#ffffff" fill-opacity="0.18"/>
    <text x="540" y="800" font-family="sans-serif" font-size="120" font-weight="700" fill="#ffffff" text-anchor="middle">${label}</text>
    <text x="540" y="1500" font-family="sans-serif" font-size="64" fill="#ffffff" text-anchor="middle">Café Aurora</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer();
}

/** POST /api/stories/{id}/media?name=… with the file's bytes (the single-request upload). */
export async function attachImage(
  api: APIRequestContext,
  storyId: string,
  name: string,
  bytes: Buffer,
): Promise<StoryMedia> {
  const response = await api.post(`/api/stories/${storyId}/media`, {
    params: { name },
    headers: { 'Content-Type': 'application/octet-stream' },
    data: bytes,
  });
  expect(response.status(), `upload to ${storyId}: ${await response.text()}`).toBe(201);
  return ((await response.json()) as { media: StoryMedia }).media;
}

/** GET /api/client/publishing as the page's signed-in client. */
export async function publishingOf(page: Page): Promise<PublishingResponse> {
  const response = await page.request.get('/api/client/publishing');
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as PublishingResponse;
}

/** A story of the publishing list by its title ('Historia 3'). */
export function storyTitled(data: PublishingResponse, title: string): PublishingStory {
  const story = data.stories.find((candidate) => candidate.title === title);
  expect(story, `${title} in GET /api/client/publishing`).toBeTruthy();
  return story!;
}

/** Whether a story is posted, as the server stores it (read by the agency, GET /api/campaigns/{id}). */
export async function isPostedOnServer(
  api: APIRequestContext,
  campaignId: string,
  storyId: string,
): Promise<boolean> {
  // A kept-alive connection the server has just closed answers ECONNRESET once: ask again on a new one.
  const response = await api
    .get(`/api/campaigns/${campaignId}`)
    .catch(() => api.get(`/api/campaigns/${campaignId}`, { headers: { Connection: 'close' } }));
  expect(response.status()).toBe(200);
  const { campaign } = (await response.json()) as {
    campaign: { days: { stories: { id: string; isPosted: boolean }[] }[] };
  };
  const story = campaign.days.flatMap((day) => day.stories).find((candidate) => candidate.id === storyId);
  expect(story, `story ${storyId} in campaign ${campaignId}`).toBeTruthy();
  return story!.isPosted;
}

/** What the stubbed share sheet was given: the text, the clipboard at that moment, and each file. */
export type SharedCall = {
  text: string | undefined;
  clipboard: string;
  files: { name: string; type: string; size: number }[];
};

/**
 * A phone's Web Share API that takes files (Chromium on Linux has none): it records every call, with what the
 * clipboard held when the share sheet opened (needs the clipboard permissions). Call before the page loads;
 * returns a reader of the calls so far.
 */
export async function stubShareSheet(page: Page): Promise<() => Promise<SharedCall[]>> {
  await page.addInitScript(() => {
    const log: unknown[] = [];
    Object.assign(window, { __shared: log });
    Object.defineProperty(navigator, 'canShare', {
      configurable: true,
      value: (data?: ShareData) => (data?.files?.length ?? 0) > 0,
    });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        log.push({
          text: data.text,
          clipboard: await navigator.clipboard.readText().catch(() => ''),
          files: (data.files ?? []).map((file) => ({ name: file.name, type: file.type, size: file.size })),
        });
      },
    });
  });
  return () => page.evaluate(() => (window as unknown as { __shared: SharedCall[] }).__shared);
}
