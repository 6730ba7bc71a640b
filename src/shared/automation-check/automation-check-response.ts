import { z } from 'zod';
import { FINDING_CODES } from './types';

/** GET /api/campaigns/{id}/automation-check: the findings of «Revisar automatizaciones» (issue 33 §4). */
export const AutomationCheckResponse = z
  .object({
    campaign: z.object({ id: z.string(), title: z.string() }),
    findings: z.array(
      z.object({
        code: z.enum(FINDING_CODES),
        severity: z.enum(['error', 'warning']),
        storyId: z.string().nullable(),
        where: z.string(),
        message: z.string(),
      }),
    ),
    errors: z.number().int(),
    warnings: z.number().int(),
  })
  .meta({ id: 'AutomationCheckResponse' });
export type AutomationCheckResponse = z.infer<typeof AutomationCheckResponse>;
