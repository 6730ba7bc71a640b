// @vitest-environment jsdom

import { afterEach, describe, expect, it } from 'vitest';
import { fakeSubscription, installFakePush, PUBLIC_KEY } from '@/testing/fake-push';
import { callsTo, json, mockFetch } from '@/testing/test-utils';
import {
  applicationServerKeyOf,
  currentSubscription,
  disablePush,
  disablePushOnSignOut,
  enablePush,
  PUSH_TEXTS,
  PushError,
  subscribeFailure,
  syncedSubscription,
} from './web-push';

const SUBSCRIPTIONS = '/api/push/subscriptions';
let fake: ReturnType<typeof installFakePush> | null = null;
afterEach(() => {
  fake?.uninstall();
  fake = null;
});

const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse(String((call?.[1] as RequestInit | undefined)?.body));

describe('applicationServerKeyOf', () => {
  it('turns the base64url VAPID key into its 65 bytes', () => {
    const bytes = applicationServerKeyOf(PUBLIC_KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    expect(applicationServerKeyOf('_-8')).toEqual(new Uint8Array([0xff, 0xef]));
  });
});

describe('enablePush', () => {
  it('asks for the permission, subscribes with the server key through the service worker and saves it', async () => {
    fake = installFakePush();
    const fetchMock = mockFetch({ [`POST ${SUBSCRIPTIONS}`]: () => json({ ok: true }, 201) });
    const subscription = await enablePush(PUBLIC_KEY);
    expect(fake.notification.requestPermission).toHaveBeenCalled();
    expect(fake.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKeyOf(PUBLIC_KEY),
    });
    expect(bodyOf(callsTo(fetchMock, `POST ${SUBSCRIPTIONS}`)[0])).toEqual(subscription.toJSON());
    expect(await currentSubscription()).toBe(subscription);
  });

  it('reuses a subscription made with the same key, and replaces one made with another', async () => {
    const same = fakeSubscription('https://push.example/same', applicationServerKeyOf(PUBLIC_KEY).buffer);
    fake = installFakePush({ permission: 'granted', subscription: same });
    mockFetch({ [`POST ${SUBSCRIPTIONS}`]: () => json({ ok: true }, 201) });
    expect(await enablePush(PUBLIC_KEY)).toBe(same);
    expect(fake.pushManager.subscribe).not.toHaveBeenCalled();
    fake.uninstall();

    const other = fakeSubscription('https://push.example/old');
    fake = installFakePush({ permission: 'granted', subscription: other });
    const renewed = await enablePush(PUBLIC_KEY);
    expect(other.unsubscribe).toHaveBeenCalled();
    expect(renewed.endpoint).toBe('https://push.example/send/new');
  });

  it('explains how to allow notifications when the permission is denied, and subscribes nothing', async () => {
    fake = installFakePush({ answer: 'denied' });
    const fetchMock = mockFetch({});
    const error = await enablePush(PUBLIC_KEY).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PushError);
    expect(error).toMatchObject({ code: 'denied', message: PUSH_TEXTS.denied });
    expect(PUSH_TEXTS.denied).toContain('«Notificaciones» a «Permitir»');
    expect(fake.pushManager.subscribe).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the permission was not given when the question is dismissed', async () => {
    fake = installFakePush({ answer: 'default' });
    await expect(enablePush(PUBLIC_KEY)).rejects.toMatchObject({ code: 'dismissed' });
  });

  it('drops the new subscription when the server does not save it', async () => {
    fake = installFakePush();
    mockFetch({
      [`POST ${SUBSCRIPTIONS}`]: () =>
        json(
          { error: { code: 'INVALID_REQUEST', message: 'La suscripción de notificaciones no es válida' } },
          400,
        ),
    });
    await expect(enablePush(PUBLIC_KEY)).rejects.toMatchObject({
      message: 'La suscripción de notificaciones no es válida',
    });
    expect(await currentSubscription()).toBeNull();
  });

  it('refuses in a browser without Web Push (jsdom has no service worker)', async () => {
    await expect(enablePush(PUBLIC_KEY)).rejects.toMatchObject({ code: 'unsupported' });
    expect(await currentSubscription()).toBeNull();
  });
});

