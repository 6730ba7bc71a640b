import { validateCampaignImport } from '../../../../shared/campaign-import/validate-campaign-import';
import { LANDING_URL_PLACEHOLDER } from '../../../../shared/constants';
import type { CampaignImportFile } from '../types';

/**
 * Validates a generated file with the JSON import's validator, as it is (the validator takes the landing-URL
 * placeholder). The generator always writes that placeholder: anything else is a generator bug, not a file
 * problem, so it throws.
 */
export function validateGenerated(file: CampaignImportFile) {
  const landingUrl = file.chat_automation.landing_url;
  if (landingUrl !== LANDING_URL_PLACEHOLDER) throw new Error(`Unexpected landing_url: ${landingUrl}`);
  return validateCampaignImport(file);
}
