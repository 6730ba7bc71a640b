import { eq, sql } from 'drizzle-orm';
import type { TemplateDetail, TemplateList } from '../../../shared/api/campaign-templates';
import { TEMPLATE_UI_TEXTS } from '../../../shared/templates/template-texts';
import type { Executor } from '../../db/client';
import { campaignTemplates } from '../../db/schema/campaign-templates';
import { AppError } from '../../errors/app-error';
import { templateDetail, templateSummary } from './template-dto';

/** The template library, by name (case and accents as the database's collation orders them). */
export async function listTemplates(db: Executor): Promise<TemplateList> {
  const t = campaignTemplates;
  const rows = await db
    .select({
      id: t.id,
      name: t.name,
      description: t.description,
      variables: t.variables,
      dayCount: t.dayCount,
      storyCount: t.storyCount,
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
    })
    .from(t)
    .orderBy(sql`lower(${t.name})`, t.id);
  return { templates: rows.map(templateSummary) };
}

/** One template with its content; NOT_FOUND when there is none. */
export async function getTemplate(db: Executor, id: string): Promise<TemplateDetail> {
  const [row] = await db.select().from(campaignTemplates).where(eq(campaignTemplates.id, id));
  if (!row) throw new AppError('NOT_FOUND', TEMPLATE_UI_TEXTS.notFound);
  return templateDetail(row);
}
