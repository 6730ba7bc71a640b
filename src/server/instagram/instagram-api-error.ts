/**
 * An error answer of Meta's Graph API: `{error:{message,type,code,error_subcode,fbtrace_id}}`. The codes the panel
 * acts on: 190 (the token is invalid: revoked, expired, password changed → «Reconectar»), 100 (a bad parameter,
 * also a retired metric name), 10 (no permission, or too few viewers for insights), 9 (publishing quota).
 */
export class InstagramApiError extends Error {
  override name = 'InstagramApiError';

  constructor(
    message: string,
    readonly status: number,
    readonly code: number | null,
    readonly subcode: number | null,
    readonly type: string | null,
    readonly fbtraceId: string | null,
  ) {
    super(message);
  }

  /** The token is no good any more: only a new connection fixes it. */
  get isTokenInvalid(): boolean {
    return this.code === 190;
  }
}

/** Parses an answer's error envelope (or makes one of a non-JSON failure). */
export function instagramErrorOf(status: number, body: unknown): InstagramApiError {
  const error = (body as { error?: Record<string, unknown> } | null)?.error;
  if (error && typeof error === 'object') {
    const num = (value: unknown) => (typeof value === 'number' ? value : null);
    return new InstagramApiError(
      typeof error.message === 'string' ? error.message : `Instagram answered ${status}`,
      status,
      num(error.code),
      num(error.error_subcode),
      typeof error.type === 'string' ? error.type : null,
      typeof error.fbtrace_id === 'string' ? error.fbtrace_id : null,
    );
  }
  return new InstagramApiError(`Instagram answered ${status}`, status, null, null, null, null);
}
