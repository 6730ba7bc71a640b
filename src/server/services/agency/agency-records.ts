import { eq, inArray, sql } from 'drizzle-orm';
import type { AgencyManifest } from '../../../shared/agency-transfer/agency-manifest';
import { AGENCY_TRANSFER_TEXTS } from '../../../shared/agency-transfer/agency-transfer-texts';
import { checkTemplate } from '../../../shared/templates/check-template';
import type { Db, Executor, Tx } from '../../db/client';
import { campaignTemplates } from '../../db/schema/campaign-templates';
import { campaignDays, campaigns, stories } from '../../db/schema/campaigns';
import { clients } from '../../db/schema/clients';
import { storyMedia } from '../../db/schema/media';
import { AppError } from '../../errors/app-error';
import type { MediaStorage } from '../../media/storage/media-storage';
import { deleteUnreferencedMedia } from '../media/delete-unreferenced-media';

/** The advisory lock two agency imports take to check the panel is empty and create their clients. */
const AGENCY_IMPORT_LOCK_KEY = 7_142_000_033;

/** What one agency import created: undone together when a later step fails. */
export interface CreatedAgencyRecords {
  /** The new client's id by its manifest ref. */
  clientIds: Map<string, string>;
  templateIds: string[];
  skippedTemplates: string[];
}

/** 409 unless the panel has no client and no campaign. */
export async function assertPanelEmpty(db: Executor): Promise<void> {
  const client = await db.select({ id: clients.id }).from(clients).limit(1);
  const campaign = await db.select({ id: campaigns.id }).from(campaigns).limit(1);
  if (client.length > 0 || campaign.length > 0) {
    throw new AppError('CONFLICT', AGENCY_TRANSFER_TEXTS.notEmpty);
  }
}

/**
 * The manifest's clients and templates, in one transaction that first checks (under a lock every agency import
 * takes) that the panel is still empty. Clients get no login (user_id null) and are created active, so their
 * campaigns can be imported; finishAgencyRecords gives them their status. Every template is checked as when saved
 * (checkTemplate: 400 naming it); one whose name exists already, whatever its case, is skipped.
 */
export async function createAgencyRecords(
  db: Db,
  manifest: AgencyManifest,
  createdBy: string,
): Promise<CreatedAgencyRecords> {
  const checked = manifest.templates.map((template) => {
    const result = checkTemplate(template.content);
    if (!result.ok) {
      const message = AGENCY_TRANSFER_TEXTS.templateInvalid(template.name);
      throw new AppError('INVALID_REQUEST', message, result.problems);
    }
    return { template, result };
  });
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(AGENCY_IMPORT_LOCK_KEY))})`);
    await assertPanelEmpty(tx);
    const clientIds = new Map<string, string>();
    for (const client of manifest.clients) {
      const [row] = await tx
        .insert(clients)
        .values({
          name: client.name,
          brandName: client.brand_name,
          email: client.email,
          phone: client.phone,
          industry: client.industry,
          description: client.description,
          timeZone: client.time_zone,
          status: 'active',
          reminderMinutes: client.reminder_minutes,
          pushReminders: client.push_reminders,
          emailReminders: client.email_reminders,
          digestEnabled: client.digest_enabled,
          digestTime: client.digest_time,
          proofRequired: client.proof_required,
          createdBy,
        })
        .returning({ id: clients.id });
      clientIds.set(client.ref, row!.id);
    }
    const templateIds: string[] = [];
    const skippedTemplates: string[] = [];
    for (const { template, result } of checked) {
      const [row] = await tx
        .insert(campaignTemplates)
        .values({
          name: template.name,
          description: template.description || null,
          content: template.content,
          variables: result.variables,
          dayCount: result.dayCount,
          storyCount: result.storyCount,
          createdBy,
        })
        .onConflictDoNothing()
        .returning({ id: campaignTemplates.id });
      if (row) templateIds.push(row.id);
      else skippedTemplates.push(template.name);
    }
    return { clientIds, templateIds, skippedTemplates };
  });
}

/**
 * After every campaign: each client that was not active in the manifest gets its status back, and `alsoInTransaction`
 * runs in the same transaction (the import's webhook events).
 */
export async function finishAgencyRecords(
  db: Db,
  manifest: AgencyManifest,
  created: CreatedAgencyRecords,
  alsoInTransaction?: (tx: Tx) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const client of manifest.clients) {
      const id = created.clientIds.get(client.ref);
      if (!id || client.status === 'active') continue;
      await tx.update(clients).set({ status: client.status }).where(eq(clients.id, id));
    }
    await alsoInTransaction?.(tx);
  });
}

/**
 * Deletes what an agency import created: its clients (their campaigns, days, stories and file rows cascade) and its
 * templates, then the stored objects no row names any more (an object another row names is kept).
 */
export async function undoAgencyRecords(
  db: Db,
  storage: MediaStorage,
  created: CreatedAgencyRecords,
): Promise<void> {
  const clientIds = [...created.clientIds.values()];
  const keys: string[] = [];
  if (clientIds.length > 0) {
    const rows = await db
      .select({ storageKey: storyMedia.storageKey, thumbnailKey: storyMedia.thumbnailKey })
      .from(storyMedia)
      .innerJoin(stories, eq(stories.id, storyMedia.storyId))
      .innerJoin(campaignDays, eq(campaignDays.id, stories.campaignDayId))
      .innerJoin(campaigns, eq(campaigns.id, campaignDays.campaignId))
      .where(inArray(campaigns.clientId, clientIds));
    for (const row of rows) {
      keys.push(row.storageKey);
      if (row.thumbnailKey) keys.push(row.thumbnailKey);
    }
    await db.delete(clients).where(inArray(clients.id, clientIds));
  }
  if (created.templateIds.length > 0) {
    await db.delete(campaignTemplates).where(inArray(campaignTemplates.id, created.templateIds));
  }
  await deleteUnreferencedMedia({ db, storage, keys });
}
