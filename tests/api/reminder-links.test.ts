import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stories } from '../../src/server/db/schema/campaigns';
import { createUser } from '../factories/users';
import type { TestApp } from '../setup/test-app';
import { type Mail, type ReminderApp, startReminderApp } from './support/reminder-app';

/**
 * Issue 29 §2: every reminder opens its story's card ('/dashboard/today?story=…'), and the reminder and morning
 * e-mails carry, per story, the time with the client's zone named, the copy, the sticker steps and a thumbnail
 * (a signed URL that expires); the agency alert names the zone of its times.
 */
let clock = new Date('2026-11-29T10:00:00Z');
const now = () => clock;
let app: ReminderApp;
let t: TestApp;
let admin: { email: string; cookie: string };
let png: Buffer;

const HOSTILE_COPY = '<img src=x onerror="alert(1)"> ¡Oferta & más!\nSegunda línea';

beforeAll(async () => {
  app = await startReminderApp({ now, workerId: 'reminder-links', ipPrefix: '10.62.0' });
  ({ t } = app);
  const adminUser = await createUser(t.database.db, { role: 'admin' });
  admin = {
    email: adminUser.email,
    cookie: (await t.signIn(adminUser.email, adminUser.password, '10.62.0.250')).cookie!,
  };
  png = await sharp({ create: { width: 1080, height: 1920, channels: 3, background: '#dd2a7b' } })
    .png()
    .toBuffer();
});
afterAll(() => app.close());

const db = () => t.database.db;

/** A client in Mexico City with two stories at 16:00 local on `date` (22:00Z in winter): the first with a file. */
async function mexicoBrand(date: string, { pushReminders = false } = {}) {
  const { clientId, email, cookie, storyIds } = await app.brand({
    timeZone: 'America/Mexico_City',
    date,
    times: ['16:00', '16:00'],
    pushReminders,
  });
  const [withFile, withoutFile] = storyIds as [string, string];
  await db()
    .update(stories)
    .set({
      copyText: HOSTILE_COPY,
      stickerInfo: { type: 'poll', prompt: '¿Cuál prefieres?', options: ['Rojo', 'Azul'] },
      notes: 'Menciona a @cafe.aurora',
    })
    .where(eq(stories.id, withFile));
  await db()
    .update(stories)
    .set({ copyText: 'Sin archivo todavía', stickerInfo: null, notes: null })
    .where(eq(stories.id, withoutFile));
  const upload = await t.request(`/api/stories/${withFile}/media?name=portada.png`, {
    method: 'POST',
    cookie: admin.cookie,
    headers: { 'content-type': 'application/octet-stream' },
    body: new Uint8Array(png),
  });
  expect(upload.status).toBe(201);
  const { media } = (await upload.json()) as { media: { id: string; thumbnailUrl: string | null } };
  expect(media.thumbnailUrl).not.toBeNull();
  return { clientId, email, cookie, withFile, withoutFile, mediaId: media.id };
}

async function tickAt(at: string) {
  clock = new Date(at);
  await app.planAndDrain(clock);
}

const mailsTo = (address: string): Promise<Mail[]> => app.mailsTo(address);

