import { describe, expect, it } from 'vitest';
import { type PushEnvironment, pushSupport } from './push-support';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

function env(overrides: Partial<PushEnvironment> = {}, nav: Partial<PushEnvironment['navigator']> = {}) {
  return {
    isDevServer: false,
    isSecureContext: true,
    hasPushManager: true,
    hasNotification: true,
    isDisplayStandalone: false,
    ...overrides,
    navigator: { userAgent: ANDROID_CHROME, maxTouchPoints: 5, serviceWorker: {}, ...nav },
  } satisfies PushEnvironment;
}

describe('pushSupport', () => {
  it('is supported where the service worker, PushManager and Notification exist', () => {
    expect(pushSupport(env())).toEqual({ isSupported: true });
  });

  it('says why not: a browser without the APIs, plain http, the dev server', () => {
    expect(pushSupport(env({ hasPushManager: false }))).toMatchObject({
      isSupported: false,
      reason: 'browser',
    });
    expect(pushSupport(env({ hasNotification: false }))).toMatchObject({ reason: 'browser' });
    const noServiceWorker = env();
    delete noServiceWorker.navigator.serviceWorker;
    expect(pushSupport(noServiceWorker)).toMatchObject({ reason: 'browser' });
    expect(pushSupport(env({ isSecureContext: false }))).toMatchObject({
      reason: 'insecure',
      message: 'Los avisos necesitan una conexión segura (https).',
    });
    expect(pushSupport(env({ isDevServer: true }))).toMatchObject({
      reason: 'devServer',
      message: expect.stringContaining('npm run dev'),
    });
  });

  it('on iPhone and iPad, asks to install the app to the home screen first', () => {
    for (const nav of [
      { userAgent: IPHONE_SAFARI },
      { userAgent: IPAD_AS_MAC, platform: 'MacIntel', maxTouchPoints: 5 },
    ]) {
      const support = pushSupport(env({ hasPushManager: false }, nav));
      expect(support).toMatchObject({ isSupported: false, reason: 'iosNotInstalled' });
      expect(!support.isSupported && support.message).toContain('Añadir a pantalla de inicio');
    }
    expect(pushSupport(env({}, { userAgent: IPHONE_SAFARI, standalone: true }))).toEqual({
      isSupported: true,
    });
    expect(pushSupport(env({ isDisplayStandalone: true }, { userAgent: IPHONE_SAFARI }))).toEqual({
      isSupported: true,
    });
    // A Mac without a touch screen is a Mac.
    expect(pushSupport(env({}, { userAgent: IPAD_AS_MAC, platform: 'MacIntel', maxTouchPoints: 0 }))).toEqual(
      {
        isSupported: true,
      },
    );
  });
});
