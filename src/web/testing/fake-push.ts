/**
 * Fakes of the browser's Web Push APIs that jsdom does not have (navigator.serviceWorker, PushManager,
 * Notification, isSecureContext), for the tests of src/web/lib/push and the 'Notificaciones' card. Installed on
 * the real jsdom globals; call `uninstall()` after each test (the web project shares globals between files).
 */
import { vi } from 'vitest';

export interface FakePushSubscription {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer; userVisibleOnly: boolean };
  toJSON(): { endpoint: string; keys: { p256dh: string; auth: string } };
  unsubscribe: ReturnType<typeof vi.fn<() => Promise<boolean>>>;
}

/** A 65-byte P-256 key in base64url, as GET /api/push answers it. */
export const PUBLIC_KEY = `B${'A'.repeat(86)}`;

export function fakeSubscription(
  endpoint = 'https://push.example/send/abc',
  applicationServerKey = new Uint8Array(65).fill(4).buffer,
): FakePushSubscription {
  return {
    endpoint,
    options: { applicationServerKey, userVisibleOnly: true },
    toJSON: () => ({ endpoint, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } }),
    unsubscribe: vi.fn(async () => true),
  };
}

export interface FakePushOptions {
  permission?: NotificationPermission;
  /** What requestPermission() answers (default 'granted'). */
  answer?: NotificationPermission;
  subscription?: FakePushSubscription | null;
}

export function installFakePush({
  permission = 'default',
  answer = 'granted',
  subscription = null,
}: FakePushOptions = {}) {
  let current = subscription;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (options: { applicationServerKey: Uint8Array; userVisibleOnly: boolean }) => {
      const made = fakeSubscription(
        'https://push.example/send/new',
        new Uint8Array(options.applicationServerKey).buffer,
      );
      made.unsubscribe.mockImplementation(async () => {
        current = null;
        return true;
      });
      current = made;
      return made;
    }),
  };
  if (current) {
    const existing = current;
    existing.unsubscribe.mockImplementation(async () => {
      current = null;
      return true;
    });
  }
  const registration = { pushManager };
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: vi.fn(async () => registration) },
  });
  vi.stubGlobal('PushManager', class PushManager {});
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('isSecureContext', true);
  return {
    pushManager,
    notification,
    /** Removes navigator.serviceWorker (the stubbed globals go with vi.unstubAllGlobals after each test). */
    uninstall: () => {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    },
  };
}
