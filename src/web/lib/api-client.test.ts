import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiEvents, apiFetch, emitApiEvents } from './api-client';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('emitApiEvents', () => {
  it('sends a 401 to the app-wide unauthorized event, like every other request', () => {
    const listener = vi.fn();
    const off = apiEvents.on('unauthorized', listener);
    emitApiEvents(new ApiError({ status: 401, code: 'UNAUTHORIZED', message: 'x' }));
    emitApiEvents(new ApiError({ status: 409, code: 'CONFLICT', message: 'x' }));
    off();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('opens the forced password change on a 403 PASSWORD_CHANGE_REQUIRED only', () => {
    const listener = vi.fn();
    const off = apiEvents.on('password-change-required', listener);
    emitApiEvents(new ApiError({ status: 403, code: 'PASSWORD_CHANGE_REQUIRED', message: 'x' }));
    emitApiEvents(new ApiError({ status: 403, code: 'FORBIDDEN', message: 'x' }));
    off();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('apiFetch', () => {
  function answer(status: number, body: unknown) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(body, { status })),
    );
  }

  it('raises the app-wide events for /api, never for Better Auth’s /api/auth', async () => {
    const listener = vi.fn();
    const off = apiEvents.on('unauthorized', listener);
    answer(401, { error: { code: 'UNAUTHORIZED', message: 'Sesión caducada' } });
    await expect(apiFetch('/api/me')).rejects.toMatchObject({ status: 401, message: 'Sesión caducada' });
    await expect(apiFetch('/api/auth/get-session')).rejects.toMatchObject({ status: 401 });
    off();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.calls[0]?.[0]).toMatchObject({ status: 401, message: 'Sesión caducada' });
  });
});
