/** GET /api/client/publishing: the 'Publicar hoy' checklist of the signed-in client. */
import { z } from 'zod';
import { APPROVAL_STATES } from '../../approvals/approval-state';
import { StoryMedia } from '../../media/story-media';
import { RawStickerInfo } from './campaigns';
import { Instant, IsoDate, Today } from './common';
import { StoryStatusSchema } from './stories';

/** How many overdue stories the checklist carries at most (the oldest beyond it are on 'Pendientes'). */
export const PUBLISHING_OVERDUE_LIMIT = 30;

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
  stickerInfo: RawStickerInfo,
  notes: z.string().nullable(),
  isPosted: z.boolean(),
  postedAt: Instant.nullable(),
  status: StoryStatusSchema,
  /** The sticker and note steps to tick before posting. */
  checklist: z.array(ChecklistItemSchema),
  media: z.array(StoryMedia),
  /** Its approval by the client (approval-state.ts), and whether its campaign needs it before «Marcar publicada». */
  approval: z.enum(APPROVAL_STATES),
  requiresApproval: z.boolean(),
});
export type PublishingStory = z.infer<typeof PublishingStory>;

/**
 * Overdue stories (not posted, before today, the most recent PUBLISHING_OVERDUE_LIMIT), then today's and
 * tomorrow's (posted or not), each in publishing order (src/shared/domain/publishing-order.ts). Campaigns on
 * hold (paused, draft) are left out. Tomorrow's are there so that the phone has them offline.
 */
export const PublishingResponse = z.object({
  today: Today,
  tomorrow: IsoDate,
  overdueTotal: z.number().int(),
  stories: z.array(PublishingStory),
});
export type PublishingResponse = z.infer<typeof PublishingResponse>;
