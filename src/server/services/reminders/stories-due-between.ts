import { type SQL, sql } from 'drizzle-orm';
import {
  type ApprovalState,
  approvalStateOf,
  canMarkPublished,
  type StoredApprovalStatus,
  storyRequiresApproval,
} from '../../../shared/approvals/approval-state';
import { addDaysIso } from '../../../shared/dates';
import { storyDueInstant } from '../../../shared/domain/due-instant';
import { isCampaignEnded } from '../../../shared/domain/lateness';
import { clientTimeZone } from '../../../shared/time-zones';
import type { Executor } from '../../db/client';
import { selectRows } from '../../db/unnest-columns';

/** A story of an active client's active campaign (unpublished unless asked), with its due instant in its client's zone. */
export interface DueStory {
  storyId: string;
  storyNumber: number;
  storyTitle: string;
  copyText: string;
  timeBlock: string | null;
  dayId: string;
  dayOrder: number;
  dayTitle: string;
  dayDate: string;
  campaignId: string;
  campaignTitle: string;
  /** Its campaign's last date (yyyy-mm-dd): once past in the client's zone, no more reminders (isStillRunning). */
  campaignEndDate: string;
  clientId: string;
  clientName: string;
  brandName: string;
  /** The client's effective IANA zone. */
  timeZone: string;
  dueAt: Date;
  /** The due date on the client's wall calendar (its scheduled date, else its day's). */
  dueDate: string;
  /** Always false unless `includePosted` was asked. */
  isPosted: boolean;
  /** When it was marked published, as the driver gives it (text; `new Date(…)` reads it); null unless posted. */
  postedAt: string | null;
  /** Marked «No se publicará»: always false unless `includePosted` was asked (skipped stories send no reminders). */
  isSkipped: boolean;
  skipReason: string | null;
  /** Its approval as screens show it (approval-state.ts). */
  approval: ApprovalState;
  /** Its campaign requires approval and the client has not approved it (reminders say so). */
  awaitingApproval: boolean;
}

interface Row {
  storyId: string;
  storyNumber: number;
  storyTitle: string;
  copyText: string;
  timeBlock: string | null;
  scheduledDate: string | null;
  scheduledTime: string | null;
  dayId: string;
  dayOrder: number;
  dayTitle: string;
  dayDate: string;
  campaignId: string;
  campaignTitle: string;
  /** Its campaign's last date (yyyy-mm-dd): once past in the client's zone, no more reminders (isStillRunning). */
  campaignEndDate: string;
  clientId: string;
  clientName: string;
  brandName: string;
  timeZone: string | null;
  isPosted: boolean;
  postedAt: string | null;
  isSkipped: boolean;
  skipReason: string | null;
  approvalStatus: StoredApprovalStatus | null;
  requiresApproval: boolean;
  approvalRequiredFrom: string | null;
}

/**
 * Any zone's wall date is within a day of the UTC date (offsets run from −12 to +14 hours). A story's due date is
 * its scheduled date when it has one (the second branch of the query finds it), else its day's date (the first).
 */
const DATE_MARGIN_DAYS = 1;

/**
 * The stories still to publish, neither posted nor skipped (with `includePosted`, the published and skipped ones too:
 * the board counts and shows a day's stories) of
 * active clients' active campaigns whose due instant (storyDueInstant, in each client's zone) falls in
 * [from, to), earliest first. One query over the calendar dates that can hold such an instant in any zone
 * (campaign_days_date_idx, stories_scheduled_date_idx), then the exact instant in TypeScript with the shared rule,
 * so the planner, the agency's board and the client's screens agree to the minute, daylight-saving changes
 * included.
 */
export async function storiesDueBetween(
  db: Executor,
  {
    from,
    to,
    agencyTimeZone,
    includePosted = false,
  }: { from: Date; to: Date; agencyTimeZone: string; includePosted?: boolean },
): Promise<DueStory[]> {
  const first = addDaysIso(from.toISOString().slice(0, 10), -DATE_MARGIN_DAYS);
  const last = addDaysIso(to.toISOString().slice(0, 10), DATE_MARGIN_DAYS);
  const rows = await selectRows<Row>(
    db,
    sql`with candidates as (
            select s.id from campaign_days d join stories s on s.campaign_day_id = d.id
             where d.date between ${first} and ${last}
            union
            select s.id from stories s where s.scheduled_date between ${first} and ${last}
          )
          ${dueStoryColumns}
          from candidates c
          join stories s on s.id = c.id
          ${dueStoryJoins}
         where ${includePosted ? sql`true` : sql`not s.is_posted and s.skipped_at is null and ${notAutoPublishing}`}`,
  );
  return withDueInstants(rows, agencyTimeZone)
    .filter((story) => story.dueAt >= from && story.dueAt < to)
    .sort(byDueInstant);
}

/**
 * The story is not one the panel is publishing itself (issue 32): no reminder or agency alert while «Publicar
 * automáticamente» is under way; a fallback brings them back.
 */
const notAutoPublishing = sql`not exists (select 1 from story_auto_publish ap
            where ap.story_id = s.id and ap.state in ('scheduled', 'waiting', 'publishing'))`;

