import { expect } from 'vitest';
import type { CampaignImportResult, ImportIssue } from '../types';
import { validateCampaignImport } from '../validate-campaign-import';

/** The problems of a refused file, after checking the general message. */
export function errorsOf(result: CampaignImportResult): ImportIssue[] {
  if (result.ok) throw new Error('expected validation errors, got a campaign');
  expect(result.message).toBe('El archivo JSON contiene errores de validación');
  return result.errors;
}

/** The messages of the problems of a file that must be refused. */
export function messagesOf(value: unknown): string[] {
  return errorsOf(validateCampaignImport(value)).map((e) => e.message);
}

/** The result of a file that must be accepted. */
export function campaignOf(value: unknown) {
  const result = validateCampaignImport(value);
  if (!result.ok) throw new Error(`expected a campaign: ${JSON.stringify(result.errors)}`);
  return result;
}
