import type { Env } from '../env';
import { instagramErrorOf } from './instagram-api-error';

/** The scopes asked at «Conectar con Instagram»: the profile, publishing stories, and their insights. */
export const INSTAGRAM_SCOPES = [
  'instagram_business_basic',
  'instagram_business_content_publish',
  'instagram_business_manage_insights',
];
const DEFAULT_GRAPH = 'https://graph.instagram.com';
const DEFAULT_LOGIN = 'https://api.instagram.com';
const TIMEOUT_MS = 15_000;

export interface InstagramToken {
  accessToken: string;
  /** Seconds from now. */
  expiresIn: number;
}

export interface InstagramAccount {
  igUserId: string;
  username: string;
  accountType: string;
  profilePictureUrl: string | null;
}

export interface LiveStory {
  id: string;
  timestamp: Date;
  permalink: string | null;
}

export type InsightsAnswer = { data: Array<Record<string, unknown>> };

/**
 * The calls the panel makes to Instagram's API with Instagram Login (graph.instagram.com, docs/instagram.md), with
 * the agency's app id and secret. Errors throw InstagramApiError (Meta's envelope); tokens are sent as parameters
 * and never logged (a thrown error carries Meta's message, which does not repeat them).
 */
export class InstagramApi {
  readonly #graph: string;
  readonly #login: string;
  readonly #version: string;

  constructor(
    private readonly env: Pick<
      Env,
      'INSTAGRAM_APP_ID' | 'INSTAGRAM_APP_SECRET' | 'INSTAGRAM_API_BASE_URL' | 'INSTAGRAM_GRAPH_VERSION'
    >,
  ) {
    this.#graph = env.INSTAGRAM_API_BASE_URL;
    this.#login = env.INSTAGRAM_API_BASE_URL === DEFAULT_GRAPH ? DEFAULT_LOGIN : env.INSTAGRAM_API_BASE_URL;
    this.#version = env.INSTAGRAM_GRAPH_VERSION;
  }

  get configured(): boolean {
    return Boolean(this.env.INSTAGRAM_APP_ID && this.env.INSTAGRAM_APP_SECRET);
  }

  authorizeUrl(redirectUri: string, state: string): string {
    const url = new URL(`${this.#login}/oauth/authorize`);
    url.search = new URLSearchParams({
      client_id: this.env.INSTAGRAM_APP_ID ?? '',
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: INSTAGRAM_SCOPES.join(','),
      state,
    }).toString();
    return url.toString();
  }

