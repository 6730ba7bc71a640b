import { z } from 'zod';
import { isIsoDate } from '../dates';
import {
  TEMPLATE_DESCRIPTION_MAX_LENGTH,
  TEMPLATE_NAME_MAX_LENGTH,
  TEMPLATE_UI_TEXTS,
} from '../templates/template-texts';
import { TEMPLATE_VALUE_MAX_LENGTH } from '../templates/template-variables';
import { multiLineString } from '../text/multi-line';
import { singleLineString } from '../text/single-line';

/**
 * Campaign templates (issue 33 §2): a campaign file (the JSON import format) whose texts may use variables
 * ({marca}, {producto}…: src/shared/templates/template-variables.ts), saved from a campaign or given as a file, and
 * used to make a campaign for a client from a first day with the variables' values.
 */

const nameField = singleLineString({ error: TEMPLATE_UI_TEXTS.nameRequired })
  .trim()
  .min(1, TEMPLATE_UI_TEXTS.nameRequired)
  .max(TEMPLATE_NAME_MAX_LENGTH, TEMPLATE_UI_TEXTS.nameTooLong);
const descriptionField = multiLineString()
  .trim()
  .max(TEMPLATE_DESCRIPTION_MAX_LENGTH, TEMPLATE_UI_TEXTS.descriptionTooLong);
const isoDate = z
  .string('Indica una fecha de inicio válida (aaaa-mm-dd)')
  .refine((value) => isIsoDate(value), 'Indica una fecha de inicio válida (aaaa-mm-dd)');

export const TemplateSummary = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  dayCount: z.number().int(),
  storyCount: z.number().int(),
  /** The variables its texts use, in the list's order. */
  variables: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TemplateSummary = z.infer<typeof TemplateSummary>;

export const TemplateList = z.object({ templates: z.array(TemplateSummary) }).meta({ id: 'TemplateList' });
export type TemplateList = z.infer<typeof TemplateList>;

/** One template with its content (a campaign file with variables) for the preview and the form. */
export const TemplateDetail = TemplateSummary.extend({
  content: z.record(z.string(), z.unknown()),
}).meta({ id: 'TemplateDetail' });
export type TemplateDetail = z.infer<typeof TemplateDetail>;

/** POST /api/admin/templates: a template from a campaign file (with variables). */
export const CreateTemplateBody = z
  .object({
    name: nameField,
    description: descriptionField.optional(),
    content: z.record(z.string(), z.unknown(), { error: TEMPLATE_UI_TEXTS.contentRequired }),
  })
  .strict()
  .meta({ id: 'CreateTemplateBody' });
export type CreateTemplateBody = z.infer<typeof CreateTemplateBody>;

/** POST /api/admin/campaigns/{id}/template: «Guardar como plantilla». */
export const SaveAsTemplateBody = z
  .object({
    name: nameField,
    description: descriptionField.optional(),
    /** Write {marca} wherever the campaign names its client's brand (default), and {enlace} for its landing page. */
    useVariables: z.boolean({ error: 'useVariables debe ser true o false' }).default(true),
  })
  .strict()
  .meta({ id: 'SaveAsTemplateBody' });
export type SaveAsTemplateBody = z.output<typeof SaveAsTemplateBody>;

/** PATCH /api/admin/templates/{id}: rename, or change the description (empty clears it). */
export const UpdateTemplateBody = z
  .object({
    name: nameField.optional(),
    description: descriptionField
      .nullish()
      .transform((value) => (value === undefined ? undefined : value ? value : null)),
  })
  .strict()
  .refine((body) => body.name !== undefined || body.description !== undefined, {
    message: TEMPLATE_UI_TEXTS.nothingToChange,
  })
  .meta({ id: 'UpdateTemplateBody' });
export type UpdateTemplateBody = z.output<typeof UpdateTemplateBody>;

/** POST /api/admin/templates/{id}/campaigns: «Nueva campaña desde plantilla». */
export const UseTemplateBody = z
  .object({
    clientId: z.uuid({ error: 'Elige el cliente de la campaña' }),
    startDate: isoDate,
    values: z
      .record(z.string(), z.string().max(TEMPLATE_VALUE_MAX_LENGTH * 4))
      .refine((values) => Object.keys(values).length <= 50, 'Demasiados valores')
      .default({}),
  })
  .strict()
  .meta({ id: 'UseTemplateBody' });
export type UseTemplateInput = z.input<typeof UseTemplateBody>;
export type UseTemplateBody = z.output<typeof UseTemplateBody>;
