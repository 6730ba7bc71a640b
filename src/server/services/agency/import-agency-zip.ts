import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { AgencyImportResponse } from '../../../shared/agency-transfer/agency-import-response';
import { AgencyManifest } from '../../../shared/agency-transfer/agency-manifest';
import {
  AGENCY_MANIFEST_MAX_BYTES,
  AGENCY_MANIFEST_NAME,
  AGENCY_MAX_CAMPAIGNS,
  AGENCY_TRANSFER_TEXTS as TEXTS,
} from '../../../shared/agency-transfer/agency-transfer-texts';
import { CAMPAIGN_ZIP_TEXTS } from '../../../shared/campaign-import/zip-texts';
import { formatBytes } from '../../../shared/media/format-bytes';
import type { Actor } from '../../context/actor';
import { PRIVATE_DIR_MODE } from '../../data-dir-permissions';
import { campaigns } from '../../db/schema/campaigns';
import { AppError } from '../../errors/app-error';
import { stageRequestBody } from '../../media/stage-request-body';
import { recordAudit } from '../audit/record-audit';
import { CampaignZip } from '../campaigns/campaign-zip/campaign-zip';
import {
  CAMPAIGN_ZIP_STAGING_FOLDER,
  type ImportCampaignZipDeps,
  importStagedCampaignZip,
} from '../campaigns/import-campaign-zip';
import { raiseCampaignsMade } from '../webhooks/events/raise-campaign-events';
import {
  assertPanelEmpty,
  type CreatedAgencyRecords,
  createAgencyRecords,
  finishAgencyRecords,
  undoAgencyRecords,
} from './agency-records';

export type ImportAgencyZipDeps = ImportCampaignZipDeps;

export interface ImportAgencyZipInput {
  /** The request body: the agency's .zip as it is. */
  body: ReadableStream<Uint8Array> | null;
  /** The Content-Length the client declared, if any: over the limit, refused before reading. */
  declaredLength: number | null;
  actor: Actor;
}

/** The manifest read and validated: 400 with the schema's Spanish issues when it is not one. */
async function readManifest(zip: CampaignZip): Promise<AgencyManifest> {
  const entry = zip.file(AGENCY_MANIFEST_NAME);
  if (!entry) throw new AppError('INVALID_REQUEST', TEXTS.noManifest);
  const tooLarge = () =>
    new AppError('INVALID_REQUEST', TEXTS.manifestTooLarge(formatBytes(AGENCY_MANIFEST_MAX_BYTES)));
  const bytes = await zip.readBytes(entry, AGENCY_MANIFEST_MAX_BYTES, tooLarge);
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new AppError('INVALID_REQUEST', TEXTS.manifestNotJson);
  }
  const result = AgencyManifest.safeParse(json);
  if (!result.success) {
    const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw new AppError('INVALID_REQUEST', TEXTS.invalidManifest, issues);
  }
  for (const campaign of result.data.campaigns) {
    if (!zip.file(campaign.archive)) {
      throw new AppError('INVALID_REQUEST', TEXTS.missingArchive(campaign.title, campaign.archive));
    }
  }
  return result.data;
}

interface CampaignStep {
  zip: CampaignZip;
  campaign: AgencyManifest['campaigns'][number];
  clientId: string;
  /** A folder of its own in the import's staging folder. */
  dir: string;
  maxBytes: number;
  uploadedBy: string;
}

/**
 * One campaign: its .zip extracted from the archive to a staging file (streamed), imported for its client by the
 * .zip import without the client's e-mail, then given its status and approval setting. A refusal (4xx) names it.
 */
