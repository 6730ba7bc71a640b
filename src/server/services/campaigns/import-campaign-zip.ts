import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { CAMPAIGN_IMPORT_TEXTS } from '../../../shared/campaign-import/messages';
import type { CampaignZipImportResponse } from '../../../shared/campaign-import/response';
import { unusedZipFiles } from '../../../shared/campaign-import/zip-layout';
import { CAMPAIGN_ZIP_TEXTS } from '../../../shared/campaign-import/zip-texts';
import { formatBytes } from '../../../shared/media/format-bytes';
import type { AppDeps } from '../../context/app-deps';
import type { Db } from '../../db/client';
import { clients } from '../../db/schema/clients';
import { AppError } from '../../errors/app-error';
import { stageRequestBody } from '../../media/stage-request-body';
import { keepStoredObjects } from '../media/delete-unreferenced-media';
import { CampaignZip } from './campaign-zip/campaign-zip';
import { readZipCampaign } from './campaign-zip/read-zip-campaign';
import { stageZipMedia } from './campaign-zip/stage-zip-media';
import { discardStoredObjects, storeZipMedia } from './campaign-zip/store-zip-media';
import { notifyImportedCampaign, writeImportedCampaign } from './import-campaign-file';

export type ImportCampaignZipDeps = Pick<AppDeps, 'env' | 'database' | 'logger' | 'jobRunner' | 'media'>;

/** The folder of the staging area where each .zip import gets a folder of its own (swept when abandoned). */
export const CAMPAIGN_ZIP_STAGING_FOLDER = 'campaign-zip';
/** At most this many of the files no story names are listed in the answer. */
const MAX_LISTED_IGNORED = 100;

export interface ImportCampaignZipInput {
  clientId: string;
  /** The request body: the .zip as it is. */
  body: ReadableStream<Uint8Array> | null;
  /** The Content-Length the client declared, if any: over the limit, refused before reading. */
  declaredLength: number | null;
  /** The admin importing (recorded as the files' uploader). */
  uploadedBy: string;
  /** Queue the client's «campaña creada» e-mail (default true). */
  notifyClient?: boolean;
}

/** What the transaction checks again, checked before the upload is read: no point receiving a large body first. */
async function assertClientCanImport(db: Db, clientId: string): Promise<void> {
  const [client] = await db.select({ status: clients.status }).from(clients).where(eq(clients.id, clientId));
  if (!client) throw new AppError('NOT_FOUND', CAMPAIGN_IMPORT_TEXTS.clientNotFound);
  if (client.status !== 'active') throw new AppError('CONFLICT', CAMPAIGN_IMPORT_TEXTS.clientNotActive);
}

/**
 * The admin's .zip import (docs/campaign-import.md, 'Importar un .zip'), all or nothing:
 * 1. the body streams to this import's staging folder (CAMPAIGN_ZIP_MAX_BYTES, else 413);
 * 2. the archive is opened and every header checked (CampaignZip: entry count, unsafe names, encryption, zip
 *    bombs), its JSON found, read and validated (400 with `issues`, as the JSON import);
 * 3. every file a story names is checked against the headers, then inflated to a staging file and probed
 *    (400 with `issues` naming the stories);
 * 4. only then are the files and thumbnails stored, once per content (storeZipMedia, decision 029), and the
 *    campaign, its days, stories and story_media rows written in ONE transaction with the campaign-created e-mail
 *    queued (writeImportedCampaign), which first makes sure every object is still stored (keepStoredObjects). If
 *    that fails, the stored objects no row names are deleted again (the orphan sweep catches them if the process
 *    dies first);
 * 5. the e-mail is tried as for the JSON import. The staging folder is always removed.
 */
