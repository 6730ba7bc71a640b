import { eq, sql } from 'drizzle-orm';
import ical, { type ICalCalendar, ICalEventStatus } from 'ical-generator';
import { CALENDAR_TEXTS } from '../../../shared/api/client-area/calendar';
import {
  APPROVAL_STATE_LABELS,
  approvalStateOf,
  type StoredApprovalStatus,
} from '../../../shared/approvals/approval-state';
import { addDaysIso, todayInTimeZone } from '../../../shared/dates';
import { storyDueInstant } from '../../../shared/domain/due-instant';
import { publishingChecklist } from '../../../shared/domain/publishing-checklist';
import { STORY_SKIP_TEXTS, skippedSummary } from '../../../shared/domain/story-skip';
import { clientTimeZone } from '../../../shared/time-zones';
import type { Executor } from '../../db/client';
import { clients } from '../../db/schema/clients';
import { selectRows } from '../../db/unnest-columns';
import type { Env } from '../../env';
import { AppError } from '../../errors/app-error';
import { storyEventUid, storyUrl } from './calendar-links';

/** How long each story's event lasts in the calendar: a slot to post it, not a meeting. */
export const STORY_EVENT_MINUTES = 15;
/** Campaigns that ended more than this many days ago (in the client's zone) are left out of the feed. */
export const FEED_PAST_CAMPAIGN_DAYS = 90;
/** A hint to calendar apps (REFRESH-INTERVAL, X-PUBLISHED-TTL); most poll at their own pace anyway. */
const FEED_REFRESH_SECONDS = 60 * 60;

type FeedEnv = Pick<Env, 'PUBLIC_URL' | 'APP_TIMEZONE'>;

interface FeedStoryRow {
  storyId: string;
  storyTitle: string;
  copyText: string;
  notes: string | null;
  stickerInfo: unknown;
  timeBlock: string | null;
  scheduledDate: string | null;
  scheduledTime: string | null;
  isPosted: boolean;
  /** Marked «No se publicará»: the event is cancelled (STATUS:CANCELLED), with its reason. */
  isSkipped: boolean;
  skipReason: string | null;
  /** Its approval, and whether its campaign requires one for it (from approval_required_from on). */
  approvalStatus: StoredApprovalStatus | null;
  requiresApproval: boolean;
  updatedAt: Date | string;
  dayTitle: string;
  dayDate: string;
  campaignId: string;
  campaignTitle: string;
}

/** The client a token opens, when the token is current and the client active; NOT_FOUND otherwise. */
async function findFeedClient(db: Executor, token: string) {
  const [client] = await db
    .select({
      id: clients.id,
      brandName: clients.brandName,
      timeZone: clients.timeZone,
      status: clients.status,
    })
    .from(clients)
    .where(eq(clients.calendarToken, token));
  if (client?.status !== 'active') throw new AppError('NOT_FOUND', CALENDAR_TEXTS.feedNotFound);
  return client;
}

/**
 * Every story of the client's live campaigns ('active' or 'completed': not 'paused' nor 'draft') that ended on or
 * after `since`, in one query (campaigns_client_id_created_at_id_idx, then each campaign's days and stories).
 */
function feedStories(db: Executor, clientId: string, since: string): Promise<FeedStoryRow[]> {
  return selectRows<FeedStoryRow>(
    db,
    sql`select s.id as "storyId", s.title as "storyTitle", s.copy_text as "copyText", s.notes,
               s.sticker_info as "stickerInfo", s.time_block as "timeBlock",
               s.scheduled_date::text as "scheduledDate", s.scheduled_time as "scheduledTime",
               s.is_posted as "isPosted", s.skipped_at is not null as "isSkipped", s.skip_reason as "skipReason",
               sa.status as "approvalStatus",
               (ca.requires_approval and (ca.approval_required_from is null
                 or coalesce(s.scheduled_date, d.date) >= ca.approval_required_from)) as "requiresApproval",
               greatest(s.updated_at, s.skipped_at, sa.updated_at) as "updatedAt",
               d.title as "dayTitle", d.date::text as "dayDate",
               ca.id as "campaignId", ca.title as "campaignTitle"
          from campaigns ca
          join campaign_days d on d.campaign_id = ca.id
          join stories s on s.campaign_day_id = d.id
          left join story_approvals sa on sa.story_id = s.id
         where ca.client_id = ${clientId}
           and ca.status in ('active', 'completed')
           and ca.end_date >= ${since}
         order by d.date, d.day_order, s.story_number, s.id`,
  );
}

