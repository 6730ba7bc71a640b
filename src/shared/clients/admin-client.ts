import { z } from 'zod';
import { urlInteger } from '../api/url-integer';
import { CAMPAIGN_STATUSES, CLIENT_STATUSES, INVITATION_STATUSES } from '../domain/statuses';

/** A client's record as both areas read it (the admin's list and detail, the client's own profile). */
export const ClientRecord = z.object({
  id: z.string(),
  name: z.string(),
  brandName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  industry: z.string().nullable(),
  description: z.string().nullable(),
  /** IANA time zone of the client's "today" and due instants; null: the agency's default (APP_TIMEZONE). */
  timeZone: z.string().nullable(),
  /** «Marcar publicada» needs a proof of posting from this client (issue 31 §1). */
  proofRequired: z.boolean(),
  status: z.enum(CLIENT_STATUSES),
  invitationStatus: z.enum(INVITATION_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A client as the admin API returns it. Dates are ISO strings; start/end dates are yyyy-mm-dd. */
export const AdminClient = ClientRecord.extend({
  /** Whether a login user is linked to the client. */
  hasLoginUser: z.boolean(),
});
export type AdminClient = z.infer<typeof AdminClient>;

export const CLIENT_LIST_SORTS = ['recent', 'brand'] as const;
export type ClientListSort = (typeof CLIENT_LIST_SORTS)[number];
/** Most rows one list answer holds (`total` still counts every match). */
export const CLIENT_LIST_MAX_LIMIT = 1000;
export const CLIENT_LIST_DEFAULT_LIMIT = 500;

/** Query of GET /api/admin/clients. */
export const ClientListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum(CLIENT_STATUSES).optional(),
  sort: z.enum(CLIENT_LIST_SORTS).default('recent'),
  limit: urlInteger({
    min: 1,
    max: CLIENT_LIST_MAX_LIMIT,
    message: `Límite no válido (1 a ${CLIENT_LIST_MAX_LIMIT})`,
  })
    .optional()
    .default(CLIENT_LIST_DEFAULT_LIMIT),
});
export type ClientListQuery = z.infer<typeof ClientListQuery>;

export const ClientListResponse = z.object({ clients: z.array(AdminClient), total: z.number().int() });
export type ClientListResponse = z.infer<typeof ClientListResponse>;

/** One campaign of the client detail, with its progress in days and stories. */
export const ClientCampaignSummary = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(CAMPAIGN_STATUSES),
  startDate: z.string(),
  endDate: z.string().nullable(),
  totalDays: z.number().int(),
  /** Days with at least one story, all of them posted or skipped («No se publicará»). */
  completedDays: z.number().int(),
  totalStories: z.number().int(),
  postedStories: z.number().int(),
  /** Stories marked «No se publicará»: out of the progress denominator. */
  skippedStories: z.number().int(),
  createdAt: z.string(),
});
export type ClientCampaignSummary = z.infer<typeof ClientCampaignSummary>;

/** GET /api/admin/clients/{id}?campaignsPage=N: the client's campaigns come 10 a page, newest first. */
export const ClientDetailQuery = z.object({
  campaignsPage: urlInteger({ min: 1, max: 100_000, message: 'Página no válida' }).optional().default(1),
});

export const ClientDetailResponse = z.object({
  client: AdminClient,
  /** One page of the client's campaigns, newest first. */
  campaigns: z.array(ClientCampaignSummary),
  campaignsTotal: z.number().int(),
  campaignsPage: z.number().int(),
  campaignsPageSize: z.number().int(),
});
export type ClientDetailResponse = z.infer<typeof ClientDetailResponse>;

/** Outcome of the credentials e-mail sent during the request. */
export const CredentialsDelivery = z.object({ delivered: z.boolean(), error: z.string().optional() });
export type CredentialsDelivery = z.infer<typeof CredentialsDelivery>;

export const ClientCreateResponse = z.object({ client: AdminClient, credentials: CredentialsDelivery });
export type ClientCreateResponse = z.infer<typeof ClientCreateResponse>;

export const ClientResponse = z.object({ client: AdminClient });
export type ClientResponse = z.infer<typeof ClientResponse>;
