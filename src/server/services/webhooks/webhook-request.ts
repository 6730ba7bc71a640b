import { performance } from 'node:perf_hooks';
import { Webhook } from 'standardwebhooks';
import {
  type AddressKind,
  OutboundBlockedError,
  type OutboundGuard,
  OutboundTimeoutError,
} from '../../net/outbound-guard';

/** The whole exchange with a receiver (issue 34): connecting, sending and reading its answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Bytes of a receiver's answer read; the rest is not (the connection is closed). */
export const WEBHOOK_MAX_RESPONSE_BYTES = 65_536;
/** Bytes of the answer kept with the delivery, for the panel. */
export const WEBHOOK_KEPT_RESPONSE_BYTES = 2_048;
export const WEBHOOK_USER_AGENT = 'PanelStories-Webhooks/1';

/**
 * The Standard Webhooks headers of one attempt: `webhook-id` (the message's, the same on every attempt),
 * `webhook-timestamp` (this attempt's, in seconds) and `webhook-signature`, one `v1,…` per secret, space-separated
 * (during a rotation the new secret's and the previous one's).
 */
export function webhookHeaders(input: {
  messageId: string;
  body: string;
  secrets: readonly string[];
  at: Date;
}): Record<string, string> {
  const signatures = input.secrets.map((secret) =>
    new Webhook(secret).sign(input.messageId, input.at, input.body),
  );
  return {
    'content-type': 'application/json',
    'user-agent': WEBHOOK_USER_AGENT,
    'webhook-id': input.messageId,
    'webhook-timestamp': String(Math.floor(input.at.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
  };
}

/** What one attempt came to: an answer of the receiver (any status), or no answer and why (in Spanish). */
export type WebhookExchange =
  | {
      kind: 'answer';
      status: number;
      retryAfter: string | string[] | undefined;
      /** The start of the answer, for the panel. */
      body: string;
      durationMs: number;
    }
  | { kind: 'error'; error: string; durationMs: number };

const KIND_NAMES: Record<AddressKind, string> = {
  public: 'pública',
  unspecified: 'sin especificar',
  loopback: 'loopback',
  private: 'privada',
  shared: 'compartida del proveedor',
  'link-local': 'enlace local',
  multicast: 'multicast',
  reserved: 'reservada',
  invalid: 'no válida',
};

/** A receiver's answer, as text the database and the panel can hold: its first 2 KB, without NUL characters. */
function keptBody(body: Buffer): string {
  return body
    .subarray(0, WEBHOOK_KEPT_RESPONSE_BYTES)
    .toString('utf8')
    .replace(/\uFFFD$/, '')
    .replaceAll('\u0000', '');
}

/** «10 s», «0,5 s». */
function seconds(ms: number): string {
  return `${(ms / 1000).toLocaleString('es-ES', { maximumFractionDigits: 1 })} s`;
}

/** Why a request got no answer, in Spanish (stored with the attempt and shown in the panel). */
export function describeWebhookError(err: unknown, timeoutMs: number): string {
  if (err instanceof OutboundTimeoutError) return `Tiempo de espera agotado (${seconds(timeoutMs)})`;
  if (err instanceof OutboundBlockedError) {
    const target = err.host === err.address ? err.address : `${err.host} → ${err.address}`;
    return `Dirección bloqueada: ${target} (${KIND_NAMES[err.kind]})`;
  }
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  const message = err instanceof Error ? err.message : String(err);
  switch (code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'No se encontró el servidor (DNS)';
    case 'ECONNREFUSED':
      return 'Conexión rechazada por el servidor';
    case 'ECONNRESET':
    case 'EPIPE':
      return 'El servidor cortó la conexión';
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'No se llega al servidor (red inalcanzable)';
    default:
      if (code?.startsWith('ERR_TLS') || code?.includes('CERT') || /certificate|SSL|TLS/i.test(message)) {
        return `Error de TLS: ${code ?? message}`;
      }
      if (message.includes('closed before the answer ended')) return 'El servidor cortó la conexión';
      return `Error de red: ${code ?? message}`.slice(0, 300);
  }
}

/** One POST to the receiver through the webhooks' guard: never a redirect followed, bounded in time and size. */
export async function postWebhook(
  guard: OutboundGuard,
  input: { url: string; headers: Record<string, string>; body: string; timeoutMs: number },
): Promise<WebhookExchange> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const res = await guard.request(input.url, {
      method: 'POST',
      headers: { ...input.headers, 'content-length': Buffer.byteLength(input.body) },
      body: input.body,
      timeoutMs: input.timeoutMs,
      maxResponseBytes: WEBHOOK_MAX_RESPONSE_BYTES,
    });
    return {
      kind: 'answer',
      status: res.status,
      retryAfter: res.headers['retry-after'],
      body: keptBody(res.body),
      durationMs: elapsed(),
    };
  } catch (err) {
    return { kind: 'error', error: describeWebhookError(err, input.timeoutMs), durationMs: elapsed() };
  }
}
