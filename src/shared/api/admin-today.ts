/**
 * The agency's «Hoy» board (GET /api/admin/today) and the delivery log of a campaign's stories
 * (GET /api/admin/campaigns/{id}/deliveries): request and response shapes shared by the API and the web.
 * Instants are ISO 8601 in UTC; each client's local date and time are computed by the server in its zone.
 */
import { z } from 'zod';
import { APPROVAL_STATES } from '../approvals/approval-state';
import { RECENT_LATE_WINDOW_HOURS } from '../domain/lateness';
import { BOARD_DEFAULT_HOURS, BOARD_MAX_HOURS } from '../notifications/defaults';
import {
  DELIVERY_CHANNEL_LABELS,
  DELIVERY_CHANNELS,
  DELIVERY_KINDS,
  DELIVERY_STATUS_LABELS,
  DELIVERY_STATUSES,
  type DeliveryChannel,
  type DeliveryKind,
  type DeliveryStatus,
} from '../notifications/delivery-log';
import { StoryProof } from '../proofs/story-proof';
import { Instant, IsoDate } from './client-area/common';
import { urlInteger } from './url-integer';

export type { DeliveryChannel, DeliveryKind, DeliveryStatus };
export {
  BOARD_DEFAULT_HOURS,
  BOARD_MAX_HOURS,
  DELIVERY_CHANNEL_LABELS,
  DELIVERY_CHANNELS,
  DELIVERY_KINDS,
  DELIVERY_STATUS_LABELS,
  DELIVERY_STATUSES,
};
/**
 * «Atrasadas» looks back this far: an abandoned campaign from last month does not swamp the board. The same
 * window as the brand's recent lateness (src/shared/domain/lateness.ts): one rule on both sides.
 */
export const BOARD_OVERDUE_LOOKBACK_HOURS = RECENT_LATE_WINDOW_HOURS;
/** Each list is capped (200 clients × 30 stories a day stay well under it in 24 hours). */
export const BOARD_LIST_LIMIT = 500;
/** The delivery log of a campaign answers its newest rows, at most this many. */
export const DELIVERY_LOG_LIMIT = 500;

export const ADMIN_TODAY_TEXTS = {
  invalidHours: `Las horas deben ser un número entero entre 1 y ${BOARD_MAX_HOURS}`,
} as const;

export const AdminTodayQuery = z.object({
  hours: urlInteger({ min: 1, max: BOARD_MAX_HOURS, message: ADMIN_TODAY_TEXTS.invalidHours })
    .optional()
    .default(BOARD_DEFAULT_HOURS),
});
export type AdminTodayQuery = z.output<typeof AdminTodayQuery>;

const BoardClient = z.object({
  id: z.string(),
  name: z.string(),
  brandName: z.string(),
  /** The client's effective IANA zone (its own, else APP_TIMEZONE). */
  timeZone: z.string(),
});

/** One story on the board, with where it lives and when it is due in its client's zone. */
export const BoardStory = z
  .object({
    story: z.object({ id: z.string(), number: z.number().int(), title: z.string() }),
    day: z.object({ id: z.string(), order: z.number().int(), title: z.string() }),
    campaign: z.object({ id: z.string(), title: z.string() }),
    client: BoardClient,
    dueAt: Instant,
    /** The due date on the client's wall calendar. */
    localDate: IsoDate,
    /** The due time on the client's wall clock, HH:mm. */
    localTime: z.string().regex(/^\d{2}:\d{2}$/),
    /** The story on the admin campaign screen (path and query). */
    href: z.string(),
    /** Its approval by the client ('not_requested' when nobody asked and its campaign does not require it). */
    approval: z.enum(APPROVAL_STATES),
  })
  .meta({ id: 'BoardStory' });
export type BoardStory = z.infer<typeof BoardStory>;

export const OverdueBoardStory = BoardStory.extend({
  /** Whole minutes since it was due. */
  overdueMinutes: z.number().int(),
}).meta({ id: 'OverdueBoardStory' });
export type OverdueBoardStory = z.infer<typeof OverdueBoardStory>;

/** A story of the board's window marked «No se publicará»: shown apart, never as overdue or upcoming. */
export const SkippedBoardStory = BoardStory.extend({
  /** The reason given when it was skipped, if any. */
  skipReason: z.string().nullable(),
}).meta({ id: 'SkippedBoardStory' });
export type SkippedBoardStory = z.infer<typeof SkippedBoardStory>;

