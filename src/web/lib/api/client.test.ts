import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { json, mockFetch } from '@/testing/test-utils';
import { ApiError, apiEvents } from '../api-client';
import type { Me } from '../session/get-me';
import { type ApiAnswer, apiClient, idParam, read, withSignal } from './client';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the typed API client', () => {
  it('types answers from the server route table, not by hand (a renamed field breaks typecheck)', () => {
    expectTypeOf<Me>().not.toBeAny();
    expectTypeOf<Me['mustChangePassword']>().toEqualTypeOf<boolean>();
    expectTypeOf<ApiAnswer<typeof apiClient.api.admin.campaigns.$get>['pageSize']>().toEqualTypeOf<10>();
    // @ts-expect-error: a path the server does not serve is not on the client
    void apiClient.api.admin.nothing;
  });

  it('sends the path, encoded parameters, query and JSON body, and returns the success body', async () => {
    const fetchMock = mockFetch({
      'PATCH /api/stories/a%2Fb/copy': () => json({ story: { id: 'a/b', copyText: 'Hola' } }),
      'GET /api/admin/campaigns': () =>
        json({ campaigns: [], total: 0, page: 2, pageSize: 10, pageCount: 0 }),
    });

    const patched = await read(
      apiClient.api.stories[':id'].copy.$patch({ param: idParam('a/b'), json: { copyText: 'Hola' } }),
    );
    expect(patched.story.copyText).toBe('Hola');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/stories/a%2Fb/copy');
    expect(init?.body).toBe(JSON.stringify({ copyText: 'Hola' }));
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(init?.credentials).toBe('same-origin');

    const controller = new AbortController();
    const page = await read(
      apiClient.api.admin.campaigns.$get({ query: { q: 'café', page: '2' } }, withSignal(controller.signal)),
    );
    expect(page.page).toBe(2);
    const [listUrl, listInit] = fetchMock.mock.calls[1]!;
    expect(listUrl).toBe('/api/admin/campaigns?q=caf%C3%A9&page=2');
    expect(listInit?.signal).toBe(controller.signal);
  });

  it("throws the server's error as an ApiError and raises the session events", async () => {
    mockFetch({
      'GET /api/me': () => json({ error: { code: 'UNAUTHORIZED', message: 'Inicia sesión.' } }, 401),
      'GET /api/client/me': () =>
        json({ error: { code: 'PASSWORD_CHANGE_REQUIRED', message: 'Cambia tu contraseña.' } }, 403),
    });
    const unauthorized = vi.fn();
    const mustChange = vi.fn();
    const offs = [
      apiEvents.on('unauthorized', unauthorized),
      apiEvents.on('password-change-required', mustChange),
    ];

    const error = await read(apiClient.api.me.$get()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: 'Inicia sesión.' });
    expect(unauthorized).toHaveBeenCalledTimes(1);

    await expect(read(apiClient.api.client.me.$get())).rejects.toMatchObject({ status: 403 });
    expect(mustChange).toHaveBeenCalledTimes(1);
    for (const off of offs) off();
  });

  it('turns a network failure into a Spanish NETWORK_ERROR', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(read(apiClient.api.me.$get())).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: expect.stringContaining('No se pudo conectar'),
    });
  });
});
