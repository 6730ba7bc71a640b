/**
 * The one way the browser talks to the server. Every error answer is parsed here, once, into an `ApiError`
 * ({ status, code, message }): our API's `{ error: { code, message, issues? } }` and Better Auth's
 * `{ code, message }` alike. Two answers also raise an app-wide event:
 * - 401 from /api (not /api/auth): the session is gone -> the app sends the user to /login;
 * - 403 PASSWORD_CHANGE_REQUIRED: the forced password change modal opens.
 */

import type { AuthAnswer, AuthBody, AuthPath } from '@shared/api/auth-endpoints';
import { type ApiErrorIssue, DEFAULT_ERROR_MESSAGES } from '@shared/api/errors';

export type ApiIssue = ApiErrorIssue;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly issues: ApiIssue[] | undefined;

  constructor(args: { status: number; code: string; message: string; issues?: ApiIssue[] }) {
    super(args.message);
    this.name = 'ApiError';
    this.status = args.status;
    this.code = args.code;
    this.issues = args.issues;
  }
}

export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';
const NETWORK_ERROR_MESSAGE =
  'No se pudo conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.';

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

// --- App-wide events --------------------------------------------------------------------------------

export type ApiEvent = 'unauthorized' | 'password-change-required';
/** A listener gets the refusal that raised the event (when there was one): a 401 says why the session ended. */
type Listener = (error?: ApiError) => void;
const listeners = new Map<ApiEvent, Set<Listener>>();

export const apiEvents = {
  /** Subscribes to an event; returns the unsubscribe function (fits a useEffect cleanup). */
  on(event: ApiEvent, listener: Listener): () => void {
    let set = listeners.get(event);
    if (!set) {
      set = new Set();
      listeners.set(event, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  },
  emit(event: ApiEvent, error?: ApiError): void {
    for (const listener of listeners.get(event) ?? []) listener(error);
  },
};

/**
 * The app-wide reactions to a refusal of /api (not /api/auth): a 401 sends to /login (the refusal says why the
 * session ended), a 403 PASSWORD_CHANGE_REQUIRED opens the forced change. The one place that decides them, for
 * `apiFetch` and for the requests that travel outside it (the resumable upload's and the zip import's XHR).
 */
export function emitApiEvents(error: ApiError): void {
  if (error.status === 401) apiEvents.emit('unauthorized', error);
  if (error.status === 403 && error.code === 'PASSWORD_CHANGE_REQUIRED') {
    apiEvents.emit('password-change-required');
  }
}

// --- Error parsing ----------------------------------------------------------------------------------

const CODE_BY_STATUS: Record<number, string> = {
  400: 'INVALID_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'LIMIT_EXCEEDED',
};

function defaultMessage(code: string): string {
  const messages = DEFAULT_ERROR_MESSAGES as Record<string, string | undefined>;
  return messages[code] ?? messages.INTERNAL ?? 'Ha ocurrido un error inesperado.';
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

/** Builds the ApiError of a failed answer from its status and (possibly empty or non-JSON) body. */
export function toApiError(status: number, body: unknown): ApiError {
  const record = asRecord(body);
  // Ours: { error: { code, message, issues? } }. Better Auth: { code, message }.
  const source = asRecord(record?.error) ?? record;
  const code =
    typeof source?.code === 'string' && source.code !== ''
      ? source.code
      : (CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'UNKNOWN'));
  const message =
    typeof source?.message === 'string' && source.message !== '' ? source.message : defaultMessage(code);
  const issues = Array.isArray(source?.issues) ? (source.issues as ApiIssue[]) : undefined;
  return new ApiError({ status, code, message, ...(issues ? { issues } : {}) });
}

// --- Requests ---------------------------------------------------------------------------------------

/** An answer's body: parsed JSON, the text when it is not JSON, or null when empty (204, no body). */
export async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (text === '') return null;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isAuthRoute(path: string): boolean {
  return path.startsWith('/api/auth/') || path === '/api/auth';
}

function pathOf(input: RequestInfo | URL): string {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(url, 'http://localhost').pathname;
}

/**
 * `fetch` for our server (the typed client's transport, lib/api/client.ts): same-origin credentials, JSON
 * accepted; a network failure or a non-2xx answer is thrown as an `ApiError`, so callers only see successes.
 */
export async function apiFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  let response: Response;
  try {
    response = await fetch(input, { ...init, headers, credentials: 'same-origin' });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message: NETWORK_ERROR_MESSAGE });
  }
  if (response.ok) return response;

  const error = toApiError(response.status, await readBody(response));
  const path = pathOf(input);
  if (path.startsWith('/api/') && !isAuthRoute(path)) emitApiEvents(error);
  throw error;
}

/** A Better Auth call's options: the JSON body its endpoint takes (none for a GET), and an abort signal. */
type AuthRequestOptions<P extends AuthPath> = {
  signal?: AbortSignal | undefined;
} & (AuthBody<P> extends undefined ? { body?: undefined } : { body: AuthBody<P> });

/**
 * A call to one of Better Auth's endpoints (/api/auth/*), which are not in the typed route table: their paths,
 * bodies and answers are described once in src/shared/api/auth-endpoints.ts, which types the call (the answer is
 * typed, not parsed: zod stays out of the entry chunk). POST with a body, GET without.
 */
export async function authRequest<P extends AuthPath>(
  path: P,
  ...[options]: AuthBody<P> extends undefined ? [AuthRequestOptions<P>?] : [AuthRequestOptions<P>]
): Promise<AuthAnswer<P>> {
  const { body, signal } = (options ?? {}) as { body?: unknown; signal?: AbortSignal | undefined };
  const init: RequestInit = { method: body === undefined ? 'GET' : 'POST' };
  if (signal) init.signal = signal;
  if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  return (await readBody(await apiFetch(path, init))) as AuthAnswer<P>;
}
