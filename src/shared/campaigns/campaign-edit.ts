import { z } from 'zod';
import { IMPORT_TEXT_LIMITS } from '../campaign-import/field-limits';
import { CAMPAIGN_STATUSES } from '../domain/statuses';
import { multiLineString } from '../text/multi-line';
import { singleLineString } from '../text/single-line';

export const CAMPAIGN_EDIT_TEXTS = {
  title: 'Editar Campaña',
  titleRequired: 'El título es obligatorio',
  titleTooLong: `El título no puede tener más de ${IMPORT_TEXT_LIMITS.campaignTitle} caracteres`,
  descriptionTooLong: `La descripción no puede tener más de ${IMPORT_TEXT_LIMITS.description} caracteres`,
  invalidStatus: 'Elige un estado: Activa, Completada, Pausada o Borrador',
  nothingToChange: 'No hay cambios que guardar',
  save: 'Guardar Cambios',
  saving: 'Guardando...',
  saved: 'Campaña actualizada',
  saveFailed: 'Error al actualizar la campaña',
  requiresApproval: 'Requiere aprobación del cliente',
  requiresApprovalHelp:
    'Con esta opción, el cliente no puede marcar una historia como publicada hasta que la haya aprobado, y sus recordatorios lo avisan.',
  statusHelp:
    'Pausada y Borrador sacan las historias de la campaña de las listas de pendientes del cliente (Dashboard e Historias Pendientes); la campaña sigue visible en «Mis Campañas» con su estado.',
} as const;

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
});
export type CampaignEditFormValues = z.input<typeof CampaignEditForm>;

/**
 * PATCH /api/admin/campaigns/{id}: what the agency may change of a campaign after the import. Title (one line, as
 * in the import), description (multi-line; empty clears it), status, and whether stories need the client's approval
 * before «Marcar publicada»; at least one of them.
 */
export const UpdateCampaignBody = z
  .object({
    title: titleField.optional(),
    description: descriptionField
      .nullish()
      .transform((value) => (value === undefined ? undefined : value ? value : null)),
    status: statusField.optional(),
    requiresApproval: z.boolean({ error: 'requiresApproval debe ser true o false' }).optional(),
  })
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: CAMPAIGN_EDIT_TEXTS.nothingToChange,
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
  }),
});
export type UpdatedCampaign = z.infer<typeof UpdatedCampaign>;
