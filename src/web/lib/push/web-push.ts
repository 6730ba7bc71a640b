import type { SavePushSubscriptionBody } from '@shared/api/notifications';
import { apiClient, read } from '@/lib/api/client';
import { isApiError } from '@/lib/api-client';
import { pushSupport } from './push-support';

/**
 * Web Push in this browser: subscribe with the server's VAPID key and hand the subscription to the server
 * (POST /api/push/subscriptions), or drop it (DELETE). The service worker (src/web/public/sw-push.js) shows what
 * arrives. Failures are PushErrors whose message says in Spanish what the user can do.
 */

export const PUSH_TEXTS = {
  denied:
    'Has bloqueado los avisos de este sitio en el navegador. Para permitirlos, toca el candado (o el icono de ajustes) junto a la dirección, abre «Permisos» o «Configuración del sitio» y cambia «Notificaciones» a «Permitir». En el panel instalado en el móvil, búscalo en los ajustes del teléfono › Notificaciones. Después vuelve a activar los avisos aquí.',
  dismissed:
    'No se activaron los avisos: el navegador no recibió permiso. Vuelve a intentarlo y elige «Permitir».',
  noServiceWorker:
    'El panel aún no está listo para recibir avisos en este navegador. Recarga la página y vuelve a intentarlo.',
  /** Only where retrying can help: the browser's push service did not answer. */
  failed:
    'No se pudieron activar los avisos: el servicio de avisos del navegador no respondió. Inténtalo de nuevo más tarde.',
  unsupportedHere:
    'Este navegador no permite recibir avisos aquí (por ejemplo, en una ventana privada). Ábrelo en una ventana normal o usa el panel instalado en el móvil.',
  subscriptionGone:
    'La suscripción a avisos de este navegador ya no es válida. Recarga la página y vuelve a activar los avisos.',
  unknown: 'No se pudieron activar los avisos en este navegador.',
} as const;

export type PushErrorCode =
  | 'unsupported'
  | 'denied'
  | 'dismissed'
  | 'no-service-worker'
  | 'subscription-gone'
  | 'failed'
  | 'unknown';

/**
 * What a refused `pushManager.subscribe()` means (issue 29: "inténtalo más tarde" only where retrying can help):
 * NotAllowedError is the permission taken away, NotSupportedError a browser (or private window) without push,
 * InvalidStateError/InvalidAccessError a subscription or key no longer valid, AbortError/NetworkError/TimeoutError
 * the push service not answering (transient); anything else is said plainly, without a promise.
 */
export function subscribeFailure(error: unknown): PushError {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  const [code, message]: [PushErrorCode, string] =
    name === 'NotAllowedError'
      ? ['denied', PUSH_TEXTS.denied]
      : name === 'NotSupportedError'
        ? ['unsupported', PUSH_TEXTS.unsupportedHere]
        : name === 'InvalidStateError' || name === 'InvalidAccessError'
          ? ['subscription-gone', PUSH_TEXTS.subscriptionGone]
          : name === 'AbortError' || name === 'NetworkError' || name === 'TimeoutError'
            ? ['failed', PUSH_TEXTS.failed]
            : ['unknown', PUSH_TEXTS.unknown];
  return new PushError(code, message, { cause: error });
}

export class PushError extends Error {
  constructor(
    readonly code: PushErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PushError';
  }
}

/** How long to wait for the service worker to become active before saying it is not there. */
const SERVICE_WORKER_TIMEOUT_MS = 10_000;

async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new PushError('no-service-worker', PUSH_TEXTS.noServiceWorker)),
      SERVICE_WORKER_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The VAPID public key (base64url, as GET /api/push gives it) as the bytes PushManager.subscribe() takes. */
export function applicationServerKeyOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

/** This browser's subscription to the panel's reminders, or null (also when the browser cannot have one). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupport().isSupported) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * This browser's subscription, saved again on the server (an idempotent upsert): a subscription the server dropped
 * (a 410 from the push service, another user signing in here and out again) is this user's again, so the switch
 * never shows "on" for a browser nothing is sent to. Offline or refused, the browser's answer stands.
 */
export async function syncedSubscription(): Promise<PushSubscription | null> {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  try {
    await read(
      apiClient.api.push.subscriptions.$post({ json: subscription.toJSON() as SavePushSubscriptionBody }),
    );
  } catch {
    // offline, or the server refused it: the next read tries again
  }
  return subscription;
}

/** How long signing out waits to turn this browser's reminders off before it goes on without. */
const SIGN_OUT_PUSH_TIMEOUT_MS = 3_000;

/**
 * On sign-out: this browser stops receiving the user's reminders (a shared phone must not show the previous
 * user's stories). Best effort and bounded: signing out never waits on it for more than 3 seconds.
 */
export async function disablePushOnSignOut(): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, SIGN_OUT_PUSH_TIMEOUT_MS);
  });
  try {
    await Promise.race([disablePush().catch(() => undefined), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Turns reminders on in this browser: asks for the permission, subscribes through the service worker's push
 * manager with the server's key (a subscription made with another key is replaced) and saves it on the server.
 */
export async function enablePush(publicKey: string): Promise<PushSubscription> {
  const support = pushSupport();
  if (!support.isSupported) throw new PushError('unsupported', support.message);
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushError('denied', PUSH_TEXTS.denied);
  if (permission !== 'granted') throw new PushError('dismissed', PUSH_TEXTS.dismissed);

  const registration = await serviceWorkerRegistration();
  const applicationServerKey = applicationServerKeyOf(publicKey);
  let subscription: PushSubscription;
  try {
    const existing = await registration.pushManager.getSubscription();
    if (existing && !sameKey(existing.options.applicationServerKey, applicationServerKey)) {
      await existing.unsubscribe();
    }
    subscription =
      existing && sameKey(existing.options.applicationServerKey, applicationServerKey)
        ? existing
        : await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  } catch (error) {
    throw subscribeFailure(error);
  }
  try {
    await read(
      apiClient.api.push.subscriptions.$post({ json: subscription.toJSON() as SavePushSubscriptionBody }),
    );
  } catch (error) {
    // The server does not know it: a subscription nothing is sent to only misleads the switch.
    await subscription.unsubscribe().catch(() => undefined);
    throw error;
  }
  return subscription;
}

/**
 * Turns reminders off in this browser: the server forgets it first (so nothing more is sent), then the browser.
 * `subscription` defaults to this browser's current one.
 */
export async function disablePush(subscription?: PushSubscription | null): Promise<void> {
  subscription ??= await currentSubscription();
  if (!subscription) return;
  try {
    await read(apiClient.api.push.subscriptions.$delete({ json: { endpoint: subscription.endpoint } }));
  } catch (error) {
    // 404: the server had already dropped it (expired, or saved for another user since).
    if (!(isApiError(error) && error.status === 404)) throw error;
  }
  await subscription.unsubscribe();
}
