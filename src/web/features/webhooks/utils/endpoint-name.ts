import type { WebhookEndpoint } from '@shared/api/webhooks';

/** What an endpoint is called on the screens: its description, else its URL's host («hooks.n8n.agencia.es»). */
export function endpointName(endpoint: Pick<WebhookEndpoint, 'url' | 'description'>): string {
  const description = endpoint.description?.trim();
  if (description) return description;
  try {
    return new URL(endpoint.url).host || endpoint.url;
  } catch {
    return endpoint.url;
  }
}