  /** The authorization code → a short-lived token (1 h) and the account's id. */
  async exchangeCode(code: string, redirectUri: string): Promise<{ accessToken: string; userId: string }> {
    const body = new URLSearchParams({
      client_id: this.env.INSTAGRAM_APP_ID ?? '',
      client_secret: this.env.INSTAGRAM_APP_SECRET ?? '',
      grant_type: 'authorization_code',
      redirect_uri: redirectUri,
      code,
    });
    const answer = await this.#call<Record<string, unknown>>(`${this.#login}/oauth/access_token`, {
      method: 'POST',
      body,
    });
    // Business Login answers {data:[{access_token,user_id,permissions}]}; the older flat shape is read too.
    const item = (Array.isArray(answer.data) ? answer.data[0] : answer) as
      | Record<string, unknown>
      | undefined;
    if (typeof item?.access_token !== 'string') throw instagramErrorOf(502, null);
    return { accessToken: item.access_token, userId: String(item.user_id ?? '') };
  }

  /** A short-lived token → a 60-day one. */
  exchangeLongLived(shortToken: string): Promise<InstagramToken> {
    return this.#token(`${this.#graph}/access_token`, {
      grant_type: 'ig_exchange_token',
      client_secret: this.env.INSTAGRAM_APP_SECRET ?? '',
      access_token: shortToken,
    });
  }

  /** A 60-day token at least 24 h old → a new 60-day one. */
  refresh(token: string): Promise<InstagramToken> {
    return this.#token(`${this.#graph}/refresh_access_token`, {
      grant_type: 'ig_refresh_token',
      access_token: token,
    });
  }

  async account(token: string): Promise<InstagramAccount> {
    const me = await this.#get<Record<string, unknown>>('me', token, {
      fields: 'user_id,username,account_type,profile_picture_url',
    });
    return {
      igUserId: String(me.user_id ?? me.id),
      username: String(me.username ?? ''),
      accountType: String(me.account_type ?? ''),
      profilePictureUrl: typeof me.profile_picture_url === 'string' ? me.profile_picture_url : null,
    };
  }

  /** The account's stories still live (under 24 h old). */
  async liveStories(igUserId: string, token: string): Promise<LiveStory[]> {
    const answer = await this.#get<{ data?: Array<Record<string, unknown>> }>(`${igUserId}/stories`, token, {
      fields: 'id,media_type,permalink,timestamp',
    });
    return (answer.data ?? []).flatMap((item) => {
      const timestamp = parseMetaTime(item.timestamp);
      if (typeof item.id !== 'string' || !timestamp) return [];
      return [
        { id: item.id, timestamp, permalink: typeof item.permalink === 'string' ? item.permalink : null },
      ];
    });
  }

  insights(
    mediaId: string,
    token: string,
    metrics: readonly string[],
    breakdown?: string,
  ): Promise<InsightsAnswer> {
    return this.#get<InsightsAnswer>(`${mediaId}/insights`, token, {
      metric: metrics.join(','),
      ...(breakdown ? { breakdown } : {}),
    });
  }

  /** A story container for one image or video at a public URL (Meta downloads it now). */
  async createStoryContainer(
    igUserId: string,
    token: string,
    media: { kind: 'image' | 'video'; url: string },
  ): Promise<string> {
    const answer = await this.#post<{ id?: unknown }>(`${igUserId}/media`, token, {
      media_type: 'STORIES',
      [media.kind === 'video' ? 'video_url' : 'image_url']: media.url,
    });
    if (typeof answer.id !== 'string') throw instagramErrorOf(502, null);
    return answer.id;
  }

  /** IN_PROGRESS, FINISHED, ERROR, EXPIRED or PUBLISHED, with Meta's status text. */
  async containerStatus(
    containerId: string,
    token: string,
  ): Promise<{ code: string; status: string | null }> {
    const answer = await this.#get<Record<string, unknown>>(containerId, token, {
      fields: 'status_code,status',
    });
    return {
      code: String(answer.status_code ?? ''),
      status: typeof answer.status === 'string' ? answer.status : null,
    };
  }

  /** Publishes a FINISHED container: the story's Instagram media id. */
  async publish(igUserId: string, token: string, containerId: string): Promise<string> {
    const answer = await this.#post<{ id?: unknown }>(`${igUserId}/media_publish`, token, {
      creation_id: containerId,
    });
    if (typeof answer.id !== 'string') throw instagramErrorOf(502, null);
    return answer.id;
  }

  /** The account's publishing quota now: used and allowed in the rolling window (Meta's figure, never assumed). */
  async publishingLimit(igUserId: string, token: string): Promise<{ used: number; total: number | null }> {
    const answer = await this.#get<{ data?: Array<Record<string, unknown>> }>(
      `${igUserId}/content_publishing_limit`,
      token,
      {
        fields: 'config,quota_usage',
      },
    );
    const item = answer.data?.[0] ?? {};
    const config = (item.config ?? {}) as Record<string, unknown>;
    return {
      used: typeof item.quota_usage === 'number' ? item.quota_usage : 0,
      total: typeof config.quota_total === 'number' ? config.quota_total : null,
    };
  }

  #post<T>(path: string, token: string, params: Record<string, string>): Promise<T> {
    const body = new URLSearchParams({ ...params, access_token: token });
    return this.#call<T>(`${this.#graph}/${this.#version}/${path}`, { method: 'POST', body });
  }

  #get<T>(path: string, token: string, params: Record<string, string>): Promise<T> {
    const url = new URL(`${this.#graph}/${this.#version}/${path}`);
    url.search = new URLSearchParams({ ...params, access_token: token }).toString();
    return this.#call<T>(url.toString(), { method: 'GET' });
  }

  async #token(address: string, params: Record<string, string>): Promise<InstagramToken> {
    const url = new URL(address);
    url.search = new URLSearchParams(params).toString();
    const answer = await this.#call<Record<string, unknown>>(url.toString(), { method: 'GET' });
    if (typeof answer.access_token !== 'string' || typeof answer.expires_in !== 'number') {
      throw instagramErrorOf(502, null);
    }
    return { accessToken: answer.access_token, expiresIn: answer.expires_in };
  }

  async #call<T>(url: string, init: RequestInit): Promise<T> {
    const res = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS) });
    const body: unknown = await res.json().catch(() => null);
    if (!res.ok || (body && typeof body === 'object' && 'error' in body))
      throw instagramErrorOf(res.status, body);
    return body as T;
  }
}

/** Meta's '2026-11-28T10:00:00+0000' (no colon in the offset), which Date parses only with one. */
export function parseMetaTime(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const date = new Date(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isNaN(date.getTime()) ? null : date;
}
