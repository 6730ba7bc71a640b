import type { Server as TusServer } from '@tus/server';
import type { StoryMedia } from '../../shared/media/story-media';
import type { Auth, AuthSession } from '../auth/auth';
import type { SessionCache } from '../auth/session-cache';
import type { Database } from '../db/client';
import type { Env } from '../env';
import type { JobRunner } from '../jobs/job-runner';
import type { LinkTracker } from '../links/link-tracker';
import type { Logger } from '../logger';
import type { MediaStorage } from '../media/storage/media-storage';
import type { AppMetrics } from '../metrics/app-metrics';
import type { RealtimeHub } from '../realtime/hub';
import type { Viewer } from './actor';
import type { InFlightRequests } from './in-flight';

/**
 * The app's wired dependencies: built once by the composition root (bootstrap.ts, tests/setup/test-app.ts), read
 * by routes through `c.get('deps')` and passed to services in part (`Pick<AppDeps, ...>`). The types that cross
 * the layers live here, in the one module every layer above infrastructure may import (docs/architecture-map.md).
 */
export interface AppDeps {
  env: Env;
  database: Database;
  auth: Auth;
  logger: Logger;
  /** The in-process worker of the jobs queue (null in tests that drive jobs by hand). */
  jobRunner: JobRunner | null;
  /** This instance's session lookups kept in memory while it is told of every change (auth/session-cache.ts). */
  sessions: SessionCache;
  /** The tracked links' redirect side: slug lookups and batched tap writes (links/link-tracker.ts). */
  links: LinkTracker;
  /** This process's LISTEN/NOTIFY fan-out to the users' event streams (GET /api/events). */
  realtime: RealtimeHub;
  /** The API requests being answered: awaited at shutdown, bounded on the embedded database. */
  inFlight: InFlightRequests;
  /** Story files: storage driver, resumable uploads, limits. */
  media: MediaDeps;
  /** This instance's Prometheus metrics (GET /metrics); a no-op without METRICS_TOKEN. */
  metrics: AppMetrics;
  /** The clock for "today" and due instants (a fixed one in tests); `() => new Date()` otherwise. */
  now: () => Date;
}

/** The signed-in user of a request, as Better Auth reads it from the session. */
export type SessionUser = AuthSession['user'];

/** What the media routes use: where files are stored, the upload endpoint, and the limits. */
export interface MediaDeps {
  storage: MediaStorage;
  uploads: MediaUploadsPort;
  /** Where upload bodies are staged (this instance's disk) before they are checked and stored. */
  stagingDir: string;
  maxBytes: number;
}

/** A one-request upload (POST /api/stories/{id}/media): the body and what it is for. */
export interface RequestBodyUpload {
  body: ReadableStream<Uint8Array> | null;
  contentLength: string | undefined;
  viewer: Viewer;
  storyId: string;
  originalName: string;
  replacesMediaId: string | null;
}

/**
 * The upload endpoint as the routes and the sweeps see it; implemented by uploads/media-uploads.ts (the tus
 * adapter, which calls the media services), wired by composition/create-media.ts.
 */
export interface MediaUploadsPort {
  /** The tus server underneath (tests reach it to simulate its failures). */
  readonly server: TusServer;
  /** How often the staging folder is swept. */
  readonly sweepIntervalMs: number;
  /** Answers a tus request of `viewer`. */
  handle(request: Request, viewer: Viewer): Promise<Response>;
  /** The one-request upload, staged within the same quotas. */
  storeBody(input: RequestBodyUpload): Promise<StoryMedia>;
  /** Deletes abandoned staged uploads; returns how many. */
  sweepStaging(now?: number): Promise<number>;
}