export async function importCampaignZip(
  deps: ImportCampaignZipDeps,
  input: ImportCampaignZipInput,
): Promise<CampaignZipImportResponse> {
  const { env, media } = deps;
  const maxBytes = env.CAMPAIGN_ZIP_MAX_BYTES;
  const tooLarge = () =>
    new AppError('PAYLOAD_TOO_LARGE', CAMPAIGN_ZIP_TEXTS.tooLarge(formatBytes(maxBytes)));
  if (input.declaredLength !== null && input.declaredLength > maxBytes) throw tooLarge();
  await assertClientCanImport(deps.database.db, input.clientId);

  const stagingDir = path.join(media.stagingDir, CAMPAIGN_ZIP_STAGING_FOLDER, randomUUID());
  try {
    const { filePath } = await stageRequestBody(input.body, { stagingDir, maxBytes }).catch(
      (err: unknown) => {
        throw err instanceof AppError && err.code === 'PAYLOAD_TOO_LARGE' ? tooLarge() : err;
      },
    );
    return await importStagedCampaignZip(deps, {
      clientId: input.clientId,
      filePath,
      stagingDir,
      maxBytes,
      uploadedBy: input.uploadedBy,
      notifyClient: input.notifyClient ?? true,
      raiseWebhook: true,
    });
  } finally {
    await rm(stagingDir, { recursive: true, force: true });
  }
}

export interface ImportStagedCampaignZipInput {
  clientId: string;
  /** The .zip, already on disk. */
  filePath: string;
  /** A folder of this import's own for the files it inflates (the caller removes it). */
  stagingDir: string;
  /** The size the .zip was allowed: its entries may declare twice this uncompressed at most. */
  maxBytes: number;
  uploadedBy: string;
  /** Queue the client's «campaña creada» e-mail (default); false: no e-mail (the agency import). */
  notifyClient: boolean;
  /** Raise campaign.imported in the write's transaction; false: the caller raises it (the agency import). */
  raiseWebhook: boolean;
}

/**
 * Steps 2 to 5 of importCampaignZip for a .zip already on disk (the agency import extracts each campaign's .zip
 * from its own archive to a file and imports it here).
 */
export async function importStagedCampaignZip(
  deps: ImportCampaignZipDeps,
  input: ImportStagedCampaignZipInput,
): Promise<CampaignZipImportResponse> {
  const { media, logger } = deps;
  let zip: CampaignZip | null = await CampaignZip.open(input.filePath, {
    maxTotalUncompressedBytes: 2 * input.maxBytes,
  });
  try {
    const { layout, campaign } = await readZipCampaign(zip);
    const stories = await stageZipMedia({
      zip,
      layout,
      campaign,
      stagingDir: input.stagingDir,
      maxFileBytes: media.maxBytes,
      logger,
    });
    const ignored = unusedZipFiles(zip.names, layout, campaign);
    zip.close();
    zip = null;

    const db = deps.database.db;
    const stored = await storeZipMedia({ db, stories, storage: media.storage, logger });
    let written: Awaited<ReturnType<typeof writeImportedCampaign>>;
    try {
      written = await writeImportedCampaign({
        deps,
        input: {
          clientId: input.clientId,
          campaign,
          source: 'import',
          storyMedia: stored.storyMedia,
          uploadedBy: input.uploadedBy,
        },
        beforeWrite: (tx) => keepStoredObjects({ tx, storage: media.storage, objects: stored.objects }),
        notifyClient: input.notifyClient,
        webhook: input.raiseWebhook
          ? {
              how: { event: 'campaign.imported', format: 'zip' },
              actor: { kind: 'admin', userId: input.uploadedBy },
            }
          : null,
      });
    } catch (err) {
      await discardStoredObjects({ db, storage: media.storage, logger, objects: stored.objects });
      throw err;
    }
    const response = await notifyImportedCampaign(deps, written);
    return {
      ...response,
      totalMedia: written.totalMedia,
      ignoredFiles: ignored.slice(0, MAX_LISTED_IGNORED),
      ignoredFileCount: ignored.length,
    };
  } finally {
    zip?.close();
  }
}
