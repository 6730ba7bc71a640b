/** The public shapes of the Instagram Platform API test double (see index.ts). */

export interface DoubleAccount {
  /** The Instagram professional account id (`user_id` in Meta's answers; the `{ig-user-id}` of graph paths). */
  igUserId: string;
  username: string;
  /** Only BUSINESS accounts may publish stories through the API; MEDIA_CREATOR accounts are refused (code 10). */
  accountType: 'BUSINESS' | 'MEDIA_CREATOR';
  profilePictureUrl: string;
}

export interface InstagramDoubleOptions {
  /** The double's clock (tokens, codes, containers, quota, stories, insights); default: the real clock. */
  now?: () => Date;
  /** Default: one BUSINESS account (DEFAULT_ACCOUNT). */
  accounts?: DoubleAccount[];
  /** The Meta app's id and secret the panel must send; default 'test-app-id' / 'test-app-secret'. */
  appId?: string;
  appSecret?: string;
  /** Status reads a container answers IN_PROGRESS before its final state; default 2. */
  inProgressPolls?: number;
  /** Publishes per account in a rolling 24 h window; default 50 (Meta's reference). */
  quotaTotal?: number;
  /** A story with fewer viewers than this answers #10 to /insights; default 0 (never). Meta's is 5. */
  viewerThreshold?: number;
  /** The numbers every new story reports until setInsights() changes them (the e2e run's); default none. */
  defaultMetrics?: StoryMetrics;
  /** The port on 127.0.0.1; default 0 (a free one). */
  port?: number;
}

export type TokenKind = 'short' | 'long';

export interface IssuedToken {
  token: string;
  igUserId: string;
  kind: TokenKind;
  issuedAt: Date;
  expiresAt: Date;
  revoked: boolean;
}

export type ContainerState = 'IN_PROGRESS' | 'FINISHED' | 'ERROR' | 'EXPIRED' | 'PUBLISHED';

/** What the double learnt when it downloaded a container's media, for assertions. */
export interface MediaFetch {
  url: string;
  /** HTTP status; absent when the server could not be reached. */
  httpStatus?: number;
  contentType?: string;
  /** Bytes received. */
  bytes?: number;
  width?: number;
  height?: number;
  /** Why the container ends in ERROR (the text after 'ERROR: ' in its status); absent when the media is fine. */
  error?: string;
}

export interface ContainerView {
  id: string;
  igUserId: string;
  mediaType: 'IMAGE' | 'VIDEO';
  url: string;
  createdAt: Date;
  /** The state as of now, without counting a status read. */
  state: ContainerState;
  /** Status reads so far. */
  statusReads: number;
  /** Undefined while the download is still running. */
  fetch?: MediaFetch;
  mediaId?: string;
}

export interface PublishedStory {
  mediaId: string;
  containerId: string;
  /** The URL the container was created with (Meta serves its own CDN copy as media_url). */
  mediaUrl: string;
  mediaType: 'IMAGE' | 'VIDEO';
  publishedAt: Date;
}

export type NavigationAction = 'tap_forward' | 'tap_back' | 'tap_exit' | 'swipe_forward';

/** A story's numbers; a metric left unset answers an empty `values` list (Meta's "empty data set", never 0). */
export interface StoryMetrics {
  views?: number;
  reach?: number;
  replies?: number;
  shares?: number;
  follows?: number;
  profile_visits?: number;
  total_interactions?: number;
  /** Listed for stories in Meta's reference (2026-09); see insights.ts. */
  link_clicks?: number;
  profile_activity?: number;
  reposts?: number;
  navigation?: Partial<Record<NavigationAction, number>>;
}

export interface RecordedCall {
  method: string;
  /** As requested, with any /vNN.N prefix. */
  path: string;
  query: Record<string, string>;
  /** Form or JSON fields; the raw text for any other body; undefined without one. */
  body: Record<string, string> | string | undefined;
}

export interface InstagramDouble {
  /** http://127.0.0.1:<port>, no trailing slash: INSTAGRAM_API_BASE_URL. */
  baseUrl: string;
  /** Every request, in order (secrets included: this is a test). */
  calls: RecordedCall[];
  /** Later calls with this token answer code 190 (subcode 460). */
  revoke(token: string): void;
  /** Revokes every token issued for the account. */
  revokeAll(igUserId: string): void;
  tokens(igUserId: string): IssuedToken[];
  /** A 60-day token, as if the account had connected at issuedAt (default now): for tests that start connected. */
  issueLongToken(igUserId: string, issuedAt?: Date): string;
  /** Stories published through the API (not those of addLiveStory), oldest first. */
  published(igUserId: string): PublishedStory[];
  containers(): ContainerView[];
  /** Merges numbers into a story's metrics (navigation merged per action). */
  setInsights(mediaId: string, metrics: StoryMetrics): void;
  /** A story posted by hand in the Instagram app at `timestamp`; returns its media id. */
  addLiveStory(igUserId: string, story: { timestamp: Date; mediaType?: 'IMAGE' | 'VIDEO' }): string;
  /** How many viewers a story has, against viewerThreshold (default: its reach, else 0). */
  setViewers(mediaId: string, viewers: number): void;
  /**
   * Holds the next request of `method` whose path (without the version) matches: it does its work, then its answer
   * waits until `release()`. `arrived` resolves once the work is done.
   */
  hold(method: string, path: RegExp): { arrived: Promise<void>; release(): void };
  /** Meta retires a metric name: from now on asking for it fails the whole call with #100. */
  retireMetric(name: string): void;
  /** Stops the server and aborts downloads still running. */
  close(): Promise<void>;
}
