import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createInstagramDoubleApp } from './app';
import { containerState, createState, type DoubleState, issueToken, nextId, storyOf } from './state';
import type { ContainerView, InstagramDouble, InstagramDoubleOptions, PublishedStory } from './types';

/**
 * A fake of Meta's Instagram Platform API (Business Login for Instagram, graph.instagram.com) for the panel's
 * tests: a real HTTP server on 127.0.0.1 that the panel reaches through INSTAGRAM_API_BASE_URL. It keeps Meta's
 * rules that shape the panel's code (docs: /work/shared/design/INSTAGRAM.md): short and long tokens, refresh
 * only after 24 h, revoked tokens (190); story containers that really download their media and end in ERROR
 * when it is not a 9:16 image or video; IN_PROGRESS polls, EXPIRED at 24 h, one publish per container, the
 * rolling quota (code 9); 24-hour stories and insights with Meta's failure modes (#100 for retired metrics, #10,
 * empty sets). Its clock is the test's (`now`), read on every request.
 */

export { createInstagramDoubleApp, pathWithoutVersion } from './app';
export { readAuthorizeLinks } from './oauth-routes';
export { createState, DEFAULT_ACCOUNT, type DoubleState } from './state';
export type * from './types';

function containerView(state: DoubleState): ContainerView[] {
  return [...state.containers.values()].map((container) => ({
    id: container.id,
    igUserId: container.igUserId,
    mediaType: container.mediaType,
    url: container.url,
    createdAt: container.createdAt,
    state: containerState(state, container),
    statusReads: container.statusReads,
    ...(container.fetch ? { fetch: { ...container.fetch } } : {}),
    ...(container.mediaId ? { mediaId: container.mediaId } : {}),
  }));
}

function publishedStories(state: DoubleState, igUserId: string): PublishedStory[] {
  return [...state.stories.values()]
    .filter((story) => story.igUserId === igUserId && story.containerId !== undefined)
    .sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime())
    .map((story) => ({
      mediaId: story.mediaId,
      containerId: story.containerId as string,
      mediaUrl: story.sourceUrl as string,
      mediaType: story.mediaType,
      publishedAt: story.timestamp,
    }));
}

/** The test-facing controls over a state; `close` is the server's. */
function controls(state: DoubleState): Omit<InstagramDouble, 'baseUrl' | 'close'> {
  return {
    calls: state.calls,
    revoke(token) {
      const issued = state.tokens.get(token);
      if (!issued) throw new Error('Instagram double: revoke() of a token it never issued');
      issued.revoked = true;
    },
    revokeAll(igUserId) {
      for (const issued of state.tokens.values()) if (issued.igUserId === igUserId) issued.revoked = true;
    },
    tokens: (igUserId) =>
      [...state.tokens.values()]
        .filter((issued) => issued.igUserId === igUserId)
        .map((issued) => ({ ...issued })),
    issueLongToken: (igUserId, issuedAt) => issueToken(state, igUserId, 'long', issuedAt).token,
    published: (igUserId) => publishedStories(state, igUserId),
    containers: () => containerView(state),
    setInsights(mediaId, metrics) {
      const story = storyOf(state, mediaId);
      const navigation = metrics.navigation
        ? { ...story.metrics.navigation, ...metrics.navigation }
        : story.metrics.navigation;
      story.metrics = { ...story.metrics, ...metrics, ...(navigation ? { navigation } : {}) };
    },
    addLiveStory(igUserId, { timestamp, mediaType = 'IMAGE' }) {
      if (!state.accounts.has(igUserId)) throw new Error(`Instagram double: no account ${igUserId}`);
      const mediaId = nextId(state, 'media');
      state.stories.set(mediaId, {
        mediaId,
        igUserId,
        mediaType,
        timestamp,
        metrics: { ...state.defaultMetrics },
      });
      return mediaId;
    },
    setViewers(mediaId, viewers) {
      storyOf(state, mediaId).viewers = viewers;
    },
    retireMetric(name) {
      state.retiredMetrics.add(name);
    },
    hold(method, path) {
      let arrive!: () => void;
      let release!: () => void;
      const arrived = new Promise<void>((resolve) => {
        arrive = resolve;
      });
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      state.holds.push({ method, path, arrive, released });
      return { arrived, release };
    },
  };
}

/** Starts the double on 127.0.0.1 (a free port unless `options.port`). */
export async function startInstagramDouble(options: InstagramDoubleOptions = {}): Promise<InstagramDouble> {
  const state = createState(options);
  const app = createInstagramDoubleApp(state);
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: options.port ?? 0 });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', () => resolve());
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    ...controls(state),
    async close() {
      // A download still running would outlive the test; its container just stays IN_PROGRESS.
      for (const controller of state.downloads.keys()) controller.abort();
      await Promise.all(state.downloads.values());
      if ('closeAllConnections' in server) server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
