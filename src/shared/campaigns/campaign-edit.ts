import { z } from 'zod';
import { APPROVAL_START_CHOICES } from '../approvals/approval-state';
import { IMPORT_TEXT_LIMITS } from '../campaign-import/field-limits';
import { CAMPAIGN_STATUSES } from '../domain/statuses';
import { multiLineString } from '../text/multi-line';
import { singleLineString } from '../text/single-line';
import { CAMPAIGN_EDIT_TEXTS } from './campaign-edit-texts';

const titleField = singleLineString({ error: CAMPAIGN_EDIT_TEXTS.titleRequired })
  .trim()
  .min(1, CAMPAIGN_EDIT_TEXTS.titleRequired)
  .max(IMPORT_TEXT_LIMITS.campaignTitle, CAMPAIGN_EDIT_TEXTS.titleTooLong);
const descriptionField = multiLineString()
  .trim()
  .max(IMPORT_TEXT_LIMITS.description, CAMPAIGN_EDIT_TEXTS.descriptionTooLong);
const statusField = z.enum(CAMPAIGN_STATUSES, { error: CAMPAIGN_EDIT_TEXTS.invalidStatus });

/** The edit form: every field present (an empty description clears it), the same rules as the API. */
export const CampaignEditForm = z.object({
  title: titleField,
  description: descriptionField,
  status: statusField,
  requiresApproval: z.boolean(),
  /** When approval is turned on for a campaign that has begun: from the client's tomorrow (the default) or now. */
  approvalFrom: z.enum(APPROVAL_START_CHOICES),
});
export type CampaignEditFormValues = z.input<typeof CampaignEditForm>;

/**
 * PATCH /api/admin/campaigns/{id}: what the agency may change of a campaign after the import. Title (one line, as
 * in the import), description (multi-line; empty clears it), status, and whether stories need the client's approval
 * before «Marcar publicada» (and from when); at least one of them.
 */
export const UpdateCampaignBody = z
  .object({
    title: titleField.optional(),
    description: descriptionField
      .nullish()
      .transform((value) => (value === undefined ? undefined : value ? value : null)),
    status: statusField.optional(),
    requiresApproval: z.boolean({ error: 'requiresApproval debe ser true o false' }).optional(),
    /**
     * With requiresApproval true: from when stories need the approval. 'tomorrow' (the default when approval is
     * turned on): stories due before the client's tomorrow are marked published as before; 'now': every story.
     * Omitted while approval stays on: the date already set is kept.
     */
    approvalFrom: z
      .enum(APPROVAL_START_CHOICES, { error: CAMPAIGN_EDIT_TEXTS.approvalFromInvalid })
      .optional(),
  })
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: CAMPAIGN_EDIT_TEXTS.nothingToChange,
  })
  .refine((body) => body.approvalFrom === undefined || body.requiresApproval !== false, {
    message: CAMPAIGN_EDIT_TEXTS.approvalFromWithoutApproval,
    path: ['approvalFrom'],
  });
export type UpdateCampaignInput = z.input<typeof UpdateCampaignBody>;
export type UpdateCampaignBody = z.output<typeof UpdateCampaignBody>;

export const UpdatedCampaign = z.object({
  campaign: z.object({
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    status: z.enum(CAMPAIGN_STATUSES),
    requiresApproval: z.boolean(),
    /** The client's local date from which stories need approval (null: all of them, or approval off). */
    approvalRequiredFrom: z.iso.date().nullable(),
  }),
});
export type UpdatedCampaign = z.infer<typeof UpdatedCampaign>;

/**
 * GET /api/admin/campaigns/{id}/approval-preview: what turning approval on would hold back, for the edit page to
 * say it before saving. Stories neither posted, skipped nor already approved, by their due date in the client's
 * zone: due today or before (held back only «desde ahora») and due from tomorrow (held back either way).
 */
export const ApprovalPreview = z.object({
  timeZone: z.string(),
  /** The client's today and tomorrow (yyyy-mm-dd). */
  today: z.iso.date(),
  tomorrow: z.iso.date(),
  dueTodayOrOverdue: z.number().int().nonnegative(),
  dueFromTomorrow: z.number().int().nonnegative(),
  /** The campaign's current rule. */
  requiresApproval: z.boolean(),
  approvalRequiredFrom: z.iso.date().nullable(),
});
export type ApprovalPreview = z.infer<typeof ApprovalPreview>;
