import { randomUUID } from 'node:crypto';
import { addDays, differenceInCalendarDays, format, parseISO, subDays, subMinutes } from 'date-fns';
import { eq } from 'drizzle-orm';
import { checkTemplate } from '../../shared/templates/check-template';
import { zonedWallTimeToInstant } from '../../shared/zoned-time';
import type { Db } from '../db/client';
import { aiCampaignRequests, userAiInfo } from '../db/schema/ai';
import { user } from '../db/schema/auth';
import { campaignTemplates } from '../db/schema/campaign-templates';
import type { NewCampaignDayRow, NewCampaignRow, NewStoryRow } from '../db/schema/campaigns';
import { campaignDays, campaigns, stories } from '../db/schema/campaigns';
import type { NewClientRow } from '../db/schema/clients';
import { clients } from '../db/schema/clients';
import { storyResults } from '../db/schema/results';
import { ensureCampaignLinks } from '../services/links/ensure-campaign-links';
import { createLoginUser } from '../services/users/create-login-user';
import { demoAiRequestRows } from './demo-ai-requests';
import {
  DEMO_AURORA_AI_INFO,
  DEMO_CAMPAIGNS,
  DEMO_CLIENTS,
  DEMO_TIME_BLOCKS,
  type DemoCampaign,
  type DemoClientKey,
  type DemoStory,
} from './demo-content';
import { DEMO_CREDENTIALS } from './demo-credentials';
import { demoResultRows } from './demo-results';
import { DEMO_TEMPLATES } from './demo-templates';

export interface SeedDemoDataOptions {
  /** Today's calendar date (yyyy-MM-dd) in the agency time zone: campaign dates are placed around it. */
  today: string;
  /** The current instant: posted_at, created_at and the temporary password's expiry are placed around it. */
  now: Date;
  /** The agency time zone (APP_TIMEZONE), for instants of wall-clock times. Default 'Europe/Madrid'. */
  timeZone?: string;
}

/** Validity of the demo temporary password, as for any temporary password (TEMP_PASSWORD_VALIDITY_DAYS). */
const TEMPORARY_PASSWORD_DAYS = 7;
const DATE_FORMAT = 'yyyy-MM-dd';

/** True when nothing has been set up yet: no users and no clients. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [anyUser] = await db.select({ id: user.id }).from(user).limit(1);
  if (anyUser) return false;
  const [anyClient] = await db.select({ id: clients.id }).from(clients).limit(1);
  return !anyClient;
}

/** Adds `days` calendar days to a yyyy-MM-dd date (no time zone involved). */
function shiftDate(date: string, days: number): string {
  return format(addDays(parseISO(date), days), DATE_FORMAT);
}

function assertCalendarDate(value: string): void {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || format(parseISO(value), DATE_FORMAT) !== value) {
    throw new Error(`seedDemoData: today must be a yyyy-MM-dd date, got '${value}'`);
  }
}

function timeSlot(storyIndex: number, storyCount: number): { block: string; time: string } {
  const blockIndex = Math.min(
    DEMO_TIME_BLOCKS.length - 1,
    Math.floor((storyIndex * DEMO_TIME_BLOCKS.length) / storyCount),
  );
  const block = DEMO_TIME_BLOCKS[blockIndex]!;
  const firstInBlock = Math.ceil((blockIndex * storyCount) / DEMO_TIME_BLOCKS.length);
  const time = block.times[Math.min(block.times.length - 1, storyIndex - firstInBlock)]!;
  return { block: block.name, time };
}

interface BuiltCampaign {
  campaign: NewCampaignRow & { id: string };
  days: NewCampaignDayRow[];
  stories: NewStoryRow[];
}

function buildCampaign(
  def: DemoCampaign,
  clientId: string,
  opts: { today: string; now: Date; timeZone: string },
): BuiltCampaign {
  const campaignId = randomUUID();
  const startDate = shiftDate(opts.today, def.startOffset);
  const endDate = shiftDate(startDate, def.themes.length - 1);
  const createdAt = subDays(opts.now, def.createdDaysAgo);
  const chat = def.chat;
  const days: NewCampaignDayRow[] = [];
  const storyRows: NewStoryRow[] = [];
  let poolIndex = 0;

  def.themes.forEach((theme, dayIndex) => {
    const dayId = randomUUID();
    const dayNumber = dayIndex + 1;
    const date = shiftDate(startDate, dayIndex);
    const dayOffset = differenceInCalendarDays(parseISO(date), parseISO(opts.today));
    days.push({ id: dayId, campaignId, date, dayOrder: dayNumber, theme, title: `Día ${dayNumber}` });

    const storyCount = def.storiesPerDay[dayIndex % def.storiesPerDay.length]!;
    for (let storyIndex = 0; storyIndex < storyCount; storyIndex++) {
      const template = def.stories[poolIndex % def.stories.length]!;
      poolIndex++;
      const story: DemoStory = {
        ...(typeof template === 'function' ? template({ theme, dayNumber }) : template),
        ...def.overrides?.[`${dayNumber}-${storyIndex + 1}`],
      };
      const { block, time } = timeSlot(storyIndex, storyCount);
      const isPosted = def.isPosted({ dayOffset, storyIndex, storyCount });
      // Published a few minutes after its slot, and never later than a little before now.
      const slotInstant = zonedWallTimeToInstant(date, time, opts.timeZone).getTime() + 7 * 60_000;
      const latest = subMinutes(opts.now, 10 * (storyCount - storyIndex)).getTime();
      storyRows.push({
        // Made here, not by the database: the demo's story numbers (demo-results.ts) name their stories.
        id: randomUUID(),
        campaignDayId: dayId,
        storyNumber: storyIndex + 1,
        title: `Historia ${storyIndex + 1}`,
        copyText: story.copy,
        originalCopy: story.copy,
        visualDescription: story.visual,
        storyType: story.type,
        timeBlock: block,
        stickerInfo: story.sticker ?? null,
        notes: story.notes ?? null,
        scheduledDate: date,
        scheduledTime: time,
        isPosted,
        postedAt: isPosted ? new Date(Math.min(slotInstant, latest)) : null,
        createdAt,
      });
    }
  });

  const campaign: BuiltCampaign['campaign'] = {
    id: campaignId,
    clientId,
    title: def.title,
    description: def.description,
    status: def.status,
    source: def.source,
    startDate,
    endDate,
    manychatKeyword: chat?.keyword ?? null,
    manychatAutoResponse: chat?.autoResponse ?? null,
    manychatLandingUrl: chat?.landingUrl ?? null,
    manychatFollowUpSequence: chat?.followUps ?? [],
    manychatTags: chat?.tags ?? [],
    manychatNotes: chat?.notes ?? null,
    launchPlan: def.launchPlan ?? null,
    createdAt,
    updatedAt: createdAt,
  };
  return { campaign, days, stories: storyRows };
}

