import { randomUUID } from 'node:crypto';
import { campaignFileOf } from '../../../../shared/campaign-export/campaign-file-of';
import type { ExportedCampaignFile } from '../../../../shared/campaign-export/exported-campaign-file';
import { campaignFileName } from '../../../../shared/campaigns/campaign-slug';
import { clientTimeZone } from '../../../../shared/time-zones';
import type { AppDeps } from '../../../context/app-deps';
import type { Tx } from '../../../db/client';
import { CampaignLinks } from '../../links/campaign-links';
import { campaignStoriesCsv } from './campaign-stories-csv';
import { readCampaignSnapshot, type StoredCampaign } from './read-campaign-snapshot';

export type ExportCampaignDeps = Pick<AppDeps, 'env' | 'database' | 'now'>;

/** A file to download: its name ('campana-semana-del-cafe-2027-03-01.csv') and its content. */
export interface ExportedFile<Body> {
  fileName: string;
  body: Body;
}

/** 'campana-<title as a slug>-<first date>.json' (or .csv, .zip). */
export function campaignExportFileName(
  campaign: Pick<StoredCampaign, 'title' | 'startDate'>,
  extension: 'json' | 'csv' | 'zip',
): string {
  return campaignFileName('campana', campaign, extension);
}

/** The reads of one export in one read-only snapshot of the database: nothing changes between them. */
export function inSnapshot<T>(deps: Pick<AppDeps, 'database'>, read: (tx: Tx) => Promise<T>): Promise<T> {
  return deps.database.db.transaction(read, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

/**
 * A campaign as its JSON import file (docs/campaign-import.md, «Exportar una campaña») with the export's metadata: a
 * key drawn now (an import of the file may send it as its Idempotency-Key) and the instant. NOT_FOUND when missing.
 */
export async function exportCampaignJson(
  deps: ExportCampaignDeps,
  campaignId: string,
): Promise<ExportedFile<ExportedCampaignFile>> {
  const campaign = await inSnapshot(deps, (tx) => readCampaignSnapshot(tx, campaignId));
  const file = campaignFileOf(campaign, { key: randomUUID(), exported_at: deps.now().toISOString() });
  return { fileName: campaignExportFileName(campaign, 'json'), body: file };
}

/** A campaign's stories as a CSV (campaign-stories-csv.ts) with their state and tracked links. NOT_FOUND when missing. */
export async function exportCampaignCsv(
  deps: ExportCampaignDeps,
  campaignId: string,
): Promise<ExportedFile<string>> {
  const { env } = deps;
  const linkBases = { publicUrl: env.PUBLIC_URL, linksBaseUrl: env.LINKS_BASE_URL };
  const { campaign, links } = await inSnapshot(deps, async (tx) => {
    const campaign = await readCampaignSnapshot(tx, campaignId);
    return { campaign, links: await CampaignLinks.read(tx, [campaign.id], linkBases) };
  });
  const body = campaignStoriesCsv(campaign, {
    timeZone: clientTimeZone(campaign.clientTimeZone, env.APP_TIMEZONE),
    linkOf: (story) => links.ofStory(story.id, story.stickerInfo)?.url ?? null,
  });
  return { fileName: campaignExportFileName(campaign, 'csv'), body };
}