/** A story of the board's window already published, with its proof of posting and whether it has numbers. */
export const PublishedBoardStory = BoardStory.extend({
  postedAt: Instant,
  proof: StoryProof.nullable(),
  hasResults: z.boolean(),
}).meta({ id: 'PublishedBoardStory' });
export type PublishedBoardStory = z.infer<typeof PublishedBoardStory>;

/** A client with a story of its local today overdue by AGENCY_ALERT_AFTER_MINUTES or more. */
export const ClientAtRisk = z
  .object({
    client: BoardClient,
    /** The client's local today. */
    today: IsoDate,
    /**
     * Today's stories (published, skipped or not), those still to publish (neither published nor «No se
     * publicará»), and those of them past their time.
     */
    totalToday: z.number().int(),
    pendingToday: z.number().int(),
    /** Today's stories marked «No se publicará». */
    skippedToday: z.number().int(),
    overdueToday: z.number().int(),
    /** Of those, overdue by the alert threshold or more. */
    alertedToday: z.number().int(),
    /** Today's longest-overdue story. */
    oldestOverdue: OverdueBoardStory,
  })
  .meta({ id: 'ClientAtRisk' });
export type ClientAtRisk = z.infer<typeof ClientAtRisk>;

export const AdminTodayResponse = z
  .object({
    generatedAt: Instant,
    /** APP_TIMEZONE: a client's local time is shown with its zone when it differs. */
    agencyTimeZone: z.string(),
    hours: z.number().int(),
    /** AGENCY_ALERT_AFTER_MINUTES: the at-risk threshold. */
    alertAfterMinutes: z.number().int(),
    /** Due before now (within BOARD_OVERDUE_LOOKBACK_HOURS) and unpublished, most overdue first. */
    overdue: z.array(OverdueBoardStory),
    /** How many overdue stories there are in all (the list holds at most BOARD_LIST_LIMIT). */
    overdueTotal: z.number().int(),
    /** Due from now to now + hours, unpublished, soonest first. */
    upcoming: z.array(BoardStory),
    /** How many stories fall due in the window in all (the list holds at most BOARD_LIST_LIMIT). */
    upcomingTotal: z.number().int(),
    /**
     * Stories due in the board's window (the lookback to the next 24 h) marked «No se publicará», soonest first:
     * neither overdue nor upcoming, at most BOARD_LIST_LIMIT.
     */
    skipped: z.array(SkippedBoardStory),
    /**
     * Stories due in the board's window (the lookback to now) already published, the latest due first, with their
     * proof of posting (issue 31 §1) and whether their numbers were entered; at most BOARD_LIST_LIMIT.
     */
    published: z.array(PublishedBoardStory),
    /** Most at risk first: most stories past the threshold, then the longest overdue. */
    clientsAtRisk: z.array(ClientAtRisk),
  })
  .meta({ id: 'AdminTodayResponse' });
export type AdminTodayResponse = z.infer<typeof AdminTodayResponse>;

// --- GET /api/admin/campaigns/{id}/deliveries ---------------------------------------------------------

export const StoryDelivery = z
  .object({
    id: z.string(),
    storyId: z.string(),
    kind: z.enum(DELIVERY_KINDS),
    channel: z.enum(DELIVERY_CHANNELS),
    status: z.enum(DELIVERY_STATUSES),
    /** The due instant the reminder was for. */
    dueAt: Instant,
    sentAt: Instant.nullable(),
    /** Why it failed or was skipped, or how many devices took it. */
    detail: z.string().nullable(),
    createdAt: Instant,
  })
  .meta({ id: 'StoryDelivery' });
export type StoryDelivery = z.infer<typeof StoryDelivery>;

export const CampaignDeliveriesResponse = z
  .object({
    /** The campaign's client's effective zone (times are shown in it). */
    timeZone: z.string(),
    /** Newest first, at most DELIVERY_LOG_LIMIT. */
    deliveries: z.array(StoryDelivery),
  })
  .meta({ id: 'CampaignDeliveriesResponse' });
export type CampaignDeliveriesResponse = z.infer<typeof CampaignDeliveriesResponse>;
