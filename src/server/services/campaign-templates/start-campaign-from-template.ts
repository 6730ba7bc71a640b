import type { UseTemplateBody } from '../../../shared/api/campaign-templates';
import type { CampaignImportResponse } from '../../../shared/campaign-import/types';
import { validateCampaignImport } from '../../../shared/campaign-import/validate-campaign-import';
import { fillTemplate } from '../../../shared/templates/fill-template';
import { TEMPLATE_UI_TEXTS } from '../../../shared/templates/template-texts';
import { AppError } from '../../errors/app-error';
import {
  type ImportCampaignFileDeps,
  notifyImportedCampaign,
  writeImportedCampaign,
} from '../campaigns/import-campaign-file';
import { getTemplate } from './list-templates';

/**
 * «Nueva campaña desde plantilla» (issue 33 §2): the template's file moved to `startDate` and filled with the
 * values (fillTemplate: a missing value, an invalid one or an unknown variable is a 400 naming it, never a literal
 * `{producto}` in a story), validated by the importer's own validator, and written as an import is: one
 * transaction with the client's «campaña creada» e-mail, tried at once after the commit. With a request key (the
 * Idempotency-Key header), a repeat answers the campaign made the first time (`replayed`).
 */
export async function startCampaignFromTemplate(
  deps: ImportCampaignFileDeps,
  input: {
    templateId: string;
    body: UseTemplateBody;
    requestKey?: { userId: string; key: string };
    /** The admin starting it (named by the campaign.created webhook event). */
    userId?: string;
  },
): Promise<CampaignImportResponse> {
  const template = await getTemplate(deps.database.db, input.templateId);
  const { body } = input;
  const filled = fillTemplate(template.content, { startDate: body.startDate, values: body.values });
  if (!filled.ok) throw new AppError('INVALID_REQUEST', TEMPLATE_UI_TEXTS.missingValues, filled.problems);
  const validated = validateCampaignImport(filled.file);
  if (!validated.ok)
    throw new AppError('INVALID_REQUEST', TEMPLATE_UI_TEXTS.invalidCampaign, validated.errors);
  const written = await writeImportedCampaign({
    deps,
    input: { clientId: body.clientId, campaign: validated.campaign, source: 'import' },
    webhook: {
      how: { event: 'campaign.created', origin: 'template' },
      actor: { kind: 'admin', userId: input.userId ?? input.requestKey?.userId ?? null },
    },
    ...(input.requestKey
      ? { once: { ...input.requestKey, request: { templateId: input.templateId, ...body } } }
      : {}),
  });
  return notifyImportedCampaign(deps, written);
}
