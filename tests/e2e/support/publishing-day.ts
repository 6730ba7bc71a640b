/**
 * A brand's publishing day with three weeks of backlog (issue 29 §1), built through the API for one client in its
 * own time zone and dated relative to the real "today" in that zone (the app runs on the real clock):
 *
 * - «Campaña terminada»: 21 → 10 days ago, two stories a day (10:00, 18:00), its first day published: 22 leftovers
 *   of a campaign whose end date has passed, all old (folded, no reminders).
 * - «Campaña en curso» (active): 5 and 4 days ago (two stories each, late by more than 48 h: old), yesterday (two
 *   stories at 10:00 and 18:00: late by 14 to 38 h, always «recent»), today (00:00, 23:58, 23:59: the 00:00 one is
 *   late the whole day, so the figures never change while a test runs, midnight aside), tomorrow (12:00, 19:00) and
 *   in 3 days (one).
 * - «Campaña completada» (yesterday and today) and «Campaña pausada» (today and tomorrow): set completed and paused
 *   by the agency after the import; they must put nothing on the phone nor in any count.
 *
 * Story numbers run through all of a client's campaigns, so every title ('Historia N') names one story.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { CampaignDetailResponse } from '../../../src/shared/api/client-area/campaigns';
import { addDaysIso, todayInTimeZone } from '../../../src/shared/dates';
import type { CampaignFile, CampaignFileStory } from './campaign-file';
import { expect, type ImportedCampaign, type TestClient } from './fixtures';

export const MADRID = 'Europe/Madrid';
export const MEXICO_CITY = 'America/Mexico_City';

/** yyyy-mm-dd of the client's today + `offset` days, in its zone, at the real clock. */
export function zoneDay(timeZone: string, offset: number, now: Date = new Date()): string {
  return addDaysIso(todayInTimeZone(timeZone, now), offset);
}

/** 'HH:mm' and 'yyyy-mm-dd' of an instant in a zone. */
export function wallClock(instant: Date, timeZone: string): { date: string; time: string } {
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
  return { date: todayInTimeZone(timeZone, instant), time };
}

type StorySpec = { number: number; time: string; copy?: string; extra?: Partial<CampaignFileStory> };

const COPIES = [
  'Hoy estrenamos tostado: cuerpo suave y final a cacao ☕',
  '¿Con leche o solo? Vota y te invitamos al próximo',
  'Así preparamos el filtro de la mañana, paso a paso',
  'Lo que dicen nuestros clientes del nuevo blend',
  'Última hora: quedan pocas bolsas de la edición limitada',
  'Detrás de la barra: conoce a quien tuesta tu café',
];

function story({ number, time, copy, extra }: StorySpec): CampaignFileStory {
  return {
    number,
    copy: copy ?? `${COPIES[number % COPIES.length]} (historia ${number})`,
    visual: `Plano de la taza ${number} sobre la barra`,
    type: 'TEXTO_PANTALLA',
    scheduled_time: time,
    ...extra,
  };
}

/** One day of a campaign file, its stories in one block per time. */
function day(date: string, theme: string, stories: StorySpec[]): CampaignFile['days'][number] {
  const blockOf = (time: string) =>
    time < '06:00' ? 'Madrugada' : time < '13:00' ? 'Mañana' : time < '20:00' ? 'Tarde' : 'Noche';
  return { date, theme, blocks: stories.map((s) => ({ block_name: blockOf(s.time), stories: [story(s)] })) };
}