/**
 * Writes the demo agency (admin, four brand clients, their campaigns, days and stories, AI info and AI requests)
 * in one transaction, with every campaign state present relative to `today`. Meant for an empty database
 * (see isDatabaseEmpty); fails on the unique e-mails otherwise.
 */
export async function seedDemoData(db: Db, opts: SeedDemoDataOptions): Promise<void> {
  assertCalendarDate(opts.today);
  const timeZone = opts.timeZone ?? 'Europe/Madrid';
  const { today, now } = opts;

  await db.transaction(async (tx) => {
    // Login users (two rows each: user + credential account; createLoginUser hashes with argon2id).
    const admin = await createLoginUser(tx, {
      email: DEMO_CREDENTIALS.admin.email,
      name: DEMO_CREDENTIALS.admin.name,
      password: DEMO_CREDENTIALS.admin.password,
      role: 'admin',
    });
    const loginIds: Partial<Record<keyof typeof DEMO_CREDENTIALS, string>> = { admin: admin.id };
    for (const key of ['client', 'temporaryClient', 'inactiveClient'] as const) {
      const credentials = DEMO_CREDENTIALS[key];
      const created = await createLoginUser(tx, {
        email: credentials.email,
        name: credentials.name,
        password: credentials.password,
        role: 'client',
        temporaryUntil: credentials.isTemporaryPassword ? addDays(now, TEMPORARY_PASSWORD_DAYS) : null,
      });
      loginIds[key] = created.id;
    }

    const clientIds = {} as Record<DemoClientKey, string>;
    const clientRows: NewClientRow[] = DEMO_CLIENTS.map((client) => {
      const id = randomUUID();
      clientIds[client.key] = id;
      const createdAt = subDays(now, client.createdDaysAgo);
      return {
        id,
        userId: client.login ? (loginIds[client.login] ?? null) : null,
        name: client.name,
        brandName: client.brandName,
        email: client.email,
        phone: client.phone,
        industry: client.industry,
        description: client.description,
        status: client.status,
        invitationStatus: client.invitationStatus,
        createdBy: admin.id,
        createdAt,
        updatedAt: createdAt,
      };
    });
    await tx.insert(clients).values(clientRows);
    // The logins were made when the agency registered each brand ('Miembro desde' in 'Mi Perfil'), and the agency's
    // own account before its first client.
    for (const row of clientRows) {
      if (row.userId)
        await tx
          .update(user)
          .set({ createdAt: row.createdAt, updatedAt: row.createdAt })
          .where(eq(user.id, row.userId));
    }
    const agencySince = subDays(now, Math.max(...DEMO_CLIENTS.map((c) => c.createdDaysAgo)) + 30);
    await tx
      .update(user)
      .set({ createdAt: agencySince, updatedAt: agencySince })
      .where(eq(user.id, admin.id));

    const built = DEMO_CAMPAIGNS.map((def) => ({
      key: def.key,
      ...buildCampaign(def, clientIds[def.client], { today, now, timeZone }),
    }));
    await tx.insert(campaigns).values(built.map((b) => b.campaign));
    await tx.insert(campaignDays).values(built.flatMap((b) => b.days));
    await tx.insert(stories).values(built.flatMap((b) => b.stories));
    for (const b of built) await ensureCampaignLinks({ db: tx, campaignId: b.campaign.id });
    const results = demoResultRows(
      built.flatMap((b) => b.stories),
      new Map(built.flatMap((b) => b.days.map((day) => [day.id!, b.campaign.id!] as const))),
      { userId: loginIds.client!, name: DEMO_CREDENTIALS.client.name },
    );
    if (results.length > 0) await tx.insert(storyResults).values(results);

    await tx.insert(campaignTemplates).values(
      DEMO_TEMPLATES.map((template) => {
        const checked = checkTemplate(template.content);
        if (!checked.ok)
          throw new Error(`demo template ${template.name}: ${JSON.stringify(checked.problems)}`);
        const { variables, dayCount, storyCount } = checked;
        return { ...template, variables, dayCount, storyCount, createdBy: admin.id };
      }),
    );

    const auroraUserId = loginIds.client!;
    await tx
      .insert(userAiInfo)
      .values({ userId: auroraUserId, ...DEMO_AURORA_AI_INFO, updatedAt: subDays(now, 20) });

    const aiCampaign = built.find((b) => b.key === 'aurora-ai')!.campaign;
    await tx.insert(aiCampaignRequests).values(
      demoAiRequestRows({
        userId: auroraUserId,
        clientId: clientIds.aurora,
        aiCampaign,
        today,
        now,
        timeZone,
      }),
    );
  });
}
