/**
 * The typed API client: Hono's `hc` over the server's `AppType`. Paths, path/query parameters, JSON bodies and
 * answers are all typed from the server's route schemas; a renamed field breaks `npm run typecheck` here.
 *
 *   const campaign = await read(apiClient.api.campaigns[':id'].$get({ param: { id } }, withSignal(signal)));
 *
 * Every request goes through `apiFetch` (lib/api-client.ts): a failed answer throws an `ApiError`, so `read`
 * only ever sees a success and returns its body, typed as the route's 2xx answer.
 */
import { type ClientResponse, hc } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import { apiFetch, readBody } from '../api-client';
import type { AppType } from './app-type';

export const apiClient = hc<AppType>('/', { fetch: apiFetch });

/** The JSON body of the 2xx answers of a typed client response. */
export type SuccessBody<R> =
  R extends ClientResponse<infer T, infer S, 'json'> ? (S extends SuccessStatusCode ? T : never) : never;

/** The 2xx body of an endpoint of `apiClient` (for naming an answer's type: `ApiAnswer<typeof endpoint.$get>`). */
export type ApiAnswer<F> = F extends (...args: never[]) => Promise<infer R> ? SuccessBody<R> : never;

/** Awaits a typed call and returns its success body (failures were already thrown by `apiFetch`). */
export async function read<R extends ClientResponse<unknown, number, string>>(
  call: Promise<R>,
): Promise<SuccessBody<R>> {
  const response = await call;
  return (await readBody(response as unknown as Response)) as SuccessBody<R>;
}

/** The per-request options that carry a query's AbortSignal. */
export function withSignal(signal: AbortSignal | undefined) {
  return signal ? { init: { signal } } : {};
}

/** A path parameter, percent-encoded (hc puts values into the path as they are). */
export function idParam(id: string) {
  return { id: encodeURIComponent(id) };
}
