import { CreateWebhookEndpointBody } from '@shared/api/webhooks';
import type { WebhookEventType } from '@shared/webhooks/webhook-events';

/**
 * The add and edit dialog's form: the API's own body schema (URL http(s) without credentials, at most 2,000
 * characters; description of at most 200; at least one event), so both refuse the same with the same messages.
 * Loaded with the dialog by useZodForm.
 */
export const WebhookForm = CreateWebhookEndpointBody;

export type WebhookFormValues = {
  url: string;
  description: string;
  eventTypes: WebhookEventType[];
  isEnabled: boolean;
};
