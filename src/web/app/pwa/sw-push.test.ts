import { describe, expect, it, vi } from 'vitest';
import SOURCE from '../../public/sw-push.js?raw';

/**
 * src/web/public/sw-push.js as the service worker runs it: its source evaluated with a `self` that has only what a
 * service worker's global scope gives it (fakes of the registration, the clients and fetch). The e2e test
 * (tests/e2e/client/push-reminders.spec.ts) runs it in Chromium.
 */
const ORIGIN = 'https://panel.example';

interface FakeWindow {
  url: string;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

function loadServiceWorker({ windows = [] as FakeWindow[] } = {}) {
  const listeners = new Map<string, (event: unknown) => void>();
  const subscribe = vi.fn(async (options: { applicationServerKey: unknown }) => ({
    endpoint: 'https://push.example/new',
    options,
    toJSON: () => ({ endpoint: 'https://push.example/new', keys: { p256dh: 'p', auth: 'a' } }),
  }));
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    registration: { showNotification: vi.fn(async () => undefined), pushManager: { subscribe } },
    clients: {
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async (url: string) => ({ url })),
    },
  };
  const fetch = vi.fn(async () => new Response('{"ok":true}', { status: 201 }));
  new Function('self', 'fetch', SOURCE)(self, fetch);

  /** Dispatches an event the way the browser does and waits for what it handed to waitUntil. */
  async function dispatch(type: string, event: Record<string, unknown>) {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => (pending = promise) });
    await pending;
  }
  return { self, fetch, subscribe, dispatch };
}

const pushData = (payload: string) => ({ json: () => JSON.parse(payload) });

describe('the service worker’s push handlers (sw-push.js)', () => {
  it('shows the message of a push as a notification that opens its page', async () => {
    const sw = loadServiceWorker();
    const message = {
      title: 'A las 18:30: Historia 1',
      body: 'Campaña · Día 1: Historia 1. Toca para abrir Publicar hoy.',
      url: '/dashboard/today',
      tag: 'reminder-c-2026',
    };
    await sw.dispatch('push', { data: pushData(JSON.stringify(message)) });
    expect(sw.self.registration.showNotification).toHaveBeenCalledWith('A las 18:30: Historia 1', {
      body: message.body,
      tag: 'reminder-c-2026',
      data: { url: '/dashboard/today' },
      icon: '/pwa-192x192.png',
      badge: '/pwa-192x192.png',
      lang: 'es',
      renotify: false,
    });
  });

  it('still shows a generic notification when the payload cannot be read, or there is none', async () => {
    for (const data of [pushData('{not json'), pushData('{"body":"sin título"}'), null]) {
      const sw = loadServiceWorker();
      await sw.dispatch('push', { data });
      expect(sw.self.registration.showNotification).toHaveBeenCalledWith(
        'Tienes historias para publicar',
        expect.objectContaining({ data: { url: '/dashboard/today' } }),
      );
    }
  });

  it('never points a notification at another site', async () => {
    const sw = loadServiceWorker();
    const message = { title: 'x', body: '', url: 'https://evil.example/login', tag: 't' };
    await sw.dispatch('push', { data: pushData(JSON.stringify(message)) });
    expect(sw.self.registration.showNotification).toHaveBeenCalledWith(
      'x',
      expect.objectContaining({ data: { url: '/dashboard/today' } }),
    );
  });

  it('on a tap, brings an open window of the app to the front on the page, else opens one', async () => {
    const window: FakeWindow = { url: `${ORIGIN}/dashboard`, focus: vi.fn(), navigate: vi.fn() };
    window.focus.mockResolvedValue(window);
    window.navigate.mockResolvedValue(window);
    const sw = loadServiceWorker({ windows: [window] });
    const close = vi.fn();
    await sw.dispatch('notificationclick', { notification: { close, data: { url: '/dashboard/today' } } });
    expect(close).toHaveBeenCalled();
    expect(window.focus).toHaveBeenCalled();
    expect(window.navigate).toHaveBeenCalledWith(`${ORIGIN}/dashboard/today`);
    expect(sw.self.clients.openWindow).not.toHaveBeenCalled();

    const none = loadServiceWorker();
    await none.dispatch('notificationclick', {
      notification: { close: vi.fn(), data: { url: '//evil.example/x' } },
    });
    expect(none.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/dashboard/today`);
  });

  it("a reminder's tap opens its story's card: the open window of the app goes to it, else a new one opens there", async () => {
    const url = '/dashboard/today?story=8f0c7a52-3a41-4f8e-9a55-0c2f1d9b7e10';
    const window = {
      url: `${ORIGIN}/dashboard`,
      focus: vi.fn(async () => window),
      navigate: vi.fn(async (to: string) => ({ url: to })),
    };
    const open = loadServiceWorker({ windows: [window] });
    await open.dispatch('notificationclick', { notification: { close: vi.fn(), data: { url } } });
    expect(window.focus).toHaveBeenCalled();
    expect(window.navigate).toHaveBeenCalledWith(`${ORIGIN}${url}`);

    const closed = loadServiceWorker();
    await closed.dispatch('push', {
      data: pushData(JSON.stringify({ title: 'A las 16:00: Historia 2', body: '…', url, tag: 't' })),
    });
    const [, options] = closed.self.registration.showNotification.mock.calls[0] as unknown as [
      string,
      { data: { url: string } },
    ];
    expect(options.data.url).toBe(url);
    await closed.dispatch('notificationclick', { notification: { close: vi.fn(), data: options.data } });
    expect(closed.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}${url}`);
  });

  it('subscribes again with the same key when the push service replaces the subscription, and tells the server', async () => {
    const sw = loadServiceWorker();
    const key = new Uint8Array([4, 1, 2]).buffer;
    await sw.dispatch('pushsubscriptionchange', {
      oldSubscription: { endpoint: 'https://push.example/old', options: { applicationServerKey: key } },
      newSubscription: null,
    });
    expect(sw.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: key });
    expect(sw.fetch).toHaveBeenCalledWith('/api/push/subscriptions', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ endpoint: 'https://push.example/new', keys: { p256dh: 'p', auth: 'a' } }),
    });
    expect(sw.fetch).toHaveBeenCalledWith(
      '/api/push/subscriptions',
      expect.objectContaining({
        method: 'DELETE',
        body: JSON.stringify({ endpoint: 'https://push.example/old' }),
      }),
    );
  });
});
