/**
 * Rescheduling: a story's time (PATCH /api/stories/{id}/time: the admin, or the client on its own stories) and a
 * whole campaign's dates (POST /api/admin/campaigns/{id}/move). Reminders, the calendar feed and the agency's board
 * follow at once: they are computed from the stored times (decision 019).
 */
import { z } from 'zod';
import { isIsoDate } from '../dates';

export const SCHEDULE_MESSAGES = {
  timeInvalid: 'Indica una hora con el formato HH:MM',
  dateInvalid: 'Indica una fecha válida (aaaa-mm-dd)',
  sameDate: 'La campaña ya empieza ese día',
} as const;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A wall time in the client's zone, or null to follow the story's time block (the documented table). */
export const UpdateStoryTimeBody = z
  .object({
    scheduledTime: z
      .string(SCHEDULE_MESSAGES.timeInvalid)
      .regex(HH_MM, SCHEDULE_MESSAGES.timeInvalid)
      .nullable(),
  })
  .meta({ id: 'UpdateStoryTimeBody' });
export type UpdateStoryTimeBody = z.infer<typeof UpdateStoryTimeBody>;

export const UpdateStoryTimeResponse = z.object({
  story: z.object({
    id: z.string(),
    scheduledDate: z.string().nullable(),
    scheduledTime: z.string().nullable(),
    timeBlock: z.string().nullable(),
    /** The new due instant (ISO), in the client's zone's reading of the date and time. */
    dueAt: z.string(),
  }),
});
export type UpdateStoryTimeResponse = z.infer<typeof UpdateStoryTimeResponse>;

/** The campaign's new first day: every day and every story's scheduled date shift by the same number of days. */
export const MoveCampaignBody = z
  .object({
    startDate: z
      .string(SCHEDULE_MESSAGES.dateInvalid)
      .refine((value) => isIsoDate(value), SCHEDULE_MESSAGES.dateInvalid),
  })
  .meta({ id: 'MoveCampaignBody' });
export type MoveCampaignBody = z.infer<typeof MoveCampaignBody>;

export const MovedCampaignResponse = z.object({
  campaign: z.object({
    id: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    /** Days moved (negative: earlier). */
    shiftedDays: z.number().int(),
  }),
});
export type MovedCampaignResponse = z.infer<typeof MovedCampaignResponse>;
