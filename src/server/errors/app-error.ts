import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DEFAULT_ERROR_MESSAGES, ERROR_STATUS, type ErrorCode } from '../../shared/api/errors';

export interface ErrorIssue {
  path: string;
  message: string;
}

/** The one error type services and routes throw; onError turns it into `{ error: { code, message, issues? } }`. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly issues?: ErrorIssue[],
    /** A limit's wait: onError answers it as the Retry-After header (seconds). */
    readonly options: { retryAfterSeconds?: number } = {},
  ) {
    super(message ?? DEFAULT_ERROR_MESSAGES[code]);
  }

  get status(): ContentfulStatusCode {
    return ERROR_STATUS[this.code] as ContentfulStatusCode;
  }

  toBody() {
    return {
      error: { code: this.code, message: this.message, ...(this.issues ? { issues: this.issues } : {}) },
    };
  }
}
