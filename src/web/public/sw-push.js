/**
 * Web Push in the service worker (docs/web.md, "Notifications"). Handwritten, not bundled: Workbox's generated
 * sw.js loads it with importScripts (src/web/app/pwa/pwa-options.ts), so it is plain script, runs in the
 * service worker's global scope, and must stand on its own.
 *
 * - push: the server's message (src/shared/notifications/push-message.ts: { title, body, url, tag }) shown as a
 *   notification; a message that cannot be read still shows a generic one (a push the user never sees would make
 *   browsers revoke the permission).
 * - notificationclick: opens the message's page of the panel in an open window of the app, else in a new one.
 * - pushsubscriptionchange: the push service replaced the subscription; subscribe again with the same key and
 *   tell the server (the session cookie goes along).
 */

const PUSH_FALLBACK = {
  title: 'Tienes historias para publicar',
  body: 'Abre el panel para verlas.',
  url: '/dashboard/today',
  tag: 'stories-reminder',
};
const PUSH_ICON = '/pwa-192x192.png';
const PUSH_BADGE = '/pwa-192x192.png';

/** The message of a push event, or the generic one when it has no readable JSON payload. */
function pushMessageOf(data) {
  let message = null;
  try {
    message = data ? data.json() : null;
  } catch {
    message = null;
  }
  if (!message || typeof message !== 'object' || typeof message.title !== 'string' || !message.title) {
    return PUSH_FALLBACK;
  }
  return {
    title: message.title,
    body: typeof message.body === 'string' ? message.body : '',
    url: typeof message.url === 'string' ? message.url : PUSH_FALLBACK.url,
    tag: typeof message.tag === 'string' && message.tag ? message.tag : PUSH_FALLBACK.tag,
  };
}

/** A path of this app, or the fallback: a push never opens another site. */
function samePath(url) {
  try {
    const target = new URL(url, self.location.origin);
    if (target.origin !== self.location.origin) return PUSH_FALLBACK.url;
    return target.pathname + target.search + target.hash;
  } catch {
    return PUSH_FALLBACK.url;
  }
}

self.addEventListener('push', (event) => {
  const message = pushMessageOf(event.data);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      data: { url: samePath(message.url) },
      icon: PUSH_ICON,
      badge: PUSH_BADGE,
      lang: 'es',
      renotify: false,
    }),
  );
});

async function openPath(path) {
  const url = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    const focused = await open.focus();
    // navigate() works on a window this service worker controls; an uncontrolled one just comes to the front.
    if (focused && 'navigate' in focused && focused.url !== url) {
      try {
        return await focused.navigate(url);
      } catch {
        return focused;
      }
    }
    return focused;
  }
  return self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  event.waitUntil(openPath(samePath(typeof data.url === 'string' ? data.url : PUSH_FALLBACK.url)));
});

async function resubscribe(event) {
  const old = event.oldSubscription;
  const applicationServerKey = old?.options ? old.options.applicationServerKey : null;
  const subscription =
    event.newSubscription ||
    (applicationServerKey
      ? await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey })
      : null);
  if (!subscription) return;
  const headers = { 'Content-Type': 'application/json' };
  await fetch('/api/push/subscriptions', {
    method: 'POST',
    credentials: 'same-origin',
    headers,
    body: JSON.stringify(subscription.toJSON()),
  });
  if (old?.endpoint && old.endpoint !== subscription.endpoint) {
    await fetch('/api/push/subscriptions', {
      method: 'DELETE',
      credentials: 'same-origin',
      headers,
      body: JSON.stringify({ endpoint: old.endpoint }),
    }).catch(() => undefined);
  }
}

self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(resubscribe(event).catch(() => undefined));
});
