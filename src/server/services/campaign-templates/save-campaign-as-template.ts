import { eq } from 'drizzle-orm';
import type { SaveAsTemplateBody, TemplateSummary } from '../../../shared/api/campaign-templates';
import { campaignFileOf } from '../../../shared/campaign-export/campaign-file-of';
import { templateContentFromFile } from '../../../shared/templates/template-from-campaign';
import type { Actor } from '../../context/actor';
import type { Db } from '../../db/client';
import { campaigns } from '../../db/schema/campaigns';
import { clients } from '../../db/schema/clients';
import { readCampaignSnapshot } from '../campaigns/export/read-campaign-snapshot';
import { createTemplate } from './create-template';

/**
 * «Guardar como plantilla» (issue 33 §2): the campaign's export file (campaignFileOf: its current texts, days,
 * stickers, chat automation and plan) as a template's content, with the client's brand as {marca} and the landing
 * page as {enlace} when asked (templateContentFromFile), checked and stored by createTemplate. NOT_FOUND for an
 * unknown campaign; 409 for a name in use.
 */
export async function saveCampaignAsTemplate(
  db: Db,
  input: { actor: Actor; campaignId: string; body: SaveAsTemplateBody },
): Promise<TemplateSummary> {
  const { campaign, brandName } = await db.transaction(
    async (tx) => {
      const campaign = await readCampaignSnapshot(tx, input.campaignId);
      const [client] = await tx
        .select({ brandName: clients.brandName })
        .from(campaigns)
        .innerJoin(clients, eq(clients.id, campaigns.clientId))
        .where(eq(campaigns.id, input.campaignId));
      return { campaign, brandName: client?.brandName ?? '' };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const file = campaignFileOf(campaign, { key: '00000000-0000-4000-8000-000000000000', exported_at: '' });
  const content = templateContentFromFile(file as unknown as Record<string, unknown>, {
    useVariables: input.body.useVariables,
    brandName,
    landingUrl: campaign.chatAutomation.landingUrl,
  });
  return createTemplate(db, {
    actor: input.actor,
    name: input.body.name,
    description: input.body.description ?? null,
    content,
  });
}
