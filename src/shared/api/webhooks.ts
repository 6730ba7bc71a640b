import { z } from 'zod';
import { singleLineString } from '../text/single-line';
import { WEBHOOK_EVENT_TYPES, WebhookEventType } from '../webhooks/webhook-events';
import {
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_TEXTS,
  WEBHOOK_URL_MAX_LENGTH,
} from '../webhooks/webhook-texts';
import { urlInteger } from './url-integer';

/**
 * The agency's webhook endpoints and their deliveries (issue 34 §1, Configuración › Webhooks): the API contract
 * of /api/admin/webhooks. A secret (`whsec_…`) is shown once, when the endpoint is made or its secret rotated.
 */

const urlField = singleLineString({ error: WEBHOOK_TEXTS.urlRequired })
  .trim()
  .min(1, WEBHOOK_TEXTS.urlRequired)
  .max(WEBHOOK_URL_MAX_LENGTH, WEBHOOK_TEXTS.urlTooLong)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, WEBHOOK_TEXTS.urlInvalid);
const descriptionField = singleLineString()
  .trim()
  .max(WEBHOOK_DESCRIPTION_MAX_LENGTH, WEBHOOK_TEXTS.descriptionTooLong);
const eventTypesField = z
  .array(WebhookEventType, { error: WEBHOOK_TEXTS.eventsRequired })
  .min(1, WEBHOOK_TEXTS.eventsRequired)
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((types) => [...new Set(types)]);

export const WebhookDeliveryStatus = z.enum(['pending', 'sending', 'succeeded', 'failed']);
export type WebhookDeliveryStatus = z.infer<typeof WebhookDeliveryStatus>;

export const WebhookEndpoint = z
  .object({
    id: z.string(),
    url: z.string(),
    description: z.string().nullable(),
    eventTypes: z.array(WebhookEventType),
    isEnabled: z.boolean(),
    /** Why the panel turned it off (the receiver answered 410 Gone), null when an admin did or it is on. */
    disabledReason: z.enum(['gone']).nullable(),
    disabledAt: z.string().nullable(),
    /** The secret's first characters (`whsec_abcd…`), to tell secrets apart. */
    secretHint: z.string(),
    /** During a rotation the previous secret also signs, until this instant. */
    previousSecretExpiresAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** The last delivery's outcome, for the list. */
    lastDelivery: z
      .object({ status: WebhookDeliveryStatus, at: z.string(), responseStatus: z.number().int().nullable() })
      .nullable(),
  })
  .meta({ id: 'WebhookEndpoint' });
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;

export const WebhookEndpointList = z
  .object({ endpoints: z.array(WebhookEndpoint) })
  .meta({ id: 'WebhookEndpointList' });
export type WebhookEndpointList = z.infer<typeof WebhookEndpointList>;

/** Made or rotated: the endpoint and its new secret, shown once. */
export const WebhookEndpointWithSecret = z
  .object({ endpoint: WebhookEndpoint, secret: z.string() })
  .meta({ id: 'WebhookEndpointWithSecret' });
export type WebhookEndpointWithSecret = z.infer<typeof WebhookEndpointWithSecret>;

export const CreateWebhookEndpointBody = z
  .object({
    url: urlField,
    description: descriptionField.optional(),
    eventTypes: eventTypesField,
    isEnabled: z.boolean({ error: 'isEnabled debe ser true o false' }).default(true),
  })
  .strict()
  .meta({ id: 'CreateWebhookEndpointBody' });
export type CreateWebhookEndpointBody = z.input<typeof CreateWebhookEndpointBody>;

export const UpdateWebhookEndpointBody = z
  .object({
    url: urlField.optional(),
    description: descriptionField.nullish(),
    eventTypes: eventTypesField.optional(),
    isEnabled: z.boolean({ error: 'isEnabled debe ser true o false' }).optional(),
  })
  .strict()
  .meta({ id: 'UpdateWebhookEndpointBody' });
export type UpdateWebhookEndpointBody = z.input<typeof UpdateWebhookEndpointBody>;

export const WebhookDelivery = z
  .object({
    id: z.string(),
    /** The `webhook-id` header: the same on every attempt and on a resend. */
    messageId: z.string(),
    eventType: z.string(),
    status: WebhookDeliveryStatus,
    attempts: z.number().int(),
    responseStatus: z.number().int().nullable(),
    durationMs: z.number().int().nullable(),
    /** Why the last attempt failed, in Spanish (time-out, refused address, HTTP 500…). */
    error: z.string().nullable(),
    /** The start of the receiver's last answer (up to 2 KB kept for display). */
    responseBody: z.string().nullable(),
    nextAttemptAt: z.string().nullable(),
    createdAt: z.string(),
    lastAttemptAt: z.string().nullable(),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const WebhookDeliveryList = z
  .object({ deliveries: z.array(WebhookDelivery) })
  .meta({ id: 'WebhookDeliveryList' });
export type WebhookDeliveryList = z.infer<typeof WebhookDeliveryList>;

export const WEBHOOK_DELIVERIES_DEFAULT_LIMIT = 50;
export const WEBHOOK_DELIVERIES_MAX_LIMIT = 100;

/** GET /api/admin/webhooks/{id}/deliveries: newest first, optionally of one status. */
export const WebhookDeliveryQuery = z.object({
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(WebhookDeliveryStatus.options, { error: 'Estado de envío no válido' }).optional(),
  ),
  limit: urlInteger({
    min: 1,
    max: WEBHOOK_DELIVERIES_MAX_LIMIT,
    message: `Límite no válido (1 a ${WEBHOOK_DELIVERIES_MAX_LIMIT})`,
  })
    .optional()
    .default(WEBHOOK_DELIVERIES_DEFAULT_LIMIT),
});
export type WebhookDeliveryQuery = z.output<typeof WebhookDeliveryQuery>;

/** A test event or a resend, queued: the new delivery (its first attempt runs at once). */
export const WebhookDeliveryResponse = z
  .object({ delivery: WebhookDelivery })
  .meta({ id: 'WebhookDeliveryResponse' });
export type WebhookDeliveryResponse = z.infer<typeof WebhookDeliveryResponse>;

export const DeletedWebhookEndpoint = z
  .object({ ok: z.literal(true) })
  .meta({ id: 'DeletedWebhookEndpoint' });