describe('disablePush', () => {
  it('has the server forget this browser, then unsubscribes', async () => {
    const subscription = fakeSubscription();
    fake = installFakePush({ permission: 'granted', subscription });
    const fetchMock = mockFetch({ [`DELETE ${SUBSCRIPTIONS}`]: () => json({ ok: true }) });
    await disablePush();
    expect(bodyOf(callsTo(fetchMock, `DELETE ${SUBSCRIPTIONS}`)[0])).toEqual({
      endpoint: subscription.endpoint,
    });
    expect(subscription.unsubscribe).toHaveBeenCalled();
    expect(await currentSubscription()).toBeNull();
  });

  it('unsubscribes when the server had already forgotten it (404), and keeps it on any other failure', async () => {
    const gone = fakeSubscription();
    fake = installFakePush({ permission: 'granted', subscription: gone });
    mockFetch({
      [`DELETE ${SUBSCRIPTIONS}`]: () =>
        json(
          { error: { code: 'NOT_FOUND', message: 'Este dispositivo no tiene las notificaciones activadas' } },
          404,
        ),
    });
    await disablePush();
    expect(gone.unsubscribe).toHaveBeenCalled();

    const kept = fakeSubscription();
    mockFetch({
      [`DELETE ${SUBSCRIPTIONS}`]: () => json({ error: { code: 'INTERNAL', message: 'x' } }, 500),
    });
    await expect(disablePush(kept as unknown as PushSubscription)).rejects.toBeTruthy();
    expect(kept.unsubscribe).not.toHaveBeenCalled();
  });
});

describe('syncedSubscription', () => {
  it('saves this browser’s subscription on the server again, so a dropped one comes back', async () => {
    const subscription = fakeSubscription('https://push.example/mine');
    fake = installFakePush({ permission: 'granted', subscription });
    const fetchMock = mockFetch({ [`POST ${SUBSCRIPTIONS}`]: () => json({ ok: true }, 201) });
    expect(await syncedSubscription()).toBe(subscription);
    expect(bodyOf(callsTo(fetchMock, `POST ${SUBSCRIPTIONS}`)[0])).toEqual(subscription.toJSON());
  });

  it('answers the browser’s subscription when the server cannot be reached, and null without one', async () => {
    const subscription = fakeSubscription('https://push.example/offline');
    fake = installFakePush({ permission: 'granted', subscription });
    mockFetch({ [`POST ${SUBSCRIPTIONS}`]: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await syncedSubscription()).toBe(subscription);
    fake.uninstall();
    fake = installFakePush({ permission: 'granted' });
    const fetchMock = mockFetch({});
    expect(await syncedSubscription()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('disablePushOnSignOut', () => {
  it('turns this browser’s reminders off, and never throws', async () => {
    const subscription = fakeSubscription();
    fake = installFakePush({ permission: 'granted', subscription });
    mockFetch({ [`DELETE ${SUBSCRIPTIONS}`]: () => json({ removed: true }) });
    await disablePushOnSignOut();
    expect(subscription.unsubscribe).toHaveBeenCalled();

    const kept = fakeSubscription();
    fake.uninstall();
    fake = installFakePush({ permission: 'granted', subscription: kept });
    mockFetch({
      [`DELETE ${SUBSCRIPTIONS}`]: () => json({ error: { code: 'INTERNAL', message: 'x' } }, 500),
    });
    await expect(disablePushOnSignOut()).resolves.toBeUndefined();
  });
});

describe('subscribeFailure', () => {
  it('says «inténtalo más tarde» only when the push service did not answer', () => {
    const failure = (name: string) => subscribeFailure(new DOMException('x', name));
    expect(failure('AbortError')).toMatchObject({ code: 'failed', message: PUSH_TEXTS.failed });
    expect(failure('NetworkError').message).toMatch(/más tarde/);
    for (const [name, code, message] of [
      ['NotAllowedError', 'denied', PUSH_TEXTS.denied],
      ['NotSupportedError', 'unsupported', PUSH_TEXTS.unsupportedHere],
      ['InvalidStateError', 'subscription-gone', PUSH_TEXTS.subscriptionGone],
      ['InvalidAccessError', 'subscription-gone', PUSH_TEXTS.subscriptionGone],
      ['SomethingElse', 'unknown', PUSH_TEXTS.unknown],
    ] as const) {
      const error = failure(name);
      expect(error).toBeInstanceOf(PushError);
      expect(error, name).toMatchObject({ code, message });
      expect(error.message, name).not.toMatch(/más tarde/);
    }
    expect(subscribeFailure('boom')).toMatchObject({ code: 'unknown', message: PUSH_TEXTS.unknown });
  });
});
