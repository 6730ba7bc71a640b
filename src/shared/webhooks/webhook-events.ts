import { z } from 'zod';

/**
 * The outgoing webhooks' events (issue 34 §1) and the payload each one sends: the one contract of what a receiver
 * gets, used by the server to build the payloads, by the OpenAPI document's `webhooks` section and by docs/webhooks.md.
 * Every message is the Standard Webhooks envelope `{ type, timestamp, data }`; `data` is one of the schemas below.
 * A field is never removed or renamed once shipped (receivers parse it); new fields may be added.
 */

export const WEBHOOK_EVENT_TYPES = [
  'story.published',
  'story.skipped',
  'story.approved',
  'story.changes_requested',
  'story.late',
  'story.results_entered',
  'campaign.created',
  'campaign.imported',
  'campaign.completed',
  'comment.created',
  'client.created',
] as const;
export const WebhookEventType = z.enum(WEBHOOK_EVENT_TYPES, { error: 'Evento de webhook desconocido' });
export type WebhookEventType = z.infer<typeof WebhookEventType>;

/** The test message «Enviar evento de prueba» sends to one endpoint, whatever events it subscribes to. */
export const WEBHOOK_TEST_EVENT_TYPE = 'webhook.test' as const;

/** Who made the change: the agency (an admin), the brand (its client login), the panel itself (a schedule, the AI). */
export const WebhookActor = z
  .object({
    kind: z.enum(['admin', 'client', 'system']),
    userId: z.string().nullable(),
    name: z.string().nullable(),
  })
  .meta({ id: 'WebhookActor' });
export type WebhookActor = z.infer<typeof WebhookActor>;

export const WebhookClientRef = z
  .object({
    id: z.string(),
    /** The contact person's full name (the client record's «Nombre»). */
    name: z.string(),
    /** The brand, as the panel lists its clients. */
    brandName: z.string(),
    /** The client's effective IANA zone (its own, else the agency's APP_TIMEZONE): its dates and times are in it. */
    timeZone: z.string(),
  })
  .meta({ id: 'WebhookClientRef' });
export type WebhookClientRef = z.infer<typeof WebhookClientRef>;

export const WebhookCampaignRef = z
  .object({
    id: z.string(),
    title: z.string(),
    /** First and last day, YYYY-MM-DD in the client's time zone. */
    startDate: z.string(),
    endDate: z.string(),
    /** The campaign in the panel (agency's view). */
    url: z.string(),
  })
  .meta({ id: 'WebhookCampaignRef' });
export type WebhookCampaignRef = z.infer<typeof WebhookCampaignRef>;

export const WebhookStoryRef = z
  .object({
    id: z.string(),
    /**
     * The day it is due (YYYY-MM-DD, the client's zone) and its time (HH:mm): its own time, else its time block's
     * (Mañana 09:00, Mediodía 13:00, Tarde 17:00, Noche 21:00); null when it has neither.
     */
    date: z.string(),
    time: z.string().nullable(),
    /** The instant it is due (ISO 8601): its date and time in the client's zone (12:00 without a time). */
    dueAt: z.string(),
    /** Its order within the day, from 1. */
    position: z.number().int(),
    /** The copy as it is now (the caption / text on the story). */
    text: z.string(),
  })
  .meta({ id: 'WebhookStoryRef' });
export type WebhookStoryRef = z.infer<typeof WebhookStoryRef>;

/** What every story event carries: the story, its campaign and its client. */
const storyContext = {
  client: WebhookClientRef,
  campaign: WebhookCampaignRef,
  story: WebhookStoryRef,
};

export const StoryPublishedData = z
  .object({ ...storyContext, publishedAt: z.string(), actor: WebhookActor })
  .meta({ id: 'StoryPublishedData' });
export const StorySkippedData = z
  .object({ ...storyContext, skippedAt: z.string(), reason: z.string().nullable(), actor: WebhookActor })
  .meta({ id: 'StorySkippedData' });
export const StoryApprovedData = z
  .object({ ...storyContext, approvedAt: z.string(), actor: WebhookActor })
  .meta({ id: 'StoryApprovedData' });
export const StoryChangesRequestedData = z
  .object({ ...storyContext, requestedAt: z.string(), note: z.string().nullable(), actor: WebhookActor })
  .meta({ id: 'StoryChangesRequestedData' });
