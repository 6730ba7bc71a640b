import { z } from 'zod';
import {
  CampaignFile,
  CampaignFileChatAutomation,
  CampaignFileDay,
  CampaignFileLaunchStep,
} from '../campaign-import/campaign-file';

export const CAMPAIGN_EXPORT_FORMAT = 1;

/** Which export a file is: the format's version, a key drawn per export, and when it was made. */
export const CampaignExportMetadata = z.object({
  format: z.literal(CAMPAIGN_EXPORT_FORMAT),
  /** A UUID; an import of the file may send it as its Idempotency-Key. */
  key: z.string(),
  /** ISO 8601 instant. */
  exported_at: z.string(),
});
export type CampaignExportMetadata = z.infer<typeof CampaignExportMetadata>;

/**
 * A campaign exported as its JSON import file (docs/campaign-import.md, «Exportar una campaña»): the keys the importer
 * reads (CampaignFile's), every story key present (null where it has no sticker, notes or time), the chat automation
 * only when the campaign has any of it (every key, null or [] where unset), the launch plan only when it has one,
 * and the `export` metadata, which the importer ignores (unknown fields are ignored).
 */
export const ExportedCampaignFile = CampaignFile.pick({ campaign_title: true, start_date: true })
  .extend({
    description: z.string().nullable(),
    days: z.array(CampaignFileDay),
    chat_automation: CampaignFileChatAutomation.extend({
      keyword: z.string().nullable(),
      auto_response: z.string().nullable(),
      landing_url: z.string().nullable(),
      notes: z.string().nullable(),
    }).optional(),
    launch_plan: z.array(CampaignFileLaunchStep.omit({ step: true })).optional(),
    export: CampaignExportMetadata,
  })
  .meta({ id: 'ExportedCampaignFile' });
export type ExportedCampaignFile = z.infer<typeof ExportedCampaignFile>;
export type ExportedChatAutomation = NonNullable<ExportedCampaignFile['chat_automation']>;
