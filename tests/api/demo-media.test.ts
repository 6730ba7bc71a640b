import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../../src/server/seed/demo-credentials';
import { seedDemoData } from '../../src/server/seed/demo-data';
import { seedDemoMedia } from '../../src/server/seed/demo-media';
import type { PublishingResponse } from '../../src/shared/api/client-area/publishing';
import { todayInTimeZone } from '../../src/shared/dates';
import { createTestApp, type TestApp } from '../setup/test-app';

/** The demo agency with its files: 'Publicar hoy' of the demo client shows real images and a video. */
let t: TestApp;
let cookie: string;
let stored: number;
const today = todayInTimeZone('Europe/Madrid');

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db, { today, now: new Date() });
  stored = await seedDemoMedia({
    db: t.database.db,
    storage: t.deps.media.storage,
    logger: t.deps.logger,
    today,
  });
  const { email, password } = DEMO_CREDENTIALS.client;
  cookie = (await t.signIn(email, password, '10.47.0.1')).cookie!;
}, 60_000);
afterAll(() => t.cleanup());

describe('demo media', () => {
  it("gives today's demo stories images, one square (flagged) and a video, and leaves recorded ones without", async () => {
    expect(stored).toBeGreaterThanOrEqual(4);
    const body = (await (await t.request('/api/client/publishing', { cookie })).json()) as PublishingResponse;
    const files = body.stories.flatMap((s) => s.media);
    // Yesterday's posted stories have files too, but are not on the checklist.
    expect(files.length).toBeGreaterThanOrEqual(4);
    expect(files.length).toBeLessThanOrEqual(stored);
    expect(files.some((m) => m.kind === 'video' && (m.durationMs ?? 0) >= 3_900)).toBe(true);
    expect(files.some((m) => m.flags.some((f) => f.code === 'ASPECT_RATIO'))).toBe(true);
    expect(files.filter((m) => m.kind === 'image').every((m) => m.thumbnailUrl !== null)).toBe(true);
    const speaking = body.stories.filter((s) => s.storyType === 'EL_HABLANDO' && s.dayDate === today);
    expect(speaking.every((s) => s.media.length === 0)).toBe(true);
    const first = files[0]!;
    const res = await t.request(first.url, { cookie });
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('content-length'))).toBe(first.sizeBytes);
    // Read to the end: a body left unread keeps the file open until garbage collection (Node's DEP0137 warning).
    expect((await res.arrayBuffer()).byteLength).toBe(first.sizeBytes);
  });
});