async function importOneCampaign(deps: ImportAgencyZipDeps, step: CampaignStep): Promise<string> {
  const { campaign } = step;
  const entry = step.zip.file(campaign.archive);
  if (!entry) throw new AppError('INVALID_REQUEST', TEXTS.missingArchive(campaign.title, campaign.archive));
  await mkdir(step.dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const filePath = path.join(step.dir, `campana-${randomUUID()}.zip`);
  try {
    const corrupt = () => new AppError('INVALID_REQUEST', CAMPAIGN_ZIP_TEXTS.corruptEntry(entry.fileName));
    await step.zip.extract(entry, filePath, step.maxBytes, corrupt);
    const imported = await importStagedCampaignZip(deps, {
      clientId: step.clientId,
      filePath,
      stagingDir: step.dir,
      maxBytes: step.maxBytes,
      uploadedBy: step.uploadedBy,
      notifyClient: false,
      raiseWebhook: false,
    });
    await deps.database.db
      .update(campaigns)
      .set({ status: campaign.status, requiresApproval: campaign.requires_approval })
      .where(eq(campaigns.id, imported.campaign.id));
    return imported.campaign.id;
  } catch (err) {
    if (err instanceof AppError && err.status < 500) {
      throw new AppError(err.code, TEXTS.campaignRefused(campaign.title, err.message), err.issues);
    }
    throw err;
  } finally {
    await rm(step.dir, { recursive: true, force: true });
  }
}

/**
 * The agency import (docs/reuse.md, «Exportar o trasladar toda la agencia»), into an empty panel only (409 else):
 * 1. the body streams to a staging folder (AGENCY_IMPORT_MAX_BYTES, else 413), the archive's headers are checked
 *    (CampaignZip), agencia.json read and validated (400 with `issues`), every campaign's .zip found;
 * 2. the clients (no logins, created active) and templates (a name in use: skipped) in one transaction that checks
 *    again, under a lock, that the panel is empty;
 * 3. each campaign through the .zip import for its client, no e-mail sent (importOneCampaign);
 * 4. the clients that were not active get their status, and each campaign raises campaign.imported (webhooks).
 * Anything failing after step 2 deletes what this import created (undoAgencyRecords): the panel is empty again.
 * Audited 'agency.imported'.
 */
export async function importAgencyZip(
  deps: ImportAgencyZipDeps,
  input: ImportAgencyZipInput,
): Promise<AgencyImportResponse> {
  const { env, media } = deps;
  const db = deps.database.db;
  const maxBytes = env.AGENCY_IMPORT_MAX_BYTES;
  const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', TEXTS.tooLarge(formatBytes(maxBytes)));
  if (input.declaredLength !== null && input.declaredLength > maxBytes) throw tooLarge();
  await assertPanelEmpty(db);

  // Under the .zip import's staging folder: its sweep removes what a crash leaves.
  const stagingDir = path.join(media.stagingDir, CAMPAIGN_ZIP_STAGING_FOLDER, `agency-${randomUUID()}`);
  let zip: CampaignZip | null = null;
  let created: CreatedAgencyRecords | null = null;
  try {
    const { filePath } = await stageRequestBody(input.body, { stagingDir, maxBytes }).catch(
      (err: unknown) => {
        throw err instanceof AppError && err.code === 'PAYLOAD_TOO_LARGE' ? tooLarge() : err;
      },
    );
    zip = await CampaignZip.open(filePath, {
      maxTotalUncompressedBytes: 2 * maxBytes,
      maxEntries: AGENCY_MAX_CAMPAIGNS + 1,
    });
    const manifest = await readManifest(zip);
    created = await createAgencyRecords(db, manifest, input.actor.userId);
    const campaignIds: string[] = [];
    for (const [index, campaign] of manifest.campaigns.entries()) {
      const clientId = created.clientIds.get(campaign.client_ref);
      if (!clientId) throw new AppError('INVALID_REQUEST', TEXTS.unknownClientRef(campaign.client_ref));
      const dir = path.join(stagingDir, `campana-${index + 1}`);
      const campaignId = await importOneCampaign(deps, {
        zip,
        campaign,
        clientId,
        dir,
        maxBytes,
        uploadedBy: input.actor.userId,
      });
      campaignIds.push(campaignId);
    }
    // campaign.imported for each campaign (issue 34), in the transaction that ends the import: none for an import
    // undone halfway. Its clients raise no client.created: they are the agency's existing clients, moved.
    await finishAgencyRecords(db, manifest, created, (tx) =>
      raiseCampaignsMade(tx, {
        env,
        campaignIds,
        how: { event: 'campaign.imported', format: 'zip' },
        actor: { kind: 'admin', userId: input.actor.userId },
      }),
    );
    const result: AgencyImportResponse = {
      clients: created.clientIds.size,
      campaigns: manifest.campaigns.length,
      templates: created.templateIds.length,
      skippedTemplates: created.skippedTemplates,
    };
    await recordAudit(db, {
      event: 'agency.imported',
      userId: input.actor.userId,
      email: input.actor.email,
      ip: input.actor.ip,
      details: { ...result },
    });
    return result;
  } catch (err) {
    if (created) {
      await undoAgencyRecords(db, media.storage, created).catch((undoErr: unknown) => {
        deps.logger.error({ err: undoErr }, 'agency import: could not delete what it had created');
      });
    }
    throw err;
  } finally {
    zip?.close();
    await rm(stagingDir, { recursive: true, force: true });
  }
}
