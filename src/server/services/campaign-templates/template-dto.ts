import type { TemplateDetail, TemplateSummary } from '../../../shared/api/campaign-templates';
import type { CampaignTemplateRow } from '../../db/schema/campaign-templates';

export function templateSummary(row: Omit<CampaignTemplateRow, 'content' | 'createdBy'>): TemplateSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    dayCount: row.dayCount,
    storyCount: row.storyCount,
    variables: row.variables,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function templateDetail(row: CampaignTemplateRow): TemplateDetail {
  return { ...templateSummary(row), content: row.content };
}
