import { eq } from 'drizzle-orm';
import type { TemplateSummary, UpdateTemplateBody } from '../../../shared/api/campaign-templates';
import { TEMPLATE_UI_TEXTS } from '../../../shared/templates/template-texts';
import type { Actor } from '../../context/actor';
import type { Executor } from '../../db/client';
import { campaignTemplates } from '../../db/schema/campaign-templates';
import { AppError } from '../../errors/app-error';
import { recordAudit } from '../audit/record-audit';
import { isUniqueViolation } from '../clients/email-taken';
import { nameTakenError } from './create-template';
import { templateSummary } from './template-dto';

/** Renames a template or changes its description; 404, 409 for a name in use. Audited. */
export async function updateTemplate(
  db: Executor,
  input: { actor: Actor; templateId: string; changes: UpdateTemplateBody },
): Promise<TemplateSummary> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(campaignTemplates)
        .set({
          ...(input.changes.name !== undefined ? { name: input.changes.name } : {}),
          ...(input.changes.description !== undefined ? { description: input.changes.description } : {}),
          updatedAt: new Date(),
        })
        .where(eq(campaignTemplates.id, input.templateId))
        .returning();
      if (!row) throw new AppError('NOT_FOUND', TEMPLATE_UI_TEXTS.notFound);
      await recordAudit(tx, {
        event: 'template.updated',
        userId: input.actor.userId,
        email: input.actor.email,
        ip: input.actor.ip,
        details: { templateId: row.id, name: row.name },
      });
      return templateSummary(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTakenError();
    throw err;
  }
}

/** Deletes a template (campaigns made from it are not touched); 404 when there is none. Audited. */
export async function deleteTemplate(
  db: Executor,
  input: { actor: Actor; templateId: string },
): Promise<{ id: string; name: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(campaignTemplates)
      .where(eq(campaignTemplates.id, input.templateId))
      .returning({ id: campaignTemplates.id, name: campaignTemplates.name });
    if (!row) throw new AppError('NOT_FOUND', TEMPLATE_UI_TEXTS.notFound);
    await recordAudit(tx, {
      event: 'template.deleted',
      userId: input.actor.userId,
      email: input.actor.email,
      ip: input.actor.ip,
      details: { templateId: row.id, name: row.name },
    });
    return row;
  });
}
