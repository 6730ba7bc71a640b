import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import {
  WEBHOOK_EVENT_DATA,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
  webhookEnvelope,
} from '../../shared/webhooks/webhook-events';
import type { AppEnv } from '../http/context';
import { jsonBody } from '../http/json-content';

/**
 * The outgoing webhooks' events (issue 34 §1) in the OpenAPI document's `webhooks` section (OpenAPI 3.1): one
 * POST per event that the panel sends to each endpoint subscribed to it, its body the Standard Webhooks envelope
 * `{ type, timestamp, data }` with the event's `data` schema from src/shared/webhooks/webhook-events.ts, and the
 * three signature headers. docs/webhooks.md explains how to verify them.
 */

/** When each event is sent, as the reference shows it. */
export const WEBHOOK_EVENT_DESCRIPTIONS: Record<WebhookEventType, string> = {
  'story.published':
    'Una historia pasa a publicada: «Marcar publicada» del cliente o de la agencia, o la publicación automática en ' +
    'Instagram. No se envía al volver a marcar una historia que ya lo estaba.',
  'story.skipped':
    'Una historia se marca «No se publicará» (con el motivo, si se dio). Deshacerlo no envía nada.',
  'story.approved':
    'El cliente aprueba una historia, en el panel o con el enlace de aprobación. Repetir la misma aprobación del ' +
    'mismo contenido no envía nada.',
  'story.changes_requested':
    'El cliente pide cambios en una historia, en el panel o con el enlace de aprobación (`note`: lo que pide; ' +
    'también queda como comentario, con su evento comment.created).',
  'story.late':
    'Una historia sigue sin publicar (ni marcada «No se publicará») AGENCY_ALERT_AFTER_MINUTES después de su hora, ' +
    'el mismo umbral que el aviso a la agencia. Una vez por historia y fecha.',
  'story.results_entered':
    'Se guardan los números de una historia publicada: los del formulario de la marca o de la agencia, o los que el ' +
    'panel lee de Instagram (`source`). `results` trae solo los números de ese guardado.',
  'campaign.created':
    'Se crea una campaña en el panel: con el asistente de IA (`ai`), desde una plantilla (`template`) o duplicando ' +
    'otra (`duplicate`, un evento por cada copia).',
  'campaign.imported':
    'Se importa una campaña desde un archivo JSON (`json`) o un .zip (`zip`), también cada campaña de la ' +
    'importación de toda la agencia.',
  'campaign.completed':
    'La última historia pendiente de una campaña se publica o se marca «No se publicará». Una vez por ' +
    'compleción: si la campaña se reabre (una historia desmarcada) y se completa de nuevo, se envía otra vez.',
  'comment.created': 'Alguien (la agencia o el cliente) escribe un comentario en una historia.',
  'client.created':
    'Un administrador da de alta un cliente («Nuevo cliente»). Los clientes que trae la importación de toda la ' +
    'agencia no lo envían.',
};

const WebhookHeaders = z.object({
  'webhook-id': z.string().openapi({
    description:
      'Identificador del mensaje (`msg_…`): el mismo en cada reintento y reenvío; úsalo para descartar duplicados.',
    example: 'msg_2b8f0c7d4e1a4f5b9c3d6e7f8a9b0c1d',
  }),
  'webhook-timestamp': z.string().openapi({
    description:
      'Segundos desde 1970 (UTC) del intento; rechaza los que se alejen más de 5 minutos de tu reloj.',
    example: '1795939200',
  }),
  'webhook-signature': z.string().openapi({
    description:
      'Firmas `v1,<base64>` separadas por espacios: HMAC-SHA256 con el secreto `whsec_…` de `id.timestamp.cuerpo`. ' +
      'Durante una rotación del secreto llegan dos (la nueva y la anterior, 24 h).',
    example: 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
  }),
});

/** `story.changes_requested` → `StoryChangesRequestedEvent`: the envelope's component name. */
function envelopeName(type: WebhookEventType): string {
  const words = type.split(/[._]/).map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return `${words.join('')}Event`;
}

export function registerWebhookEventsOpenApi(app: OpenAPIHono<AppEnv>) {
  const registry = app.openAPIRegistry;
  for (const type of WEBHOOK_EVENT_TYPES) {
    const name = envelopeName(type);
    registry.registerWebhook({
      method: 'post',
      path: type,
      operationId: `${name.charAt(0).toLowerCase()}${name.slice(1)}`,
      tags: ['Webhooks'],
      summary: WEBHOOK_EVENT_LABELS[type],
      description: WEBHOOK_EVENT_DESCRIPTIONS[type],
      security: [],
      request: {
        headers: WebhookHeaders,
        body: jsonBody(webhookEnvelope(type, WEBHOOK_EVENT_DATA[type]), name),
      },
      responses: {
        '2XX': {
          description:
            'Recibido. Cualquier otra respuesta (también 3xx, que no se sigue) o ninguna en 10 s se reintenta ' +
            'durante al menos 24 h; 410 desactiva el endpoint.',
        },
      },
    });
  }
}
