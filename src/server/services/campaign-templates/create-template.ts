import type { TemplateSummary } from '../../../shared/api/campaign-templates';
import { checkTemplate } from '../../../shared/templates/check-template';
import { TEMPLATE_UI_TEXTS } from '../../../shared/templates/template-texts';
import type { Actor } from '../../context/actor';
import type { Executor } from '../../db/client';
import { campaignTemplates } from '../../db/schema/campaign-templates';
import { AppError } from '../../errors/app-error';
import { recordAudit } from '../audit/record-audit';
import { isUniqueViolation } from '../clients/email-taken';
import { templateSummary } from './template-dto';

/** The 409 of a name another template has (the unique index on lower(name) decides, also between racing saves). */
export function nameTakenError(): AppError {
  return new AppError('CONFLICT', TEMPLATE_UI_TEXTS.nameTaken, [
    { path: 'name', message: TEMPLATE_UI_TEXTS.nameTaken },
  ]);
}

/**
 * Stores a template after checking it (checkTemplate: known variables, and a campaign the importer accepts once
 * filled with the example values); 400 with the problems where they are, 409 for a name in use. Audited.
 */
export async function createTemplate(
  db: Executor,
  input: { actor: Actor; name: string; description?: string | null; content: Record<string, unknown> },
): Promise<TemplateSummary> {
  const checked = checkTemplate(input.content);
  if (!checked.ok) throw new AppError('INVALID_REQUEST', TEMPLATE_UI_TEXTS.invalidTemplate, checked.problems);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(campaignTemplates)
        .values({
          name: input.name,
          description: input.description || null,
          content: input.content,
          variables: checked.variables,
          dayCount: checked.dayCount,
          storyCount: checked.storyCount,
          createdBy: input.actor.userId,
        })
        .returning();
      await recordAudit(tx, {
        event: 'template.created',
        userId: input.actor.userId,
        email: input.actor.email,
        ip: input.actor.ip,
        details: { templateId: row!.id, name: row!.name },
      });
      return templateSummary(row!);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTakenError();
    throw err;
  }
}