/** A story still unpublished past its due time (sent once per story, when the agency's overdue alert fires). */
export const StoryLateData = z.object({ ...storyContext, dueAt: z.string() }).meta({ id: 'StoryLateData' });
export const StoryResultsEnteredData = z
  .object({
    ...storyContext,
    /** The numbers as saved (only those entered; names as in the results API). */
    results: z.record(z.string(), z.number().nullable()),
    source: z.enum(['brand', 'agency', 'instagram']),
    actor: WebhookActor,
  })
  .meta({ id: 'StoryResultsEnteredData' });

const campaignContext = {
  client: WebhookClientRef,
  campaign: WebhookCampaignRef,
  dayCount: z.number().int(),
  storyCount: z.number().int(),
};
/** A campaign made in the panel: by hand, from a template, duplicated, or by the AI wizard. */
export const CampaignCreatedData = z
  .object({
    ...campaignContext,
    origin: z.enum(['manual', 'template', 'duplicate', 'ai']),
    actor: WebhookActor,
  })
  .meta({ id: 'CampaignCreatedData' });
/** A campaign from a JSON file or a .zip (Importar campaña, the agency import). */
export const CampaignImportedData = z
  .object({ ...campaignContext, format: z.enum(['json', 'zip']), actor: WebhookActor })
  .meta({ id: 'CampaignImportedData' });
/** Every story published or marked «No se publicará» (sent once; again only after it is reopened and completed). */
export const CampaignCompletedData = z
  .object({
    ...campaignContext,
    publishedCount: z.number().int(),
    skippedCount: z.number().int(),
    completedAt: z.string(),
  })
  .meta({ id: 'CampaignCompletedData' });
export const CommentCreatedData = z
  .object({
    ...storyContext,
    comment: z.object({ id: z.string(), body: z.string(), createdAt: z.string() }),
    actor: WebhookActor,
  })
  .meta({ id: 'CommentCreatedData' });
export const ClientCreatedData = z
  .object({
    client: WebhookClientRef.extend({ email: z.string(), instagramHandle: z.string().nullable() }),
    actor: WebhookActor,
  })
  .meta({ id: 'ClientCreatedData' });
export const WebhookTestData = z
  .object({ message: z.string(), endpointId: z.string() })
  .meta({ id: 'WebhookTestData' });

/** Each event's `data` schema. */
export const WEBHOOK_EVENT_DATA = {
  'story.published': StoryPublishedData,
  'story.skipped': StorySkippedData,
  'story.approved': StoryApprovedData,
  'story.changes_requested': StoryChangesRequestedData,
  'story.late': StoryLateData,
  'story.results_entered': StoryResultsEnteredData,
  'campaign.created': CampaignCreatedData,
  'campaign.imported': CampaignImportedData,
  'campaign.completed': CampaignCompletedData,
  'comment.created': CommentCreatedData,
  'client.created': ClientCreatedData,
} as const satisfies Record<WebhookEventType, z.ZodType>;

export type WebhookEventData<T extends WebhookEventType> = z.infer<(typeof WEBHOOK_EVENT_DATA)[T]>;

/** One event as the server raises it (the envelope's `timestamp` is added when it is stored). */
export type WebhookEvent = {
  [T in WebhookEventType]: { type: T; data: WebhookEventData<T> };
}[WebhookEventType];

/** The envelope of one message as sent (the request body). */
export function webhookEnvelope<T extends z.ZodType>(type: string, data: T) {
  return z.object({ type: z.literal(type), timestamp: z.string(), data });
}

/** Spanish names of the events, for the panel's lists and checkboxes. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType | typeof WEBHOOK_TEST_EVENT_TYPE, string> = {
  'story.published': 'Historia publicada',
  'story.skipped': 'Historia que no se publicará',
  'story.approved': 'Historia aprobada',
  'story.changes_requested': 'Cambios pedidos en una historia',
  'story.late': 'Historia atrasada',
  'story.results_entered': 'Resultados de una historia',
  'campaign.created': 'Campaña creada',
  'campaign.imported': 'Campaña importada',
  'campaign.completed': 'Campaña completada',
  'comment.created': 'Comentario nuevo',
  'client.created': 'Cliente nuevo',
  'webhook.test': 'Evento de prueba',
};
