import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import type { AgencyManifest } from '../../../shared/agency-transfer/agency-manifest';
import {
  AGENCY_MANIFEST_NAME,
  AGENCY_MAX_CAMPAIGNS,
  AGENCY_TRANSFER_TEXTS,
  agencyCampaignArchiveName,
  agencyExportFileName,
} from '../../../shared/agency-transfer/agency-transfer-texts';
import { campaignSlugOf } from '../../../shared/campaigns/campaign-slug';
import { todayInTimeZone } from '../../../shared/dates';
import type { Actor } from '../../context/actor';
import type { AppDeps } from '../../context/app-deps';
import type { Tx } from '../../db/client';
import { campaignTemplates } from '../../db/schema/campaign-templates';
import { campaigns } from '../../db/schema/campaigns';
import { clients } from '../../db/schema/clients';
import { AppError } from '../../errors/app-error';
import { recordAudit } from '../audit/record-audit';
import { inSnapshot } from '../campaigns/export/export-campaign';
import { type ExportedZip, prepareCampaignZip } from '../campaigns/export/export-campaign-zip';
import { type LazyZipEntry, streamZipArchive } from '../campaigns/export/zip-archive-stream';

export type ExportAgencyZipDeps = Pick<AppDeps, 'env' | 'database' | 'logger' | 'media' | 'now'>;

type ManifestInput = z.input<typeof AgencyManifest>;

/** The clients (oldest first), templates and campaigns (by client, oldest first) as they are now. */
async function readAgency(tx: Tx) {
  const clientRows = await tx.select().from(clients).orderBy(asc(clients.createdAt), asc(clients.id));
  const templateRows = await tx
    .select({
      name: campaignTemplates.name,
      description: campaignTemplates.description,
      content: campaignTemplates.content,
    })
    .from(campaignTemplates)
    .orderBy(asc(campaignTemplates.createdAt), asc(campaignTemplates.id));
  const campaignRows = await tx
    .select({
      id: campaigns.id,
      clientId: campaigns.clientId,
      title: campaigns.title,
      status: campaigns.status,
      requiresApproval: campaigns.requiresApproval,
    })
    .from(campaigns)
    .orderBy(asc(campaigns.clientId), asc(campaigns.createdAt), asc(campaigns.id));
  return { clientRows, templateRows, campaignRows };
}

/**
 * The whole agency as one .zip (docs/reuse.md, «Exportar o trasladar toda la agencia»): `agencia.json` (the
 * manifest: clients without their logins, templates, each campaign's client, status and approval setting) and one
 * stored entry per campaign, that campaign's own .zip as GET /api/admin/campaigns/{id}/export/zip makes it.
 *
 * Every campaign is read, checked and sized first (prepareCampaignZip: a missing file or a campaign its .zip import
 * would refuse is a 409 naming the campaign before a byte is sent); a campaign deleted meanwhile is left out. The
 * archive then streams with an exact size: each campaign's .zip is written when its turn comes, its files opened
 * one at a time (memory: the campaigns' JSON, never their files). Audited 'agency.exported'.
 */
export async function exportAgencyZip(deps: ExportAgencyZipDeps, actor: Actor): Promise<ExportedZip> {
  const exportedAt = deps.now();
  const { clientRows, templateRows, campaignRows } = await inSnapshot(deps, readAgency);
  if (campaignRows.length > AGENCY_MAX_CAMPAIGNS) {
    throw new AppError('CONFLICT', AGENCY_TRANSFER_TEXTS.tooManyCampaigns);
  }
  const refs = new Map(clientRows.map((client, index) => [client.id, `cliente-${index + 1}`]));
  const brands = new Map(clientRows.map((client) => [client.id, client.brandName]));

  const entries: LazyZipEntry[] = [];
  const manifestCampaigns: ManifestInput['campaigns'] = [];
  for (const campaign of campaignRows) {
    let prepared: Awaited<ReturnType<typeof prepareCampaignZip>>;
    try {
      prepared = await prepareCampaignZip(deps, campaign.id, exportedAt);
    } catch (err) {
      if (err instanceof AppError && err.code === 'NOT_FOUND') continue; // deleted since the list was read
      if (err instanceof AppError && err.code === 'CONFLICT') {
        const brand = brands.get(campaign.clientId) ?? '';
        throw new AppError(
          'CONFLICT',
          AGENCY_TRANSFER_TEXTS.campaignExportRefused(campaign.title, brand, err.message),
        );
      }
      throw err;
    }
    const archive = agencyCampaignArchiveName(entries.length + 1, campaignSlugOf(campaign.title));
    entries.push({ name: archive, size: prepared.size, open: async () => prepared.open() });
    manifestCampaigns.push({
      client_ref: refs.get(campaign.clientId) ?? '',
      archive,
      title: campaign.title,
      status: campaign.status,
      requires_approval: campaign.requiresApproval,
    });
  }

  const manifest: ManifestInput = {
    format: 1,
    kind: 'stories-panel-agency',
    exported_at: exportedAt.toISOString(),
    clients: clientRows.map((client) => ({
      ref: refs.get(client.id) ?? '',
      name: client.name,
      brand_name: client.brandName,
      email: client.email,
      phone: client.phone,
      industry: client.industry,
      description: client.description,
      time_zone: client.timeZone,
      status: client.status,
      reminder_minutes: client.reminderMinutes,
      push_reminders: client.pushReminders,
      email_reminders: client.emailReminders,
      digest_enabled: client.digestEnabled,
      digest_time: client.digestTime,
      proof_required: client.proofRequired,
    })),
    templates: templateRows,
    campaigns: manifestCampaigns,
  };
  await recordAudit(deps.database.db, {
    event: 'agency.exported',
    userId: actor.userId,
    email: actor.email,
    ip: actor.ip,
    details: { clients: clientRows.length, campaigns: entries.length, templates: templateRows.length },
  });
  const archive = streamZipArchive({
    first: { name: AGENCY_MANIFEST_NAME, bytes: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) },
    entries,
    mtime: exportedAt,
    logger: deps.logger,
  });
  const fileName = agencyExportFileName(todayInTimeZone(deps.env.APP_TIMEZONE, exportedAt));
  return { fileName, ...archive };
}
