/** GET /api/client/publishing: the 'Publicar hoy' checklist of the signed-in client. */
import { z } from 'zod';
import { APPROVAL_STATES } from '../../approvals/approval-state';
import { TrackedLink } from '../../links/tracked-link';
import { StoryMedia } from '../../media/story-media';
import { StorySkip } from '../story-skip';
import { RawStickerInfo } from './campaigns';
import { Instant, IsoDate, Today } from './common';
import { StoryStatusSchema } from './stories';

/**
 * How many old leftovers (late by more than RECENT_LATE_WINDOW_HOURS, or of a campaign that has ended) the
 * checklist carries at most, the most recent ones; `oldTotal` counts them all.
 */
export const PUBLISHING_OLD_LIMIT = 30;
/** Today's, recent late and tomorrow's stories are few; this bounds a campaign imported with thousands a day. */
export const PUBLISHING_WINDOW_LIMIT = 500;

/** Something a step has the brand type into Instagram (a link, a mention, a hashtag, an option…), to copy. */
export const ChecklistCopySchema = z.object({
  /** Short, visible on the button ('Enlace', '@cafe', '#blend', '«Sí»'). */
  label: z.string(),
  /** The button's accessible name ('Copiar enlace'), containing the label. */
  name: z.string(),
  value: z.string(),
});

export const ChecklistItemSchema = z.object({
  id: z.string(),
  text: z.string(),
  copies: z.array(ChecklistCopySchema),
});

/** A story to publish by hand: everything needed on the phone, in one place. */
export const PublishingStory = z.object({
  id: z.string(),
  campaignId: z.string(),
  campaignTitle: z.string(),
  dayId: z.string(),
  dayDate: IsoDate,
  dayOrder: z.number().int(),
  storyNumber: z.number().int(),
  title: z.string(),
  copyText: z.string(),
  visualDescription: z.string().nullable(),
  storyType: z.string(),
  timeBlock: z.string().nullable(),
  scheduledTime: z.string().nullable(),
  /** Scheduled time, else the block's usual hour ('HH:mm'), else null. */
  dueTime: z.string().nullable(),
  /** When it is due: storyDueInstant in the client's zone. Late from this instant (src/shared/domain/lateness.ts). */
  dueAt: Instant,
  /** Its campaign's last date: once it has passed in the client's zone, its leftovers are folded away. */
  campaignEndDate: IsoDate,
  stickerInfo: RawStickerInfo,
  notes: z.string().nullable(),
  isPosted: z.boolean(),
  postedAt: Instant.nullable(),
  /** Marked «No se publicará» (status 'skipped'), with who, when and why. */
  isSkipped: z.boolean(),
  skip: StorySkip.nullable(),
  status: StoryStatusSchema,
  /** The sticker and note steps to tick before posting. */
  checklist: z.array(ChecklistItemSchema),
  media: z.array(StoryMedia),
  /** Its approval by the client (approval-state.ts), and whether its campaign needs it before «Marcar publicada». */
  approval: z.enum(APPROVAL_STATES),
  requiresApproval: z.boolean(),
  /** The tracked short link of its link sticker (issue 31), also what the checklist's link step copies. */
  trackedLink: TrackedLink.nullable(),
});
export type PublishingStory = z.infer<typeof PublishingStory>;

/**
 * The stories of the client's active campaigns (completed, paused and draft ones are left out), in publishing order
 * (src/shared/domain/publishing-order.ts): today's (posted or not), the unpublished ones late by at most
 * RECENT_LATE_WINDOW_HOURS, the most recent PUBLISHING_OLD_LIMIT old leftovers, and tomorrow's (there so that the
 * phone has them offline). The screen groups them with storyLateness() at `now` in `timeZone`.
 */
export const PublishingResponse = z.object({
  /** Today in the client's zone at `now`. */
  today: Today,
  tomorrow: IsoDate,
  /** The server's clock when it answered: the web reckons lateness from it, never from the phone's own clock. */
  now: Instant,
  /** The client's effective IANA zone (its own, else APP_TIMEZONE). */
  timeZone: z.string(),
  /** Old leftovers in all (`stories` holds the most recent PUBLISHING_OLD_LIMIT of them). */
  oldTotal: z.number().int(),
  stories: z.array(PublishingStory),
});
export type PublishingResponse = z.infer<typeof PublishingResponse>;
