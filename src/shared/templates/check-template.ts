import { validateCampaignImport } from '../campaign-import/validate-campaign-import';
import { isIsoDate } from '../dates';
import {
  exampleTemplateValues,
  fillTemplate,
  type TemplateProblem,
  templateVariablesUsed,
} from './fill-template';
import type { TemplateVariableName } from './template-variables';

export type CheckedTemplate =
  | { ok: true; variables: TemplateVariableName[]; dayCount: number; storyCount: number }
  | { ok: false; problems: TemplateProblem[] };

/**
 * Whether a template can make campaigns: its texts use only known variables with well-formed braces, and, filled
 * with the example values, it is a campaign file the importer accepts (the importer's own messages otherwise).
 */
export function checkTemplate(content: unknown): CheckedTemplate {
  const used = templateVariablesUsed(content);
  if (used.problems.length > 0) return { ok: false, problems: used.problems };
  const start =
    content &&
    typeof content === 'object' &&
    'start_date' in content &&
    typeof content.start_date === 'string'
      ? content.start_date
      : '';
  const filled = fillTemplate(content, {
    startDate: isIsoDate(start) ? start : '2030-01-07',
    values: exampleTemplateValues(),
  });
  if (!filled.ok) return { ok: false, problems: filled.problems };
  const validated = validateCampaignImport(filled.file);
  if (!validated.ok) return { ok: false, problems: validated.errors };
  return {
    ok: true,
    variables: used.names,
    dayCount: validated.summary.totalDays,
    storyCount: validated.summary.totalStories,
  };
}