export interface Backlog {
  timeZone: string;
  /** The client's today when the data was made. */
  today: string;
  campaigns: Record<'ended' | 'active' | 'completed' | 'paused', ImportedCampaign>;
  /** Story ids by their number. */
  id: (number: number) => string;
  /** What «Publicar hoy» must show, by story number. */
  expected: {
    next: number;
    toPublish: number[];
    recent: number[];
    /** The old leftovers still to publish (22 of the ended campaign, 4 of the running one). */
    old: number[];
    tomorrow: number[];
    /** Stories of the completed and paused campaigns: never on the phone. */
    quiet: number[];
  };
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Story ids of a campaign by story number (the agency's campaign screen, GET /api/campaigns/{id}). */
export async function storyIdsOf(api: APIRequestContext, campaignId: string): Promise<Map<number, string>> {
  const response = await api.get(`/api/campaigns/${campaignId}`);
  expect(response.status(), await response.text()).toBe(200);
  const { campaign } = (await response.json()) as CampaignDetailResponse;
  return new Map(campaign.days.flatMap((d) => d.stories.map((s) => [s.storyNumber, s.id] as const)));
}

/** A write as the agency, checked. */
async function adminWrite(api: APIRequestContext, path: string, data: unknown) {
  const response = await api.patch(path, { data });
  expect(response.status(), `PATCH ${path}: ${await response.text()}`).toBe(200);
}

/** Imports the four campaigns of the module comment for `client` and sets the quiet ones completed and paused. */
export async function makeBacklog({
  client,
  timeZone,
  tag,
  importCampaign,
  adminApi,
}: {
  client: Pick<TestClient, 'id'>;
  timeZone: string;
  tag: string;
  importCampaign: (client: Pick<TestClient, 'id'>, file: CampaignFile) => Promise<ImportedCampaign>;
  adminApi: APIRequestContext;
}): Promise<Backlog> {
  const today = zoneDay(timeZone, 0);
  const d = (offset: number) => addDaysIso(today, offset);

  // 21 → 10 days ago: twelve days, 101…124.
  const endedDays = range(0, 11).map((i) =>
    day(d(-21 + i), `Semana de lanzamiento ${i + 1}`, [
      { number: 101 + 2 * i, time: '10:00' },
      { number: 102 + 2 * i, time: '18:00' },
    ]),
  );
  const ended = await importCampaign(client, {
    campaign_title: `Campaña terminada ${tag}`,
    start_date: d(-21),
    days: endedDays,
  });
  const active = await importCampaign(client, {
    campaign_title: `Campaña en curso ${tag}`,
    start_date: d(-5),
    days: [
      day(d(-5), 'Arranque', [
        { number: 1, time: '10:00' },
        { number: 2, time: '18:00' },
      ]),
      day(d(-4), 'Segundo día', [
        { number: 3, time: '10:00' },
        { number: 4, time: '18:00' },
      ]),
      day(d(-1), 'Ayer', [
        { number: 5, time: '10:00' },
        { number: 6, time: '18:00' },
      ]),
      day(d(0), 'Hoy', [
        {
          number: 7,
          time: '00:00',
          extra: {
            sticker: { type: 'poll', options: ['Solo', 'Con leche'], prompt: '¿Cómo lo tomas?' },
            notes: 'Menciona a @cafe.aurora y usa #TostadoDeOtoño',
          },
        },
        { number: 8, time: '23:58' },
        { number: 9, time: '23:59' },
      ]),
      day(d(1), 'Mañana', [
        { number: 10, time: '12:00' },
        { number: 11, time: '19:00' },
      ]),
      day(d(3), 'Cierre', [{ number: 12, time: '12:00' }]),
    ],
  });
  const completed = await importCampaign(client, {
    campaign_title: `Campaña completada ${tag}`,
    start_date: d(-1),
    days: [
      day(d(-1), 'Ayer', [{ number: 201, time: '12:00' }]),
      day(d(0), 'Hoy', [{ number: 202, time: '12:00' }]),
    ],
  });
  const paused = await importCampaign(client, {
    campaign_title: `Campaña pausada ${tag}`,
    start_date: d(0),
    days: [
      day(d(0), 'Hoy', [{ number: 301, time: '12:00' }]),
      day(d(1), 'Mañana', [{ number: 302, time: '12:00' }]),
    ],
  });
  await adminWrite(adminApi, `/api/admin/campaigns/${completed.id}`, { status: 'completed' });
  await adminWrite(adminApi, `/api/admin/campaigns/${paused.id}`, { status: 'paused' });

  const ids = new Map<number, string>();
  for (const campaign of [ended, active, completed, paused]) {
    for (const [number, id] of await storyIdsOf(adminApi, campaign.id)) ids.set(number, id);
  }
  const id = (number: number) => {
    const found = ids.get(number);
    expect(found, `Historia ${number}`).toBeTruthy();
    return found!;
  };
  // The ended campaign's first day was published in its time.
  for (const number of [101, 102]) {
    await adminWrite(adminApi, `/api/stories/${id(number)}/posted`, { isPosted: true });
  }

  return {
    timeZone,
    today,
    campaigns: { ended, active, completed, paused },
    id,
    expected: {
      next: 7,
      toPublish: [8, 9],
      recent: [5, 6],
      old: [...range(103, 124), 1, 2, 3, 4],
      tomorrow: [10, 11],
      quiet: [201, 202, 301, 302],
    },
  };
}

/** The story ids of the cards and rows on the screen, in document order (inside `scope`, default the main area). */
export async function storyIdsOnScreen(page: Page, scope = page.getByRole('main')): Promise<string[]> {
  return scope
    .locator('article[data-story-id]')
    .evaluateAll((articles) => articles.map((article) => article.getAttribute('data-story-id') ?? ''));
}
