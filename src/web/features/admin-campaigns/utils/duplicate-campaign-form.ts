import { DuplicateCampaignBody } from '@shared/campaigns/duplicate-campaign';
import { DUPLICATE_LIMITS } from '@shared/campaigns/duplicate-texts';
import { z } from 'zod';
import { DUPLICATE_DIALOG_TEXTS, MIN_REPEATED_COPIES } from './duplicate-campaign-texts';

/** The body's paths that the form holds under another name (`repeat.count` is the «Número de copias» field). */
const FORM_FIELD_OF: Record<string, string> = { 'repeat.count': 'count', 'repeat.every': 'every' };

/**
 * The «Duplicar campaña» form: the select's and the number input's strings, and «Repetir» as 'none' | 'week' |
 * 'month'. Its output is the API's body (without the request key), checked by the API's own schema, so the
 * browser refuses what the server would refuse with the same message, on the field that holds it.
 */
export const DuplicateCampaignForm = z
  .object({
    clientId: z.string(),
    startDate: z.string(),
    title: z.string(),
    timeShiftMinutes: z.string(),
    every: z.enum(['none', 'week', 'month']),
    count: z.string(),
    notifyClient: z.boolean(),
  })
  .transform(({ every, count, timeShiftMinutes, ...values }, ctx): DuplicateCampaignBody => {
    let repeat: DuplicateCampaignBody['repeat'];
    if (every !== 'none') {
      const copies = Number(count.trim());
      if (
        count.trim() === '' ||
        !Number.isInteger(copies) ||
        copies < MIN_REPEATED_COPIES ||
        copies > DUPLICATE_LIMITS.maxCopies
      ) {
        ctx.addIssue({ code: 'custom', path: ['count'], message: DUPLICATE_DIALOG_TEXTS.countInvalid });
        return z.NEVER;
      }
      repeat = { every, count: copies };
    }
    const parsed = DuplicateCampaignBody.safeParse({
      ...values,
      timeShiftMinutes: Number(timeShiftMinutes),
      ...(repeat ? { repeat } : {}),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = issue.path.join('.');
        ctx.addIssue({ code: 'custom', path: [FORM_FIELD_OF[path] ?? path], message: issue.message });
      }
      return z.NEVER;
    }
    return parsed.data;
  });
export type DuplicateCampaignFormValues = z.input<typeof DuplicateCampaignForm>;
