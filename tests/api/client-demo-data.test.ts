import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../../src/server/seed/demo-credentials';
import { seedDemoData } from '../../src/server/seed/demo-data';
import type {
  CampaignDetailResponse,
  ClientCampaignsResponse,
} from '../../src/shared/api/client-area/campaigns';
import type { ClientOverviewResponse } from '../../src/shared/api/client-area/stories';
import { todayInTimeZone } from '../../src/shared/dates';
import { campaignBadge } from '../../src/shared/domain/campaign-badge';
import { hasChatAutomation } from '../../src/shared/domain/chat-automation';
import { noteTone } from '../../src/shared/domain/note-tone';
import { parseStickerInfo } from '../../src/shared/domain/sticker-info';
import { createTestApp, type TestApp } from '../setup/test-app';

/** The client area read through the API on the demo agency: the rules of src/shared on real-looking data. */
let t: TestApp;
let cookie: string;
const today = todayInTimeZone('Europe/Madrid');

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db, { today, now: new Date() });
  const { email, password } = DEMO_CREDENTIALS.client;
  cookie = (await t.signIn(email, password, '10.46.0.1')).cookie!;
});
afterAll(() => t.cleanup());

describe('client area on the demo data (Café Aurora)', () => {
  it('lists the five Aurora campaigns with one badge of each kind', async () => {
    const body = (await (
      await t.request('/api/client/campaigns', { cookie })
    ).json()) as ClientCampaignsResponse;
    expect(body.campaigns).toHaveLength(5);
    const badges = new Set(body.campaigns.map((c) => campaignBadge(c, body.today)));
    expect(badges).toEqual(new Set(['completed', 'in_progress', 'not_started', 'finished']));
  });

  it('finds overdue, due today, upcoming and published stories', async () => {
    const body = (await (
      await t.request('/api/client/overview', { cookie })
    ).json()) as ClientOverviewResponse;
    expect(body.overdue.length).toBeGreaterThan(0);
    expect(body.overdueTotal).toBeGreaterThanOrEqual(body.overdue.length);
    expect(body.dueToday.length).toBeGreaterThan(0);
    expect(body.upcoming.length).toBe(10);
    expect(body.recentlyPublished.length).toBe(5);
    expect(body.progress.totalCampaigns).toBe(5);
  });

  it('reads every campaign detail: stickers, notes and chat automation follow the shared rules', async () => {
    const list = (await (
      await t.request('/api/client/campaigns', { cookie })
    ).json()) as ClientCampaignsResponse;
    const kinds = new Set<string>();
    const tones = new Set<string>();
    let corrupt = 0;
    for (const card of list.campaigns) {
      const res = await t.request(`/api/campaigns/${card.id}`, { cookie });
      expect(res.status).toBe(200);
      const { campaign } = (await res.json()) as CampaignDetailResponse;
      expect(campaign.totalStories).toBe(card.totalStories);
      for (const story of campaign.days.flatMap((d) => d.stories)) {
        const sticker = parseStickerInfo(story.stickerInfo);
        if (sticker) kinds.add(sticker.kind);
        if (story.stickerInfo === '[object Object]') {
          corrupt++;
          expect(sticker).toBeNull();
        }
        if (story.notes) tones.add(noteTone(story.storyType, story.notes));
      }
      const isAi = campaign.source === 'ai';
      // The AI campaign's landing URL is the placeholder; it still has keyword, reply, follow-ups, tags, notes.
      expect(hasChatAutomation(campaign.chatAutomation)).toBe(true);
      if (isAi) expect(campaign.launchPlan?.length).toBeGreaterThan(0);
    }
    expect(kinds).toEqual(new Set(['poll', 'question', 'slider', 'other']));
    expect(tones).toEqual(new Set(['blue', 'amber', 'grey']));
    expect(corrupt).toBe(1);
  });
});
