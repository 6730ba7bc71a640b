import { validateCampaignImport } from '../../../../shared/campaign-import/validate-campaign-import';
import { LANDING_URL_PLACEHOLDER } from '../../../../shared/constants';
import type { CampaignImportFile } from '../types';

/**
 * Validates a generated file with the JSON import's validator, as the pipeline does (prepareCampaign): the
 * landing-URL placeholder, which is not an http(s) address, is taken out first and only that.
 */
export function validateGenerated(file: CampaignImportFile) {
  const { landing_url, ...chat } = file.chat_automation;
  if (landing_url !== LANDING_URL_PLACEHOLDER) throw new Error(`Unexpected landing_url: ${landing_url}`);
  return validateCampaignImport({ ...file, chat_automation: chat });
}
