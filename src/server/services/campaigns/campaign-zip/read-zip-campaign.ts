import { readCampaignJson } from '../../../../shared/campaign-import/parse-campaign-file';
import type { NormalizedCampaign } from '../../../../shared/campaign-import/types';
import { validateCampaignImport } from '../../../../shared/campaign-import/validate-campaign-import';
import { type CampaignZipLayout, findCampaignJson } from '../../../../shared/campaign-import/zip-layout';
import { CAMPAIGN_ZIP_TEXTS } from '../../../../shared/campaign-import/zip-texts';
import { CAMPAIGN_IMPORT_MAX_FILE_BYTES } from '../../../../shared/constants';
import { formatBytes } from '../../../../shared/media/format-bytes';
import { AppError } from '../../../errors/app-error';
import type { CampaignZip } from './campaign-zip';

/**
 * The campaign inside an opened .zip: its JSON found (findCampaignJson), read whole in memory up to the JSON
 * import's 2 MB, parsed and validated as the JSON of a .zip (a story's `media` names files). 400 with the same
 * message and `issues` as the JSON import when the file has problems.
 */
export async function readZipCampaign(
  zip: CampaignZip,
): Promise<{ layout: CampaignZipLayout; campaign: NormalizedCampaign }> {
  const found = findCampaignJson(zip.names);
  if (!found.ok) throw new AppError('INVALID_REQUEST', found.message);
  const layout = { jsonName: found.jsonName, base: found.base };
  const entry = zip.file(layout.jsonName);
  if (!entry) throw new AppError('INVALID_REQUEST', CAMPAIGN_ZIP_TEXTS.noJson);
  const bytes = await zip.readBytes(
    entry,
    CAMPAIGN_IMPORT_MAX_FILE_BYTES,
    () =>
      new AppError(
        'INVALID_REQUEST',
        CAMPAIGN_ZIP_TEXTS.jsonTooLarge(layout.jsonName, formatBytes(CAMPAIGN_IMPORT_MAX_FILE_BYTES)),
      ),
  );
  const read = readCampaignJson(bytes.toString('utf8'));
  if (!read.ok) throw new AppError('INVALID_REQUEST', read.message);
  const validation = validateCampaignImport(read.value, { source: 'zip' });
  if (!validation.ok) throw new AppError('INVALID_REQUEST', validation.message, validation.errors);
  return { layout, campaign: validation.campaign };
}
