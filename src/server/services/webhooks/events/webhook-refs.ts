import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { storyDueInstant } from '../../../../shared/domain/due-instant';
import { blockTime } from '../../../../shared/domain/time-blocks';
import { appPaths } from '../../../../shared/paths';
import { clientTimeZone } from '../../../../shared/time-zones';
import type {
  WebhookActor,
  WebhookCampaignRef,
  WebhookClientRef,
  WebhookStoryRef,
} from '../../../../shared/webhooks/webhook-events';
import type { Viewer } from '../../../context/actor';
import type { Executor } from '../../../db/client';
import { user } from '../../../db/schema/auth';
import { campaignDays, campaigns, stories } from '../../../db/schema/campaigns';
import { clients } from '../../../db/schema/clients';
import type { Env } from '../../../env';

/**
 * The references every webhook payload carries (the client, the campaign, the story), each set read in ONE query
 * for any number of ids, in the transaction of the change: the payload is the state the change committed.
 */

/** What the references need from the configuration: the panel's origin (links) and the agency's zone. */
export type WebhookEnv = Pick<Env, 'PUBLIC_URL' | 'APP_TIMEZONE'>;

/** Who made a change, before its name is read: `name` given (a system actor, an approval link) or read by `userId`. */
export interface WebhookActorRef {
  kind: WebhookActor['kind'];
  userId: string | null;
  name?: string;
}

/** The signed-in user of a request: an admin acts for the agency, anyone else for their brand. */
export function actorOfViewer(viewer: Viewer): WebhookActorRef {
  return { kind: viewer.isAdmin ? 'admin' : 'client', userId: viewer.userId };
}

/** The panel itself (a schedule, the AI wizard, Instagram's automatic publishing). */
export function systemActor(name: string): WebhookActorRef {
  return { kind: 'system', userId: null, name };
}

/** The actor's name, read in the same statement by primary key (null: no user to read). */
function actorNameColumn(actor: WebhookActorRef | undefined): SQL<string | null> {
  if (!actor?.userId || actor.name !== undefined) return sql<string | null>`null::text`;
  return sql<string | null>`(select ${user.name} from ${user} where ${user.id} = ${actor.userId})`;
}

function actorOf(ref: WebhookActorRef | undefined, readName: string | null): WebhookActor | null {
  if (!ref) return null;
  return { kind: ref.kind, userId: ref.userId, name: ref.name ?? readName };
}

const clientColumns = {
  clientId: clients.id,
  clientName: clients.name,
  brandName: clients.brandName,
  clientOwnZone: clients.timeZone,
};

const campaignColumns = {
  campaignId: campaigns.id,
  campaignTitle: campaigns.title,
  startDate: campaigns.startDate,
  endDate: campaigns.endDate,
  dayCount: campaigns.dayCount,
  storyCount: campaigns.storyCount,
  postedCount: campaigns.postedCount,
  skippedCount: campaigns.skippedCount,
};

type ClientColumns = {
  clientId: string;
  clientName: string;
  brandName: string;
  clientOwnZone: string | null;
};
type CampaignColumns = { campaignId: string; campaignTitle: string; startDate: string; endDate: string };

function clientRefOf(row: ClientColumns, env: WebhookEnv): WebhookClientRef {
  return {
    id: row.clientId,
    name: row.clientName,
    brandName: row.brandName,
    timeZone: clientTimeZone(row.clientOwnZone, env.APP_TIMEZONE),
  };
}

function campaignRefOf(row: CampaignColumns, env: WebhookEnv): WebhookCampaignRef {
  return {
    id: row.campaignId,
    title: row.campaignTitle,
    startDate: row.startDate,
    endDate: row.endDate,
    url: `${env.PUBLIC_URL}${appPaths.adminCampaign(row.campaignId)}`,
  };
}

/** A campaign's counters as the payloads give them (kept by database triggers, so exact in the transaction). */
export interface CampaignCounts {
  dayCount: number;
  storyCount: number;
  publishedCount: number;
  skippedCount: number;
}

export interface StoryContext {
  client: WebhookClientRef;
  campaign: WebhookCampaignRef;
  story: WebhookStoryRef;
  counts: CampaignCounts;
  isPosted: boolean;
  postedAt: Date | null;
  skippedAt: Date | null;
  skipReason: string | null;
}

/**
 * The stories `storyIds` with their campaign and client, by story id (a story deleted meanwhile is absent), and the
 * actor with its name: one statement.
 */