/**
 * The event's text: the state first when it matters (skipped with its reason, or the client's approval when one was
 * asked or is required), then the copy, what to add before posting (sticker, links, mentions), and the notes.
 */
function eventDescription(row: FeedStoryRow): string {
  const parts: string[] = [];
  if (row.isSkipped) parts.push(`${skippedSummary(row.skipReason)}.`);
  const approval = approvalStateOf(row.approvalStatus, row.requiresApproval);
  if (!row.isSkipped && approval !== 'not_requested')
    parts.push(`Aprobación: ${APPROVAL_STATE_LABELS[approval]}.`);
  parts.push(row.copyText.trim());
  const checklist = publishingChecklist({ stickerInfo: row.stickerInfo, notes: row.notes });
  if (checklist.length > 0)
    parts.push(['Antes de publicar:', ...checklist.map((i) => `- ${i.text}`)].join('\n'));
  const notes = row.notes?.trim();
  if (notes) parts.push(`Notas: ${notes}`);
  return parts.filter(Boolean).join('\n\n');
}

/**
 * 'Historia 2 · Día 3 — Lanzamiento de otoño', with '✓ ' in front once the story is published, or
 * 'No se publicará: ' once it is skipped (its event is also CANCELLED).
 */
export function eventSummary(
  row: Pick<FeedStoryRow, 'storyTitle' | 'dayTitle' | 'campaignTitle' | 'isPosted'> & { isSkipped?: boolean },
) {
  const prefix = row.isPosted ? '✓ ' : row.isSkipped ? `${STORY_SKIP_TEXTS.label}: ` : '';
  return `${prefix}${row.storyTitle} · ${row.dayTitle} — ${row.campaignTitle}`;
}

/**
 * The calendar's zone for apps that show a feed in it (X-WR-TIMEZONE, a de-facto property). ical-generator writes
 * it only together with TZID-relative times, which without a VTIMEZONE would not be valid RFC 5545, so the events
 * stay in UTC and the property goes among the calendar's own, before its first component.
 */
function withTimeZoneProperty(text: string, timeZone: string): string {
  const firstEvent = text.indexOf('BEGIN:VEVENT\r\n');
  const at = firstEvent >= 0 ? firstEvent : text.lastIndexOf('END:VCALENDAR');
  return `${text.slice(0, at)}X-WR-TIMEZONE:${timeZone}\r\n${text.slice(at)}`;
}

/**
 * GET /api/calendar/{token}.ics: the client's private iCalendar feed (RFC 5545). One event per story at its due
 * instant (storyDueInstant in the client's zone, the rule every screen and reminder uses), in UTC, 15 minutes
 * long, with a UID stable across edits and a link to the story in the panel. NOT_FOUND for an unknown or revoked
 * token and for a client that is not active. Calendar apps ignore alarms in subscribed feeds: none is added.
 */
export async function buildCalendarFeed({
  db,
  env,
  token,
  now,
}: {
  db: Executor;
  env: FeedEnv;
  token: string;
  now: Date;
}): Promise<string> {
  const client = await findFeedClient(db, token);
  const timeZone = clientTimeZone(client.timeZone, env.APP_TIMEZONE);
  const since = addDaysIso(todayInTimeZone(timeZone, now), -FEED_PAST_CAMPAIGN_DAYS);
  const rows = await feedStories(db, client.id, since);

  const calendar: ICalCalendar = ical({
    name: `Stories · ${client.brandName}`,
    prodId: { company: 'Panel de Stories', product: 'Calendario', language: 'ES' },
    ttl: FEED_REFRESH_SECONDS,
  });
  for (const row of rows) {
    const start = storyDueInstant(row, timeZone);
    calendar.createEvent({
      id: storyEventUid(env, row.storyId),
      start,
      end: new Date(start.getTime() + STORY_EVENT_MINUTES * 60_000),
      stamp: now,
      lastModified: new Date(row.updatedAt),
      summary: eventSummary(row),
      ...(row.isSkipped ? { status: ICalEventStatus.CANCELLED } : {}),
      description: eventDescription(row),
      url: storyUrl({ env, campaignId: row.campaignId, storyId: row.storyId }),
    });
  }
  return withTimeZoneProperty(calendar.toString(), timeZone);
}