/** The thumbnails' addresses in an HTML body (attribute values unescaped). */
const imagesOf = (html: string) =>
  [...html.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

function expectStoryContent(mail: Mail, b: Awaited<ReturnType<typeof mexicoBrand>>) {
  // Time with the zone named, the copy (line breaks kept), the sticker and note steps, each story's own link.
  expect(mail.text).toContain('16:00 (hora de Ciudad de México) · Historia 1');
  expect(mail.text).toContain(`Texto:\n${HOSTILE_COPY}`);
  expect(mail.text).toContain('- Añade una encuesta: «¿Cuál prefieres?» — «Rojo» / «Azul»');
  expect(mail.text).toContain('- Menciona a @cafe.aurora');
  expect(mail.text).toContain(
    `Abrir esta historia: http://localhost:3000/dashboard/today?story=${b.withFile}`,
  );
  expect(mail.text).toContain(`http://localhost:3000/dashboard/today?story=${b.withoutFile}`);
  // Escaped: the hostile copy is text in the HTML, never markup.
  expect(mail.html).not.toContain('<img src=x');
  expect(mail.html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt; ¡Oferta &amp; más!');
  expect(mail.html).toContain(`href="http://localhost:3000/dashboard/today?story=${b.withFile}"`);
  // One image: the story with a file; none for the story without.
  const images = imagesOf(mail.html);
  expect(images).toHaveLength(1);
  expect(images[0]).toMatch(
    new RegExp(
      `^http://localhost:3000/api/approvals/media/${b.mediaId}\\?exp=\\d+&sig=[\\w-]+&variant=thumbnail$`,
    ),
  );
  return images[0]!;
}

describe('the e-mail reminder', () => {
  it('carries each story with its zone, copy, sticker, thumbnail and link; the thumbnail URL is signed and expires', async () => {
    const b = await mexicoBrand('2026-11-30');
    await tickAt('2026-11-30T21:45:00Z'); // 15:45 in Mexico City
    const reminders = (await mailsTo(b.email)).filter((m) => m.subject.startsWith('Recordatorio'));
    expect(reminders).toHaveLength(1);
    const mail = reminders[0]!;
    expect(mail.subject).toMatch(/^Recordatorio: 2 historias a las 16:00/);
    expect(mail.text).toContain('a las 16:00 (hora de Ciudad de México) toca publicar');
    expect(mail.text).toContain(
      `Abrir la primera historia: http://localhost:3000/dashboard/today?story=${b.withFile}`,
    );
    const thumbnail = expectStoryContent(mail, b);

    const url = new URL(thumbnail);
    const path = `${url.pathname}${url.search}`;
    // Opens without a session, as an image, for 7 days (rounded up to the hour), then never again.
    const res = await t.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    const exp = Number(url.searchParams.get('exp')) * 1000;
    expect(exp - clock.getTime()).toBeGreaterThanOrEqual(7 * 86_400_000);
    expect(exp - clock.getTime()).toBeLessThanOrEqual(7 * 86_400_000 + 3_600_000);
    expect((await t.request(path.replace(/sig=[^&]+/, 'sig=AAAA'))).status).toBe(404);
    expect((await t.request(path.replace(/exp=\d+/, `exp=${exp / 1000 + 3600}`))).status).toBe(404);
    expect((await t.request(path.replace('variant=thumbnail', 'variant=file'))).status).toBe(404);
    const sent = clock;
    clock = new Date(exp);
    try {
      expect((await t.request(path)).status).toBe(404);
      clock = new Date(sent.getTime() + 6 * 86_400_000);
      expect((await t.request(path)).status).toBe(200);
    } finally {
      clock = sent;
    }
  });
});

describe('the push reminder', () => {
  it("opens the (first) story's card in 'Publicar hoy'", async () => {
    const b = await mexicoBrand('2026-12-01', { pushReminders: true });
    const phone = await app.subscribe(b);
    await tickAt('2026-12-01T21:45:00Z');
    const messages = await app.received(phone);
    expect(messages).toEqual([
      expect.objectContaining({
        title: 'A las 16:00: 2 historias',
        url: `/dashboard/today?story=${b.withFile}`,
      }),
    ]);
  });
});

describe('the morning e-mail and the agency alert', () => {
  it('the digest carries the same story boxes; the alert names the client’s zone beside its times', async () => {
    const b = await mexicoBrand('2026-12-02');
    await tickAt('2026-12-02T14:00:00Z'); // 08:00 in Mexico City
    const digests = (await mailsTo(b.email)).filter((m) => m.subject.startsWith('Hoy:'));
    expect(digests).toHaveLength(1);
    expect(digests[0]!.text).toContain('Abrir Publicar hoy: http://localhost:3000/dashboard/today\n');
    expectStoryContent(digests[0]!, b);

    await tickAt('2026-12-02T21:45:00Z');
    await tickAt('2026-12-03T00:00:00Z'); // 2 hours after 16:00 in Mexico City
    const alerts = (await mailsTo(admin.email)).filter((m) => m.subject.includes('sin publicar'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.text).toContain(
      '16:00 (hora de Ciudad de México) · Campaña de prueba · Día 1 · Historia 1',
    );
  });
});
