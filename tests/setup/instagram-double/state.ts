import { randomBytes } from 'node:crypto';
import { tokenError, unknownObject } from './errors';
import type {
  ContainerState,
  DoubleAccount,
  InstagramDoubleOptions,
  IssuedToken,
  MediaFetch,
  RecordedCall,
  StoryMetrics,
  TokenKind,
} from './types';

/**
 * The double's memory. Nothing here runs on a timer: every time rule (token and code expiry, EXPIRED containers,
 * the rolling quota, 24-hour stories and insights) is computed from `now()` when asked, so a test moves a fake
 * clock and the next request sees the new time.
 */

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
/** Instagram Login's token lifetimes (IGP/reference/access_token): 1 h for the login token, 60 days after the exchange. */
export const SHORT_TOKEN_MS = HOUR_MS;
export const LONG_TOKEN_SECONDS = 5_184_000;
export const LONG_TOKEN_MS = LONG_TOKEN_SECONDS * 1000;
/** ig_refresh_token only renews a token at least 24 h old (IGP/reference/refresh_access_token). */
export const REFRESH_MIN_AGE_MS = DAY_MS;
export const CODE_TTL_MS = 10 * 60_000;

export const DEFAULT_ACCOUNT: DoubleAccount = {
  igUserId: '17841400000000001',
  username: 'marca_demo',
  accountType: 'BUSINESS',
  profilePictureUrl: 'https://scontent.cdninstagram.com/v/t51.2885-19/marca_demo_profile.jpg',
};

export interface AuthCode {
  code: string;
  igUserId: string;
  redirectUri: string;
  scopes: string[];
  createdAt: Date;
  used: boolean;
}

export interface Container {
  id: string;
  igUserId: string;
  mediaType: 'IMAGE' | 'VIDEO';
  url: string;
  createdAt: Date;
  statusReads: number;
  /** Set when the download and the checks are over. */
  fetch?: MediaFetch;
  mediaId?: string;
}

export interface Story {
  mediaId: string;
  igUserId: string;
  mediaType: 'IMAGE' | 'VIDEO';
  timestamp: Date;
  /** Absent for a story posted by hand (addLiveStory). */
  containerId?: string;
  sourceUrl?: string;
  metrics: StoryMetrics;
  viewers?: number;
}

export interface DoubleState {
  now: () => Date;
  appId: string;
  appSecret: string;
  inProgressPolls: number;
  quotaTotal: number;
  viewerThreshold: number;
  defaultMetrics: StoryMetrics;
  /** Requests to hold (the next one of each), see hold() in index.ts. */
  holds: Array<{ method: string; path: RegExp; arrive: () => void; released: Promise<void> }>;
  /** Metric names retired by the test (retireMetric): refused with #100 like `impressions`. */
  retiredMetrics: Set<string>;
  accounts: Map<string, DoubleAccount>;
  tokens: Map<string, IssuedToken>;
  codes: Map<string, AuthCode>;
  containers: Map<string, Container>;
  stories: Map<string, Story>;
  calls: RecordedCall[];
  /** Downloads still running (with their end), aborted by close(). */
  downloads: Map<AbortController, Promise<void>>;
  counter: number;
}

export function createState(options: InstagramDoubleOptions = {}): DoubleState {
  const accounts = options.accounts ?? [DEFAULT_ACCOUNT];
  return {
    now: options.now ?? (() => new Date()),
    appId: options.appId ?? 'test-app-id',
    appSecret: options.appSecret ?? 'test-app-secret',
    inProgressPolls: options.inProgressPolls ?? 2,
    quotaTotal: options.quotaTotal ?? 50,
    viewerThreshold: options.viewerThreshold ?? 0,
    retiredMetrics: new Set(),
    holds: [],
    defaultMetrics: options.defaultMetrics ?? {},
    accounts: new Map(accounts.map((account) => [account.igUserId, account])),
    tokens: new Map(),
    codes: new Map(),
    containers: new Map(),
    stories: new Map(),
    calls: [],
    downloads: new Map(),
    counter: 0,
  };
}

/** Numeric ids like Meta's: containers start with 179, media with 180, so the two never collide. */
export function nextId(state: DoubleState, kind: 'container' | 'media'): string {
  state.counter += 1;
  return `${kind === 'container' ? '179' : '180'}${String(state.counter).padStart(14, '0')}`;
}

