import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors/app-error';
import type { Logger } from '../logger';

export const BUSY_MESSAGE = 'El servidor está ocupado. Inténtalo de nuevo en unos segundos.';

/** What the admission middleware reads of a request: its logger (set by the request-context middleware before it). */
interface LoggedEnv {
  Variables: { log: Logger };
}

export interface AdmissionLimits {
  /** API requests in progress at once; past it, 503. */
  maxInFlight: number;
}

/**
 * The API requests this process is answering. Graceful shutdown waits for them before it closes the database
 * (no "Cannot use a pool after calling end" for a request that was already running).
 *
 * With `limits` (the embedded database) it is also the bound of the queue in front of PGlite. PGlite runs each
 * query synchronously on the event loop, so a request's queries usually complete without giving the loop back:
 * under a burst, requests would queue in the sockets, invisible to the app, each one (and /healthz) waiting behind
 * all the others. So every API request first gives the loop back once: all the requests already read from the
 * sockets are counted before PGlite runs any of them, and past `maxInFlight` a request is answered 503 with
 * Retry-After at once, which costs far less than serving it. The queue drains and /healthz, which is never refused,
 * stays fast. An event stream counts until its response starts.
 */
export class InFlightRequests {
  private count = 0;
  private idleWaiters: (() => void)[] = [];
  private lastOverloadLog = 0;

  constructor(private readonly limits: AdmissionLimits | null) {}

  get size(): number {
    return this.count;
  }

  /** The bound (embedded database), or null when unbounded. */
  get maxInFlight(): number | null {
    return this.limits?.maxInFlight ?? null;
  }

  middleware(): MiddlewareHandler<LoggedEnv> {
    return async (c, next) => {
      if (this.limits && this.count >= this.limits.maxInFlight) {
        const now = Date.now();
        if (now - this.lastOverloadLog > 10_000) {
          this.lastOverloadLog = now;
          c.get('log').warn(
            { inFlight: this.count, maxInFlight: this.limits.maxInFlight },
            'embedded database busy: requests refused with 503; for this load run on PostgreSQL (DATABASE_URL)',
          );
        }
        c.header('Retry-After', '1');
        throw new AppError('SERVICE_UNAVAILABLE', BUSY_MESSAGE);
      }
      this.count += 1;
      try {
        // Embedded database: give the loop back once before the queries (see above).
        if (this.limits) await new Promise((resolve) => setImmediate(resolve));
        await next();
      } finally {
        this.count -= 1;
        if (this.count === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
      }
    };
  }

  /** Resolves once no request is being answered. */
  idle(): Promise<void> {
    if (this.count === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }
}
