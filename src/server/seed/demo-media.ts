import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import sharp from 'sharp';
import { addDaysIso } from '../../shared/dates';
import type { Db } from '../db/client';
import { user } from '../db/schema/auth';
import { campaignDays, campaigns, stories } from '../db/schema/campaigns';
import type { Logger } from '../logger';
import { ffmpegPath } from '../media/probe/media-binaries';
import type { MediaStorage } from '../media/storage/media-storage';
import { storeStoryMedia } from '../services/media/store-story-media';
import { DEMO_CREDENTIALS } from './demo-credentials';

const run = promisify(execFile);

/** The demo campaign whose stories around today get files, so 'Publicar hoy' and the story cards show media. */
const DEMO_MEDIA_CAMPAIGN_TITLE = 'Lanzamiento Blend Aurora Nº 7';
/** Story types the brand records itself ('Profesional hablando'): left without a file, as they would be. */
const RECORDED_BY_BRAND = 'EL_HABLANDO';

const PALETTES = [
  ['#3b1f0e', '#c8702a', '#f3d9b1'],
  ['#14213d', '#fca311', '#e5e5e5'],
  ['#2d1e2f', '#e07a5f', '#f2cc8f'],
  ['#1b4332', '#52b788', '#d8f3dc'],
] as const;

/** A 9:16 story visual without text (fonts may be missing on a fresh machine): gradient, shapes, a frame. */
function demoSvg(index: number, width: number, height: number): string {
  const [dark, accent, light] = PALETTES[index % PALETTES.length]!;
  const r = Math.round(width * 0.32);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0.4" y2="1">
    <stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${width * 0.5}" cy="${height * 0.42}" r="${r}" fill="${light}" fill-opacity="0.9"/>
  <circle cx="${width * 0.5}" cy="${height * 0.42}" r="${r * 0.55}" fill="${dark}" fill-opacity="0.85"/>
  <rect x="${width * 0.12}" y="${height * 0.72}" width="${width * 0.76}" height="${height * 0.05}" rx="${height * 0.025}" fill="${light}"/>
  <rect x="${width * 0.24}" y="${height * 0.8}" width="${width * 0.52}" height="${height * 0.035}" rx="${height * 0.017}" fill="${light}" fill-opacity="0.7"/>
  <rect x="${width * 0.04}" y="${height * 0.025}" width="${width * 0.92}" height="${height * 0.95}" rx="${width * 0.04}" fill="none" stroke="${light}" stroke-opacity="0.35" stroke-width="${width * 0.008}"/>
</svg>`;
}

/**
 * Gives the demo data real files: each story of the demo client's running campaign from yesterday to tomorrow
 * gets a generated 1080×1920 image (one a square one, to show a format warning), and one a short vertical
 * video when ffmpeg is available. Stories the brand records itself are left without a file. Stored through
 * the same path as an upload (checks, thumbnail, storage), as the demo admin. A failure is logged and skipped:
 * demo media is a nicety, never a reason not to start.
 */
export async function seedDemoMedia({
  db,
  storage,
  logger,
  today,
}: {
  db: Db;
  storage: MediaStorage;
  logger: Logger;
  today: string;
}): Promise<number> {
  const [admin] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, DEMO_CREDENTIALS.admin.email));
  if (!admin) return 0;
  const rows = await db
    .select({ id: stories.id, storyType: stories.storyType })
    .from(stories)
    .innerJoin(campaignDays, eq(campaignDays.id, stories.campaignDayId))
    .innerJoin(campaigns, eq(campaigns.id, campaignDays.campaignId))
    .where(
      and(
        eq(campaigns.title, DEMO_MEDIA_CAMPAIGN_TITLE),
        gte(campaignDays.date, addDaysIso(today, -1)),
        lte(campaignDays.date, addDaysIso(today, 1)),
      ),
    )
    .orderBy(asc(campaignDays.date), asc(stories.storyNumber));
  const targets = rows.filter((r) => r.storyType !== RECORDED_BY_BRAND);
  const dir = await mkdtemp(path.join(tmpdir(), 'demo-media-'));
  const viewer = { userId: admin.id, isAdmin: true };
  let stored = 0;
  try {
    for (const [i, story] of targets.entries()) {
      const file = path.join(dir, `historia-${i + 1}`);
      const isVideo = i === 1;
      const isSquare = i === 2;
      try {
        if (isVideo) await writeDemoVideo(`${file}.mp4`);
        else await writeDemoImage(`${file}.jpg`, i, isSquare);
        await storeStoryMedia({
          db,
          storage,
          logger,
          viewer,
          storyId: story.id,
          filePath: isVideo ? `${file}.mp4` : `${file}.jpg`,
          originalName: isVideo ? `historia-${i + 1}.mp4` : `historia-${i + 1}.jpg`,
        });
        stored += 1;
      } catch (err) {
        logger.warn({ err, storyId: story.id }, 'demo media: a file was skipped');
      }
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return stored;
}

async function writeDemoImage(file: string, index: number, isSquare: boolean) {
  const [width, height] = isSquare ? [1080, 1080] : [1080, 1920];
  const jpeg = await sharp(Buffer.from(demoSvg(index, width, height)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  await writeFile(file, jpeg);
}

/** A 4-second 720×1280 H.264 clip (a moving test pattern over the palette), small enough to seed in a second. */
async function writeDemoVideo(file: string) {
  await run(
    ffmpegPath(),
    [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=720x1280:rate=25', '-t', '4'],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '30', '-pix_fmt', 'yuv420p'],
      ...['-movflags', '+faststart', '-y', file],
    ],
    { timeout: 30_000 },
  );
}
