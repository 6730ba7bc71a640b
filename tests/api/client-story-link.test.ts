import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stories } from '../../src/server/db/schema/campaigns';
import { createCampaign } from '../factories/campaigns';
import { createUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

/** GET /api/client/stories/{id}/link: where a reminder's story is, for «Publicar hoy» when its list lacks it. */
let t: TestApp;
let ip = 1;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.cleanup();
});

async function signedIn(role: 'admin' | 'client' = 'client') {
  const user = await createUser(t.database.db, { role });
  const cookie = (await t.signIn(user.email, user.password, `10.63.0.${ip++}`)).cookie!;
  return { user, cookie };
}

describe('where a linked story is', () => {
  it('answers the client its own story: title, campaign, date and whether it is published', async () => {
    const owner = await signedIn();
    const campaign = await createCampaign(t.database.db, {
      clientId: owner.user.clientId!,
      title: 'Otoño',
      startDate: '2026-03-02',
      days: 2,
      storiesPerDay: 1,
      postedDays: [1],
    });
    const [first, second] = campaign.storyIds as [string, string];
    await t.database.db.update(stories).set({ scheduledDate: '2026-03-09' }).where(eq(stories.id, second));
    const res = await t.request(`/api/client/stories/${first}/link`, { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id: first,
      title: 'Historia 1',
      campaignId: campaign.campaignId,
      campaignTitle: 'Otoño',
      date: '2026-03-02',
      isPosted: true,
    });
    const moved = await t.request(`/api/client/stories/${second}/link`, { cookie: owner.cookie });
    expect(await moved.json()).toMatchObject({ date: '2026-03-09', isPosted: false });
  });

  it('is the client’s own: 401 signed out, 403 for an admin, 404 for another client’s story or a malformed id', async () => {
    const owner = await signedIn();
    const campaign = await createCampaign(t.database.db, {
      clientId: owner.user.clientId!,
      startDate: '2026-03-02',
      days: 1,
      storiesPerDay: 1,
    });
    const path = `/api/client/stories/${campaign.storyIds[0]}/link`;
    expect((await t.request(path)).status).toBe(401);
    expect((await t.request(path, { cookie: (await signedIn('admin')).cookie })).status).toBe(403);
    const other = await t.request(path, { cookie: (await signedIn()).cookie });
    expect(other.status).toBe(404);
    expect((await other.json()).error.message).toBe('Historia no encontrada');
    const bad = await t.request('/api/client/stories/not-a-uuid/link', { cookie: owner.cookie });
    expect(bad.status).toBe(404);
    expect((await bad.json()).error.message).toBe('Historia no encontrada');
  });
});