type ByIdsOptions = { tx: Executor; ids: readonly string[]; agencyTimeZone: string };

/**
 * The given stories as they are now, when each is still unpublished in an active campaign of an active client
 * (a reminder's last check before it is sent). The campaign rows are locked FOR SHARE: a story being marked
 * published commits before this read or waits until the caller's transaction ends.
 */
export function unpublishedStoriesByIds(options: ByIdsOptions): Promise<DueStory[]> {
  return dueStoriesByIds(
    options,
    sql`not s.is_posted and s.skipped_at is null and ${notAutoPublishing}`,
    sql`for share of ca`,
  );
}

/**
 * The given stories as they are now, when each is published, still has no numbers (story_results) and is in an active
 * campaign of an active client: the results reminder's last check. The story rows are locked FOR SHARE, so an
 * «unmark published» commits before this read or waits for the caller's transaction.
 */
export function postedStoriesWithoutResultsByIds(options: ByIdsOptions): Promise<DueStory[]> {
  return dueStoriesByIds(
    options,
    sql`s.is_posted and not exists (select 1 from story_results r where r.story_id = s.id)`,
    sql`for share of s`,
  );
}

/** The given stories that meet `condition`, read with `lock`, earliest due first. */
async function dueStoriesByIds(
  { tx, ids, agencyTimeZone }: ByIdsOptions,
  condition: SQL,
  lock: SQL,
): Promise<DueStory[]> {
  if (ids.length === 0) return [];
  const rows = await selectRows<Row>(
    tx,
    sql`${dueStoryColumns}
          from stories s
          ${dueStoryJoins}
         where s.id in (${sql.join(
           ids.map((id) => sql`${id}::uuid`),
           sql`, `,
         )}) and ${condition}
         ${lock}`,
  );
  return withDueInstants(rows, agencyTimeZone).sort(byDueInstant);
}

const dueStoryColumns = sql`select s.id as "storyId", s.story_number as "storyNumber", s.title as "storyTitle",
               s.copy_text as "copyText", s.time_block as "timeBlock",
               s.scheduled_date::text as "scheduledDate", s.scheduled_time as "scheduledTime",
               d.id as "dayId", d.day_order as "dayOrder", d.title as "dayTitle", d.date::text as "dayDate",
               ca.id as "campaignId", ca.title as "campaignTitle", ca.end_date::text as "campaignEndDate",
               cl.id as "clientId", cl.name as "clientName", cl.brand_name as "brandName",
               cl.time_zone as "timeZone", s.is_posted as "isPosted", s.posted_at::text as "postedAt",
               s.skipped_at is not null as "isSkipped", s.skip_reason as "skipReason",
               sa.status as "approvalStatus", ca.requires_approval as "requiresApproval",
               ca.approval_required_from::text as "approvalRequiredFrom"`;

const dueStoryJoins = sql`join campaign_days d on d.id = s.campaign_day_id
          join campaigns ca on ca.id = d.campaign_id and ca.status = 'active'
          join clients cl on cl.id = ca.client_id and cl.status = 'active'
          left join story_approvals sa on sa.story_id = s.id`;

/** The due instant of each row; stories share a few dates, times and zones, so each distinct one is computed once. */
function withDueInstants(rows: readonly Row[], agencyTimeZone: string): DueStory[] {
  const instants = new Map<string, Date>();
  return rows.map((row) => {
    const timeZone = clientTimeZone(row.timeZone, agencyTimeZone);
    const wallKey = `${row.scheduledDate ?? row.dayDate} ${row.scheduledTime ?? ''} ${row.timeBlock ?? ''} ${timeZone}`;
    let dueAt = instants.get(wallKey);
    if (!dueAt) {
      dueAt = storyDueInstant(row, timeZone);
      instants.set(wallKey, dueAt);
    }
    const {
      scheduledDate,
      scheduledTime: _time,
      timeZone: _zone,
      approvalStatus,
      approvalRequiredFrom: _from,
      ...rest
    } = row;
    // Approval turned on mid-campaign «desde mañana» does not hold back stories due before that date.
    const requiresApproval = storyRequiresApproval(row, row);
    const approval = approvalStateOf(approvalStatus, requiresApproval);
    return {
      ...rest,
      requiresApproval,
      timeZone,
      dueAt,
      dueDate: scheduledDate ?? row.dayDate,
      approval,
      awaitingApproval: !canMarkPublished(approval, requiresApproval),
    };
  });
}

const byDueInstant = (a: DueStory, b: DueStory) =>
  a.dueAt.getTime() - b.dueAt.getTime() || a.storyNumber - b.storyNumber;

/**
 * False for a story of a campaign whose end date has passed in its client's zone at `now` (issue 29): its leftovers
 * stay folded on the brand's screens and no reminder, digest line or agency alert is sent for them any more.
 */
export function isStillRunning(now: Date): (story: DueStory) => boolean {
  return (story) => !isCampaignEnded(story.campaignEndDate, story.timeZone, now);
}
