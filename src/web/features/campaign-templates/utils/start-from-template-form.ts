import { UseTemplateBody, type UseTemplateInput } from '@shared/api/campaign-templates';
import { isIsoDate } from '@shared/dates';
import { fillTemplate } from '@shared/templates/fill-template';
import { z } from 'zod';

/** The form of «Nueva campaña desde plantilla»: the select's client, the date input's text and one text per variable. */
export interface StartFromTemplateFormValues {
  clientId: string;
  startDate: string;
  /** One entry per variable the agency types (none for `{fecha_inicio}` / `{fecha_fin}`). */
  values: Record<string, string>;
}

/**
 * The form's schema for one template: the client and the first day by the API's own body schema (its messages), then
 * the values by fillTemplate, the function the server fills the template with, so a missing or invalid value shows
 * under its field (`values.enlace`) with the server's words. The template's own problems (and what the importer
 * would refuse once filled) are left to the server, whose answer lists them. Its output is the request's body.
 */
export function startFromTemplateForm(content: unknown) {
  return z
    .object({ clientId: z.string(), startDate: z.string(), values: z.record(z.string(), z.string()) })
    .transform((form, ctx): UseTemplateInput => {
      const values = Object.fromEntries(
        Object.entries(form.values).map(([name, value]) => [name, value.trim()]),
      );
      const body = { clientId: form.clientId, startDate: form.startDate, values };
      let isValid = true;
      const parsed = UseTemplateBody.safeParse(body);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
        }
        isValid = false;
      }
      if (isIsoDate(body.startDate)) {
        const filled = fillTemplate(content, { startDate: body.startDate, values });
        for (const problem of filled.ok ? [] : filled.problems) {
          if (!problem.path.startsWith('values.')) continue;
          ctx.addIssue({ code: 'custom', path: problem.path.split('.'), message: problem.message });
          isValid = false;
        }
      }
      return isValid ? body : z.NEVER;
    });
}