export async function readStoryContexts(
  tx: Executor,
  env: WebhookEnv,
  storyIds: readonly string[],
  actorRef?: WebhookActorRef,
): Promise<{ stories: Map<string, StoryContext>; actor: WebhookActor | null }> {
  if (storyIds.length === 0) return { stories: new Map(), actor: actorOf(actorRef, null) };
  const rows = await tx
    .select({
      storyId: stories.id,
      storyNumber: stories.storyNumber,
      copyText: stories.copyText,
      scheduledDate: stories.scheduledDate,
      scheduledTime: stories.scheduledTime,
      timeBlock: stories.timeBlock,
      isPosted: stories.isPosted,
      postedAt: stories.postedAt,
      skippedAt: stories.skippedAt,
      skipReason: stories.skipReason,
      dayDate: campaignDays.date,
      ...campaignColumns,
      ...clientColumns,
      actorName: actorNameColumn(actorRef),
    })
    .from(stories)
    .innerJoin(campaignDays, eq(campaignDays.id, stories.campaignDayId))
    .innerJoin(campaigns, eq(campaigns.id, campaignDays.campaignId))
    .innerJoin(clients, eq(clients.id, campaigns.clientId))
    .where(inArray(stories.id, [...storyIds]));
  const contexts = new Map<string, StoryContext>();
  for (const row of rows) {
    const client = clientRefOf(row, env);
    const time = row.scheduledTime?.slice(0, 5) ?? blockTime(row.timeBlock);
    contexts.set(row.storyId, {
      client,
      campaign: campaignRefOf(row, env),
      story: {
        id: row.storyId,
        date: row.scheduledDate ?? row.dayDate,
        time,
        dueAt: storyDueInstant(row, client.timeZone).toISOString(),
        position: row.storyNumber,
        text: row.copyText,
      },
      counts: countsOf(row),
      isPosted: row.isPosted,
      postedAt: row.postedAt,
      skippedAt: row.skippedAt,
      skipReason: row.skipReason,
    });
  }
  return { stories: contexts, actor: actorOf(actorRef, rows[0]?.actorName ?? null) };
}

/** The three references of a story event. */
export function storyRefsOf({ client, campaign, story }: StoryContext) {
  return { client, campaign, story };
}

function countsOf(row: {
  dayCount: number;
  storyCount: number;
  postedCount: number;
  skippedCount: number;
}): CampaignCounts {
  return {
    dayCount: row.dayCount,
    storyCount: row.storyCount,
    publishedCount: row.postedCount,
    skippedCount: row.skippedCount,
  };
}

export interface CampaignContext {
  client: WebhookClientRef;
  campaign: WebhookCampaignRef;
  counts: CampaignCounts;
}

/** The campaigns `campaignIds` with their client and counters, by campaign id, and the actor: one statement. */
export async function readCampaignContexts(
  tx: Executor,
  env: WebhookEnv,
  campaignIds: readonly string[],
  actorRef?: WebhookActorRef,
): Promise<{ campaigns: Map<string, CampaignContext>; actor: WebhookActor | null }> {
  if (campaignIds.length === 0) return { campaigns: new Map(), actor: actorOf(actorRef, null) };
  const rows = await tx
    .select({ ...campaignColumns, ...clientColumns, actorName: actorNameColumn(actorRef) })
    .from(campaigns)
    .innerJoin(clients, eq(clients.id, campaigns.clientId))
    .where(inArray(campaigns.id, [...campaignIds]));
  const contexts = new Map<string, CampaignContext>();
  for (const row of rows) {
    contexts.set(row.campaignId, {
      client: clientRefOf(row, env),
      campaign: campaignRefOf(row, env),
      counts: countsOf(row),
    });
  }
  return { campaigns: contexts, actor: actorOf(actorRef, rows[0]?.actorName ?? null) };
}

export interface ClientContext {
  client: WebhookClientRef & { email: string };
}

/** One client with its e-mail, and the actor: one statement (null: no such client). */
export async function readClientContext(
  tx: Executor,
  env: WebhookEnv,
  clientId: string,
  actorRef: WebhookActorRef,
): Promise<{ client: ClientContext['client']; actor: WebhookActor } | null> {
  const [row] = await tx
    .select({ ...clientColumns, email: clients.email, actorName: actorNameColumn(actorRef) })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!row) return null;
  return {
    client: { ...clientRefOf(row, env), email: row.email },
    actor: actorOf(actorRef, row.actorName)!,
  };
}
