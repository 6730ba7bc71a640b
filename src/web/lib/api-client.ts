/**
 * The one way the browser talks to the server. Every error answer is parsed here, once, into an `ApiError`
 * ({ status, code, message }): our API's `{ error: { code, message, issues? } }` and Better Auth's
 * `{ code, message }` alike. Two answers also raise an app-wide event:
 * - 401 from /api (not /api/auth): the session is gone -> the app sends the user to /login;
 * - 403 PASSWORD_CHANGE_REQUIRED: the forced password change modal opens.
 */

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
type Listener = () => void;
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
  emit(event: ApiEvent): void {
    for (const listener of listeners.get(event) ?? []) listener();
  },
};

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

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (text === '') return null;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isAuthRoute(path: string): boolean {
  return path.startsWith('/api/auth/') || path === '/api/auth';
}

/** Performs a request to our server and returns the parsed JSON, or throws an ApiError. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, headers = {} } = options;
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...headers },
    ...(signal ? { signal } : {}),
  };
  if (body !== undefined) {
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message: NETWORK_ERROR_MESSAGE });
  }

  const data = await readBody(response);
  if (response.ok) return data as T;

  const error = toApiError(response.status, data);
  if (path.startsWith('/api/') && !isAuthRoute(path)) {
    if (error.status === 401) apiEvents.emit('unauthorized');
    if (error.status === 403 && error.code === 'PASSWORD_CHANGE_REQUIRED') {
      apiEvents.emit('password-change-required');
    }
  }
  throw error;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PUT', body: body ?? {} }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PATCH', body: body ?? {} }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'DELETE' }),
};