export function randomSecret(prefix: string): string {
  return `${prefix}${randomBytes(30).toString('hex')}`;
}

export function issueToken(state: DoubleState, igUserId: string, kind: TokenKind, issuedAt = state.now()) {
  if (!state.accounts.has(igUserId)) throw new Error(`Instagram double: no account ${igUserId}`);
  const token: IssuedToken = {
    token: randomSecret('IGAA'),
    igUserId,
    kind,
    issuedAt,
    expiresAt: new Date(issuedAt.getTime() + (kind === 'short' ? SHORT_TOKEN_MS : LONG_TOKEN_MS)),
    revoked: false,
  };
  state.tokens.set(token.token, token);
  return token;
}

/** A token that may be used now, or Meta's code 190 with the subcode of why not (463 expired, 460 revoked). */
export function validToken(state: DoubleState, token: string | undefined): IssuedToken {
  if (!token)
    throw tokenError('An active access token must be used to query information about the current user.');
  const issued = state.tokens.get(token);
  if (!issued) throw tokenError('Invalid OAuth access token - Cannot parse access token');
  if (issued.revoked) {
    throw tokenError(
      'Error validating access token: The session has been invalidated because the user changed their password ' +
        'or Facebook has changed the session for security reasons.',
      460,
    );
  }
  const now = state.now();
  if (issued.expiresAt <= now) {
    throw tokenError(
      `Error validating access token: Session has expired on ${issued.expiresAt.toUTCString()}. ` +
        `The current time is ${now.toUTCString()}.`,
      463,
    );
  }
  return issued;
}

/**
 * The account a graph path names (`me` or an {ig-user-id}), which must be the token's own: Instagram Login
 * tokens act for one account only.
 */
export function accountOf(state: DoubleState, pathId: string, token: IssuedToken, method: 'get' | 'post') {
  const id = pathId === 'me' ? token.igUserId : pathId;
  const account = state.accounts.get(id);
  if (!account) throw unknownObject(pathId, method);
  if (account.igUserId !== token.igUserId) {
    throw tokenError(`Error validating access token: the token does not belong to account ${pathId}`);
  }
  return account;
}

/**
 * A container's status_code. With `read`, this counts as a status read: a container answers IN_PROGRESS to its
 * first `inProgressPolls` reads (and for as long as its download runs), like Meta's that needs a few polls.
 */
export function containerState(state: DoubleState, container: Container, read = false): ContainerState {
  if (container.mediaId) return 'PUBLISHED';
  if (container.fetch?.error) return 'ERROR';
  if (state.now().getTime() - container.createdAt.getTime() >= DAY_MS) return 'EXPIRED';
  if (read) container.statusReads += 1;
  if (!container.fetch || container.statusReads <= state.inProgressPolls) return 'IN_PROGRESS';
  return 'FINISHED';
}

/** Publishes in the rolling 24 h before now (Meta frees each one 24 h after it was made, not at midnight). */
export function quotaUsage(state: DoubleState, igUserId: string): number {
  const since = state.now().getTime() - DAY_MS;
  let used = 0;
  for (const story of state.stories.values()) {
    if (story.igUserId === igUserId && story.containerId && story.timestamp.getTime() > since) used += 1;
  }
  return used;
}

/** On Instagram now: posted (at or before now) less than 24 h ago. */
export function isLive(state: DoubleState, story: Story): boolean {
  const age = state.now().getTime() - story.timestamp.getTime();
  return age >= 0 && age < DAY_MS;
}

/** Meta's timestamp format: 2026-11-28T10:00:00+0000. */
export function metaTimestamp(date: Date): string {
  return `${date.toISOString().slice(0, 19)}+0000`;
}

export function storyOf(state: DoubleState, mediaId: string): Story {
  const story = state.stories.get(mediaId);
  if (!story) throw new Error(`Instagram double: no story ${mediaId}`);
  return story;
}

/** `fields=a,b` as a list; `fallback` when absent, as Meta answers default fields. */
export function fieldList(value: string | undefined, fallback: string[]): string[] {
  const fields = (value ?? '')
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
  return fields.length > 0 ? fields : fallback;
}
