import { z } from 'zod';
import { CLIENT_FIELD_LIMITS, CLIENT_FORM_MESSAGES } from '../clients/client-form-fields';
import { CAMPAIGN_STATUSES, CLIENT_STATUSES } from '../domain/statuses';
import { MAX_REMINDER_MINUTES } from '../notifications/defaults';
import { TEMPLATE_DESCRIPTION_MAX_LENGTH, TEMPLATE_NAME_MAX_LENGTH } from '../templates/template-texts';
import { TimeZone } from '../time-zone-schema';
import { AGENCY_MAX_CAMPAIGNS, AGENCY_TRANSFER_TEXTS as T } from './agency-transfer-texts';

/**
 * agencia.json, the manifest of an agency export (docs/reuse.md, «Exportar o trasladar toda la agencia»): the clients
 * (without their logins), the templates, and each campaign's client, status and approval setting with the name of
 * its own .zip in the archive (the campaign .zip format, read by the .zip import). Snake case, as the campaign file.
 */

const text = (max: number) => z.string({ error: T.text }).max(max, T.tooLong);
const optionalText = (max: number) => text(max).nullable();
const flag = z.boolean({ error: T.boolean });

export const AgencyManifestClient = z.object({
  /** The client's reference inside this file (campaigns name it); not an id of either panel. */
  ref: z.string({ error: T.ref }).min(1, T.ref).max(64, T.ref),
  name: text(CLIENT_FIELD_LIMITS.name).min(2, CLIENT_FORM_MESSAGES.nameMin),
  brand_name: text(CLIENT_FIELD_LIMITS.brandName).min(2, CLIENT_FORM_MESSAGES.brandNameMin),
  email: z
    .string({ error: CLIENT_FORM_MESSAGES.email })
    .trim()
    .max(CLIENT_FIELD_LIMITS.email, CLIENT_FORM_MESSAGES.email)
    .pipe(z.email(CLIENT_FORM_MESSAGES.email))
    .transform((email) => email.toLowerCase()),
  phone: optionalText(CLIENT_FIELD_LIMITS.phone),
  industry: optionalText(CLIENT_FIELD_LIMITS.industry),
  description: optionalText(CLIENT_FIELD_LIMITS.description),
  /** Null: the agency's zone (APP_TIMEZONE). */
  time_zone: TimeZone.nullable(),
  status: z.enum(CLIENT_STATUSES, T.clientStatus),
  reminder_minutes: z
    .number({ error: T.reminderMinutes })
    .int(T.reminderMinutes)
    .min(0, T.reminderMinutes)
    .max(MAX_REMINDER_MINUTES, T.reminderMinutes),
  push_reminders: flag,
  email_reminders: flag,
  digest_enabled: flag,
  digest_time: z.string({ error: T.digestTime }).regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, T.digestTime),
  proof_required: flag,
});
export type AgencyManifestClient = z.infer<typeof AgencyManifestClient>;

export const AgencyManifestTemplate = z.object({
  name: text(TEMPLATE_NAME_MAX_LENGTH).trim().min(1, T.text),
  description: optionalText(TEMPLATE_DESCRIPTION_MAX_LENGTH),
  /** The campaign file with variables, as stored (checked again when imported: checkTemplate). */
  content: z.record(z.string(), z.unknown(), { error: T.templateContent }),
});
export type AgencyManifestTemplate = z.infer<typeof AgencyManifestTemplate>;

export const AgencyManifestCampaign = z.object({
  client_ref: z.string({ error: T.ref }).min(1, T.ref).max(64, T.ref),
  /** Its .zip inside the archive: 'campanas/0001-<slug>.zip'. */
  archive: z.string({ error: T.archive }).regex(/^campanas\/[0-9]{4,}-[a-z0-9-]{1,60}\.zip$/, T.archive),
  /** For messages only: the campaign's own .zip holds its title. */
  title: text(500),
  status: z.enum(CAMPAIGN_STATUSES, T.campaignStatus),
  requires_approval: flag,
});
export type AgencyManifestCampaign = z.infer<typeof AgencyManifestCampaign>;

/** Refs, e-mails and archives unique; every campaign's client in the file. */
function checkReferences(manifest: AgencyManifestShape, ctx: z.RefinementCtx): void {
  const refs = new Set<string>();
  const emails = new Set<string>();
  manifest.clients.forEach((client, index) => {
    if (refs.has(client.ref)) {
      ctx.addIssue({ code: 'custom', path: ['clients', index, 'ref'], message: T.duplicateRef(client.ref) });
    }
    if (emails.has(client.email)) {
      ctx.addIssue({
        code: 'custom',
        path: ['clients', index, 'email'],
        message: T.duplicateEmail(client.email),
      });
    }
    refs.add(client.ref);
    emails.add(client.email);
  });
  const archives = new Set<string>();
  manifest.campaigns.forEach((campaign, index) => {
    if (!refs.has(campaign.client_ref)) {
      const message = T.unknownClientRef(campaign.client_ref);
      ctx.addIssue({ code: 'custom', path: ['campaigns', index, 'client_ref'], message });
    }
    const key = campaign.archive.toLowerCase();
    if (archives.has(key)) {
      const message = T.duplicateArchive(campaign.archive);
      ctx.addIssue({ code: 'custom', path: ['campaigns', index, 'archive'], message });
    }
    archives.add(key);
  });
}

const AgencyManifestShape = z.object({
  format: z.literal(1, T.format),
  kind: z.literal('stories-panel-agency', T.kind),
  exported_at: z.iso.datetime({ error: T.text }),
  clients: z.array(AgencyManifestClient, { error: T.invalidManifest }),
  templates: z.array(AgencyManifestTemplate, { error: T.invalidManifest }),
  campaigns: z
    .array(AgencyManifestCampaign, { error: T.invalidManifest })
    .max(AGENCY_MAX_CAMPAIGNS, T.tooManyCampaigns),
});
type AgencyManifestShape = z.infer<typeof AgencyManifestShape>;

export const AgencyManifest = AgencyManifestShape.superRefine(checkReferences);
export type AgencyManifest = z.infer<typeof AgencyManifest>;
